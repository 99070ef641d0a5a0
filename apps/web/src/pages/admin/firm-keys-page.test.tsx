import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey } from '@specpulse/contract';
import { renderInApp } from '../../test-support/render-in-app.tsx';
import FirmKeysPage from './firm-keys-page.tsx';

const key: ApiKey = {
  id: 3,
  user_id: 8,
  user_email: 'grace@acme.example',
  name: 'Looker',
  prefix: 'sp_abcdefgh',
  scope: 'analytics',
  expires_at: '2027-01-01T00:00:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
};
const secret = `sp_${'a'.repeat(43)}`;

describe('the firm admin’s API keys page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the firm's keys and creates one for a user chosen from the firm's users", async () => {
    const requests: { method: string; url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        const method = init?.method ?? 'GET';
        requests.push({
          method,
          url: url.pathname + url.search,
          body: init?.body && JSON.parse(String(init.body)),
        });
        const answer =
          url.pathname === '/v2/admin/keys/users'
            ? [{ user_id: 8, name: 'Grace Hopper' }]
            : method === 'POST'
              ? { key, secret }
              : [key];
        return new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const user = userEvent.setup();
    renderInApp(<FirmKeysPage />, { url: '/keys' });

    await screen.findByRole('heading', { name: 'API Keys', level: 1 });
    await screen.findByText('Looker');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toContain('GET /v2/admin/keys?own_firm=true');
    // No administration link back to the firms: a firm admin is not an administrator.
    expect(screen.queryByRole('link', { name: 'Firms' })).toBeNull();

    const form = screen.getByRole('form', { name: 'Create an API key' });
    await user.click(within(form).getByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
    await user.click(within(form).getByLabelText(/Key name/));
    await user.paste('Power BI');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog', { name: 'The new key' });
    expect(within(dialog).getByTestId('key-secret')).toHaveProperty('value', secret);
    const created = requests.find((r) => r.method === 'POST');
    expect(created?.body).toMatchObject({ user_id: 8, name: 'Power BI', scope: 'analytics' });
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/v2/admin/keys?own_firm=true').length).toBeGreaterThan(1),
    );
  });
});
