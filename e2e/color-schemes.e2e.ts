// The colour schemes and the calmer shell in the built app: the system's scheme by default, the account menu's
// choice kept across a reload whatever the system says, the dashboard's screenshots in both schemes kept for
// review, the menu's closed groups remembered, the quick search (Ctrl-K) opening a product's drilldown titled
// with the product, and the heading focused after a direct load without a ring. Every page's axe check in the
// dark scheme: accessibility.e2e.ts.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { artifactsDir } from './harness.ts';
import { settle } from './page-walk.ts';
import { demoAccounts } from './sign-in.ts';

/** Git-ignored (e2e/artifacts/): the dashboard in each scheme, for a reviewer's eye. */
const screenshotsDir = path.join(artifactsDir, 'color-schemes');

const shownScheme = (p: Page) => p.evaluate(() => document.documentElement.dataset.colorScheme);

/** The page's background colour as drawn, and the menu's. */
const surfaces = (p: Page) =>
  p.evaluate(() => ({
    main: getComputedStyle(document.querySelector('main')!).backgroundColor,
    menu: getComputedStyle(document.querySelector('#side-menu .MuiDrawer-paper')!).backgroundColor,
  }));

/** The dashboard drawn: data loaded and every chart's picture finished. */
async function dashboardDrawn(p: Page) {
  await p.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await settle(p);
  await expect.poll(() => p.locator('[data-chart-state]:not([data-chart-state="rendered"])').count()).toBe(0);
}

describe('colour schemes and the shell', () => {
  const app = useBrowserSuite('shared');

  it('follows the system, keeps the account menu choice across a reload, and screenshots the dashboard in both', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.emulateMedia({ colorScheme: 'dark' });
    await p.goto('/');
    await dashboardDrawn(p);
    expect(await shownScheme(p)).toBe('dark');
    const dark = await surfaces(p);
    expect(dark).toEqual({ main: 'rgb(18, 18, 18)', menu: 'rgb(30, 30, 30)' });
    mkdirSync(screenshotsDir, { recursive: true });
    const darkShot = path.join(screenshotsDir, 'dashboard-dark.png');
    await p.screenshot({ path: darkShot, fullPage: true });

    // The user picks Light: shown at once, and kept after a reload though the system still prefers dark.
    await p.getByRole('button', { name: 'Account menu' }).click();
    await p.getByRole('menuitemradio', { name: 'Light theme' }).click();
    await expect.poll(() => shownScheme(p)).toBe('light');
    expect(await p.getByRole('menuitemradio', { name: 'Light theme' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await p.keyboard.press('Escape');
    await p.reload();
    await dashboardDrawn(p);
    expect(await shownScheme(p)).toBe('light');
    const light = await surfaces(p);
    expect(light).toEqual({ main: 'rgb(250, 250, 250)', menu: 'rgb(255, 255, 255)' });
    const lightShot = path.join(screenshotsDir, 'dashboard-light.png');
    await p.screenshot({ path: lightShot, fullPage: true });
    console.log(`Dashboard screenshots in both colour schemes: ${lightShot}, ${darkShot}`);

    // Dark picked: kept over a light system after a reload too.
    await p.emulateMedia({ colorScheme: 'light' });
    await p.getByRole('button', { name: 'Account menu' }).click();
    await p.getByRole('menuitemradio', { name: 'Dark theme' }).click();
    await p.keyboard.press('Escape');
    await p.reload();
    await dashboardDrawn(p);
    expect(await shownScheme(p)).toBe('dark');
  });

  it('keeps a closed menu group closed after a reload', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    const menu = p.getByRole('navigation', { name: 'Main menu' });
    const brands = menu.getByRole('button', { name: 'Brands' });
    await brands.click();
    expect(await brands.getAttribute('aria-expanded')).toBe('false');
    await menu.getByRole('link', { name: 'Top Brands' }).waitFor({ state: 'hidden' });
    await p.reload();
    await menu.getByRole('link', { name: 'Top Products' }).waitFor();
    expect(await menu.getByRole('button', { name: 'Brands' }).getAttribute('aria-expanded')).toBe('false');
    expect(await menu.getByRole('link', { name: 'Top Brands' }).isVisible()).toBe(false);
    await menu.getByRole('button', { name: 'Brands' }).click();
    await menu.getByRole('link', { name: 'Top Brands' }).waitFor();
  });

  it('opens the quick search on Ctrl-K; Enter opens the product drilldown, titled with the product', async () => {
    // The designer sees products only: the first suggestion is a product.
    const p = await app.signedIn(demoAccounts.designer, '/');
    await p.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await p.keyboard.press('Control+k');
    const search = p.getByRole('dialog', { name: 'Quick search' });
    const field = search.getByRole('combobox', { name: 'Brand or product name' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await p.keyboard.type('a');
    const first = search.getByRole('option').first();
    await first.waitFor();
    // The first suggestion is the highlighted one (the field's active descendant), so Enter opens it.
    const firstId = await first.getAttribute('id');
    await expect.poll(() => field.getAttribute('aria-activedescendant')).toBe(firstId);
    const name = await first.locator('.MuiTypography-body2').textContent();
    await p.keyboard.press('Enter');
    await p.waitForURL(/\/products\/drill\/\d+/);
    await search.waitFor({ state: 'detached' });
    await expect.poll(() => p.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    // Reached by the keyboard: the heading has focus and its ring.
    const heading = p.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  });

  it('focuses the heading after a direct load without a ring', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/brands/');
    const heading = p.getByRole('heading', { name: 'Top Brands', level: 1 });
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  });
});
