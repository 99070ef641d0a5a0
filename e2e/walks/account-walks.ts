// Every page a demo account may open (its menu, My Brands, the drilldowns and the pages behind list rows, the
// error states, and the administration area for admin@), checked three ways: axe-core in the light and in the
// dark scheme (no serious or critical finding, one h1), and at 320 px (WCAG 1.4.10: neither the page nor a box
// in it scrolls sideways; a wide table scrolls inside its own box). A file per account registers these, so the
// walks, the longest journeys of the run, run side by side (vitest.config.ts starts them first).
//
// Merged walks: the three checks were three walks, each opening every page. They now share one walk: each page
// is opened once (in the app already loaded, as its menu does: page-walk.ts openInApp) and checked in the light scheme, switched to the dark one (as a system that prefers it does,
// the account menu's default, System) and checked again, then narrowed to 320 px and checked for sideways
// scrolling. Each test still asserts its own check's findings; whichever runs first takes the walk.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeAndHeading } from '../axe.ts';
import { useBrowserSuite } from '../fixture.ts';
import { ACCOUNTS, ownPages, settle, walkAccount, type Account } from '../page-walk.ts';
import { NARROW, sidewaysBoxes } from '../sideways.ts';

interface Findings {
  light: string[];
  dark: string[];
  narrow: string[];
}

const scheme = async (p: Page, colorScheme: 'light' | 'dark') => {
  await p.emulateMedia({ colorScheme });
  await p.locator(`html[data-color-scheme="${colorScheme}"]`).waitFor({ state: 'attached' });
};

/** The page's sideways scrolling at 320 px: the page's own width and the boxes in main that scroll. */
async function sideways(p: Page, url: string): Promise<string[]> {
  await settle(p);
  // A resize is laid out in the next frame.
  await p.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const width = await p.evaluate(() => document.documentElement.scrollWidth);
  const boxes = (await sidewaysBoxes(p.locator('main'))).map((box) => `${url}: ${box}`);
  return width > NARROW.width ? [`${url}: ${width} px wide`, ...boxes] : boxes;
}

/** One walk through the account's pages with the three checks on each. */
async function walkWithChecks(p: Page, account: Account): Promise<Findings> {
  const found: Findings = { light: [], dark: [], narrow: [] };
  await p.goto('/');
  await scheme(p, 'light');
  // The menu's links are read at the desktop width, where the menu is open.
  const own = await ownPages(p);
  const desktop = p.viewportSize()!;
  await walkAccount(p, account, own, async (url) => {
    found.light.push(...(await axeAndHeading(p, `${url} (light)`)));
    await scheme(p, 'dark');
    found.dark.push(...(await axeAndHeading(p, `${url} (dark)`)));
    await scheme(p, 'light');
    await p.setViewportSize(NARROW);
    found.narrow.push(...(await sideways(p, url)));
    await p.setViewportSize(desktop);
    return [];
  });
  return found;
}

export function accountWalks(account: Account) {
  const email = ACCOUNTS.find(([name]) => name === account)![1];

  describe(`every page of the ${account} account`, () => {
    const app = useBrowserSuite('shared');
    let walked: Promise<Findings> | undefined;
    const findings = () => (walked ??= app.signedIn(email).then((p) => walkWithChecks(p, account)));

    it(`every page as the ${account} account`, { timeout: 900_000 }, async () => {
      expect((await findings()).light).toEqual([]);
    });

    it(`every page as the ${account} account in the dark scheme`, { timeout: 900_000 }, async () => {
      expect((await findings()).dark).toEqual([]);
    });

    it(`needs no sideways scrolling on the ${account} account's pages`, { timeout: 900_000 }, async () => {
      expect((await findings()).narrow).toEqual([]);
      // The account's menu folds at 320 px: hidden, opened by its button, closed by Escape.
      const p = await app.signedIn(email, '/');
      const [first] = await ownPages(p);
      await p.setViewportSize(NARROW);
      await p.goto(first!);
      await p.locator('h1').first().waitFor();
      const menu = p.getByRole('navigation', { name: 'Main menu' });
      expect(await menu.isVisible()).toBe(false);
      await p.getByRole('button', { name: 'Main menu' }).click();
      await menu.waitFor();
      await p.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
    });
  });
}
