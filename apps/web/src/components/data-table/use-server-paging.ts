// The page and order a server-paged DataTable shows: the query string that asks for them and the table's
// `server` props, one page at a time of a list (its filters) the server sorts.
import { useState } from 'react';
import type { SortOrder } from '@specpulse/contract';
import type { ServerPaging } from './data-table.tsx';

export interface TableOrder<F extends string> {
  field: F;
  order: SortOrder;
}

export function useServerPaging<F extends string>(
  /** The order the server gives without a sort (the report's initial sort). */
  listOrder: TableOrder<F>,
  pageSize: number,
  /** What the list is of (its filters, its brands): another list starts again at its first page. */
  list: unknown,
) {
  const [page, setPage] = useState({ index: 0, size: pageSize });
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
  const server = <T>(
    total: number,
    sortable: readonly string[],
    allRows?: ServerPaging<T>['allRows'],
  ): ServerPaging<T> => ({
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
