// Test support: the internal reports of metrics.md (patterns, adjacency) written plainly in JavaScript over the
// reference universes, for the integration tests to check the SQL against.
import type { ReferenceSpecLine } from './filter-reference.ts';
import { pct } from './market-reference.ts';

export interface ProductValue {
  product_id: number;
  spec_id: number;
  spec_type_id: number;
}

export interface ReferencePatternRow {
  spec_id: number;
  period_group: string;
  score: number;
  grp_score: number;
  percent: number;
  growth: number | null;
}

/**
 * Pattern rows: per value with a line in the window (or only `only`) and window period group where its type
 * has lines: score, grp_score, percent and growth against the group before (`before` for the first group), or
 * with `before` 'yearAgo' against the same group a year earlier (in `previous`).
 */
export function patternReference(
  window: readonly ReferenceSpecLine[],
  previous: readonly ReferenceSpecLine[],
  groupOf: (day: string) => string,
  groups: readonly string[],
  before: string | null | 'yearAgo',
  productValues: readonly ProductValue[],
  only: number | null = null,
): ReferencePatternRow[] {
  const valuesOf = new Map<number, ProductValue[]>();
  for (const v of productValues) valuesOf.set(v.product_id, [...(valuesOf.get(v.product_id) ?? []), v]);
  const typeOf = new Map(productValues.map((v) => [v.spec_id, v.spec_type_id]));
  const score = new Map<string, number>();
  const grp = new Map<string, number>();
  const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  const tally = (lines: readonly ReferenceSpecLine[], tag: string) => {
    for (const l of lines) {
      const g = `${tag}|${groupOf(l.spec_date)}`;
      const values = valuesOf.get(l.product_id) ?? [];
      for (const v of values) add(score, `${v.spec_id}|${g}`);
      for (const t of new Set(values.map((v) => v.spec_type_id))) add(grp, `${t}|${g}`);
    }
  };
  tally(window, 'w');
  tally(previous, 'p');
  const inWindow = new Set(window.flatMap((l) => (valuesOf.get(l.product_id) ?? []).map((v) => v.spec_id)));
  const values = only === null ? [...inWindow] : [only];
  const percentAt = (spec: number, g: string): number | null => {
    const all = grp.get(`${typeOf.get(spec)}|${g}`) ?? 0;
    return all > 0 ? pct(score.get(`${spec}|${g}`) ?? 0, all) : null;
  };
  const rows: ReferencePatternRow[] = [];
  for (const spec of values)
    groups.forEach((group, i) => {
      const all = grp.get(`${typeOf.get(spec)}|w|${group}`) ?? 0;
      if (all === 0) return;
      const percent = percentAt(spec, `w|${group}`) ?? 0;
      const prevKey =
        before === 'yearAgo'
          ? `p|${Number(group.slice(0, 4)) - 1}${group.slice(4)}`
          : i > 0
            ? `w|${groups[i - 1]}`
            : before === null
              ? null
              : `p|${before}`;
      const prev = prevKey === null ? null : percentAt(spec, prevKey);
      rows.push({
        spec_id: spec,
        period_group: group,
        score: score.get(`${spec}|w|${group}`) ?? 0,
        grp_score: all,
        percent,
        growth: prev === null ? null : percent - prev,
      });
    });
  return rows;
}

/** Adjacency of anchor A and category lines `cLines`: per other brand, A's projects it is specified on in C. */
export function adjacencyBreakdownReference(
  anchorLines: readonly ReferenceSpecLine[],
  cLines: readonly ReferenceSpecLine[],
  anchorId: number,
) {
  const aProjects = new Set(
    anchorLines.filter((l) => l.manufacturer_id === anchorId).map((l) => l.project_id),
  );
  const perBrand = new Map<number, Set<number>>();
  const withC = new Set<number>();
  for (const l of cLines) {
    if (l.manufacturer_id === anchorId || !aProjects.has(l.project_id)) continue;
    withC.add(l.project_id);
    const set = perBrand.get(l.manufacturer_id) ?? new Set<number>();
    set.add(l.project_id);
    perBrand.set(l.manufacturer_id, set);
  }
  return {
    total: aProjects.size,
    cnt: withC.size,
    rows: new Map([...perBrand].map(([m, set]) => [m, set.size])),
  };
}
