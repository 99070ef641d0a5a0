// Every row of a list the server pages (?offset, ?limit), fetched page after page for an export.
import type { z } from 'zod';
import { MAX_LIST_ROWS, type FilterPayload, type RouteContract } from '@specpulse/contract';
import { api } from './client.ts';

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

/** A ranked list's rows (a route answering an array), in pages of MAX_LIST_ROWS. */
export function allPages<Row>(
  route: RouteContract & { response: z.ZodType<Row[]> },
  body: FilterPayload,
  onProgress: (loaded: number) => void,
): Promise<Row[]> {
  return everyPage(
    (offset, limit) => api.call(route, { body, query: { offset, limit } }),
    MAX_LIST_ROWS,
    onProgress,
  );
}
