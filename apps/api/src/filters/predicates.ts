// SQL predicates of a compiled filter set over spec lines, searches and events.
import { sql, type RawBuilder } from 'kysely';
import type { FilterPayload } from '@specpulse/contract';
import { complexCondition, type ComplexExpression } from './complex.ts';
import { nextDay, type DateRange, type Windows, type WindowChoice } from './window.ts';

/** The payload after firm scope and defaults, plus what the SQL needs resolved from dimensions. */
export interface CompiledFilters {
  payload: FilterPayload;
  windows: Windows;
  /** States of the chosen regions; null = no region restriction. */
  stateIds: number[] | null;
  /** The chosen census regions (lowercase ids); null = no region restriction. */
  regions: string[] | null;
  /** Categories narrowed by chosen sub-categories (the nested rule); empty when none. */
  narrowedCategories: number[];
  complex: ComplexExpression | null;
  /** The projects the advanced query selects as a bit string over project ids (complexProjectBits), resolved
   * once per data version (null: not resolved, the SQL computes them). */
  complexProjects: string | null;
  searchEventTypeId: number | null;
}

const ALIAS = /^[a-z_][a-z0-9_]{0,62}$/;
export function checkAlias(alias: string): string {
  if (!ALIAS.test(alias)) throw new Error(`invalid SQL alias: ${alias}`);
  return alias;
}

export const inList = (column: RawBuilder<unknown>, values: readonly number[]) =>
  values.length === 0
    ? sql<boolean>`false`
    : sql<boolean>`${column} in (${sql.join(values.map((v) => sql.val(v)))})`;

const TRUE = sql<boolean>`true`;
export const and = (parts: RawBuilder<boolean>[]): RawBuilder<boolean> =>
  parts.length === 0 ? TRUE : sql<boolean>`(${sql.join(parts, sql` and `)})`;

/**
 * The date ranges of a window choice, or null for no date restriction. 'both' is one span when the
 * comparison window touches or overlaps the window, else the two windows (a year-ago window of 3 or 6
 * months leaves months between them that no figure reads).
 */
export function rangesOf(windows: Windows, range: WindowChoice): DateRange[] | null {
  if (range === 'window') return [windows.window];
  if (range === 'previous') return [windows.previous];
  if (range === 'both') {
    return nextDay(windows.previous.end) >= windows.window.start
      ? [{ start: windows.previous.start, end: windows.window.end }]
      : [windows.previous, windows.window];
  }
  return null;
}

export type DateKind = 'date' | 'timestamp';

/** `column` within one of the ranges. */
function dateInRanges(column: RawBuilder<unknown>, kind: DateKind, ranges: DateRange[]): RawBuilder<boolean> {
  const parts = ranges.map((r) => dateInRange(column, kind, r));
  return parts.length === 1
    ? (parts[0] as RawBuilder<boolean>)
    : sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** `column` within the range: a date, or a timestamptz read in UTC. */
export function dateInRange(column: RawBuilder<unknown>, kind: DateKind, r: DateRange): RawBuilder<boolean> {
  if (kind === 'timestamp') {
    return sql<boolean>`(${column} >= (cast(${r.start} as timestamp) at time zone 'UTC') and ${column} < (cast(${nextDay(r.end)} as timestamp) at time zone 'UTC'))`;
  }
  return sql<boolean>`${column} between cast(${r.start} as date) and cast(${r.end} as date)`;
}

/**
 * Spec universe conditions (metrics.md) over rows aliased `alias`: the date range, categories and the
 * nested sub-category rule, open spec, statuses, segments, regions, and (facts only, unless
 * `projectConditions` is false) project ids and the advanced brand query.
 */
export function specConditions(
  f: CompiledFilters,
  alias: string,
  range: WindowChoice,
  projectConditions = true,
): RawBuilder<boolean>[] {
  const col = (name: string) => sql.ref(`${checkAlias(alias)}.${name}`);
  const p = f.payload;
  const parts: RawBuilder<boolean>[] = [];
  const r = rangesOf(f.windows, range);
  if (r) parts.push(dateInRanges(col('spec_date'), 'date', r));
  parts.push(inList(col('category_id'), p.categories));
  if (f.narrowedCategories.length) {
    // A category with chosen sub-categories is narrowed to them; the other categories stay whole.
    parts.push(
      sql<boolean>`(not (${inList(col('category_id'), f.narrowedCategories)}) or ${inList(col('sub_category_id'), p.subCategories)})`,
    );
  }
  if (!p.openspec) parts.push(sql<boolean>`not ${col('is_open_spec')}`);
  if (p.projprodstatus.length) parts.push(inList(col('status_id'), p.projprodstatus));
  if (p.segments.length) parts.push(inList(col('segment_id'), p.segments));
  if (f.stateIds) parts.push(inList(col('state_id'), f.stateIds));
  if (projectConditions) {
    if (p.project_ids.length) parts.push(inList(col('project_id'), p.project_ids));
    if (f.complex) parts.push(complexCondition(f.complex, f.complexProjects, col('project_id')));
  }
  return parts;
}

/**
 * Search universe conditions (metrics.md) over event rows: searches in the range
 * whose category is chosen and whose searcher's state is in the chosen regions. Segments, statuses,
 * projects, sub-categories and the advanced query do not apply to searches.
 */
export function searchConditions(
  f: CompiledFilters,
  alias: string,
  range: WindowChoice,
): RawBuilder<boolean>[] {
  const col = (name: string) => sql.ref(`${checkAlias(alias)}.${name}`);
  const parts: RawBuilder<boolean>[] = [
    f.searchEventTypeId === null
      ? sql<boolean>`false`
      : sql<boolean>`${col('event_type_id')} = ${f.searchEventTypeId}`,
  ];
  const r = rangesOf(f.windows, range);
  if (r) parts.push(dateInRanges(col('event_date'), 'timestamp', r));
  parts.push(inList(col('category_id'), f.payload.categories));
  if (f.stateIds) parts.push(inList(col('state_id'), f.stateIds));
  return parts;
}

/**
 * Event conditions (metrics.md, "Non-search events") over user_event rows aliased `alias`: events of any
 * type dated in the range. Categories and regions select searches, not views or downloads, so only the
 * date applies.
 */
export function eventConditions(
  f: CompiledFilters,
  alias: string,
  range: WindowChoice,
): RawBuilder<boolean>[] {
  const r = rangesOf(f.windows, range);
  return r ? [dateInRanges(sql.ref(`${checkAlias(alias)}.event_date`), 'timestamp', r)] : [];
}
