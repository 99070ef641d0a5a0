// Product spec count and medians from the product histograms (a few hundred rows) when they can apply the
// filter, else the shared market queries: both give the same figures (tested).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { SEARCH_PRODUCT_HISTOGRAM, SPEC_PRODUCT_HISTOGRAM } from '../../filters/product-histograms.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { searchShareMedian, specCount, specShareMedian } from '../source/market.queries.ts';

export interface HistogramOptions {
  /** 'general' forces the shared market queries (tests compare both paths; 'auto' picks). */
  path?: 'auto' | 'general';
}

/** Distinct products with spec lines in the universe (metrics.md speccount). */
export async function productSpecCount(
  db: Kysely<DB>,
  scope: FilterScope,
  options: HistogramOptions = {},
): Promise<{ count: number }> {
  const where = options.path === 'general' ? null : scope.productWindowWhere('spec', 'h', 'window');
  if (!where) return specCount(db, scope, 'product_id');
  const { rows } = await sql<{ count: number }>`
    select cast(coalesce(sum(h.products), 0) as int) as count
    from ${sql.id(SPEC_PRODUCT_HISTOGRAM)} h where ${where}`.execute(db);
  return { count: rows[0]?.count ?? 0 };
}

/**
 * percentile_cont(0.5) of 100 × v / (sum of total) over a histogram `h(v, c, total)` (c values equal to v; rows
 * with v null count in the total only): only its one or two middle values are fed to percentile_cont, which
 * then interpolates exactly as over every value.
 */
const histogramMedian = (histogram: RawBuilder<unknown>) => sql`(
  with h as (${histogram}), ranked as (
    select h.v, sum(h.c) over (order by h.v) as upto, sum(h.c) over () as n from h where h.v is not null
  ), middle as (
    -- 0-based positions floor((n - 1) / 2) and ceil((n - 1) / 2): one when n is odd, two when even.
    select generate_series(cast(floor((n - 1) / 2.0) as bigint), cast(ceil((n - 1) / 2.0) as bigint)) as pos
    from (select max(n) as n from ranked) c
  )
  select percentile_cont(0.5) within group (order by 100.0 * m.v / (select sum(h.total) from h))
  from (select (select r.v from ranked r where r.upto > middle.pos order by r.v limit 1) as v from middle) m
)`;

/**
 * metrics.md medians over products: the median spec percent over products with spec lines and the median
 * search percent over products with searches (searches without a product count in the total only). Each half
 * reads its histogram when that can apply the filter: searches have no project, so a project filter sends
 * only the spec half to the facts.
 */
export async function productMedians(
  db: Kysely<DB>,
  scope: FilterScope,
  options: HistogramOptions = {},
): Promise<{ spec: number | null; search: number | null }> {
  const general = options.path === 'general';
  const spec = general ? null : scope.productWindowWhere('spec', 'h', 'window');
  const search = general ? null : scope.productWindowWhere('search', 'h', 'window');
  const specTable = sql.id(SPEC_PRODUCT_HISTOGRAM);
  const searchTable = sql.id(SEARCH_PRODUCT_HISTOGRAM);
  const { rows } = await sql<{ spec: number | null; search: number | null }>`
    select
      ${
        spec
          ? histogramMedian(
              sql`select h.product_lines as v, sum(h.products) as c, sum(h.lines) as total
                from ${specTable} h where ${spec} group by 1`,
            )
          : specShareMedian(scope, 'product_id')
      } as spec,
      ${
        search
          ? histogramMedian(
              sql`select h.product_searches as v, sum(h.products) as c, sum(h.searches) as total
                from ${searchTable} h where ${search} group by 1`,
            )
          : searchShareMedian(scope, 'product_id')
      } as search`.execute(db);
  return rows[0] ?? { spec: null, search: null };
}
