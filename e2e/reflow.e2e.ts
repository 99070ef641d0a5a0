// WCAG 1.4.10 (reflow) in Chromium at 320 px: the menu folds behind a button, and neither a page nor a box in
// it scrolls sideways (a wide table scrolls inside its own box) for any demo account on any page it may open,
// error states included; nor does a box in the filter dialog.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { ACCOUNTS, ownPages, settle, walkAccount } from './page-walk.ts';
import { demoAccounts } from './sign-in.ts';

const NARROW = { width: 320, height: 640 };

/**
 * The boxes in `root` that scroll sideways (content wider than the box), a table's own box apart: a wide data
 * table may scroll inside it (WCAG 1.4.10 lets data tables need two-way scrolling), controls may not.
 */
const sidewaysBoxes = (root: Locator) =>
  root.evaluate((r) =>
    [r, ...Array.from(r.querySelectorAll('*'))]
      .filter((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX))
      .filter((e) => e.scrollWidth > e.clientWidth && !(e.firstElementChild instanceof HTMLTableElement))
      .map(
        (e) => `${e.className.toString().split(' ')[0] || e.tagName} ${e.scrollWidth}/${e.clientWidth} px`,
      ),
  );

describe('reflow at 320 px', () => {
  const app = useBrowserSuite('shared');

  it('folds the menu behind a button', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    await p.setViewportSize(NARROW);
    await p.locator('h1').first().waitFor();
    const toggle = p.getByRole('button', { name: 'Main menu' });
    await toggle.waitFor();
    expect(await p.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    await toggle.click();
    await p.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Top Brands' }).click();
    await p.waitForURL((url) => url.pathname === '/brands/');
    await p.locator('h1').first().waitFor();
  });

  it('needs no sideways scrolling in the filter dialog, with each set of filter blocks', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.setViewportSize(NARROW);
    const wide: string[] = [];
    // The default blocks, and the internal reports' own (spec attribute, anchor brand, category brands).
    for (const url of ['/brands/', '/specattribute/', '/adjacency/', '/category/']) {
      await p.goto(url);
      await p.getByRole('button', { name: 'Edit filters' }).click();
      const dialog = p.getByRole('dialog', { name: 'Filters' });
      await dialog.getByRole('button', { name: 'Apply Filters' }).waitFor();
      // (The dialog is 256 px wide here.)
      wide.push(...(await sidewaysBoxes(dialog)).map((box) => `${url}: ${box}`));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(wide).toEqual([]);
  });

  for (const [account, email] of ACCOUNTS) {
    it(`needs no sideways scrolling on the ${account} account's pages`, { timeout: 600_000 }, async () => {
      const p = await app.signedIn(email, '/');
      // The menu's links are read at the desktop width, where the menu is open.
      const own = await ownPages(p);
      await p.setViewportSize(NARROW);
      // The account's menu folds too: hidden, opened by its button, closed by Escape.
      await p.goto(own[0]!);
      await p.locator('h1').first().waitFor();
      const menu = p.getByRole('navigation', { name: 'Main menu' });
      expect(await menu.isVisible()).toBe(false);
      await p.getByRole('button', { name: 'Main menu' }).click();
      await menu.waitFor();
      await p.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });

      const problems = await walkAccount(p, account, own, async (url) => {
        await settle(p);
        const width = await p.evaluate(() => document.documentElement.scrollWidth);
        const boxes = (await sidewaysBoxes(p.locator('main'))).map((box) => `${url}: ${box}`);
        return width > NARROW.width ? [`${url}: ${width} px wide`, ...boxes] : boxes;
      });
      expect(problems).toEqual([]);
    });
  }
});
