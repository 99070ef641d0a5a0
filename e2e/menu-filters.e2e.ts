// Moving through the side menu keeps the filters every page shares (an analyst compares brands and products
// for the same market); the page-type blocks (spec attribute, manufacturers, adjacency) stay on their pages.
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts } from './sign-in.ts';

const menu = (p: Page) => p.getByRole('navigation', { name: 'Main menu' });
const chips = (p: Page) => p.getByTestId('filter-summary-bar').locator('.MuiChip-label').allTextContents();

describe('menu links and filters', () => {
  const app = useBrowserSuite('shared');

  it('keeps the filters set on Top Brands through three menu items', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/brands/');
    await p.getByRole('button', { name: 'Edit filters' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Months' }).click();
    await p.getByRole('option', { name: '24', exact: true }).click();
    await dialog
      .getByRole('group', { name: 'Regions', exact: true })
      .getByLabel('South', { exact: true })
      .check();
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => p.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => chips(p)).toContain('Regions: South');
    const set = await chips(p);
    expect(set.some((c) => c.startsWith('24 Months'))).toBe(true);

    for (const [label, path] of [
      ['Top Products', '/products/'],
      ['Dashboard', '/'],
      ['Top Brands', '/brands/'],
    ] as const) {
      await menu(p).getByRole('link', { name: label, exact: true }).click();
      await p.waitForURL((url) => url.pathname === path);
      const query = new URL(p.url()).searchParams;
      expect(query.get('period_interval'), label).toBe('24');
      expect(query.getAll('regions'), label).toEqual(['south']);
      await expect.poll(() => chips(p), { message: label }).toEqual(set);
    }
  });

  it('leaves a page-type block on its page', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/specattribute/?period_interval=24&spec_attribute_id=4');
    await p.getByTestId('filter-summary-bar').waitFor();
    await menu(p).getByRole('link', { name: 'Patterns', exact: true }).click();
    await p.waitForURL((url) => url.pathname === '/patterns/');
    const query = new URL(p.url()).searchParams;
    expect(query.get('period_interval')).toBe('24');
    expect(query.has('spec_attribute_id')).toBe(false);
  });

  it('takes a menu click while a load is in flight, and the click cancels that load', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/products/');
    await p.getByTestId('filter-summary-bar').waitFor();
    // Top Brands' figures are held, so its load stays in flight until the page gives it up.
    const held: Route[] = [];
    const brandFigures = '**/v2/analytics/brand/**';
    await p.route(brandFigures, (route) => void held.push(route));
    const cancelled: string[] = [];
    p.on('requestfailed', (request) => {
      if (request.url().includes('/v2/analytics/brand/')) cancelled.push(request.failure()?.errorText ?? '');
    });
    try {
      await menu(p).getByRole('link', { name: 'Top Brands', exact: true }).click();
      await p.waitForURL((url) => url.pathname === '/brands/');
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await expect.poll(() => p.getByRole('progressbar', { name: 'Processing' }).isVisible()).toBe(true);

      await menu(p).getByRole('link', { name: 'Top Products', exact: true }).click();
      await p.waitForURL((url) => url.pathname === '/products/');
      await expect.poll(() => cancelled.length).toBe(held.length);
      expect(
        cancelled.every((reason) => reason.includes('ABORTED')),
        cancelled.join(', '),
      ).toBe(true);
      await expect.poll(() => p.getByRole('progressbar', { name: 'Processing' }).isVisible()).toBe(false);
    } finally {
      await p.unroute(brandFigures);
      for (const route of held) await route.continue().catch(() => undefined);
    }
  });
});
