// A firm's permission change reaches its signed-in users: an administrator takes the brands permission from
// brand@'s firm while brand@ is on the dashboard; brand@'s next navigation (to Top Brands) reloads the firm
// configuration, redraws the menu with the brand items locked and redirects to the first page still open,
// saying 'You do not have access to that page'.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { apiAs, demoAccounts } from './sign-in.ts';

const NO_ACCESS = 'You do not have access to that page';

const notices = (p: Page, text: string) => p.locator('#notistack-snackbar').filter({ hasText: text }).count();
const menu = (p: Page) => p.getByRole('navigation', { name: 'Main menu' });
/** The labels of the locked menu entries (groups and items), in order. */
const locked = (p: Page) =>
  menu(p).locator('[data-locked="true"] .MuiListItemText-primary').allTextContents();

describe('a permission change while signed in', () => {
  // Private: it takes the brands permission from brand@'s firm.
  const app = useBrowserSuite('private');

  it("redraws the signed-in user's menu and leaves the page the firm lost, with the notice", async () => {
    const user = await app.signedIn(demoAccounts.brand, '/');
    await user.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const topBrands = menu(user).getByRole('link', { name: 'Top Brands', exact: true });
    expect(await topBrands.getAttribute('href')).toBe('/brands/');
    expect(await locked(user)).toEqual([]);
    const { user: who } = await apiAs<{ user: { firm_name: string } }>(user, '/v2/configuration');

    // The administrator, in a browser of their own, takes brands from the firm in the firm editor.
    const admin = await app.signedIn(demoAccounts.admin, '/');
    const firms = await apiAs<{ firm_id: number; name: string }[]>(admin, '/v2/admin/firmlist');
    const firm = firms.find((f) => f.name === who.firm_name);
    if (!firm) throw new Error(`no firm named ${who.firm_name}`);
    await admin.goto(`/admin/${firm.firm_id}`);
    const brands = admin.getByRole('group', { name: 'Permissions' }).getByLabel('Brands', { exact: true });
    await brands.waitFor();
    expect(await brands.isChecked()).toBe(true);
    await brands.uncheck();
    await admin.getByRole('button', { name: 'Save Configuration' }).click();
    await admin
      .getByTestId('editor-status')
      .filter({ hasText: 'Configuration Saved! - Signed-in users see the change on their next page load' })
      .waitFor();

    // The user's next navigation, from the menu as drawn before the change.
    await topBrands.click();
    await user.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => notices(user, NO_ACCESS)).toBe(1);
    await user.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await expect.poll(() => locked(user)).toEqual(['Brands', 'Top Brands', 'Brand Drilldown', 'Win / Loss']);
    expect(
      await menu(user).getByRole('link', { name: 'Top Products', exact: true }).getAttribute('href'),
    ).toBe('/products/');
  });
});
