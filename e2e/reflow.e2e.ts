// WCAG 1.4.10 (reflow) in Chromium at 320 px: the menu folds behind a button, and no box in the filter dialog
// scrolls sideways, with each set of filter blocks. Every page of every demo account at 320 px, error states
// included, is walked in e2e/walks/ (neither a page nor a box in it scrolls sideways; a wide table scrolls inside
// its own box).
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './fixture.ts';
import { NARROW, sidewaysBoxes } from './sideways.ts';
import { demoAccounts } from './sign-in.ts';

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
});
