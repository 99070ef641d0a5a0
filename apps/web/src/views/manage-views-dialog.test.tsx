import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedView } from '@specpulse/contract';
import { renderInApp } from '../test-support/render-in-app.tsx';
import { ManageViewsDialog } from './manage-views-dialog.tsx';

const view: SavedView = {
  id: 5,
  name: 'Healthcare West',
  path: '/brands/',
  query: 'segments=4',
  shared: true,
  mine: true,
  owner_name: 'Brand User',
  updated_at: '2026-11-01T10:00:00Z',
};

describe('ManageViewsDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks before deleting a view, and deletes it only when the user confirms', async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(`${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`);
        return new Response(JSON.stringify({ views: [], default_view_id: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const user = userEvent.setup();
    renderInApp(
      <ManageViewsDialog list={{ views: [view], default_view_id: null }} onClose={() => undefined} />,
    );

    await user.click(screen.getByRole('button', { name: 'Delete Healthcare West' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete view?' });
    expect(confirm.textContent).toContain(
      "'Healthcare West' will be deleted for everyone it is shared with. This cannot be undone.",
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete view?' })).toBeNull());
    expect(requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Healthcare West' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests).toContain('DELETE /v2/views/5'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete view?' })).toBeNull());
  });
});
