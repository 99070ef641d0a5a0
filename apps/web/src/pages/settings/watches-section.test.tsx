// The settings page's watches: listed with their rule and view, changed (N checked against 0.1-50 before it
// is sent) and deleted after a confirmation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type Watch } from '@specpulse/contract';
import { renderInApp } from '../../test-support/render-in-app.tsx';
import { WatchesSection } from './watches-section.tsx';

const watch: Watch = {
  id: 12,
  subject: 'brand',
  ids: [3],
  view_id: null,
  rule: 'share_moved',
  points: 1,
  label: 'Lumen Works',
  view_name: null,
  created_at: '2026-11-01T10:00:00.000Z',
  fired_at: null,
};

describe('WatchesSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the watches, changes N within its range and deletes after confirming', async () => {
    const requests: { call: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        const call = `${method} ${new URL(String(input), 'http://localhost').pathname}`;
        requests.push({ call, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (method === 'DELETE') return new Response(null, { status: 204 });
        const answer = method === 'GET' ? [watch] : { ...watch, points: 2.5 };
        return new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const user = userEvent.setup();
    renderInApp(<WatchesSection />);

    const list = await screen.findByRole('list', { name: 'My watches' });
    expect(within(list).getByText('Lumen Works')).toBeTruthy();
    expect(within(list).getByText('Share moved by 1 pts · not fired yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Change the watch on Lumen Works' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the watch on Lumen Works' });
    const points = within(dialog).getByRole('spinbutton', { name: 'Points (N)' });
    await user.clear(points);
    await user.type(points, '0');
    expect(within(dialog).getByText(messages.watchPointsRange(0.1, 50))).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(points);
    await user.type(points, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        call: 'PUT /v2/watches/12',
        body: { rule: 'share_moved', view_id: null, points: 2.5 },
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Delete the watch on Lumen Works' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.map((r) => r.call)).toContain('DELETE /v2/watches/12'));
  });
});
