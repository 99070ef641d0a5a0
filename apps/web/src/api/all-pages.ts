// Every row of a list the server pages (?offset, ?limit), fetched page after page for an export or 'All'.
import type { z } from 'zod';
import { MAX_LIST_ROWS, type FilterPayload, type RouteContract } from '@specpulse/contract';
import { api, type PathParams, type QueryValue } from './client.ts';

/** A page as a list answers it: the rows alone (a ranking), or the rows with the total of all pages. */
type ListAnswer<Row> = Row[] | { total: number; rows: Row[] };

/**
 * The rows in the list's order: pages of `pageSize` (the most the server answers at once) until one comes back
 * short, reporting the rows received after each, so a long export shows its progress.
 */
export async function everyPage<Row>(
  page: (offset: number, limit: number) => Promise<readonly Row[]>,
  pageSize: number,
  onProgress: (loaded: number) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const next = await page(rows.length, pageSize);
    rows.push(...next);
    onProgress(rows.length);
    if (next.length < pageSize) return rows;
  }
}

/** A list's rows (a route answering an array, or {total, rows}), in pages of MAX_LIST_ROWS. */
export function allPages<Row>(
  route: RouteContract & { response: z.ZodType<ListAnswer<Row>> },
  body: unknown,
  onProgress: (loaded: number) => void,
  /** More of the query string, e.g. the order the table shows (sort, order). */
  query: Readonly<Record<string, QueryValue>> = {},
  /** The route path's :params, e.g. { brandId }. */
  params?: PathParams,
): Promise<Row[]> {
  return everyPage(
    async (offset, limit) => {
      const answer = (await api.call(route, {
        params,
        body: body as FilterPayload,
        query: { ...query, offset, limit },
      })) as ListAnswer<Row>;
      return Array.isArray(answer) ? answer : answer.rows;
    },
    MAX_LIST_ROWS,
    onProgress,
  );
}
