// The first products of the ranking read from the per-window rollup's largest rows, when it and the product
// histograms can apply the filter: the same rows as ranking every product (tested), without reading them all.
import { sql, type Kysely } from 'kysely';
import type { TopProductRow } from '@specpulse/contract';
import type { DB } from '../../db/schema.ts';
import { SPEC_PRODUCT_HISTOGRAM } from '../../filters/product-histograms.ts';
import { PRODUCT_WINDOW_ROLLUP } from '../../filters/rollups.ts';
import type { FilterScope } from '../../filters/scope.ts';

/**
 * The `limit` first rows of topProducts, or null when the per-window rollup cannot answer (the caller ranks
 * every product). The histogram gives the totals and the limit-th largest line count; only the window rows at
 * or above it are read (ties at the cut-off included, then sorted by name), through the index on
 * (range, category, lines), and the previous window of those few products through the product index.
 */
export async function topProductsFromWindow(
  db: Kysely<DB>,
  scope: FilterScope,
  limit: number,
): Promise<TopProductRow[] | null> {
  const histogram = (range: 'window' | 'previous') => scope.productWindowWhere('spec', 'h', range);
  const [histogramNow, histogramBefore] = [histogram('window'), histogram('previous')];
  const now = scope.productWindowWhere('spec', 'w', 'window');
  const before = scope.productWindowWhere('spec', 'pw', 'previous');
  if (!histogramNow || !histogramBefore || !now || !before) return null;
  const histogramTable = sql.id(SPEC_PRODUCT_HISTOGRAM);
  const windowTable = sql.id(PRODUCT_WINDOW_ROLLUP);
  // The expressions and types of shareRanking (market.queries.ts), so the figures are the same numbers.
  const { rows } = await sql<TopProductRow>`
    with histogram as materialized (
      select h.product_lines, sum(h.products) as products, sum(h.lines) as lines, sum(h.quantity) as quantity
      from ${histogramTable} h where ${histogramNow} group by h.product_lines
    ), totals as (
      select (select sum(lines) from histogram) as total_n, (select sum(quantity) from histogram) as total_q,
        (select sum(h.lines) from ${histogramTable} h where ${histogramBefore}) as total_p
    ), cutoff as (
      -- The limit-th largest line count; 0 (every product) when fewer products have lines.
      select coalesce(max(t.product_lines), 0) as lines
      from (select product_lines, sum(products) over (order by product_lines desc) as ranked from histogram) t
      where t.ranked >= ${limit}
    ), top as (
      -- The rows at or above the cut-off, which are the first limit rows with ties: saying so lets the planner
      -- expect only those.
      select w.product_id, w.lines as n, w.quantity as q
      from ${windowTable} w
      where ${now} and w.lines >= (select lines from cutoff)
      order by w.lines desc
      fetch first ${limit} rows with ties
    ), named as (
      -- Those products by primary key (a join would hash the whole product table for a thousand rows).
      select p.id, p.name, p.image_url, p.manufacturer_id
      from product p where p.id = any(array(select product_id from top))
    )
    select p.id as product_id, p.name as product_name, p.image_url as product_image_url,
      m.id as manufacturer_id, m.name as manufacturer_name,
      100.0 * t.n / totals.total_n as spec_percent,
      cast(t.n as int) as sum_spec,
      100.0 * t.q / totals.total_q as spec_quantity_share,
      case when coalesce(prev.p, 0) = 0 then null else 100.0 * (t.n - prev.p) / prev.p end as spec_growth_real,
      100.0 * t.n / totals.total_n - coalesce(100.0 * prev.p / totals.total_p, 0) as spec_growth_absolute
    from top t
    cross join totals
    join named p on p.id = t.product_id
    join manufacturer m on m.id = p.manufacturer_id
    left join lateral (
      select sum(pw.lines) as p from ${windowTable} pw where ${before} and pw.product_id = t.product_id
    ) prev on true
    order by t.n desc, p.name, p.id
    limit ${limit}`.execute(db);
  return rows;
}
