// The aggregated sources every figure reads: spec lines, searches and projects in scope, grouped by the asked
// dimensions and named by window, straight from the market store's fact tables.
import { sql, type RawBuilder } from 'kysely';
import { and, checkAlias, searchConditions, specConditions, type CompiledFilters } from './predicates.ts';
import type { DateRange, WindowChoice } from './window.ts';

export interface SpecColumns {
  manufacturer_id: number;
  product_id: number;
  category_id: number;
  sub_category_id: number | null;
  is_open_spec: boolean;
  status_id: number;
  segment_id: number;
  state_id: number;
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
  /** The searcher's city, which may be abroad. */
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

type PeriodGroupOf = (date: RawBuilder<unknown>) => RawBuilder<string>;

export interface SourceContext {
  filters: CompiledFilters;
  /** The period group's unit, and its label of a date. */
  periodGroup: 'month' | 'quarter';
  periodGroupOf: PeriodGroupOf;
  window: DateRange;
  previous: DateRange;
}

/** The alias of the table a spec or search source reads. */
const SOURCE_ALIAS = 'src';

function windowNameOf(
  day: RawBuilder<unknown>,
  ctx: SourceContext,
  range: WindowChoice,
): RawBuilder<WindowName> {
  // The range's conditions already keep only its rows: a constant costs nothing per row.
  if (range === 'window' || range === 'previous') return sql<WindowName>`${sql.lit(range)}`;
  const { window: w, previous: p } = ctx;
  return sql<WindowName>`case when ${day} between cast(${w.start} as date) and cast(${w.end} as date) then 'window'
    when ${day} between cast(${p.start} as date) and cast(${p.end} as date) then 'previous' else 'other' end`;
}

function aggregate(
  ctx: SourceContext,
  dims: readonly string[],
  expressions: (dim: string) => RawBuilder<unknown>,
  windowName: RawBuilder<WindowName>,
  measures: { select: RawBuilder<unknown>; names: readonly string[] },
  from: RawBuilder<unknown>,
  where: RawBuilder<boolean>,
): RawBuilder<unknown> {
  const selected = [
    ...dims.map((d) => sql`${expressions(d)} as ${sql.id(d)}`),
    sql`${windowName} as window_name`,
  ];
  const groupBy = sql.join(selected.map((_, i) => sql.lit(i + 1)));
  const grouped = sql`(select ${sql.join(selected)}, ${measures.select} from ${from} where ${where} group by ${groupBy})`;
  if (!dims.includes('period_group')) return grouped;
  // Grouped by the period's first day (a date), labelled per group: building the label for every fact row
  // took four times as long as the whole grouping.
  const columns = [...dims, 'window_name', ...measures.names].map((c) =>
    c === 'period_group'
      ? sql`${ctx.periodGroupOf(sql.ref('g.period_group'))} as period_group`
      : sql.ref(`g.${c}`),
  );
  return sql`(select ${sql.join(columns)} from ${grouped} g)`;
}

/**
 * The expression of a dimension over a fact row: a column, the month of its day, or the first day of its
 * period group (labelled after grouping, in aggregate).
 */
const dimension =
  (ctx: SourceContext, day: RawBuilder<unknown>, col: (c: string) => RawBuilder<unknown>) => (d: string) =>
    d === 'period_group'
      ? sql`cast(date_trunc(${ctx.periodGroup}, ${day}) as date)`
      : d === 'month'
        ? sql`cast(date_trunc('month', ${day}) as date)`
        : col(d);

/**
 * A year-ago comparison window of a window longer than a year overlaps it: a month there belongs to both, so
 * 'both' is the two windows' rows one after the other instead of one pass that names each row once.
 */
const overlapping = (ctx: SourceContext, range: WindowChoice) =>
  range === 'both' && ctx.previous.end >= ctx.window.start;

function bothWindows<R>(source: (range: 'window' | 'previous') => RawBuilder<R>): RawBuilder<R> {
  return sql<R>`(select * from ${source('window')} w union all select * from ${source('previous')} p)`;
}

export function specSource<D extends SpecDimension>(
  ctx: SourceContext,
  range: WindowChoice,
  dimensions: readonly D[],
): RawBuilder<SpecSourceRow<D>> {
  if (overlapping(ctx, range)) return bothWindows((r) => specSource(ctx, r, dimensions));
  const dims = [...new Set(dimensions)];
  const col = (c: string) => sql.ref(`${SOURCE_ALIAS}.${c}`);
  const day = col('spec_date');
  const measures = {
    select: sql`count(*) as lines, cast(sum(${col('quantity')}) as bigint) as quantity`,
    names: ['lines', 'quantity'],
  };
  const from = sql`spec_line as ${sql.id(SOURCE_ALIAS)}`;
  const where = and(specConditions(ctx.filters, SOURCE_ALIAS, range));
  return aggregate(
    ctx,
    dims,
    dimension(ctx, day, col),
    windowNameOf(day, ctx, range),
    measures,
    from,
    where,
  ) as RawBuilder<SpecSourceRow<D>>;
}

export function searchSource<D extends SearchDimension>(
  ctx: SourceContext,
  range: WindowChoice,
  dimensions: readonly D[],
): RawBuilder<SearchSourceRow<D>> {
  if (overlapping(ctx, range)) return bothWindows((r) => searchSource(ctx, r, dimensions));
  const dims = [...new Set(dimensions)];
  const col = (c: string) => sql.ref(`${checkAlias(SOURCE_ALIAS)}.${c}`);
  const day = col('event_day');
  const measures = { select: sql`count(*) as searches`, names: ['searches'] };
  const from = sql`user_event as ${sql.id(SOURCE_ALIAS)}`;
  const where = and(searchConditions(ctx.filters, SOURCE_ALIAS, range));
  return aggregate(
    ctx,
    dims,
    dimension(ctx, day, col),
    windowNameOf(day, ctx, range),
    measures,
    from,
    where,
  ) as RawBuilder<SearchSourceRow<D>>;
}

/** A project with at least one spec line in scope in a month (its segment and state are the project's). */
export interface ProjectSourceRow {
  month: string;
  project_id: number;
  segment_id: number;
  state_id: number;
}

/** Distinct (month, project, segment, state) of the spec lines in scope. */
export function projectSource(ctx: SourceContext, range: WindowChoice): RawBuilder<ProjectSourceRow> {
  const where = and(specConditions(ctx.filters, 'sl', range));
  return sql<ProjectSourceRow>`(select cast(date_trunc('month', sl.spec_date) as date) as month,
      sl.project_id, sl.segment_id, sl.state_id
    from spec_line sl where ${where} group by 1, 2, 3, 4)`;
}
