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
  type TopBrandSortField,
} from '@specpulse/contract';
import { allPages } from '../../api/all-pages.ts';
import { useServerPaging, withColumnsShown } from '../data-table/index.ts';
import { useFilterSet } from '../../filters/index.ts';

/** The ranking's own order, which the server gives without a sort (name and id break its ties). */
const rankedOrder = { field: 'spec_percent', order: 'desc' } as const;

/** The list's page and order; another filter set starts again at its first page. */
export const useBrandsListPaging = () =>
  useServerPaging<TopBrandSortField>(rankedOrder, brandsListReport.pageSize ?? 25, useFilterSet().filters);

/** The DataTable's server mode for the list: `total` rows (a row per brand with spec lines, as speccount). */
export const brandsListServer = (
  paging: ReturnType<typeof useBrandsListPaging>,
  total: number,
  payload: FilterPayload,
) =>
  paging.server(total, topBrandSortFields, (onProgress) =>
    allPages(brandTopBrandsRoute, payload, onProgress, paging.orderQuery),
  );

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
