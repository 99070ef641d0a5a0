// Test support: the brand and product figures of metrics.md written plainly in JavaScript over the reference
// universes (filter-reference.ts), for the integration tests to check the SQL against.
import type { ReferenceSearch, ReferenceSpecLine } from './filter-reference.ts';

export const pct = (part: number, all: number): number => (all > 0 ? (100 * part) / all : 0);

export function countBy<T, K>(rows: readonly T[], key: (row: T) => K, weight: (row: T) => number = () => 1) {
  const out = new Map<K, number>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + weight(r));
  return out;
}

export const sum = (values: Iterable<number>): number => [...values].reduce((a, b) => a + b, 0);

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const v = [...values].sort((a, b) => a - b);
  const mid = (v.length - 1) / 2;
  return ((v[Math.floor(mid)] ?? 0) + (v[Math.ceil(mid)] ?? 0)) / 2;
}

export type Key = 'manufacturer_id' | 'product_id';

export interface ShareFigures {
  spec_percent: number;
  sum_spec: number;
  /** null when the lines mix units (quantity_unit null). */
  spec_quantity_share: number | null;
  quantity_unit: string | null;
  spec_growth_real: number | null;
  spec_growth_absolute: number;
}

/**
 * metrics.md Shares: spec percent, quantity share and both growths per brand (product) with lines now. The
 * quantity share only when every line now counts its quantity in the same unit.
 */
export function shareRankingReference(
  now: readonly ReferenceSpecLine[],
  previous: readonly ReferenceSpecLine[],
  key: Key,
): Map<number, ShareFigures> {
  const lines = countBy(now, (l) => l[key]);
  const quantity = countBy(
    now,
    (l) => l[key],
    (l) => l.quantity,
  );
  const before = countBy(previous, (l) => l[key]);
  const total = now.length;
  const totalQuantity = sum(quantity.values());
  const units = new Set(now.map((l) => l.quantity_unit));
  const unit = units.size === 1 ? ([...units][0] ?? null) : null;
  const out = new Map<number, ShareFigures>();
  for (const [k, n] of lines) {
    const p = before.get(k) ?? 0;
    out.set(k, {
      spec_percent: pct(n, total),
      sum_spec: n,
      spec_quantity_share: unit === null ? null : pct(quantity.get(k) ?? 0, totalQuantity),
      quantity_unit: unit,
      spec_growth_real: p === 0 ? null : (100 * (n - p)) / p,
      spec_growth_absolute: pct(n, total) - pct(p, previous.length),
    });
  }
  return out;
}

/**
 * The figures of a ranking row that differ from the reference's: counts and units exactly, percents beyond
 * 5e-10 apart (a null only matches a null). Empty when the row is as defined.
 */
export function shareFigureMismatches(
  row: { [F in keyof ShareFigures]: ShareFigures[F] | null },
  expected: ShareFigures | undefined,
): string[] {
  if (!expected) return ['no reference row'];
  const close = (a: number | null, b: number | null) =>
    a === null || b === null ? a === b : Math.abs(a - b) < 5e-10;
  const fields = Object.keys(expected) as (keyof ShareFigures)[];
  return fields.filter((f) => {
    const [a, b] = [row[f], expected[f]];
    return typeof a === 'number' && typeof b === 'number' && f !== 'sum_spec' ? !close(a, b) : a !== b;
  });
}

/** Median spec percent over keys with lines; median search percent over keys with searches. */
export function mediansReference(
  lines: readonly ReferenceSpecLine[],
  searches: readonly ReferenceSearch[],
  key: Key,
): { spec: number | null; search: number | null } {
  const spec = [...countBy(lines, (l) => l[key]).values()].map((n) => pct(n, lines.length));
  const searched = countBy(
    searches.filter((s) => s[key] !== null),
    (s) => s[key],
  );
  return { spec: median(spec), search: median([...searched.values()].map((n) => pct(n, searches.length))) };
}

/** B's share of the lines (searches) in each group of `groupOf`; groups without any row are absent. */
export function groupShares<T>(
  rows: readonly T[],
  groupOf: (row: T) => string | number,
  isB: (row: T) => boolean,
): Map<string | number, number> {
  const all = countBy(rows, groupOf);
  const b = countBy(rows.filter(isB), groupOf);
  return new Map([...all].map(([g, n]) => [g, pct(b.get(g) ?? 0, n)]));
}

/** Projects specifying B with B's share of each project's lines. */
export function projectsReference(
  lines: readonly ReferenceSpecLine[],
  isB: (l: ReferenceSpecLine) => boolean,
) {
  const bProjects = new Set(lines.filter(isB).map((l) => l.project_id));
  return groupShares(
    lines.filter((l) => bProjects.has(l.project_id)),
    (l) => l.project_id,
    isB,
  );
}

/**
 * metrics.md adjacency on B's projects: competitive = brands in a (project, category) where B is specified,
 * complimentary = brands in a (project, category) where B is not; percent of B's projects; B excluded.
 */
export function adjacencyReference(
  lines: readonly ReferenceSpecLine[],
  isB: (l: ReferenceSpecLine) => boolean,
  kind: 'competitive' | 'complimentary',
): Map<number, number> {
  const bPairs = new Set(lines.filter(isB).map((l) => `${l.project_id}:${l.category_id}`));
  const bProjects = new Set(lines.filter(isB).map((l) => l.project_id));
  const projectsPerBrand = new Map<number, Set<number>>();
  for (const l of lines) {
    if (isB(l) || !bProjects.has(l.project_id)) continue;
    const same = bPairs.has(`${l.project_id}:${l.category_id}`);
    if (same !== (kind === 'competitive')) continue;
    const set = projectsPerBrand.get(l.manufacturer_id) ?? new Set<number>();
    set.add(l.project_id);
    projectsPerBrand.set(l.manufacturer_id, set);
  }
  return new Map([...projectsPerBrand].map(([m, set]) => [m, pct(set.size, bProjects.size)]));
}

export interface RankReference {
  currentSpec: number;
  prevSpec: number;
  currentSearch: number;
  prevSearch: number;
  currentSpecRank: number;
  prevSpecRank: number;
  currentSearchRank: number;
  prevSearchRank: number;
  totalBrands: number;
}

/**
 * Category rank as documented on categoryRanks: brands with any spec line or search in the category in
 * either window compete (B's brands as one); rank = 1 + brands with a strictly higher percent.
 */
export function categoryRankReference(
  spec: { now: readonly ReferenceSpecLine[]; previous: readonly ReferenceSpecLine[] },
  search: { now: readonly ReferenceSearch[]; previous: readonly ReferenceSearch[] },
  bIds: readonly number[],
): Map<number, RankReference> {
  const brandOf = (m: number | null) => (m !== null && bIds.includes(m) ? 0 : m);
  const categories = new Set<number>();
  const competitors = new Map<number, Set<number>>();
  const note = (c: number | null, m: number | null) => {
    if (c === null || m === null) return;
    categories.add(c);
    const set = competitors.get(c) ?? new Set<number>();
    set.add(brandOf(m) ?? -1);
    competitors.set(c, set);
  };
  for (const l of [...spec.now, ...spec.previous]) note(l.category_id, l.manufacturer_id);
  for (const s of [...search.now, ...search.previous]) note(s.category_id, s.manufacturer_id);

  const sharesIn = <T extends { category_id: number | null; manufacturer_id: number | null }>(
    rows: readonly T[],
    c: number,
  ) => {
    const inC = rows.filter((r) => r.category_id === c && r.manufacturer_id !== null);
    const counts = countBy(inC, (r) => brandOf(r.manufacturer_id));
    const shares = new Map<number, number>();
    for (const k of competitors.get(c) ?? []) shares.set(k, pct(counts.get(k) ?? 0, inC.length));
    return shares;
  };
  const rankOf = (shares: Map<number, number>) => {
    const mine = shares.get(0) ?? 0;
    return 1 + [...shares.values()].filter((v) => v > mine).length;
  };

  const out = new Map<number, RankReference>();
  for (const c of categories) {
    if (!competitors.get(c)?.has(0)) continue;
    const specNow = sharesIn(spec.now, c);
    const specPrev = sharesIn(spec.previous, c);
    const searchNow = sharesIn(search.now, c);
    const searchPrev = sharesIn(search.previous, c);
    out.set(c, {
      currentSpec: specNow.get(0) ?? 0,
      prevSpec: specPrev.get(0) ?? 0,
      currentSearch: searchNow.get(0) ?? 0,
      prevSearch: searchPrev.get(0) ?? 0,
      currentSpecRank: rankOf(specNow),
      prevSpecRank: rankOf(specPrev),
      currentSearchRank: rankOf(searchNow),
      prevSearchRank: rankOf(searchPrev),
      totalBrands: competitors.get(c)?.size ?? 0,
    });
  }
  return out;
}
