// Helpers of the suites that walk an account's pages (accessibility, layout shift): which pages the account's
// menu opens, and when a page has settled (its data loaded).
import type { Page } from 'playwright-core';

/** Waits until the page has settled: its data loaded and no spinner left. */
export async function settle(p: Page) {
  await p.waitForLoadState('networkidle');
  // (The processing backdrop keeps its hidden spinner in the page: only a visible one means loading.)
  await p
    .locator('[role="progressbar"]')
    .filter({ visible: true })
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/** The account's own pages: the unlocked items of its menu and, with `mybrands`, My Brands in the top bar. */
export async function ownPages(p: Page): Promise<string[]> {
  await p.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 30_000 });
  const paths = await p
    .locator('nav[aria-label="Main menu"] a[href]:not([aria-disabled="true"]), header a[href^="/mybrands"]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(paths)];
}
