// Helpers of the suites that walk an account's pages (accessibility, reflow, layout shift): which pages an
// account may open, when a page has settled (its data loaded), and the walk through them with a check on each.
import { expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { demoAccounts } from './sign-in.ts';
import { WAIT_TIMEOUT_MS } from './wait-timeout.ts';

/** Every demo account that can sign in (inactive@ cannot). */
export const ACCOUNTS = [
  ['admin', demoAccounts.admin],
  ['brand', demoAccounts.brand],
  ['designer', demoAccounts.designer],
  ['colleague', demoAccounts.colleague],
] as const;
export type Account = (typeof ACCOUNTS)[number][0];

/** Pages behind a row or a chooser, with an id the demo data has (brand 3 is one the admin's firm owns). */
export const DRILL_PAGES = [
  '/brands/drill/3',
  '/brandrank/3',
  '/brandsummary/3',
  '/brandsummary/branddrill/3',
  '/brandeventsummary/3',
  '/firm/3',
  '/firm/emails/3',
];

/**
 * Pages beyond the account's menu, each walked when the account may open it (a page that sends the account
 * elsewhere is not its page): the drill pages, and error states. PRODUCT_DRILL is the dashboard's first top
 * product.
 */
const EXTRA_PAGES = [
  ...DRILL_PAGES,
  'PRODUCT_DRILL',
  // The account menu's settings page (every account's).
  '/settings',
  // Error states, each still a page with its h1: addresses that are not ids, an unknown brand, and the page
  // for an address that matches no page.
  '/brands/drill/abc',
  '/brands/drill/999999',
  '/brandrank/abc',
  '/brandsummary/abc',
  '/brandsummary/branddrill/abc',
  '/brandeventsummary/abc',
  '/firm/abc',
  '/firm/emails/abc',
  '/nomatch',
  '/no/such/page',
];
/** The administration area (admin users only; its own layout, no main menu), an address that is not a firm's. */
const ADMIN_PAGES = [
  '/admin',
  '/admin/sessions',
  '/admin/audit',
  '/admin/keys',
  '/admin/outbox',
  '/admin/sso-domains',
  '/admin/3',
  '/admin/abc',
];

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

/**
 * The page's requests in flight, followed from now on: what a navigation inside the app waits on, since the
 * browser's own network-idle signal belongs to the document's load, which such a navigation does not repeat.
 */
function followRequests(p: Page): Set<Request> {
  const inFlight = new Set<Request>();
  p.on('request', (r) => inFlight.add(r));
  p.on('requestfinished', (r) => inFlight.delete(r));
  p.on('requestfailed', (r) => inFlight.delete(r));
  return inFlight;
}

/** Resolves once none of `inFlight` has been pending for half a second (as Playwright's networkidle). */
function networkQuiet(p: Page, inFlight: Set<Request>): Promise<void> {
  return new Promise((resolve, reject) => {
    let quiet: NodeJS.Timeout | undefined;
    const stop = () => {
      clearTimeout(quiet);
      clearTimeout(limit);
      p.off('request', check).off('requestfinished', check).off('requestfailed', check);
    };
    const limit = setTimeout(() => {
      stop();
      reject(new Error(`requests still pending: ${[...inFlight].map((r) => r.url()).join(', ')}`));
    }, WAIT_TIMEOUT_MS);
    // After followRequests' own listeners, which were added first: the set is up to date here.
    function check() {
      clearTimeout(quiet);
      if (inFlight.size === 0)
        quiet = setTimeout(() => {
          stop();
          resolve();
        }, 500);
    }
    p.on('request', check).on('requestfinished', check).on('requestfailed', check);
    check();
  });
}

/**
 * Opens `url` as the app's own links do, in the document already loaded (history.pushState, then the popstate
 * React Router listens to), and waits until the router has drawn the location it ends on (the app's
 * <html data-location>, shell/rendered-location.ts) and its requests are done. Opening each page as a new
 * document started the whole app again every time: its scripts, configuration, branding and the signed-in
 * user's calls, and the shell, for each page of a walk. A cold open of each address is tested elsewhere
 * (walks/layout-shift.e2e.ts opens every page afresh; smoke.e2e.ts and the journeys open theirs by address).
 */
async function openInApp(p: Page, inFlight: Set<Request>, url: string) {
  const target = new URL(url, p.url());
  const here = new URL(p.url());
  if (target.pathname + target.search === here.pathname + here.search) return networkQuiet(p, inFlight);
  await p.evaluate((to) => {
    delete document.documentElement.dataset.location;
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, target.pathname + target.search);
  await p.waitForFunction(
    () => document.documentElement.dataset.location === location.pathname + location.search,
  );
  await networkQuiet(p, inFlight);
}

/** The account's own pages: the unlocked items of its menu and, with `mybrands`, My Brands in the top bar. */
export async function ownPages(p: Page): Promise<string[]> {
  await p.getByRole('navigation', { name: 'Main menu' }).waitFor();
  const paths = await p
    .locator('nav[aria-label="Main menu"] a[href]:not([aria-disabled="true"]), header a[href^="/mybrands"]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(paths)];
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * Opens each page in the app already loaded (openInApp) and runs `check` on it once its heading is there: the
 * problems it found. `optional` pages are skipped when the account is sent elsewhere (not its page); every page
 * of `pages` must be reached.
 */
async function walk(
  p: Page,
  pages: readonly string[],
  optional: readonly string[],
  check: (url: string) => Promise<string[]>,
) {
  const problems: string[] = [];
  const visited: string[] = [];
  const inFlight = followRequests(p);
  for (const target of [...pages, ...optional]) {
    let url = target;
    if (target === 'PRODUCT_DRILL') {
      await openInApp(p, inFlight, '/');
      await settle(p);
      const href = await p
        .getByTestId('top-products')
        .locator('a[href^="/products/drill/"]')
        .first()
        .getAttribute('href', { timeout: 5_000 })
        .catch(() => null);
      if (!href) continue; // no products permission: the page is not this account's
      url = href;
    }
    await openInApp(p, inFlight, url);
    const heading = await p
      .locator('h1')
      .first()
      .waitFor()
      .then(() => true)
      .catch(() => false);
    expect(heading, `${url}: a page heading (h1)`).toBe(true);
    const landed = new URL(p.url()).pathname;
    const reached = samePath(landed, new URL(url, p.url()).pathname);
    if (!reached && optional.includes(target)) continue;
    expect(reached, `${url} sent the account to ${landed}`).toBe(true);
    problems.push(...(await check(url)));
    visited.push(url);
  }
  return { problems, visited };
}

/**
 * Every page the account may open, `check` run on each: the pages of its menu (`own`, read where the menu is
 * shown), the extra pages it is let onto, and the administration area for admin@. The problems found.
 */
export async function walkAccount(
  p: Page,
  account: Account,
  own: readonly string[],
  check: (url: string) => Promise<string[]>,
): Promise<string[]> {
  expect(own.length).toBeGreaterThan(0);
  const admin = account === 'admin' ? ADMIN_PAGES : [];
  const { problems, visited } = await walk(p, [...own, ...admin], EXTRA_PAGES, check);
  expect(visited.length).toBeGreaterThanOrEqual(own.length + admin.length);
  return problems;
}

/** The error banners on the page (the shell's 'Error' alert); a page that explains a failure itself shows none. */
export const errorBanners = (p: Page) =>
  p
    .getByRole('alert')
    .filter({ hasText: /^Error/ })
    .count();
