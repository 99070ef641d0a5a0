// The product pages' path rule and the pure shaping of their figures into chart series and table rows.
import {
  type ProductPerformanceTableRow,
  type ProductPeriodRow,
  type TopProductRow,
} from '@specpulse/contract';
import type { ChartSeries } from '../../components/charts/chart-export.ts';

/** The Top 50 Products chart's request limit (spec doc 2 §9). */
export const TOP_PRODUCTS_CHART_LIMIT = 50;

/** The product id of the path, when it is a positive whole number (the API's rule); else null. */
export function parseProductId(text: string | undefined): number | null {
  return text && /^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : null;
}

/** Column labels for the Top 50 chart: the product name, with its manufacturer when names repeat. */
export function topProductLabels(rows: readonly TopProductRow[]): string[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.product_name, (counts.get(r.product_name) ?? 0) + 1);
  return rows.map((r) =>
    (counts.get(r.product_name) ?? 0) > 1 ? `${r.product_name} (${r.manufacturer_name})` : r.product_name,
  );
}

export const topProductSeries = (rows: readonly TopProductRow[]): ChartSeries[] => [
  { name: 'Spec', data: rows.map((r) => r.spec_percent) },
];

/** Spec and Search series of one productdetail list, in period order. */
export function periodSeries(rows: readonly ProductPeriodRow[]): {
  categories: string[];
  series: ChartSeries[];
} {
  return {
    categories: rows.map((r) => r.period_group),
    series: [
      { name: 'Spec', data: rows.map((r) => r.spec_pct) },
      { name: 'Search', data: rows.map((r) => r.search_pct) },
    ],
  };
}

/** Performance Table rows (the report productPerformanceReport): name = the month, spec, search. */
export const performanceRows = (rows: readonly ProductPeriodRow[]): ProductPerformanceTableRow[] =>
  rows.map((r) => ({ name: r.period_group, spec: r.spec_pct, search: r.search_pct }));
