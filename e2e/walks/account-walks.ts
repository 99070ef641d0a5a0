// Every page a demo account may open (its menu, My Brands, the drilldowns and the pages behind list rows, the
// error states, and the administration area for admin@), walked three times: axe-core in the light and in the
// dark scheme (no serious or critical finding, one h1), and at 320 px (WCAG 1.4.10: neither the page nor a box
// in it scrolls sideways; a wide table scrolls inside its own box). A file per account registers these, so the
// walks, the longest journeys of the run, run side by side (vitest.config.ts starts them first).
import { describe, expect, it } from 'vitest';
import { axeAndHeading } from '../axe.ts';
import { useBrowserSuite } from '../fixture.ts';
import { ACCOUNTS, ownPages, settle, walkAccount, type Account } from '../page-walk.ts';
import { NARROW, sidewaysBoxes } from '../sideways.ts';

export function accountWalks(account: Account) {
  const email = ACCOUNTS.find(([name]) => name === account)![1];

  describe(`every page of the ${account} account`, () => {
    const app = useBrowserSuite('shared');

    // The dark scheme as a system that prefers it shows it (the account menu's default, System).
    for (const scheme of ['light', 'dark'] as const) {
      const name = `every page as the ${account} account${scheme === 'dark' ? ' in the dark scheme' : ''}`;
      it(name, { timeout: 600_000 }, async () => {
        const p = await app.signedIn(email);
        await p.emulateMedia({ colorScheme: scheme });
        await p.goto('/');
        await p.locator(`html[data-color-scheme="${scheme}"]`).waitFor({ state: 'attached' });
        const problems = await walkAccount(p, account, await ownPages(p), (url) =>
          axeAndHeading(p, `${url} (${scheme})`),
        );
        expect(problems).toEqual([]);
      });
    }

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
  });
}
