// A table paged and sorted on the server: the page asked for (offset, limit, sort, order — the contract's page
// query) and the DataTable's `server` paging over it, so each page of this kind says it once.
import { useState } from 'react';

export interface ServerPageQuery<S extends string> {
  offset: number;
  limit: number;
  sort: S;
  order: 'asc' | 'desc';
}

/** The DataTable's `server` prop for an answer of `total` rows (its rows' export holds the shown page). */
export type ServerPaging = (total: number) => {
  total: number;
  pageIndex: number;
  pageSize: number;
  pageSizes: readonly number[];
  sort: { field: string; order: 'asc' | 'desc' };
  sortable: readonly string[];
  onPage: (pageIndex: number, pageSize: number) => void;
  onSort: (field: string, order: 'asc' | 'desc') => void;
};

/**
 * The page to ask for (starting at `first`) and the DataTable's `server` prop for an answer of `total` rows:
 * another page keeps the order, another order starts again from the first page.
 */
export function useServerPage<S extends string>(
  first: ServerPageQuery<S>,
  sortable: readonly S[],
  pageSizes: readonly number[],
) {
  const [page, setPage] = useState(first);
  const paging: ServerPaging = (total) => ({
    total,
    pageIndex: Math.floor(page.offset / page.limit),
    pageSize: page.limit,
    pageSizes,
    sort: { field: page.sort, order: page.order },
    sortable,
    onPage: (pageIndex, pageSize) => setPage({ ...page, offset: pageIndex * pageSize, limit: pageSize }),
    onSort: (field: string, order: 'asc' | 'desc') =>
      setPage({ ...page, offset: 0, sort: field as S, order }),
  });
  return { page, paging };
}

/** The last answer shown until the next one arrives (a new page keeps the table's rows meanwhile). */
export function useShownAnswer<T>(answer: T | undefined): T | undefined {
  const [shown, setShown] = useState(answer);
  if (answer !== undefined && answer !== shown) setShown(answer);
  return answer ?? shown;
}
