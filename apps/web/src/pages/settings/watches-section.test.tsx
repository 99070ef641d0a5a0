// The settings page's watches: listed with their rule and view, changed (N checked against 0.1-50 before it
// is sent) and deleted after a confirmation; 'Export for CRM' downloads the lead list of a watch's hits.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type Watch } from '@specpulse/contract';
import { renderInApp, testConfiguration } from '../../test-support/render-in-app.tsx';
import { WatchesSection } from './watches-section.tsx';

// The browser download is the boundary: jsdom has no object URLs, so the saved file is captured instead.
const saved = vi.hoisted(() => [] as { blob: Blob; fileName: string }[]);
vi.mock('../../components/export/save-file.ts', () => ({
  saveFile: (blob: Blob, fileName: string) => saved.push({ blob, fileName }),
}));

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
  hits: 0,
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

  describe('Export for CRM', () => {
    const fired: Watch = {
      ...watch,
      id: 14,
      label: 'Arcline',
      fired_at: '2026-11-20T08:00:00.000Z',
      hits: 2,
    };
    const exportButton = (label: string) =>
      screen.findByRole('button', { name: `Export for CRM the leads of the watch on ${label}` });

    function serve(requests: { call: string; body: unknown }[]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
          const url = new URL(String(input), 'http://localhost');
          requests.push({
            call: `${init?.method ?? 'GET'} ${url.pathname}${url.search}`,
            body: init?.body ? JSON.parse(String(init.body)) : undefined,
          });
          if (url.pathname.endsWith('/hits/crm'))
            return new Response('FirstName,LastName\r\n', {
              status: 200,
              headers: {
                'content-type': 'text/csv; charset=utf-8',
                'content-disposition': 'attachment; filename="11-28-2026_101500_leads_salesforce.csv"',
              },
            });
          return new Response(JSON.stringify([watch, fired]), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
        }),
      );
    }

    it("downloads the chosen CRM's file of a fired watch's hits; a watch without hits has it disabled", async () => {
      const requests: { call: string; body: unknown }[] = [];
      serve(requests);
      const user = userEvent.setup();
      renderInApp(<WatchesSection />, { configuration: testConfiguration({ export: true }) });

      expect(await screen.findByText(/2 projects then$/)).toBeTruthy();
      expect(((await exportButton('Lumen Works')) as HTMLButtonElement).disabled).toBe(true);
      await user.click(await exportButton('Arcline'));
      const dialog = await screen.findByRole('dialog', { name: 'Export for CRM' });
      await user.click(within(dialog).getByRole('radio', { name: 'Salesforce (leads)' }));
      await user.click(within(dialog).getByRole('button', { name: 'Download' }));

      await waitFor(() =>
        expect(saved.map((f) => f.fileName)).toContain('11-28-2026_101500_leads_salesforce.csv'),
      );
      const download = requests.find((r) => r.call.startsWith('POST'));
      expect(download?.call).toBe('POST /v2/watches/14/hits/crm?format=salesforce');
      // The user's clock names the file (0 - offset: JSON has no negative zero).
      expect(download?.body).toEqual({ utc_offset: 0 - new Date().getTimezoneOffset() });
    });

    it('is locked without the export flag, and where the firm hides projects', async () => {
      const flags: Record<string, boolean>[] = [{}, { export: true, hideprojects: true }];
      for (const hasfeature of flags) {
        serve([]);
        const { unmount } = renderInApp(<WatchesSection />, { configuration: testConfiguration(hasfeature) });
        expect(((await exportButton('Arcline')) as HTMLButtonElement).disabled).toBe(true);
        expect(screen.getAllByTestId('export-locked')).toHaveLength(2);
        unmount();
      }
    });
  });
});
