// The shell in Chromium: each demo account's menu, locked items, redirects, no-match page, top bar and cookie notice.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts, signIn } from './sign-in.ts';

const LOCKED = 'Your access to this feature is locked. Please contact us to unlock it.';

describe('application shell', () => {
  const app = useBrowserSuite('shared');

  /** Menu entries as 'label' (unlocked) or 'label [locked]', in order. */
  async function menuOf(p: Page): Promise<string[]> {
    const nav = p.getByRole('navigation', { name: 'Main menu' });
    await nav.waitFor();
    return nav.locator('a, div[role="button"]').evaluateAll((nodes) =>
      nodes.map((n) => {
        const label = (n.querySelector('.MuiListItemText-primary')?.textContent ?? '').trim();
        return n.getAttribute('data-locked') === 'true' ? `${label} [locked]` : label;
      }),
    );
  }

  it('shows the admin everything, internal reports included, and the status line', async () => {
    const p = await app.signedIn(demoAccounts.admin, '/');
    const menu = await menuOf(p);
    expect(menu.slice(0, 8)).toEqual([
      'Dashboard',
      'Brands',
      'Top Brands',
      'Brand Drilldown',
      'Win / Loss',
      'Products',
      'Top Products',
      'Product Drilldown',
    ]);
    expect(menu).toContain('Insights');
    expect(menu).toContain('Patterns');
    expect(menu).toContain('Maps');
    expect(menu.some((m) => m.includes('[locked]'))).toBe(false);
    await p.getByTestId('status-line').waitFor({ state: 'attached' });
  });

  it("honours the system's less-motion setting: the controls' transitions end at once", async () => {
    const p = await app.signedIn(demoAccounts.admin, '/');
    const menuItem = p.getByRole('navigation').getByRole('link', { name: 'Top Brands' }).first();
    const transition = () => menuItem.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    await p.emulateMedia({ reducedMotion: 'reduce' });
    expect(await transition()).toBeLessThan(0.001);
    await p.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await transition()).toBeGreaterThan(0.05);
  });

  it('shows the brand user brands and products, no internal items, no status line', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    expect(await menuOf(p)).toEqual([
      'Dashboard',
      'Brands',
      'Top Brands',
      'Brand Drilldown',
      'Win / Loss',
      'Products',
      'Top Products',
      'Product Drilldown',
      'Insights',
      'Market Timeline',
    ]);
    expect(await p.getByTestId('status-line').count()).toBe(0);
  });

  it('shows the designer the brand items locked, with the tooltip and a link to #', async () => {
    const p = await app.signedIn(demoAccounts.designer, '/');
    expect(await menuOf(p)).toEqual([
      'Dashboard',
      'Brands [locked]',
      'Top Brands [locked]',
      'Brand Drilldown [locked]',
      'Win / Loss [locked]',
      'Products',
      'Top Products',
      'Product Drilldown',
      'Insights',
      'Market Timeline',
    ]);
    const locked = p
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Top Brands' })
      .first();
    expect(await locked.getAttribute('href')).toBe('#');
    // The tooltip opens when the pointer enters the item. Once in a full run a single hover never opened it
    // (not reproduced in 3 runs of this file); moving out and in again makes a missed entry retry, and the
    // test still fails when no hover opens it.
    const tooltip = p.getByRole('tooltip', { name: LOCKED });
    for (let attempt = 1; ; attempt++) {
      await p.mouse.move(0, 0);
      await locked.hover();
      try {
        await tooltip.waitFor({ timeout: 5_000 });
        break;
      } catch (e) {
        if (attempt === 3) throw e;
      }
    }
    await locked.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    expect(new URL(p.url()).pathname).toBe('/');
  });

  it('redirects forbidden paths to the first unlocked menu path', async () => {
    const p = await app.signedIn(demoAccounts.designer);
    for (const path of ['/brands/', '/brands/drill/12', '/patterns/', '/mybrands/show']) {
      await p.goto(path);
      await p.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await expect.poll(() => new URL(p.url()).pathname, { message: path }).toBe('/');
    }
    await p.goto('/products/drill/');
    await p.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/products/drill/');
  });

  it('sends non-admins opening /admin to /login', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/admin');
    await p.waitForURL('**/login');
    await p.goto('/admin/sessions');
    await p.waitForURL('**/login');
  });

  it("shows 'No page match for' and the path with a Go Home link for a path that matches no page", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    for (const path of ['/nomatch', '/no/such/page']) {
      await p.goto(path);
      await p.getByRole('heading', { name: `No page match for ${path}` }).waitFor();
      expect(new URL(p.url()).pathname).toBe(path);
    }
    await p.getByRole('link', { name: 'Go Home' }).click();
    await p.waitForURL((url) => url.pathname === '/');
  });

  it('links the firm avatar to My Brands only with the mybrands permission', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    await p.getByRole('link', { name: 'My Brands' }).click();
    await p.waitForURL('**/mybrands/show');
    await signIn(p, demoAccounts.designer);
    await p.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await p.getByRole('link', { name: 'My Brands' }).count()).toBe(0);
  });

  it('offers Settings and Logout to a non-admin, Administration too to an admin', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    await p.getByRole('button', { name: 'Account menu' }).click();
    expect(await p.getByRole('menuitem').allTextContents()).toEqual(['Settings', 'Logout']);
    await p.keyboard.press('Escape');
    await signIn(p, demoAccounts.admin);
    await p.getByRole('button', { name: 'Account menu' }).click();
    expect(await p.getByRole('menuitem').allTextContents()).toEqual(['Settings', 'Administration', 'Logout']);
    await p.getByRole('menuitem', { name: 'Administration' }).click();
    await p.waitForURL('**/admin');
    await p.getByRole('link', { name: 'Back to the application' }).click();
    await p.waitForURL((url) => url.pathname === '/');
  });

  it('shows the cookie notice until Ok, then stores consent for 10 days, SameSite strict', async () => {
    const p = await app.open({ cookies: false });
    await p.goto('/login');
    const notice = p.getByRole('region', { name: 'Cookie notice' });
    await notice.waitFor();
    const before = Date.now() / 1000;
    await notice.getByRole('button', { name: 'Ok' }).click();
    await notice.waitFor({ state: 'detached' });
    const cookie = (await app.context.cookies()).find((c) => c.name === 'specpulse_cookie_consent');
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie!.expires - before).toBeGreaterThan(864_000 - 60);
    expect(cookie!.expires - before).toBeLessThan(864_000 + 60);
    await signIn(p, demoAccounts.brand);
    await p.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await notice.count()).toBe(0);
  });
});
