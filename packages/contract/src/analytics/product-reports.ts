// Table declarations for the product pages (spec doc 2 §3): columns, labels, decimals, suffixes, initial sort.
import { defineReport } from '../report.ts';
import { GROWTH_ABSOLUTE_COLUMN, GROWTH_REAL_COLUMN, PERCENT_SUFFIX } from '../figures.ts';
import type { TopProductRow } from './product.ts';

const pct = { kind: 'number', decimals: 4, suffix: PERCENT_SUFFIX } as const;

/** /products Top Products table. */
export const topProductsReport = defineReport<TopProductRow>({
  id: 'product-topproducts',
  title: 'Top Products',
  pageSize: 25,
  columns: [
    { field: 'product_image_url', label: 'Image', kind: 'image' },
    { field: 'product_name', label: 'Product', kind: 'text' },
    { field: 'product_id', label: 'Product Id', kind: 'number', hidden: true },
    { field: 'manufacturer_name', label: 'Manufacturer', kind: 'text' },
    { field: 'manufacturer_id', label: 'Manufacturer Id', kind: 'number', hidden: true },
    // The ranking's order, which the server gives without a sort (name and id break its ties).
    { field: 'spec_percent', label: 'Spec Percent', ...pct, sort: 'desc' },
    { field: 'spec_growth_real', label: 'Growth Real', ...GROWTH_REAL_COLUMN },
    { field: 'spec_growth_absolute', label: 'Growth Absolute', ...GROWTH_ABSOLUTE_COLUMN },
  ],
});

/** A Performance Table row: a month of `productdetail.monthly` under the table's names. */
export interface ProductPerformanceTableRow {
  /** period_group */
  name: string;
  /** spec_pct */
  spec: number | null;
  /** search_pct */
  search: number | null;
}

/** /products/drill/{productId} Performance Table (spec doc 2 §3, 'Product monthly table'): one row per month. */
export const productPerformanceReport = defineReport<ProductPerformanceTableRow>({
  id: 'product-performance',
  title: 'Performance Table',
  columns: [
    { field: 'name', label: 'Month', kind: 'text', sort: 'desc' },
    { field: 'spec', label: 'Spec', ...pct },
    { field: 'search', label: 'Search', ...pct },
  ],
});
