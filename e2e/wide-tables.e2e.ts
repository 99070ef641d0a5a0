// Wide tables where the screen is too narrow for them (issue 47), at 1024 x 900 with the menu open (from 1280 px
// they fit and flow in the page: tables-print.e2e.ts): such a table keeps a box of its own, columns past its
// right edge are announced by an edge shadow, the last one scrolls into view, the first column stays in view
// while the others scroll under it, and its header while its rows scroll (issue 48); on a phone too.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts } from './sign-in.ts';

/** The menu open beside a page too narrow for these tables. */
const SIZE = { width: 1024, height: 900 };
const wideTables = [
  { path: '/brandrank/3', testId: 'table-brand-categoryrank' },
  { path: '/brandsummary/topbrands', testId: 'table-internal-topbrands' },
];

/** Whether the point at the middle of `cell`'s visible part shows that cell (nothing scrolled over it). */
const onTop = (cell: Locator) =>
  cell.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });

describe('wide tables', () => {
  const app = useBrowserSuite('shared');
  /** The table on the page as `account` sees it in a window of `size`, once its rows have come. */
  const tableAt = async (
    account: string,
    size: { width: number; height: number },
    path: string,
    testId: string,
  ) => {
    const p = await app.signedIn(account);
    await p.setViewportSize(size);
    await p.goto(path);
    const table = p.getByTestId(testId);
    await expect.poll(() => table.getByTestId('row-count').textContent()).toMatch(/^[1-9][\d,]* rows?$/);
    return { p, table, box: table.locator('.MuiTableContainer-root') };
  };

  it.each(wideTables)(
    '$path: a shadow shows more columns, the last scrolls into view, the first stays',
    async ({ path, testId }) => {
      const { p, table, box } = await tableAt(demoAccounts.admin, SIZE, path, testId);
      const firstHeading = table.locator('thead th').first();
      const firstCell = table.locator('tbody tr').first().locator('td').first();
      const lastHeading = table.locator('thead th').last();
      // Wider than the screen's room: the shadow on the right edge says more columns are there.
      expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      const more = table.getByTestId('more-columns');
      await expect.poll(() => more.getAttribute('data-shown')).toBe('true');
      expect(Number(await more.evaluate((el) => getComputedStyle(el).opacity))).toBeGreaterThan(0);

      // Scrolled sideways as a user does (shift + wheel, or a trackpad) to the end.
      await box.hover();
      await p.mouse.wheel(10_000, 0);
      await expect.poll(() => more.getAttribute('data-shown')).toBe('false');
      const [boxRect, last, first] = await Promise.all([
        box.boundingBox(),
        lastHeading.boundingBox(),
        firstHeading.boundingBox(),
      ]);
      expect(last!.x + last!.width).toBeLessThanOrEqual(boxRect!.x + boxRect!.width + 1);
      expect(last!.x).toBeGreaterThanOrEqual(boxRect!.x);
      // The first column has not moved and nothing scrolled over it.
      expect(Math.abs(first!.x - boxRect!.x)).toBeLessThanOrEqual(1);
      expect(await onTop(firstHeading)).toBe(true);
      expect(await onTop(firstCell)).toBe(true);
      expect(await onTop(lastHeading)).toBe(true);
    },
  );

  it("keeps the header in view while a wide table's rows scroll, its box no taller than the screen", async () => {
    const { path, testId } = wideTables[1]!;
    const { p, table, box } = await tableAt(demoAccounts.admin, SIZE, path, testId);
    const heading = table.locator('thead th').nth(1);
    expect((await box.boundingBox())!.height).toBeLessThanOrEqual(900);
    await box.scrollIntoViewIfNeeded();
    await box.hover();
    await p.mouse.wheel(0, 600);
    await expect.poll(() => box.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const [boxRect, headingRect, rowRect] = await Promise.all([
      box.boundingBox(),
      heading.boundingBox(),
      table.locator('tbody tr').first().boundingBox(),
    ]);
    // The first row has gone up under the header, which is still at the box's top and drawn over the rows.
    expect(rowRect!.y).toBeLessThan(boxRect!.y);
    expect(Math.abs(headingRect!.y - boxRect!.y)).toBeLessThanOrEqual(1);
    expect(await onTop(heading)).toBe(true);
  });

  it('390 px: a list that fits at 1280 px keeps its box on a phone, scrolling sideways in it', async () => {
    const { p, box } = await tableAt(
      demoAccounts.brand,
      { width: 390, height: 844 },
      '/brands/',
      'table-brand-topbrands',
    );
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await box.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    await box.hover();
    await p.mouse.wheel(400, 0);
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The page itself stays the window's width.
    expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
