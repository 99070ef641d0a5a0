// Product drilldown series: the product's spec and search percent per period group, their running average
// and their growth from one period group to the next; and per calendar month, for the Performance Table.
import { sql } from 'kysely';
import type { ProductPeriodRow } from '@specpulse/contract';
import type { FilterScope } from '../../filters/scope.ts';
import { periodGroupLabels } from '../../filters/window.ts';
import { partShareCtes, windowPeriodGroups } from '../market/market.queries.ts';

/** Counts per period group: all spec lines (searches) in the universe and the product's. */
export interface ProductPeriodCounts {
  period_group: string;
  spec_all: number;
  spec_product: number;
  search_all: number;
  search_product: number;
}

/**
 * The counts per period group of the window (`by` 'period_group'), or per calendar month of it ('month',
 * labelled `2026-03` as a month's period group is), every one listed even without lines.
 */
export async function productPeriodCounts(
  scope: FilterScope,
  productId: number,
  by: 'period_group' | 'month' = 'period_group',
): Promise<ProductPeriodCounts[]> {
  const { db } = scope;
  // The month dimension is the month's first day: labelled here, after grouping.
  const label = (table: string) =>
    by === 'month' ? sql`strftime(${sql.ref(`${table}.d`)}, '%Y-%m')` : sql.ref(`${table}.d`);
  const groups =
    by === 'month'
      ? sql`(select unnest(${periodGroupLabels(scope.window, 'month')}::text[]) as period_group)`
      : windowPeriodGroups(scope);
  const { rows } = await sql<ProductPeriodCounts>`
    with ${partShareCtes(scope, by, 'product_id', [productId])}
    select g.period_group,
      cast(coalesce(spec.n, 0) as int) as spec_all, cast(coalesce(spec.b, 0) as int) as spec_product,
      cast(coalesce(search.n, 0) as int) as search_all, cast(coalesce(search.b, 0) as int) as search_product
    from ${groups} g
    left join spec on ${label('spec')} = g.period_group
    left join search on ${label('search')} = g.period_group
    order by g.period_group`.execute(db);
  return rows;
}

const pct = (part: number, all: number) => (all > 0 ? (100 * part) / all : 0);

/**
 * performance: the product's share (percent) of the period group's spec lines and searches.
 * average: the running share from the window's first period group to this one (cumulative product count /
 *   cumulative total), i.e. the average weighted by each group's volume.
 * growth: performance minus the previous period group's, in percentage points; null for the first group.
 */
export function productDetailFigures(counts: readonly ProductPeriodCounts[]): {
  performance: ProductPeriodRow[];
  average: ProductPeriodRow[];
  growth: ProductPeriodRow[];
} {
  const performance = counts.map((c) => ({
    period_group: c.period_group,
    spec_pct: pct(c.spec_product, c.spec_all),
    search_pct: pct(c.search_product, c.search_all),
  }));
  const sums = { specAll: 0, specProduct: 0, searchAll: 0, searchProduct: 0 };
  const average = counts.map((c) => {
    sums.specAll += c.spec_all;
    sums.specProduct += c.spec_product;
    sums.searchAll += c.search_all;
    sums.searchProduct += c.search_product;
    return {
      period_group: c.period_group,
      spec_pct: pct(sums.specProduct, sums.specAll),
      search_pct: pct(sums.searchProduct, sums.searchAll),
    };
  });
  const growth = performance.map((p, i) => {
    const before = performance[i - 1];
    return {
      period_group: p.period_group,
      spec_pct: before ? p.spec_pct - before.spec_pct : null,
      search_pct: before ? p.search_pct - before.search_pct : null,
    };
  });
  return { performance, average, growth };
}
