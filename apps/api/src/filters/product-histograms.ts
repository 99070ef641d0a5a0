// Builds the product histograms (migration 0008) from the per-window product rollups after they are filled (a
// load sums them in memory instead: data-load/rollup-tally.ts): per range and filter key, how many products have
// each number of spec lines (searches).
import { sql } from 'kysely';
import type { Database } from '../db/connection.ts';

/**
 * Per range, category, sub-category, open spec and `product_lines`: the products with exactly that many spec
 * lines, and their lines and quantity. The spec count, the totals and the median of a filter the per-window
 * rollup can apply are sums over a few hundred of these rows (modules/product/product-histogram.queries.ts).
 */
export const SPEC_PRODUCT_HISTOGRAM = 'rollup_spec_product_histogram';
/** Per range, category and `product_searches` (null: searches without a product): products and searches. */
export const SEARCH_PRODUCT_HISTOGRAM = 'rollup_search_product_histogram';
export const PRODUCT_HISTOGRAMS = [SPEC_PRODUCT_HISTOGRAM, SEARCH_PRODUCT_HISTOGRAM] as const;

/**
 * Refills both histograms from the per-window rollups (their tables given by rollups.ts, which rebuilds
 * these after them) and returns their row counts. A per-window row is one product's (its category,
 * sub-category and open spec are the product's: the load tests check the facts carry them), so counting rows
 * counts products.
 */
export async function rebuildProductHistograms(
  database: Database,
  windowRollups: { spec: string; search: string },
): Promise<Record<string, number>> {
  const db = database.db;
  await sql`truncate table ${sql.id(SPEC_PRODUCT_HISTOGRAM)}, ${sql.id(SEARCH_PRODUCT_HISTOGRAM)}`.execute(
    db,
  );
  const spec = await sql`insert into ${sql.id(SPEC_PRODUCT_HISTOGRAM)}
      (range_start, range_end, category_id, sub_category_id, is_open_spec, product_lines, products, lines, quantity)
    select w.range_start, w.range_end, w.category_id, w.sub_category_id, w.is_open_spec, w.lines, count(*),
      sum(w.lines), sum(w.quantity)
    from ${sql.id(windowRollups.spec)} w
    group by w.range_start, w.range_end, w.category_id, w.sub_category_id, w.is_open_spec, w.lines`.execute(
    db,
  );
  const search = await sql`insert into ${sql.id(SEARCH_PRODUCT_HISTOGRAM)}
      (range_start, range_end, category_id, product_searches, products, searches)
    select w.range_start, w.range_end, w.category_id,
      case when w.product_id is null then null else w.searches end, count(w.product_id), sum(w.searches)
    from ${sql.id(windowRollups.search)} w
    group by 1, 2, 3, 4`.execute(db);
  return {
    [SPEC_PRODUCT_HISTOGRAM]: Number(spec.numAffectedRows ?? 0),
    [SEARCH_PRODUCT_HISTOGRAM]: Number(search.numAffectedRows ?? 0),
  };
}
