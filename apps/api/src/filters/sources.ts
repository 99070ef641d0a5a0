// Aggregated spec-line and search sources: the smallest rollup that can apply the filter and give the
// requested columns, else the fact tables. Both paths return the same rows (tested).
import { sql, type RawBuilder } from 'kysely';
import {
  and,
  checkAlias,
  dateInRange,
  inList,
  needsSpecFacts,
  rangeOf,
  REGION,
  searchConditions,
  searchFilterColumns,
  specConditions,
  specFilterColumns,
  type CompiledFilters,
  type RegionColumn,
} from './predicates.ts';
import { complexCondition } from './complex.ts';
import {
  MASK_CATEGORY_LIMIT,
  PRODUCT_WINDOW_ROLLUP,
  PROJECT_ROLLUP,
  SPEC_VALUE_ROLLUP,
  EVENT_BRAND_ROLLUP,
  SEARCH_PRODUCT_WINDOW_ROLLUP,
  searchRollups,
  specRollups,
  windowRollups,
  type RollupDefinition,
  type WindowRollupDefinition,
} from './rollups.ts';
import { SEARCH_PRODUCT_HISTOGRAM, SPEC_PRODUCT_HISTOGRAM } from './product-histograms.ts';
import { rangeKey, type DateRange, type WindowChoice } from './window.ts';

export interface SpecColumns {
  manufacturer_id: number;
  product_id: number;
  category_id: number;
  sub_category_id: number | null;
  is_open_spec: boolean;
  status_id: number;
  segment_id: number;
  state_id: number;
  /** Facts only: asking for it makes the source read spec_line. */
  project_id: number;
  /** First day of the month, 'YYYY-MM-DD'. */
  month: string;
  /** '2026-03' or '2026-Q1' (the scope's period group). */
  period_group: string;
}
export type SpecDimension = keyof SpecColumns;

export interface SearchColumns {
  manufacturer_id: number | null;
  product_id: number | null;
  category_id: number | null;
  state_id: number;
  /** Facts only (no rollup holds it): the searcher's city, which may be abroad. */
  city_id: number;
  month: string;
  period_group: string;
}
export type SearchDimension = keyof SearchColumns;

/** Which part of the analysed span a row belongs to. */
export type WindowName = 'window' | 'previous' | 'other';

export type SpecSourceRow<D extends SpecDimension> = Pick<SpecColumns, D> & {
  window_name: WindowName;
  lines: number;
  quantity: number;
};
export type SearchSourceRow<D extends SearchDimension> = Pick<SearchColumns, D> & {
  window_name: WindowName;
  searches: number;
};

export interface SourceOptions {
  /** 'facts' forces the fact tables (tests compare both paths; 'auto' picks). */
  source?: 'auto' | 'facts';
}

type PeriodGroupOf = (date: RawBuilder<unknown>) => RawBuilder<string>;

interface SourceContext {
  filters: CompiledFilters;
  periodGroupOf: PeriodGroupOf;
  /** Rollup row counts of the current data version, or null when the rollups are stale. */
  rollupRows: Record<string, number> | null;
  window: DateRange;
  previous: DateRange;
  /** rangeKey of every range the per-window rollups hold (analysisRanges of the data's as_of). */
  windowRanges: ReadonlySet<string>;
}

const DERIVED = new Set<string>(['month', 'period_group']);
/** The alias of the table a spec or search source reads. */
const SOURCE_ALIAS = 'src';

/** Rollups without state_id filter regions by their region_id. */
const regionColumn = (rollup: RollupDefinition<string> | null): RegionColumn =>
  rollup &&
  !(rollup.columns as readonly string[]).includes('state_id') &&
  (rollup.columns as readonly string[]).includes('region_id')
    ? 'region_id'
    : 'state_id';

/** The smallest rollup holding every needed column, or null. */
export function pickRollup<C extends string>(
  rollups: readonly RollupDefinition<C>[],
  needed: readonly string[],
  rows: Record<string, number> | null,
): RollupDefinition<C> | null {
  if (!rows) return null;
  const has = (r: RollupDefinition<C>, c: string): boolean =>
    c === REGION ? has(r, 'state_id') || has(r, 'region_id') : (r.columns as readonly string[]).includes(c);
  const fits = rollups.filter((r) => needed.every((c) => has(r, c)));
  fits.sort((a, b) => (rows[a.table] ?? Infinity) - (rows[b.table] ?? Infinity));
  return fits[0] ?? null;
}

function windowNameOf(day: RawBuilder<unknown>, ctx: SourceContext): RawBuilder<WindowName> {
  const { window: w, previous: p } = ctx;
  return sql<WindowName>`case when ${day} between cast(${w.start} as date) and cast(${w.end} as date) then 'window'
    when ${day} between cast(${p.start} as date) and cast(${p.end} as date) then 'previous' else 'other' end`;
}

function aggregate(
  dims: readonly string[],
  expressions: (dim: string) => RawBuilder<unknown>,
  windowName: RawBuilder<WindowName>,
  measures: RawBuilder<unknown>,
  from: RawBuilder<unknown>,
  where: RawBuilder<boolean>,
): RawBuilder<unknown> {
  const selected = [
    ...dims.map((d) => sql`${expressions(d)} as ${sql.id(d)}`),
    sql`${windowName} as window_name`,
  ];
  const groupBy = sql.join(selected.map((_, i) => sql.lit(i + 1)));
  return sql`(select ${sql.join(selected)}, ${measures} from ${from} where ${where} group by ${groupBy})`;
}

export function specSource<D extends SpecDimension>(
  ctx: SourceContext,
  range: WindowChoice,
  dimensions: readonly D[],
  options: SourceOptions = {},
): RawBuilder<SpecSourceRow<D>> {
  const dims = [...new Set(dimensions)];
  const f = ctx.filters;
  const rollup = options.source === 'facts' ? null : chooseSpecRollup(ctx, dims, range);
  const alias = SOURCE_ALIAS;
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  const measures = rollup
    ? sql`cast(sum(${col('lines')}) as bigint) as lines, cast(sum(${col('quantity')}) as bigint) as quantity`
    : sql`count(*) as lines, cast(sum(${col('quantity')}) as bigint) as quantity`;
  if (rollup && isWindowRollup(rollup)) {
    const conditions = specConditions(f, alias, 'month', 'none');
    return windowRollupSource(ctx, range, dims, rollup.table, measures, conditions) as RawBuilder<
      SpecSourceRow<D>
    >;
  }
  const day = rollup ? col('month') : col('spec_date');
  const expression = (d: string) =>
    d === 'period_group'
      ? ctx.periodGroupOf(day)
      : d === 'month'
        ? rollup
          ? day
          : sql`cast(date_trunc('month', cast(${day} as timestamp)) as date)`
        : col(d);
  const from = sql`${sql.id(rollup ? rollup.table : 'spec_line')} as ${sql.id(alias)}`;
  const where = and(specConditions(f, alias, rollup ? 'month' : 'date', range, regionColumn(rollup)));
  return aggregate(dims, expression, windowNameOf(day, ctx), measures, from, where) as RawBuilder<
    SpecSourceRow<D>
  >;
}

export function searchSource<D extends SearchDimension>(
  ctx: SourceContext,
  range: WindowChoice,
  dimensions: readonly D[],
  options: SourceOptions = {},
): RawBuilder<SearchSourceRow<D>> {
  const dims = [...new Set(dimensions)];
  const f = ctx.filters;
  const rollup = options.source === 'facts' ? null : chooseSearchRollup(ctx, dims, range);
  const alias = SOURCE_ALIAS;
  const col = (c: string) => sql.ref(`${checkAlias(alias)}.${c}`);
  const measures = rollup
    ? sql`cast(sum(${col('searches')}) as bigint) as searches`
    : sql`count(*) as searches`;
  if (rollup && isWindowRollup(rollup)) {
    const conditions = searchConditions(f, alias, 'month', 'none');
    return windowRollupSource(ctx, range, dims, rollup.table, measures, conditions) as RawBuilder<
      SearchSourceRow<D>
    >;
  }
  const day = rollup ? col('month') : sql`cast(${col('event_date')} at time zone 'UTC' as date)`;
  const expression = (d: string) =>
    d === 'period_group'
      ? ctx.periodGroupOf(day)
      : d === 'month'
        ? rollup
          ? day
          : sql`cast(date_trunc('month', cast(${day} as timestamp)) as date)`
        : col(d);
  const from = sql`${sql.id(rollup ? rollup.table : 'user_event')} as ${sql.id(alias)}`;
  const where = and(searchConditions(f, alias, rollup ? 'month' : 'timestamp', range, regionColumn(rollup)));
  return aggregate(dims, expression, windowNameOf(day, ctx), measures, from, where) as RawBuilder<
    SearchSourceRow<D>
  >;
}

const specWindowRollups = windowRollups.filter((w) => w.kind === 'spec');
const searchWindowRollups = windowRollups.filter((w) => w.kind === 'search');
const isWindowRollup = (rollup: RollupDefinition<string>): rollup is WindowRollupDefinition =>
  'key' in rollup;

/**
 * The rollup a spec source reads for these columns over `range`, or null for spec_line. Product- and
 * brand-level sources whose filter a per-window rollup can apply read it (one row per product or brand,
 * category and range); other sources read the smallest monthly rollup that fits.
 */
export function chooseSpecRollup(
  ctx: SourceContext,
  dimensions: readonly SpecDimension[],
  range: WindowChoice = 'window',
): RollupDefinition<string> | null {
  const f = ctx.filters;
  const needed = [...new Set([...dimensions.filter((d) => !DERIVED.has(d)), ...specFilterColumns(f)])];
  if (needsSpecFacts(f) || needed.includes('project_id')) return null;
  const window = specWindowRollups.find((w) => windowRollupApplies(ctx, w, dimensions, needed, range));
  return window ?? pickRollup(specRollups, needed, ctx.rollupRows);
}

/**
 * True when a per-window rollup answers the request: it was built, the figure is per its key (product or
 * brand), its columns hold every dimension and filter column, and every asked range is one it precomputed.
 */
function windowRollupApplies(
  ctx: SourceContext,
  rollup: WindowRollupDefinition,
  dimensions: readonly string[],
  needed: readonly string[],
  range: WindowChoice,
): boolean {
  return (
    ctx.rollupRows?.[rollup.table] !== undefined &&
    dimensions.includes(rollup.key) &&
    dimensions.every((d) => rollup.columns.includes(d)) &&
    needed.every((c) => rollup.columns.includes(c)) &&
    (rangesOf(ctx, range)?.every((r) => ctx.windowRanges.has(rangeKey(r))) ?? false)
  );
}

/** The precomputed ranges a window choice covers, or null for 'none'. */
function rangesOf(ctx: SourceContext, range: WindowChoice): DateRange[] | null {
  if (range === 'window') return [ctx.window];
  if (range === 'previous') return [ctx.previous];
  if (range === 'both') return [ctx.window, ctx.previous];
  return null;
}

/** A per-window rollup row `alias` holds exactly the range `r`. */
const rangeIs = (alias: string, r: DateRange) =>
  sql<boolean>`(${sql.ref(`${checkAlias(alias)}.range_start`)} = cast(${r.start} as date) and ${sql.ref(
    `${checkAlias(alias)}.range_end`,
  )} = cast(${r.end} as date))`;

/**
 * A source over a per-window rollup (spec or search, product or brand) aliased SOURCE_ALIAS: the rows of the
 * asked ranges, each named window or previous, filtered by `conditions` (which the rollup can apply:
 * windowRollupApplies).
 */
function windowRollupSource(
  ctx: SourceContext,
  range: WindowChoice,
  dims: readonly string[],
  table: string,
  measures: RawBuilder<unknown>,
  conditions: RawBuilder<boolean>[],
): RawBuilder<unknown> {
  const alias = SOURCE_ALIAS;
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  const ranges = rangesOf(ctx, range) ?? [];
  const inRanges = sql<boolean>`(${sql.join(
    ranges.map((r) => rangeIs(alias, r)),
    sql` or `,
  )})`;
  const windowName = sql<WindowName>`case when ${rangeIs(alias, ctx.window)} then 'window' else 'previous' end`;
  const from = sql`${sql.id(table)} as ${sql.id(alias)}`;
  return aggregate(dims, col, windowName, measures, from, and([inRanges, ...conditions]));
}

/** The rollup a search source reads for these columns, or null for user_event. */
export function chooseSearchRollup(
  ctx: SourceContext,
  dimensions: readonly SearchDimension[],
  range: WindowChoice = 'window',
): RollupDefinition<string> | null {
  const needed = [
    ...new Set([...dimensions.filter((d) => !DERIVED.has(d)), ...searchFilterColumns(ctx.filters)]),
  ];
  const window = searchWindowRollups.find((w) => windowRollupApplies(ctx, w, dimensions, needed, range));
  return window ?? pickRollup(searchRollups, needed, ctx.rollupRows);
}

/**
 * When the per-window product rollups and their histograms (product-histograms.ts) answer this payload's
 * product figures over both the window and the previous window (the same test as the sources': fresh
 * rollups, a filter of categories, sub-categories and open spec only): the predicate selecting the rows of
 * `range` in scope of those tables aliased `alias`. Else null, and the caller reads the general sources.
 */
export function productWindowWhere(
  ctx: SourceContext,
  kind: 'spec' | 'search',
  alias: string,
  range: 'window' | 'previous',
): RawBuilder<boolean> | null {
  const histogram = kind === 'spec' ? SPEC_PRODUCT_HISTOGRAM : SEARCH_PRODUCT_HISTOGRAM;
  const applies =
    kind === 'spec'
      ? chooseSpecRollup(ctx, ['product_id'], 'both')?.table === PRODUCT_WINDOW_ROLLUP
      : chooseSearchRollup(ctx, ['product_id'], 'both')?.table === SEARCH_PRODUCT_WINDOW_ROLLUP;
  if (!applies || ctx.rollupRows?.[histogram] === undefined) return null;
  const conditions =
    kind === 'spec'
      ? specConditions(ctx.filters, alias, 'month', 'none')
      : searchConditions(ctx.filters, alias, 'month', 'none');
  return and([rangeIs(alias, range === 'window' ? ctx.window : ctx.previous), ...conditions]);
}

/**
 * When the spec value rollup answers this payload (the monthly product rollup would: a filter of categories,
 * sub-categories and open spec only, fresh rollups): the predicate selecting its rows of `range` in scope,
 * aliased `alias` (it has `month` and the product rollup's filter columns). Else null: join the values to
 * specSource's product lines instead.
 */
export function specValueWhere(
  ctx: SourceContext,
  alias: string,
  range: WindowChoice,
): RawBuilder<boolean> | null {
  const product = chooseSpecRollup(ctx, ['product_id', 'month'], range);
  if (product?.table !== 'rollup_spec_product' || ctx.rollupRows?.[SPEC_VALUE_ROLLUP] === undefined)
    return null;
  return and(specConditions(ctx.filters, alias, 'month', range));
}

/**
 * When the brand event rollup is fresh: the predicate selecting its rows (aliased `alias`, by `month`) of
 * `range`, the same events as eventWhere (windows are whole months). Else null: read user_event.
 */
export function eventBrandWhere(
  ctx: SourceContext,
  alias: string,
  range: WindowChoice,
): RawBuilder<boolean> | null {
  if (ctx.rollupRows?.[EVENT_BRAND_ROLLUP] === undefined) return null;
  const r = rangeOf(ctx.filters.windows, range);
  return r ? dateInRange(sql.ref(`${checkAlias(alias)}.month`), 'month', r) : sql<boolean>`true`;
}

/** A project with at least one spec line in scope in a month (its segment and state are the project's). */
export interface ProjectSourceRow {
  month: string;
  project_id: number;
  segment_id: number;
  state_id: number;
}

/** True when the project rollup can apply the filter: its masks hold categories and open spec only. */
export function projectRollupApplies(ctx: SourceContext): boolean {
  const f = ctx.filters;
  const p = f.payload;
  return (
    ctx.rollupRows?.[PROJECT_ROLLUP] !== undefined &&
    f.narrowedCategories.length === 0 &&
    p.projprodstatus.length === 0 &&
    p.categories.every((c) => Number.isInteger(c) && c >= 0 && c < MASK_CATEGORY_LIMIT)
  );
}

/**
 * Distinct (month, project, segment, state) of the spec lines in scope: from the project rollup when its
 * masks can apply the filter, else grouped from spec_line. Both give the same rows (tested).
 */
export function projectSource(
  ctx: SourceContext,
  range: WindowChoice,
  options: SourceOptions = {},
): RawBuilder<ProjectSourceRow> {
  const f = ctx.filters;
  if (options.source === 'facts' || !projectRollupApplies(ctx)) {
    const where = and(specConditions(f, 'sl', 'date', range));
    return sql<ProjectSourceRow>`(select cast(date_trunc('month', cast(sl.spec_date as timestamp)) as date) as month,
        sl.project_id, sl.segment_id, sl.state_id
      from spec_line sl where ${where} group by 1, 2, 3, 4)`;
  }
  const p = f.payload;
  const col = (c: string) => sql.ref(`pr.${c}`);
  const mask = p.categories.reduce((m, c) => m | (1n << BigInt(c)), 0n);
  const masks = p.openspec ? sql`(${col('categories')} | ${col('open_categories')})` : col('categories');
  const parts: RawBuilder<boolean>[] = [];
  const r = rangeOf(f.windows, range);
  if (r) parts.push(dateInRange(col('month'), 'month', r));
  parts.push(sql<boolean>`(${masks} & cast(${mask.toString()} as bigint)) <> 0`);
  if (p.segments.length) parts.push(inList(col('segment_id'), p.segments));
  if (f.stateIds) parts.push(inList(col('state_id'), f.stateIds));
  if (p.project_ids.length) parts.push(inList(col('project_id'), p.project_ids));
  if (f.complex) parts.push(complexCondition(f.complex, f.complexProjects, col('project_id')));
  return sql<ProjectSourceRow>`(select pr.month, pr.project_id, pr.segment_id, pr.state_id
    from ${sql.id(PROJECT_ROLLUP)} pr where ${and(parts)})`;
}

export type { SourceContext };
