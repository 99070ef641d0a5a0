// Market-wide figures shared by the brand and product pages: period groups, sample size, spec count,
// medians, the share ranking and the market segment distribution (definitions in docs/metrics.md).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { FilterScope } from '../../filters/scope.ts';

/** What a share is counted per: brand (manufacturer) or product. Both are columns of spec and search sources. */
export type ShareKey = 'manufacturer_id' | 'product_id';

/**
 * Every period group of the window in order, as a one-column (`period_group`) row source, so series have a
 * point for each group even when nothing happened in it.
 */
export const windowPeriodGroups = (scope: FilterScope): RawBuilder<unknown> =>
  sql`(select unnest(${scope.periodGroups('window')}::text[]) as period_group)`;

/** Distinct projects in the spec universe per period group of the window. */
export async function sampleSize(
  db: Kysely<DB>,
  scope: FilterScope,
): Promise<{ period_group: string; count: number }[]> {
  const { rows } = await sql<{ period_group: string; count: number }>`
    with counts as (
      select ${scope.periodGroupOf(sql`sl.spec_date`)} as period_group, count(distinct sl.project_id) as count
      from spec_line sl
      where ${scope.specWhere('sl', 'window')}
      group by 1
    )
    select g.period_group, cast(coalesce(c.count, 0) as int) as count
    from ${windowPeriodGroups(scope)} g
    left join counts c on c.period_group = g.period_group
    order by g.period_group`.execute(db);
  return rows;
}

/** Distinct brands (products) with at least one spec line in the universe. */
export async function specCount(
  db: Kysely<DB>,
  scope: FilterScope,
  key: ShareKey,
): Promise<{ count: number }> {
  const { rows } = await sql<{ count: number }>`
    select cast(count(distinct s.${sql.id(key)}) as int) as count
    from ${scope.specSource('window', [key])} s
    where s.lines > 0`.execute(db);
  return { count: rows[0]?.count ?? 0 };
}

/**
 * Median spec percent over brands (products) with spec lines, and median search percent over those with
 * searches. Searches without a brand (product) still count in the total they are a share of.
 */
export async function shareMedians(
  db: Kysely<DB>,
  scope: FilterScope,
  key: ShareKey,
): Promise<{ spec: number | null; search: number | null }> {
  const { rows } = await sql<{ spec: number | null; search: number | null }>`
    with spec as (
      select s.${sql.id(key)} as k, s.lines as n from ${scope.specSource('window', [key])} s
    ), search as (
      select s.${sql.id(key)} as k, s.searches as n from ${scope.searchSource('window', [key])} s
    ), totals as (
      select (select sum(n) from spec) as spec, (select sum(n) from search) as search
    )
    select
      (select percentile_cont(0.5) within group (order by 100.0 * spec.n / totals.spec)
       from spec where spec.n > 0) as spec,
      (select percentile_cont(0.5) within group (order by 100.0 * search.n / totals.search)
       from search where search.k is not null and search.n > 0) as search
    from totals`.execute(db);
  return rows[0] ?? { spec: null, search: null };
}

/** One ranked share row per brand (product) with spec lines in the window; `k` is the brand (product) id. */
export interface ShareRankingRow {
  k: number;
  spec_percent: number;
  sum_spec: number;
  spec_quantity_share: number;
  spec_growth_real: number | null;
  spec_growth_absolute: number;
}

/**
 * A row source of spec percent, quantity share and growth against the previous window per brand (product),
 * for the top-brands and top-products queries to join names onto.
 */
export const shareRanking = (
  scope: FilterScope,
  key: ShareKey,
): RawBuilder<ShareRankingRow> => sql<ShareRankingRow>`(
  with src as (
    select s.${sql.id(key)} as k, s.window_name, s.lines, s.quantity from ${scope.specSource('both', [key])} s
  ), cur as (
    select k, lines as n, quantity as q from src where window_name = 'window' and lines > 0
  ), prev as (
    select k, lines as n from src where window_name = 'previous' and lines > 0
  ), totals as (
    select (select sum(n) from cur) as n, (select sum(q) from cur) as q, (select sum(n) from prev) as prev_n
  )
  select cur.k,
    100.0 * cur.n / totals.n as spec_percent,
    cast(cur.n as int) as sum_spec,
    100.0 * cur.q / totals.q as spec_quantity_share,
    case when prev.n is null then null else 100.0 * (cur.n - prev.n) / prev.n end as spec_growth_real,
    100.0 * cur.n / totals.n - coalesce(100.0 * prev.n / totals.prev_n, 0) as spec_growth_absolute
  from cur
  cross join totals
  left join prev on prev.k = cur.k
)`;

/** Share of the universe's projects per market segment (each project has one segment, so shares sum to 100). */
export async function marketSegments(
  db: Kysely<DB>,
  scope: FilterScope,
  limit: number | undefined,
): Promise<{ name: string; value: number }[]> {
  const { rows } = await sql<{ name: string; value: number }>`
    with projects as (
      select sl.segment_id, count(distinct sl.project_id) as n
      from spec_line sl
      where ${scope.specWhere('sl', 'window')}
      group by 1
    )
    select s.name, 100.0 * p.n / sum(p.n) over () as value
    from projects p
    join segment s on s.id = p.segment_id
    order by value desc, s.name
    limit ${limit ?? null}`.execute(db);
  return rows;
}
