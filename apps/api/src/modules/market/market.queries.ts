// Market-wide figures shared by the brand and product pages: period groups, sample size, spec count,
// medians, the share ranking and the market segment distribution (definitions in docs/metrics.md).
import { sql, type RawBuilder } from 'kysely';
import { inList } from '../../filters/predicates.ts';
import type { FilterScope } from '../../filters/scope.ts';

/** What a share is counted per: brand (manufacturer) or product. Both are columns of spec and search sources. */
export type ShareKey = 'manufacturer_id' | 'product_id';

/**
 * Every period group of the window in order, as a one-column (`period_group`) row source, so series have a
 * point for each group even when nothing happened in it.
 */
export const windowPeriodGroups = (scope: FilterScope): RawBuilder<unknown> =>
  sql`(select unnest(${scope.periodGroups('window')}::text[]) as period_group)`;

/**
 * CTEs `spec` and `search`: per value `d` of the dimension, all lines (searches) in scope `n`, and `b` those
 * of the part (the brands or products `ids` of `key`). The part's filter sits outside its grouped source and
 * DuckDB pushes it below the grouping, so only the part's rows are grouped: written as `in (…)`, which it
 * pushes, not `= any(array)`, which it does not.
 */
export function partShareCtes(
  scope: FilterScope,
  dimension: 'state_id' | 'period_group' | 'month',
  key: ShareKey,
  ids: readonly number[],
): RawBuilder<unknown> {
  const d = sql.id(dimension);
  const inPart = inList(sql`s.${sql.id(key)}`, ids);
  return sql`spec as (
      select t.${d} as d, t.lines as n, part.n as b
      from ${scope.specSource('window', [dimension])} t
      left join (
        select s.${d} as d, sum(s.lines) as n
        from ${scope.specSource('window', [dimension, key])} s
        where ${inPart}
        group by 1
      ) part on part.d = t.${d}
    ), search as (
      select t.${d} as d, t.searches as n, part.n as b
      from ${scope.searchSource('window', [dimension])} t
      left join (
        select s.${d} as d, sum(s.searches) as n
        from ${scope.searchSource('window', [dimension, key])} s
        where ${inPart}
        group by 1
      ) part on part.d = t.${d}
    )`;
}

/** Distinct projects in the spec universe per period group of the window. */
export async function sampleSize(scope: FilterScope): Promise<{ period_group: string; count: number }[]> {
  const { db } = scope;
  const periodStart =
    scope.periodGroup === 'month'
      ? sql`pm.month`
      : sql`cast(date_trunc('quarter', cast(pm.month as timestamp)) as date)`;
  const { rows } = await sql<{ period_group: string; count: number }>`
    with group_projects as (
      -- Distinct (first day of the period group, project) by hashing cheap keys, then the few groups
      -- labelled: several times faster than count(distinct) (a sort) over per-row labels.
      select ${periodStart} as period_start, pm.project_id
      from ${scope.projectSource('window')} pm
      group by 1, 2
    ), counts as (
      select ${scope.periodGroupOf(sql`gp.period_start`)} as period_group, count(*) as count
      from group_projects gp
      group by gp.period_start
    )
    select g.period_group, cast(coalesce(c.count, 0) as int) as count
    from ${windowPeriodGroups(scope)} g
    left join counts c on c.period_group = g.period_group
    order by g.period_group`.execute(db);
  return rows;
}

/** Distinct brands (products) with at least one spec line in the universe (the source has one row each). */
export async function specCount(scope: FilterScope, key: ShareKey): Promise<{ count: number }> {
  const { db } = scope;
  const { rows } = await sql<{ count: number }>`
    select cast(count(*) as int) as count
    from ${scope.specSource('window', [key])} s
    where s.lines > 0`.execute(db);
  return { count: rows[0]?.count ?? 0 };
}

/**
 * Median spec percent over brands (products) with spec lines, and median search percent over those with
 * searches. Searches without a brand (product) still count in the total they are a share of.
 */
export async function shareMedians(
  scope: FilterScope,
  key: ShareKey,
): Promise<{ spec: number | null; search: number | null }> {
  const { db } = scope;
  const { rows } = await sql<{ spec: number | null; search: number | null }>`
    select ${specShareMedian(scope, key)} as spec, ${searchShareMedian(scope, key)} as search`.execute(db);
  return rows[0] ?? { spec: null, search: null };
}

/** The median spec percent of shareMedians, as a scalar subquery (the product page takes either half apart). */
export const specShareMedian = (scope: FilterScope, key: ShareKey): RawBuilder<number | null> =>
  sql<number | null>`(
    with spec as (
      select s.${sql.id(key)} as k, s.lines as n from ${scope.specSource('window', [key])} s
    )
    select percentile_cont(0.5) within group (order by 100.0 * spec.n / (select sum(n) from spec))
    from spec where spec.n > 0
  )`;

/** The median search percent of shareMedians, as a scalar subquery. */
export const searchShareMedian = (scope: FilterScope, key: ShareKey): RawBuilder<number | null> =>
  sql<number | null>`(
    with search as (
      select s.${sql.id(key)} as k, s.searches as n from ${scope.searchSource('window', [key])} s
    )
    select percentile_cont(0.5) within group (order by 100.0 * search.n / (select sum(n) from search))
    from search where search.k is not null and search.n > 0
  )`;

/** One ranked share row per brand (product) with spec lines in the window; `k` is the brand (product) id. */
export interface ShareRankingRow {
  k: number;
  spec_percent: number;
  sum_spec: number;
  /** Lines in the previous window (the movers' sample adds it to sum_spec). */
  prev_spec: number;
  /** null when the window's lines in scope are counted in more than one unit (quantity_unit null). */
  spec_quantity_share: number | null;
  /** The one unit of measure of the window's lines in scope; null when they mix units. */
  quantity_unit: string | null;
  /** null without lines in the previous window, or when the data does not cover it. */
  spec_growth_real: number | null;
  /** null when the data does not cover the previous window (FilterScope.previousCovered). */
  spec_growth_absolute: number | null;
}

/**
 * A row source of spec percent, quantity share and growth against the previous window per brand (product),
 * for the top-brands and top-products queries to join names onto. Quantities add up only within one unit of
 * measure (their category's): when the window's lines in scope mix units, the quantity share and the unit are
 * null on every row.
 */
export const shareRanking = (scope: FilterScope, key: ShareKey): RawBuilder<ShareRankingRow> => {
  const covered = sql.lit(scope.previousCovered);
  const inWindow = sql`s.window_name = 'window'`;
  return sql<ShareRankingRow>`(
  with per_key as (
    -- One pass over the source: window and previous window side by side per brand (product), with the
    -- alphabetically first and last unit of its lines in the window (the same when it has one unit).
    select s.${sql.id(key)} as k,
      sum(s.lines) filter (where ${inWindow}) as n,
      sum(s.quantity) filter (where ${inWindow}) as q,
      sum(s.lines) filter (where s.window_name = 'previous') as p,
      min(c.quantity_unit) filter (where ${inWindow}) as first_unit,
      max(c.quantity_unit) filter (where ${inWindow}) as last_unit
    from ${scope.specSource('both', [key, 'category_id'])} s
    join category c on c.id = s.category_id
    group by 1
  ), with_totals as (
    select k, n, q, p, sum(n) over () as total_n, sum(q) over () as total_q, sum(p) over () as total_p,
      case when min(first_unit) over () = max(last_unit) over () then min(first_unit) over () end as unit
    from per_key
  )
  select k,
    100.0 * n / total_n as spec_percent,
    cast(n as int) as sum_spec,
    cast(coalesce(p, 0) as int) as prev_spec,
    case when unit is not null then 100.0 * q / total_q end as spec_quantity_share,
    unit as quantity_unit,
    case when not ${covered} or coalesce(p, 0) = 0 then null else 100.0 * (n - p) / p end as spec_growth_real,
    case when ${covered} then 100.0 * n / total_n - coalesce(100.0 * p / total_p, 0) end as spec_growth_absolute
  from with_totals
  where n > 0
)`;
};

/** Share of the universe's projects per market segment (each project has one segment, so shares sum to 100). */
export async function marketSegments(
  scope: FilterScope,
  limit: number | undefined,
): Promise<{ name: string; value: number }[]> {
  const { db } = scope;
  const { rows } = await sql<{ name: string; value: number }>`
    with segment_projects as (
      select pm.segment_id, pm.project_id from ${scope.projectSource('window')} pm group by 1, 2
    ), projects as (
      select segment_id, count(*) as n from segment_projects group by 1
    )
    select s.name, 100.0 * p.n / sum(p.n) over () as value
    from projects p
    join segment s on s.id = p.segment_id
    order by value desc, s.name
    limit ${limit ?? null}`.execute(db);
  return rows;
}
