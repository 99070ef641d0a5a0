// Test support: the spec and search universes of metrics.md computed in plain JavaScript over rows read
// from the database, the reference the compiled SQL is checked against.
import { sql } from 'kysely';
import {
  categoriesOrDefaults,
  evaluateComplexQuery,
  parseComplexQuery,
  type ComplexEntry,
  type FilterPayload,
} from '@specpulse/contract';
import type { Database } from '../src/db/connection.ts';
import type { MarketStore } from '../src/db/market-store.ts';
import { readDataVersion } from '../src/filters/dimensions.ts';
import type { FirmConfiguration } from '../src/db/schema.ts';
import {
  computeWindows,
  type WindowChoice,
  periodGroupFor,
  periodGroupLabel,
} from '../src/filters/window.ts';

export interface ReferenceSpecLine {
  project_id: number;
  product_id: number;
  manufacturer_id: number;
  category_id: number;
  sub_category_id: number | null;
  is_open_spec: boolean;
  status_id: number;
  segment_id: number;
  state_id: number;
  quantity: number;
  /** What the quantity counts: the line's category's unit of measure. */
  quantity_unit: string;
  spec_date: string;
}

export interface ReferenceSearch {
  manufacturer_id: number | null;
  product_id: number | null;
  category_id: number | null;
  state_id: number;
  /** The searcher's city (abroad for a few). */
  city_id: number;
  /** UTC calendar day. */
  day: string;
}

export interface ReferenceFacts {
  asOf: string;
  specLines: ReferenceSpecLine[];
  searches: ReferenceSearch[];
  stateRegion: Map<number, string>;
  subCategoryParent: Map<number, number>;
  topCategoryIds: number[];
}

export async function loadReferenceFacts(t: {
  database: Database;
  market: MarketStore;
}): Promise<ReferenceFacts> {
  const current = await readDataVersion(t.database);
  const db = await t.market.at(current.version);
  const version = { as_of: current.asOf };
  const specLines = await db
    .selectFrom('spec_line as sl')
    .innerJoin('category as c', 'c.id', 'sl.category_id')
    .select([
      'sl.project_id',
      'sl.product_id',
      'sl.manufacturer_id',
      'sl.category_id',
      'sl.sub_category_id',
      'sl.is_open_spec',
      'sl.status_id',
      'sl.segment_id',
      'sl.state_id',
      'sl.quantity',
      'c.quantity_unit',
      'sl.spec_date',
    ])
    .execute();
  const searches =
    await sql<ReferenceSearch>`select ue.manufacturer_id, ue.product_id, ue.category_id, ue.state_id, ue.city_id,
      strftime(ue.event_date at time zone 'UTC', '%Y-%m-%d') as day
    from user_event ue join event_type et on et.id = ue.event_type_id where et.code = 'search'`.execute(db);
  const states = await db.selectFrom('us_state').select(['id', 'region_id']).execute();
  const categories = await db.selectFrom('category').select(['id', 'parent_id']).execute();
  return {
    asOf: version.as_of,
    specLines,
    searches: searches.rows,
    stateRegion: new Map(states.map((s) => [s.id, s.region_id])),
    subCategoryParent: new Map(
      categories.flatMap((c) => (c.parent_id === null ? [] : [[c.id, c.parent_id] as const])),
    ),
    topCategoryIds: categories.filter((c) => c.parent_id === null).map((c) => c.id),
  };
}

/** A date a year earlier, written by hand: a bound such as '2023-02-29' still compares right as text. */
const yearEarlier = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;

/** Whether a day falls in the window choice's range: the windows are computed once per payload and choice. */
function rangeTest(payload: FilterPayload, asOf: string, range: WindowChoice): (day: string) => boolean {
  const adjacent = computeWindows(asOf, payload.period_end, payload.period_interval);
  // The year-ago window is the window moved back a year, derived here apart from the compiler's rule.
  const w =
    payload.compare === 'yearAgo'
      ? {
          window: adjacent.window,
          previous: { start: yearEarlier(adjacent.window.start), end: yearEarlier(adjacent.window.end) },
        }
      : adjacent;
  const within = (r: { start: string; end: string }) => (day: string) => day >= r.start && day <= r.end;
  if (range === 'window') return within(w.window);
  if (range === 'previous') return within(w.previous);
  if (range === 'both') return (day) => within(w.window)(day) || within(w.previous)(day);
  return () => true;
}

/** The categories a payload selects: its own, else the firm's defaults (the contract's rule). */
export const referenceCategories = (payload: FilterPayload, firm: FirmConfiguration | null): number[] =>
  categoriesOrDefaults(payload.categories, {
    enabled: firm?.filters.categories ?? [],
    defaults: firm?.defaultcategories ?? [],
  });

function projectSpecifies(lines: ReferenceSpecLine[], entry: ComplexEntry): boolean {
  return lines.some(
    (l) =>
      l.manufacturer_id === entry.brandId &&
      (entry.categories.length === 0 || entry.categories.includes(l.category_id)) &&
      (entry.statuses.length === 0 || entry.statuses.includes(l.status_id)),
  );
}

/** The advanced query evaluated on one project's lines: the contract's grammar over plain JavaScript. */
export function referenceComplex(
  entries: readonly ComplexEntry[],
  projectLines: ReferenceSpecLine[],
): boolean {
  const tree = parseComplexQuery(entries);
  return tree ? evaluateComplexQuery(tree, (entry) => projectSpecifies(projectLines, entry)) : true;
}

/** Spec lines of the spec universe (metrics.md) for a payload, firm and window choice. */
export function referenceSpecLines(
  facts: ReferenceFacts,
  payload: FilterPayload,
  firm: FirmConfiguration | null,
  range: WindowChoice,
): ReferenceSpecLine[] {
  const categories = referenceCategories(payload, firm);
  const nested = firm?.hasfeature.nestedcategories === true;
  const subs = nested
    ? payload.subCategories.filter((s) => categories.includes(facts.subCategoryParent.get(s) ?? -1))
    : [];
  const narrowed = subs.map((s) => facts.subCategoryParent.get(s));
  const regions = payload.regions.map((r) => r.toLowerCase());
  const byProject = new Map<number, ReferenceSpecLine[]>();
  if (payload.complex.length)
    for (const l of facts.specLines) {
      const lines = byProject.get(l.project_id);
      if (lines) lines.push(l);
      else byProject.set(l.project_id, [l]);
    }
  const complexMemo = new Map<number, boolean>();
  const inRange = rangeTest(payload, facts.asOf, range);
  return facts.specLines.filter((l) => {
    if (!inRange(l.spec_date)) return false;
    if (!categories.includes(l.category_id)) return false;
    if (narrowed.includes(l.category_id) && !subs.includes(l.sub_category_id ?? -1)) return false;
    if (!payload.openspec && l.is_open_spec) return false;
    if (payload.projprodstatus.length && !payload.projprodstatus.includes(l.status_id)) return false;
    if (payload.segments.length && !payload.segments.includes(l.segment_id)) return false;
    if (regions.length && !regions.includes(facts.stateRegion.get(l.state_id) ?? '')) return false;
    if (payload.project_ids.length && !payload.project_ids.includes(l.project_id)) return false;
    if (payload.complex.length) {
      let ok = complexMemo.get(l.project_id);
      if (ok === undefined) {
        ok = referenceComplex(payload.complex, byProject.get(l.project_id) ?? []);
        complexMemo.set(l.project_id, ok);
      }
      if (!ok) return false;
    }
    return true;
  });
}

/** Search events of the search universe: window, categories and the searcher's region only. */
export function referenceSearches(
  facts: ReferenceFacts,
  payload: FilterPayload,
  firm: FirmConfiguration | null,
  range: WindowChoice,
): ReferenceSearch[] {
  const categories = referenceCategories(payload, firm);
  const regions = payload.regions.map((r) => r.toLowerCase());
  const inRange = rangeTest(payload, facts.asOf, range);
  return facts.searches.filter(
    (s) =>
      inRange(s.day) &&
      s.category_id !== null &&
      categories.includes(s.category_id) &&
      (regions.length === 0 || regions.includes(facts.stateRegion.get(s.state_id) ?? '')),
  );
}

/** The period_group of a day for a payload (month up to 6 months, else quarter). */
export const referencePeriodGroup = (day: string, payload: FilterPayload) =>
  periodGroupLabel(day, periodGroupFor(payload.period_interval));
