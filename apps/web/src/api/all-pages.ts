// Every row of a list the server pages (?offset, ?limit), fetched page after page for an export or 'All'.
import type { z } from 'zod';
import { MAX_LIST_ROWS, type FilterPayload, type RouteContract } from '@specpulse/contract';
import { api, type QueryValue } from './client.ts';

/** A page as a list answers it: the rows alone (a ranking), or the rows with the total of all pages. */
type ListAnswer<Row> = Row[] | { total: number; rows: Row[] };

/**
 * The list's rows in its order: pages of MAX_LIST_ROWS (the most the server answers at once) until one comes
 * back short, reporting the rows received after each, so a long export shows its progress.
 */
export async function allPages<Row>(
  route: RouteContract & { response: z.ZodType<ListAnswer<Row>> },
  body: unknown,
  onProgress: (loaded: number) => void,
  /** More of the query string, e.g. the order the table shows (sort, order). */
  query: Readonly<Record<string, QueryValue>> = {},
): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const answer = (await api.call(route, {
      body: body as FilterPayload,
      query: { ...query, offset: rows.length, limit: MAX_LIST_ROWS },
    })) as ListAnswer<Row>;
    const page = Array.isArray(answer) ? answer : answer.rows;
    rows.push(...page);
    onProgress(rows.length);
    if (page.length < MAX_LIST_ROWS) return rows;
  }
}
