// Redirects say why, in one notification, in the built app: a forbidden deep link lands on the first
// unlocked page with 'You do not have access to that page'; a 401 mid-session lands on /login with 'Your
// session has expired, please sign in again' and signing in returns to the page, filters included; a
// non-admin opening /admin lands on /login with 'No admin access'.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { DEMO_PASSWORD, demoAccounts, fillLogin } from './sign-in.ts';

const NO_ACCESS = 'You do not have access to that page';
const EXPIRED = 'Your session has expired, please sign in again';
const NO_ADMIN = 'No admin access';

/** How many notifications show `text` (notistack's snackbars). */
const notices = (p: Page, text: string) => p.locator('#notistack-snackbar').filter({ hasText: text }).count();

const pathAndQuery = (p: Page) => {
  const url = new URL(p.url());
  return `${url.pathname}${url.search}`;
};

describe('redirect notifications', () => {
  const app = useBrowserSuite('shared');

  it('tells a designer opening a brand drilldown or /patterns/ that they have no access', async () => {
    const p = await app.signedIn(demoAccounts.designer);
    for (const path of ['/brands/drill/3', '/patterns/']) {
      await p.goto(path);
      await p.waitForURL((url) => url.pathname === '/');
      await p.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await expect.poll(() => notices(p, NO_ACCESS), { message: path }).toBe(1);
    }
  });

  it('says the session expired on a 401 and returns to the page after signing in again', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const page = '/products/?period_interval=24&regions=south';
    await p.goto('/brands/?period_interval=24&regions=south');
    await p.getByRole('heading', { name: 'Top Brands', level: 1 }).waitFor();
    // The page has loaded (figures and chart chunks): on a busy machine a late call with the spoilt token
    // would already send the app to /login before the menu click.
    await p.waitForLoadState('networkidle');
    // The server stops accepting the token (as after its expiry): same claims, a signature it refuses.
    await p.evaluate(() => {
      const token = sessionStorage.getItem('specpulse.token') ?? '';
      const [header, payload, signature = ''] = token.split('.');
      sessionStorage.setItem('specpulse.token', `${header}.${payload}.${'A'.repeat(signature.length)}`);
    });
    await p
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Top Products', exact: true })
      .click();
    await p.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => notices(p, EXPIRED)).toBe(1);

    await fillLogin(p, demoAccounts.brand, DEMO_PASSWORD);
    await p.waitForURL((url) => url.pathname !== '/login');
    expect(pathAndQuery(p)).toBe(page);
    await p.getByRole('heading', { name: 'Top Products', level: 1 }).waitFor();
  });

  it("says 'No admin access' to a non-admin opening /admin, and an admin signing in returns there", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/admin');
    await p.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => notices(p, NO_ADMIN)).toBe(1);

    await fillLogin(p, demoAccounts.admin, DEMO_PASSWORD);
    await p.waitForURL((url) => url.pathname === '/admin');
    await p.getByRole('table', { name: 'Firms' }).waitFor();
  });
});
