// A server-sorted table's heading clicked in both directions: each shows the server's first page of that
// order, and the next page its second (page size `size`, `total` rows).
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

export async function expectServerSorted(
  table: Locator,
  column: string,
  shown: () => Promise<string[]>,
  serverPage: (order: 'asc' | 'desc', offset: number) => Promise<string[]>,
  size: number,
  total: number,
) {
  const heading = table.locator('thead th', { hasText: new RegExp(`^${column}$`) });
  await heading.getByRole('button').click();
  await expect.poll(() => heading.getAttribute('aria-sort')).toBe('ascending');
  await expect.poll(shown).toEqual(await serverPage('asc', 0));
  await table.getByRole('button', { name: 'Go to next page' }).click();
  await expect
    .poll(() => table.getByText(`${size + 1}–${Math.min(2 * size, total)} of ${total}`).count())
    .toBe(1);
  await expect.poll(shown).toEqual(await serverPage('asc', size));
  await heading.getByRole('button').click();
  await expect.poll(() => heading.getAttribute('aria-sort')).toBe('descending');
  await expect.poll(shown).toEqual(await serverPage('desc', 0));
}
