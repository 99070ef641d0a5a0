// Saved views and favourites (issue 30) in Chromium: a view saved on /brands/ survives signing out, opens
// with the same filters, is shared with a firm colleague and serves as the default view; a starred brand
// shows on the dashboard; without the flags the controls are absent and the calls refused.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts, signIn, signOut, statusAs } from './sign-in.ts';

const VIEW = 'Weekly west, 24 months';

describe('saved views and favourites', () => {
  // Private: it saves, shares and defaults views and stars a brand for brand@.
  const app = useBrowserSuite('private');

  const chips = (p: Page) => p.getByTestId('filter-summary-bar').locator('.MuiChip-label').allTextContents();
  const openViews = (p: Page) => p.getByRole('button', { name: 'Views', exact: true }).click();
  let savedChips: string[] = [];

  it('saves the filters of /brands/ as a view that opens with the same filters after signing in again', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/brands/?period_interval=24&regions=west&openspec=true');
    await expect.poll(() => chips(p)).toContain('OpenSpec');
    savedChips = await chips(p);
    expect(savedChips).toContain('24 Months to last day of Quarter');
    expect(savedChips).toContain('Regions: West');

    await openViews(p);
    await p.getByRole('menuitem', { name: 'Save current filters as a view' }).click();
    await p.getByRole('dialog', { name: 'Save view' }).getByLabel('Name').fill(VIEW);
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await p.getByText(`View "${VIEW}" saved`).waitFor();

    await signOut(p);
    await signIn(p, demoAccounts.brand);
    await p.goto('/products/');
    await p.getByTestId('filter-summary-bar').waitFor();
    expect(await chips(p)).not.toContain('Regions: West');
    await openViews(p);
    await p.getByRole('menuitem', { name: new RegExp(`^${VIEW}`) }).click();
    await p.waitForURL((url) => url.pathname === '/brands/' && url.searchParams.get('regions') === 'west');
    await expect.poll(() => chips(p)).toEqual(savedChips);
    await p.getByRole('heading', { name: 'Top Brands', level: 1 }).waitFor();
  });

  it('shares the view with a colleague of the firm, who opens it with the same filters', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/brands/');
    await openViews(p);
    await p.getByRole('menuitem', { name: 'Manage views' }).click();
    const share = p
      .getByRole('dialog', { name: 'Manage views' })
      .getByRole('switch', { name: `Share ${VIEW}` });
    await share.click();
    await expect.poll(() => share.isChecked()).toBe(true);
    await expect.poll(() => share.isDisabled()).toBe(false);
    await p.getByRole('button', { name: 'Close' }).click();
    await signOut(p);

    await signIn(p, demoAccounts.colleague);
    await p.goto('/');
    await openViews(p);
    const shared = p.getByRole('menuitem', { name: new RegExp(`^${VIEW}`) });
    expect(await shared.textContent()).toContain('Jordan Reyes');
    await shared.click();
    await p.waitForURL(
      (url) => url.pathname === '/brands/' && url.searchParams.get('period_interval') === '24',
    );
    await expect.poll(() => chips(p)).toEqual(savedChips);
    // Only the owner changes it: the colleague's manage dialog has no rename or delete for it.
    await openViews(p);
    await p.getByRole('menuitem', { name: 'Manage views' }).click();
    const dialog = p.getByRole('dialog', { name: 'Manage views' });
    await dialog.getByRole('cell', { name: VIEW, exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: `Delete ${VIEW}` }).count()).toBe(0);
  });

  it('applies the default view to a page opened without filters', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/brands/?period_interval=6');
    await openViews(p);
    await p.getByRole('menuitem', { name: 'Manage views' }).click();
    const choice = p
      .getByRole('dialog', { name: 'Manage views' })
      .getByRole('radio', { name: `Default view ${VIEW}` });
    await choice.click();
    await expect.poll(() => choice.isChecked()).toBe(true);
    await p.getByRole('button', { name: 'Close' }).click();

    await p.goto('/products/');
    await p.waitForURL((url) => url.pathname === '/products/' && url.searchParams.get('regions') === 'west');
    await expect.poll(() => chips(p)).toContain('Regions: West');
    // A page opened with filters keeps its own.
    await p.goto('/products/?period_interval=6');
    await expect.poll(() => chips(p)).toContain('6 Months to last day of Quarter');
    expect(await chips(p)).not.toContain('Regions: West');
    expect(await statusAs(p, 'PUT', '/v2/views/default', { view_id: null })).toBe(204);
  });

  it('stars a brand in the Top Brands list and shows it among the Favourites of the dashboard', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/');
    await p
      .getByTestId('favourites')
      .getByText(/^No favourites yet/)
      .waitFor();
    await p.goto('/brands/');
    const star = p
      .getByRole('table', { name: 'Brands List' })
      .getByRole('button', { name: /^Star / })
      .nth(1);
    await star.waitFor();
    await expect.poll(() => star.isEnabled()).toBe(true);
    const name = ((await star.getAttribute('aria-label')) ?? '').replace(/^Star /, '');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    await p.goto('/?period_interval=24');
    const tiles = p.getByTestId('favourites').getByTestId('rank-tile');
    await expect.poll(() => tiles.count()).toBe(1);
    expect(await tiles.getByRole('heading').textContent()).toBe(name);
    expect(await tiles.getByTestId('tile-spec').textContent()).toMatch(/^\d+\.\d{4}%$/);
    await tiles.getByRole('link').click();
    await p.waitForURL(
      (url) => /^\/brands\/drill\/\d+$/.test(url.pathname) && url.search === '?period_interval=24',
    );
    await p.getByRole('heading', { name: `Brand Drilldown : ${name}`, level: 1 }).waitFor();
    // The drilldown's own star is pressed too.
    await expect
      .poll(() => p.getByRole('button', { name: `Star ${name}` }).getAttribute('aria-pressed'))
      .toBe('true');
  });

  it('shows no views or stars to a firm without the flags, whose calls are refused', async () => {
    const p = await app.signedIn(demoAccounts.designer);
    await p.goto('/products/');
    await expect.poll(() => p.getByTestId('row-count').first().textContent()).toMatch(/^\d+ rows?$/);
    expect(await p.getByRole('button', { name: 'Views', exact: true }).count()).toBe(0);
    expect(await p.getByRole('button', { name: /^Star / }).count()).toBe(0);
    await p.goto('/');
    await p.getByTestId('top-products').waitFor();
    expect(await p.getByTestId('favourites').count()).toBe(0);
    expect(await statusAs(p, 'GET', '/v2/views')).toBe(403);
    expect(await statusAs(p, 'POST', '/v2/views', { name: 'x', path: '/', query: '' })).toBe(403);
    expect(await statusAs(p, 'GET', '/v2/favourites')).toBe(403);
    expect(await statusAs(p, 'POST', '/v2/favourites', { kind: 'product', id: 1 })).toBe(403);
    expect(await statusAs(p, 'POST', '/v2/analytics/favourites/figures', {})).toBe(403);
  });
});
