// The bell by keyboard: named with its unread count, opened with Enter, 'Mark all read' and opening one
// notification mark them read, each notification a link to its page with its filters.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationList } from '@specpulse/contract';
import { renderInApp } from '../test-support/render-in-app.tsx';
import { NotificationBell } from './notification-bell.tsx';

const list: NotificationList = {
  unread: 2,
  notifications: [
    {
      id: 8,
      message: 'Brand 3: newly specified on 2 projects',
      path: '/brands/drill/3',
      query: 'project_ids=4%2C9',
      data_version: 'v2',
      created_at: '2026-11-20T09:00:00.000Z',
      read: false,
    },
    {
      id: 7,
      message: 'Brand 3: spec share moved +1.20 pts (4.00% to 5.20%)',
      path: '/brands/drill/3',
      query: '',
      data_version: 'v2',
      created_at: '2026-11-20T09:00:00.000Z',
      read: false,
    },
  ],
};

describe('NotificationBell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is named with its unread count, opens by keyboard, and marks one or all read', async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        requests.push(`${method} ${new URL(String(input), 'http://localhost').pathname}`);
        if (method !== 'GET') return new Response(null, { status: 204 });
        return new Response(JSON.stringify(list), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const user = userEvent.setup();
    renderInApp(<NotificationBell />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    bell.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    const first = within(menu).getByRole('menuitem', { name: /newly specified on 2 projects/ });
    expect(first.getAttribute('href')).toBe('/brands/drill/3?project_ids=4%2C9');
    expect(
      within(menu)
        .getByRole('menuitem', { name: /spec share moved/ })
        .getAttribute('href'),
    ).toBe('/brands/drill/3');

    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all read' }));
    await waitFor(() => expect(requests).toContain('POST /v2/notifications/read'));

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /newly specified on 2 projects/ }));
    await waitFor(() => expect(requests).toContain('POST /v2/notifications/8/read'));
  });
});
