// The Brands List of Top Brands and of the internal Brands List page: a page of the market's brands at a time,
// sorted on the server over every brand (thousands in a broad filter), 'All' read page by page in that order.
import { useMemo } from 'react';
import {
  brandTopBrandsRoute,
  brandsListReport,
  topBrandSortFields,
  withUnit,
  type FilterPayload,
  type ReportDefinition,
  type TopBrandRow,
} from '@specpulse/contract';
import { allPages } from '../../api/all-pages.ts';
import { useReportPaging, withColumnsShown } from '../data-table/index.ts';
import { useFilterSet } from '../../filters/index.ts';

/**
 * The list's page and order (the report's: the ranking, which the server gives without a sort, name and id
 * breaking its ties); another filter set starts again at its first page.
 */
export const useBrandsListPaging = () =>
  useReportPaging(brandsListReport, topBrandSortFields, useFilterSet().filters);

/** The DataTable's server mode for the list: `total` rows (a row per brand with spec lines, as speccount). */
export const brandsListServer = (
  paging: ReturnType<typeof useBrandsListPaging>,
  total: number,
  payload: FilterPayload,
) =>
  paging.server(total, (onProgress) => allPages(brandTopBrandsRoute, payload, onProgress, paging.orderQuery));

/**
 * The list's columns: the quantity share only with the Quantity Shares filter (spec doc 2 §2), headed with the
 * unit the rows' quantities count (the same on every row; none when the filters mix units).
 */
export function useBrandsListReport(
  qtyShares: boolean,
  rows: readonly TopBrandRow[] | undefined,
): ReportDefinition<TopBrandRow> {
  const unit = rows?.[0]?.quantity_unit ?? null;
  return useMemo(() => {
    const report = withColumnsShown(brandsListReport, ['spec_quantity_share'], qtyShares);
    const columns = report.columns.map((c) =>
      c.field === 'spec_quantity_share' ? { ...c, label: withUnit(c.label, unit) } : c,
    );
    return { ...report, columns };
  }, [qtyShares, unit]);
}
