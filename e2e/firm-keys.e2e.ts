// API keys by a firm admin (issue 46) in Chromium on the tiny demo data: an administrator makes brand@ the
// manufacturer's firm admin; brand@ opens API Keys from the menu's Firms group, creates a key for a colleague,
// copies its secret from the one dialog that shows it, and a BI tool's call with it answers as the colleague.
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './fixture.ts';
import { apiAs, demoAccounts, statusAs, tokenFor } from './sign-in.ts';

const brandUserId = 2;

describe('API keys by a firm admin', () => {
  // Private: it makes brand@ a firm admin and writes keys.
  const app = useBrowserSuite('private');

  it("creates a key for a colleague in the UI, whose BI tool then gets the colleague's figures", async () => {
    const admin = await app.signedIn(demoAccounts.admin, '/');
    expect(
      await statusAs(admin, 'PUT', `/v2/admin/users/${brandUserId}/firm-admin`, { is_firm_admin: true }),
    ).toBe(200);
    await app.context.close();

    const p = await app.signedIn(demoAccounts.brand, '/');
    await p.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'API Keys' }).click();
    await p.getByRole('heading', { name: 'API Keys', level: 1 }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/keys');

    // The colleague as the form offers them: the firm's users by name.
    const users = await apiAs<{ user_id: number; name: string }[]>(p, '/v2/admin/keys/users');
    const colleagueToken = await tokenFor(app.server.url, demoAccounts.colleague);
    const colleagueConfiguration = await fetch(`${app.server.url}/v2/configuration`, {
      headers: { Authorization: `Bearer ${colleagueToken}` },
    });
    const colleagueId = ((await colleagueConfiguration.json()) as { user: { user_id: number } }).user.user_id;
    const colleague = users.find((u) => u.user_id === colleagueId);
    expect(colleague).toBeDefined();

    const form = p.getByRole('form', { name: 'Create an API key' });
    await form.getByLabel('User').click();
    await p.getByRole('option', { name: colleague!.name, exact: true }).click();
    await form.getByLabel('Key name').fill('Looker');
    await form.getByRole('button', { name: 'Create key' }).click();
    const secret = await p.getByTestId('key-secret').inputValue();
    expect(secret).toMatch(/^sp_[A-Za-z0-9_-]{43}$/);
    await p.getByRole('button', { name: 'Done' }).click();
    // Shown once: the list has its prefix, never the secret.
    const row = p.getByTestId('table-admin-keys').getByRole('row', { name: /Looker/ });
    await row.waitFor();
    expect(await p.locator('body').textContent()).not.toContain(secret);
    expect(await row.textContent()).toContain(secret.slice(0, 11));

    const figures = (authorization: string) =>
      fetch(`${app.server.url}/v2/analytics/brand/topbrands`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: authorization },
        body: '{}',
      });
    const byKey = await figures(`Bearer ${secret}`);
    expect(byKey.status).toBe(200);
    expect(await byKey.json()).toEqual(await (await figures(`Bearer ${colleagueToken}`)).json());
  });
});
