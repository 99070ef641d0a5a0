// Fetching every page of a ranked list: offsets in turn until a short page, with progress after each.
import { describe, expect, it, vi } from 'vitest';
import {
  MAX_LIST_ROWS,
  defaultFilterSet,
  filterSetToPayload,
  productTopProductsRoute,
} from '@specpulse/contract';
import { api } from './client.ts';
import { allPages } from './all-pages.ts';

describe('allPages', () => {
  it('asks for pages of MAX_LIST_ROWS until one is short, and gives their rows in order', async () => {
    const total = 2 * MAX_LIST_ROWS + 3;
    const asked: unknown[] = [];
    vi.spyOn(api, 'call').mockImplementation(async (_route, call) => {
      asked.push(call?.query);
      const { offset, limit } = call?.query as { offset: number; limit: number };
      const ids = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i);
      return ids.map((product_id) => ({ product_id }));
    });
    const progress: number[] = [];
    const payload = filterSetToPayload(defaultFilterSet);
    const rows = await allPages(productTopProductsRoute, payload, (n) => progress.push(n));
    expect(rows.map((r) => r.product_id)).toEqual(Array.from({ length: total }, (_, i) => i));
    expect(asked).toEqual([0, 1, 2].map((i) => ({ offset: i * MAX_LIST_ROWS, limit: MAX_LIST_ROWS })));
    expect(progress).toEqual([MAX_LIST_ROWS, 2 * MAX_LIST_ROWS, total]);
  });
});
