// Wide tables where the screen is too narrow for them (issue 47), at 1024 x 900 with the menu open (from 1280 px
// they fit: tables-print.e2e.ts): columns past the right edge are announced by an edge shadow, the last one
// scrolls into view, and the first column stays in view while the others scroll under it.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts } from './sign-in.ts';

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

  it.each(wideTables)(
    '$path: a shadow shows more columns, the last scrolls into view, the first stays',
    async ({ path, testId }) => {
      const p = await app.signedIn(demoAccounts.admin);
      await p.setViewportSize({ width: 1024, height: 900 });
      await p.goto(path);
      const table = p.getByTestId(testId);
      await expect.poll(() => table.getByTestId('row-count').textContent()).toMatch(/^[1-9]\d* rows?$/);
      const box = table.locator('.MuiTableContainer-root');
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
});
