// The administration area in Chromium: firm editor round trip, validation, impersonation, add firm, failures.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { savedDownload } from './harness.ts';
import { apiAs, demoAccounts, signIn, signOut, tokenFor } from './sign-in.ts';

interface Configuration {
  configuration: { filters: { categories: { id: number; name: string }[] } };
  defaults: { filters: { categories: number[] } };
}

describe('administration', () => {
  // Private: it edits, adds and deactivates (firms, permissions, a user).
  const app = useBrowserSuite('private');
  let designer: { userId: number; firmId: number };

  beforeAll(async () => {
    // The designer's ids, the way an admin finds them: a session of theirs in session activity.
    const designerToken = await tokenFor(app.server.url, demoAccounts.designer);
    await fetch(`${app.server.url}/v2/session/event`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${designerToken}` },
      body: JSON.stringify({ kind: 'login', page: '/login' }),
    });
    const adminToken = await tokenFor(app.server.url, demoAccounts.admin);
    const sessions = (await (
      await fetch(`${app.server.url}/v2/admin/sessions`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      })
    ).json()) as { email: string; user_id: number; firm_id: number }[];
    const row = sessions.find((s) => s.email === demoAccounts.designer);
    if (!row) throw new Error('no designer session');
    designer = { userId: row.user_id, firmId: row.firm_id };
  });

  /** Collects alert() texts and accepts them. */
  function alerts(p: Page): string[] {
    const seen: string[] = [];
    p.on('dialog', (d) => {
      seen.push(d.message());
      void d.accept();
    });
    return seen;
  }

  const status = (p: Page) => p.getByTestId('editor-status');

  it('lists firms and the session activity with formatted dates', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/admin');
    const firms = p.getByRole('table', { name: 'Firms' });
    await firms
      .getByRole('button', { name: /^Open .* \(firm \d+\)$/ })
      .first()
      .waitFor();
    const header = await firms.getByRole('columnheader').allTextContents();
    expect(header).toEqual(['FirmId', 'Name', 'Brands Enabled', 'Products Enabled', 'Internal Enabled']);
    await p.getByRole('link', { name: 'View Session Activity' }).click();
    await p.waitForURL('**/admin/sessions');
    const row = p
      .getByRole('table', { name: 'Session activity' })
      .getByRole('row', { name: /designer@example\.com/ });
    await row.first().waitFor();
    const cells = await row.first().getByRole('cell').allTextContents();
    expect(cells[0]).toBe(String(designer.userId));
    expect(cells[7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("edits the designer firm's permissions and categories; the designer sees the change after signing in", async () => {
    const p = await app.signedIn(demoAccounts.designer, '/');
    const before = await apiAs<Configuration>(p, '/v2/configuration');
    await signOut(p);

    await signIn(p, demoAccounts.admin);
    await p.goto('/admin');
    await p
      .getByRole('table', { name: 'Firms' })
      .getByRole('button', { name: new RegExp(`\\(firm ${designer.firmId}\\)$`) })
      .click();
    await p.waitForURL(`**/admin/${designer.firmId}`);
    await p.getByLabel('Export', { exact: true }).waitFor();
    await p.getByLabel('Save filters', { exact: true }).waitFor();

    await p.getByRole('group', { name: 'Permissions' }).getByLabel('Brands', { exact: true }).check();
    await status(p).filter({ hasText: 'Configuration has been modified' }).waitFor();

    const available = p.getByRole('group', { name: 'Available Categories' });
    const added = (await available.locator('.MuiListItemText-primary').first().textContent()) ?? '';
    await available
      .getByRole('checkbox', { name: new RegExp(`^${added}`) })
      .first()
      .check();
    await p.getByRole('button', { name: 'Enable selected categories' }).click();

    // Disabling a default category also removes it from the defaults.
    const defaults = p
      .getByLabel('Default Categories')
      .locator('xpath=ancestor::div[contains(@class,"MuiAutocomplete-root")]');
    const chips = defaults.locator('.MuiChip-label');
    expect(await chips.count()).toBeGreaterThan(0);
    const removed = (await chips.first().textContent()) ?? '';
    const enabled = p.getByRole('group', { name: 'Enabled Categories' });
    await enabled
      .getByRole('checkbox', { name: new RegExp(`^${removed}`) })
      .first()
      .check();
    await p.getByRole('button', { name: 'Disable selected categories' }).click();
    expect(await chips.allTextContents()).not.toContain(removed);

    await p.getByRole('button', { name: 'Save Configuration' }).click();
    await status(p)
      .filter({ hasText: 'Configuration Saved! - Signed-in users see the change on their next page load' })
      .waitFor();
    await signOut(p);

    await signIn(p, demoAccounts.designer);
    const menu = p.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.getByRole('link', { name: 'Top Brands' }).getAttribute('href')).toBe('/brands/');
    const after = await apiAs<Configuration>(p, '/v2/configuration');
    const names = after.configuration.filters.categories.map((c) => c.name);
    expect(names).toContain(added);
    expect(names).not.toContain(removed);
    expect(before.configuration.filters.categories.map((c) => c.name)).not.toContain(added);
  });

  it('shows invalid input next to its field and sends nothing', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto(`/admin/${designer.firmId}`);
    const saves: string[] = [];
    p.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/v2/admin/user/')) saves.push(r.url());
    });
    await p.getByRole('textbox', { name: 'Firm Brands' }).fill('1234,abc');
    await p.getByRole('textbox', { name: 'Specifications' }).fill('color,size');
    await p.getByRole('button', { name: 'Save Configuration' }).click();
    await p.getByText('Not an id: abc (format 1234,56789)').waitFor();
    await p.getByText('Not a spec type id, color or pattern: size').waitFor();
    await status(p).filter({ hasText: 'Configuration has been modified' }).waitFor();
    expect(saves).toEqual([]);
  });

  it("reports a configuration the server refuses with 'Failed to save configuration'", async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto(`/admin/${designer.firmId}`);
    await p.getByRole('textbox', { name: 'Firm Brands' }).fill('2147483000');
    await p.getByRole('button', { name: 'Save Configuration' }).click();
    await status(p).filter({ hasText: 'Failed to save configuration' }).waitFor();
    await p.getByText('unknown manufacturer ids 2147483000', { exact: true }).waitFor();
  });

  it('impersonates the designer with a red bar, and DeImpersonate returns to the admin', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/admin');
    await p.getByLabel('User Id').fill(String(designer.userId));
    await p.getByRole('button', { name: 'Impersonate' }).click();
    await p.waitForURL((url) => url.pathname === '/');
    const bar = p.locator('header[data-impersonating]');
    await expect.poll(() => bar.getAttribute('data-impersonating')).toBe('true');
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(211, 47, 47)');
    await p.getByRole('button', { name: 'Account menu' }).click();
    expect(await p.getByRole('menuitem').allTextContents()).toEqual(['Settings', 'DeImpersonate', 'Logout']);
    await p.getByRole('menuitem', { name: 'DeImpersonate' }).click();
    await p.waitForURL('**/admin');
    await expect.poll(() => bar.getAttribute('data-impersonating')).toBe('false');
    await p.getByRole('button', { name: 'Account menu' }).click();
    expect(await p.getByRole('menuitem').allTextContents()).toEqual(['Settings', 'Administration', 'Logout']);
  });

  it('reads the audit log: an impersonation with its firm, filtered by action, and the same entries as CSV', async () => {
    const adminToken = await tokenFor(app.server.url, demoAccounts.admin);
    const res = await fetch(`${app.server.url}/v2/admin/impersonate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ userId: designer.userId }),
    });
    expect(res.status).toBe(200);

    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/admin');
    await p.getByRole('link', { name: 'View Audit Log' }).click();
    await p.waitForURL('**/admin/audit');
    await p.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    await p.getByRole('combobox', { name: 'Action' }).click();
    await p.getByRole('option', { name: 'impersonate', exact: true }).click();
    const table = p.getByTestId('table-admin-audit');
    const row = table.getByRole('row', { name: new RegExp(`user:${designer.userId}\\b`) }).first();
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cells.slice(1, 6)).toEqual([
      demoAccounts.admin,
      '',
      expect.any(String),
      'impersonate',
      `user:${designer.userId}`,
    ]);
    // Every row shown is an impersonation.
    await expect
      .poll(
        async () =>
          new Set(
            (await table.getByRole('row').allTextContents()).slice(1).map((t) => t.includes('impersonate')),
          ),
      )
      .toEqual(new Set([true]));

    const [download] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^\d\d-\d\d-\d{4}_\d{6}_audit_log\.csv$/);
    const lines = (await readFile(await savedDownload(download), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('When,Who,Impersonated By,Firm,Action,Target,Detail');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes(',impersonate,'))).toBe(true);
    expect(lines.some((l) => l.includes(`user:${designer.userId}`))).toBe(true);
  });

  it("creates an API key for the designer, whose BI tool then gets the designer's figures, until it is revoked", async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/admin');
    await p.getByRole('link', { name: 'Manage API Keys' }).click();
    await p.waitForURL('**/admin/keys');
    const form = p.getByRole('form', { name: 'Create an API key' });
    await form.getByLabel('User Id').fill(String(designer.userId));
    await form.getByLabel('Key name').fill('Power BI');
    await form.getByRole('button', { name: 'Create key' }).click();
    const secret = await p.getByTestId('key-secret').inputValue();
    expect(secret).toMatch(/^sp_[A-Za-z0-9_-]{43}$/);
    await p.getByRole('button', { name: 'Done' }).click();

    const movers = () =>
      fetch(`${app.server.url}/v2/analytics/product/movers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
        body: '{}',
      });
    expect((await movers()).status).toBe(200);

    const table = p.getByTestId('table-admin-keys');
    const row = table.getByRole('row', { name: /Power BI/ }).first();
    await row.waitFor();
    await row.getByRole('button', { name: `Revoke ${secret.slice(0, 11)}` }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true }).click();
    // Revoked: the list shows when, and the row offers no revoke any more.
    await expect
      .poll(async () => (await row.getByRole('cell').allTextContents())[6])
      .toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await row.getByRole('button').count()).toBe(0);
    expect((await movers()).status).toBe(401);
  });

  it('alerts on a bad user id and on a failed impersonation', async () => {
    const p = await app.open();
    const seen = alerts(p);
    await signIn(p, demoAccounts.admin);
    await p.goto('/admin');
    await p.getByLabel('User Id').fill('12.0');
    await p.getByRole('button', { name: 'Impersonate' }).click();
    await expect.poll(() => seen).toEqual(['Failed to Impersonate User - Bad Data Entry?']);
    await p.getByLabel('User Id').fill('999999');
    await p.getByRole('button', { name: 'Impersonate' }).click();
    await expect.poll(() => seen.length).toBe(2);
    expect(seen[1]).toBe('Failed to Impersonate User');
    expect(new URL(p.url()).pathname).toBe('/admin');
  });

  it('adds a firm by id: the editor opens empty and the first save creates it', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/admin');
    await p.getByLabel('New Firm Id').fill('4242');
    await p.getByRole('button', { name: 'Add Firm' }).click();
    await p.waitForURL('**/admin/4242');
    await p.getByText('New firm: saving creates it').waitFor();
    await p.getByLabel('Name').fill('Newco Design');
    await p.getByRole('group', { name: 'Permissions' }).getByLabel('Products', { exact: true }).check();
    await p.getByRole('button', { name: 'Save Configuration' }).click();
    await status(p).filter({ hasText: 'Configuration Saved!' }).waitFor();
    await p
      .getByRole('button', { name: 'Firms' })
      .or(p.getByRole('link', { name: 'Firms' }))
      .first()
      .click();
    // The list is shown before its menu opens: a menu opened over the loading table is detached by the render.
    await p
      .getByRole('button', { name: /^Open .* \(firm \d+\)$/ })
      .first()
      .waitFor();
    await p.getByRole('combobox', { name: /Rows per page/ }).click();
    await p.getByRole('option', { name: 'All' }).click();
    await p.getByRole('button', { name: 'Open Newco Design (firm 4242)' }).waitFor();
  });

  it("alerts 'No admin access…' when an admin call fails, then returns to /", async () => {
    const p = await app.open();
    const seen = alerts(p);
    await signIn(p, demoAccounts.admin);
    await p.route('**/v2/admin/firmlist', (r) =>
      r.fulfill({ status: 403, json: { error: { status: 403, message: 'Forbidden' } } }),
    );
    await p.goto('/admin');
    await p.waitForURL((url) => url.pathname === '/');
    await p.route('**/v2/admin/available', (r) =>
      r.fulfill({ status: 500, json: { error: { status: 500, message: 'x' } } }),
    );
    await p.goto(`/admin/${designer.firmId}`);
    await p.waitForURL((url) => url.pathname === '/');
    await p.route(`**/v2/admin/user/${designer.firmId}`, (r) =>
      r.fulfill({ status: 403, json: { error: { status: 403, message: 'x' } } }),
    );
    await p.unroute('**/v2/admin/available');
    await p.goto(`/admin/${designer.firmId}`);
    await p.waitForURL((url) => url.pathname === '/');
    expect(seen).toEqual([
      'No admin access',
      'No admin access for available data',
      'No admin access for firm info',
    ]);
  });
  it('deactivates the designer from the firm page: their session ends at once; reactivated, they sign in again', async () => {
    const designerToken = await tokenFor(app.server.url, demoAccounts.designer);
    const designerCall = async () =>
      (
        await fetch(`${app.server.url}/v2/configuration`, {
          headers: { Authorization: `Bearer ${designerToken}` },
        })
      ).status;
    expect(await designerCall()).toBe(200);

    const p = await app.open();
    const seen = alerts(p);
    await signIn(p, demoAccounts.admin);
    await p.goto(`/admin/${designer.firmId}`);
    const users = p.getByRole('region', { name: 'Users' });
    const row = users.getByRole('row', { name: new RegExp(demoAccounts.designer.replace('.', '\\.')) });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(5).textContent()).toBe('Active');
    await row.getByRole('button', { name: /^Deactivate / }).click();
    await users.getByRole('alert').filter({ hasText: 'is deactivated: their sessions have ended' }).waitFor();
    expect(seen[0]).toMatch(/^Deactivate .*\? Their sessions end at once\.$/);
    await row.getByRole('cell', { name: 'Inactive' }).waitFor();
    expect(await designerCall()).toBe(401);

    await row.getByRole('button', { name: /^Reactivate / }).click();
    await users.getByRole('alert').filter({ hasText: 'is active again and can sign in' }).waitFor();
    await row.getByRole('cell', { name: 'Active', exact: true }).waitFor();
    // The old token stays dead; a new sign-in works.
    expect(await designerCall()).toBe(401);
    expect(await tokenFor(app.server.url, demoAccounts.designer)).toEqual(expect.any(String));
  });
});
