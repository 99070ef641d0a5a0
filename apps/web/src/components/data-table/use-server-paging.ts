// The page and order a server-paged DataTable shows: the query string that asks for them and the table's
// `server` props, one page at a time of a list (its filters) the server sorts.
import { useState } from 'react';
import type { ReportDefinition, ReportField, SortOrder } from '@specpulse/contract';
import type { ServerPaging } from './data-table.tsx';
import { DEFAULT_PAGE_SIZE, initialSorting } from './report-columns.ts';

interface TableOrder<F extends string> {
  field: F;
  order: SortOrder;
}

/**
 * The paging of a report's table whose columns `sortable` the server sorts by. The list's own order, which the
 * server gives without a sort, is the report's initial sort (the column that declares one); the page size is
 * the report's. `list` is what the list is of (its filters, its brands): another list starts again at its first
 * page.
 */
export function useReportPaging<Row extends object, F extends ReportField<Row>>(
  report: ReportDefinition<Row>,
  sortable: readonly F[],
  list: unknown,
) {
  const [initial] = initialSorting(report);
  if (!initial) throw new Error(`report ${report.title}: a server-paged table declares its initial sort`);
  const listOrder: TableOrder<F> = { field: initial.id as F, order: initial.desc ? 'desc' : 'asc' };
  const [page, setPage] = useState<{ index: number; size: number }>({
    index: 0,
    size: report.pageSize ?? DEFAULT_PAGE_SIZE,
  });
  const [order, setOrder] = useState<TableOrder<F>>(listOrder);
  const listKey = JSON.stringify(list);
  // Another list may be shorter: an old offset may lie past its end.
  const [pagedList, setPagedList] = useState(listKey);
  if (pagedList !== listKey) {
    setPagedList(listKey);
    setPage({ index: 0, size: page.size });
  }
  /** The order's query string: none for the list's own (which breaks its ties its own way). */
  const orderQuery: Record<string, string> =
    order.field === listOrder.field && order.order === listOrder.order
      ? {}
      : { sort: order.field, order: order.order };
  /** The table's `server` props for a list of `total` rows, every row fetched by `allRows`. */
  const server = <T>(total: number, allRows?: ServerPaging<T>['allRows']): ServerPaging<T> => ({
    total,
    pageIndex: page.index,
    pageSize: page.size,
    sort: order,
    sortable,
    onPage: (index, size) => setPage({ index, size }),
    onSort: (field, next) => {
      setOrder({ field: field as F, order: next });
      setPage({ index: 0, size: page.size });
    },
    allRows,
    listKey,
  });
  return { query: { offset: page.index * page.size, limit: page.size, ...orderQuery }, orderQuery, server };
}
