// The admin tables in the built app: 10 rows per page by default (spec doc 1 §9), a list that fits in one such
// page shown whole without a pager and its header sticking below the top bar (issue 48), and Session Activity's search over user, email and firm and its
// sorting by every column.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts } from './sign-in.ts';
import { rowsOf, rowsText } from './row-count.ts';

const rowsPerPage = (p: Page) => p.getByRole('combobox', { name: /Rows per page/ });
const bodyRows = (table: Locator) => table.locator('tbody tr');

/** The texts of column `index` on the shown page. */
const columnTexts = (table: Locator, index: number) =>
  bodyRows(table).evaluateAll(
    (rows, i) => rows.map((r) => r.querySelectorAll('td')[i]?.textContent ?? ''),
    index,
  );

const byText = (a: string, b: string) =>
  a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
const byNumber = (a: string, b: string) => Number(a.replace(/,/g, '')) - Number(b.replace(/,/g, ''));

describe('admin tables', () => {
  const app = useBrowserSuite('shared');

  it("shows the demo's ten firms whole, without a pager (they fit in the smallest page, 10 rows)", async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/admin');
    const firms = p.getByRole('table', { name: 'Firms' });
    // The count is written once the list has come (the loading row is a body row too).
    await expect
      .poll(() => p.getByTestId('table-admin-firmlist').getByTestId('row-count').textContent())
      .toBe('10 rows');
    expect(await bodyRows(firms).count()).toBe(10);
    expect(await rowsPerPage(p).count()).toBe(0);
    // In the page, not a box of its own (issue 48): its heading cells stick just below the top bar.
    const barBottom = await p
      .locator('header')
      .first()
      .evaluate((h) => h.getBoundingClientRect().bottom);
    const heading = firms.locator('thead th').first();
    expect(await heading.evaluate((th) => getComputedStyle(th).position)).toBe('sticky');
    expect(await heading.evaluate((th) => parseFloat(getComputedStyle(th).top))).toBe(barBottom);
  });

  it('starts Session Activity at 10 rows, searches user, email and firm, and sorts by every column', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/admin/sessions');
    const table = p.getByRole('table', { name: 'Session Activity' });
    const count = p.getByTestId('row-count');
    await expect.poll(() => bodyRows(table).count()).toBe(10);
    expect(await rowsPerPage(p).textContent()).toBe('10');
    const total = rowsOf(await count.textContent());
    expect(total).toBeGreaterThan(10);

    const search = p.getByRole('searchbox', { name: 'Search sessions' });
    // By email: every row is that user's.
    await search.fill('designer@example.com');
    await expect.poll(async () => rowsOf(await count.textContent())).toBeLessThan(total);
    const emails = await columnTexts(table, 3);
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.every((e) => e === 'designer@example.com')).toBe(true);
    // By firm name and by user name (the words in any order, any case).
    const [firm] = await columnTexts(table, 5);
    const [first] = await columnTexts(table, 1);
    await search.fill(`${(first ?? '').toUpperCase()} ${firm ?? ''}`);
    await expect.poll(() => columnTexts(table, 1)).not.toContain('');
    const firmsShown = await columnTexts(table, 5);
    expect(firmsShown.every((f) => f === firm)).toBe(true);
    expect((await columnTexts(table, 1)).every((f) => f === first)).toBe(true);
    await search.fill('no such user anywhere');
    await table.getByText('No Data').waitFor();
    await search.fill('');
    await expect.poll(() => count.textContent()).toBe(rowsText(total));

    // Every header sorts both ways (aria-sort says which way the header claims).
    await rowsPerPage(p).click();
    await p.getByRole('option', { name: '50' }).click();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toHaveLength(10);
    for (const [index, header] of headers.entries()) {
      const order = header === 'Session Length (s)' ? byNumber : byText;
      const cell = table.getByRole('columnheader', { name: header, exact: true });
      for (const direction of ['ascending', 'descending'] as const) {
        for (let click = 0; click < 3 && (await cell.getAttribute('aria-sort')) !== direction; click++)
          await cell.getByRole('button').click();
        expect(await cell.getAttribute('aria-sort'), header).toBe(direction);
        const shown = await columnTexts(table, index);
        const expected = [...shown].sort(order);
        if (direction === 'descending') expected.reverse();
        expect(shown, `${header} ${direction}`).toEqual(expected);
      }
    }
  });
});
