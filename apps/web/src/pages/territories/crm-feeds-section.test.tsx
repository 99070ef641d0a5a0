import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type CrmFeed, type SavedView } from '@specpulse/contract';
import { renderInApp, testConfiguration } from '../../test-support/render-in-app.tsx';
import { CrmFeedsSection } from './crm-feeds-section.tsx';

const view: SavedView = {
  id: 5,
  name: 'West leads',
  path: '/brands/',
  query: 'regions=west',
  shared: false,
  mine: true,
  owner_name: 'Ada Lovelace',
  updated_at: '2026-11-01T10:00:00Z',
};

const feed: CrmFeed = {
  id: 3,
  view_id: 5,
  view_name: 'West leads',
  format: 'salesforce',
  url: 'https://crm.example.com/hook',
  created_by: 'Ada Lovelace',
  created_at: '2026-11-20T09:00:00Z',
  attempts: [
    {
      id: 2,
      at: '2026-11-21T07:00:00Z',
      status: 410,
      duration_ms: 120,
      outcome: 'failed',
      error: 'HTTP 410: This feed was retired',
    },
    { id: 1, at: '2026-11-20T07:00:00Z', status: 200, duration_ms: 95, outcome: 'delivered', error: null },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('CrmFeedsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the feeds with their attempt log, sends one now, deletes one, and shows a new secret once', async () => {
    const requests: string[] = [];
    let creates = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        const path = new URL(String(input), 'http://localhost').pathname;
        requests.push(`${method} ${path}`);
        if (path === '/v2/views') return json({ views: [view], default_view_id: null });
        if (method === 'GET' && path === '/v2/crm-feeds') return json({ feeds: [feed] });
        if (method === 'POST' && path === '/v2/crm-feeds') {
          creates++;
          // The first try names a private address: the API's 400 is shown in the dialog.
          if (creates === 1)
            return json({ error: { status: 400, message: messages.crmFeedUrlPrivate('10.0.0.1') } }, 400);
          return json({ ...feed, id: 4, format: 'hubspot', attempts: [], secret: 'whsec_shown-once' });
        }
        return new Response(null, { status: 204 });
      }),
    );
    vi.stubGlobal('confirm', () => true);
    const user = userEvent.setup();
    const configuration = testConfiguration({ territories: true, export: true });
    configuration.configuration.can_savefilters = true;
    configuration.configuration.hasfeature.savefilters = true;
    renderInApp(<CrmFeedsSection />, { configuration });

    const row = (await screen.findByText('https://crm.example.com/hook')).closest('tr')!;
    expect(row.textContent).toContain('Salesforce (leads)');
    expect(row.textContent).toContain('failed (410)');
    await user.click(screen.getByRole('button', { name: 'Show the attempts of West leads' }));
    expect(await screen.findByText('HTTP 410: This feed was retired')).toBeTruthy();
    expect(screen.getByText('delivered')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send West leads now' }));
    await waitFor(() => expect(requests).toContain('POST /v2/crm-feeds/3/send'));
    await user.click(screen.getByRole('button', { name: 'Delete the feed of West leads' }));
    await waitFor(() => expect(requests).toContain('DELETE /v2/crm-feeds/3'));

    await user.click(screen.getByRole('button', { name: 'New CRM feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'New CRM feed' });
    await user.click(within(dialog).getByRole('combobox', { name: 'View' }));
    await user.click(await screen.findByRole('option', { name: 'West leads' }));
    const url = within(dialog).getByRole('textbox', { name: 'Webhook URL' });
    await user.clear(url);
    await user.type(url, 'https://10.0.0.1/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Make feed' }));
    expect(await within(dialog).findByText(messages.crmFeedUrlPrivate('10.0.0.1'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Make feed' }));
    const secret = await screen.findByRole('dialog', { name: 'Feed made: copy its signing secret' });
    expect(within(secret).getByRole('textbox', { name: 'Signing secret' })).toHaveProperty(
      'value',
      'whsec_shown-once',
    );
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r === 'POST /v2/crm-feeds')).toHaveLength(2);
  });
});
