import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filterPayloadSchema, messages } from '@specpulse/contract';
import { renderInApp } from '../test-support/render-in-app.tsx';
import { NothingToExportHost } from '../components/export/nothing-to-export.tsx';
import { SourceDataPanel } from './source-data-panel.tsx';
import type { Downloads } from './use-downloads.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The panel's requests: the path and body of each, answered with no projects. */
function emptyMarket() {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        path: new URL(String(input), 'http://localhost').pathname,
        body: JSON.parse(String(init?.body)),
      });
      // The projects come a page at a time, with their total.
      return json(String(input).includes('/source/projects') ? { total: 0, rows: [] } : []);
    }),
  );
  return calls;
}

const downloads = () => ({ start: vi.fn<Downloads['start']>() }) satisfies Downloads;
const payload = filterPayloadSchema.parse({});

describe('SourceDataPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'no records to export' in the app's dialog for Export All with no project in the filters, and downloads nothing", async () => {
    emptyMarket();
    const alert = vi.spyOn(window, 'alert');
    const run = downloads();
    renderInApp(
      <>
        <SourceDataPanel open onClose={() => undefined} payload={payload} canExport downloads={run} />
        <NothingToExportHost />
      </>,
    );
    expect(await screen.findByText('0 rows')).toBeTruthy();
    const user = userEvent.setup();
    for (const name of ['Export All', 'PDF All', 'Specs All', 'Contacts All']) {
      await user.click(screen.getByRole('button', { name }));
      const notice = await screen.findByRole('dialog', { name: 'Nothing to export' });
      expect(within(notice).getByText(messages.emptyExport)).toBeTruthy();
      await user.click(within(notice).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nothing to export' })).toBeNull());
    }
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: /Download/ })).toBeNull();
    expect(run.start).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it("on a brand's page asks for that brand's projects and names the brand in its title", async () => {
    const calls = emptyMarket();
    renderInApp(
      <SourceDataPanel
        open
        onClose={() => undefined}
        payload={payload}
        brands={{ ids: [7], name: 'Varidge' }}
        canExport
        downloads={downloads()}
      />,
    );
    expect(
      await screen.findByRole('dialog', { name: 'Source Data: projects specifying Varidge' }),
    ).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/v2/analytics/source/projects'));
    expect(calls[0]!.body).toMatchObject({ brand_ids: [7] });
  });

  it('shows the downloads of a firm without the export feature disabled, with the locked tooltip', async () => {
    emptyMarket();
    renderInApp(
      <SourceDataPanel
        open
        onClose={() => undefined}
        payload={payload}
        canExport={false}
        downloads={downloads()}
      />,
    );
    for (const name of ['Export All', 'PDF All', 'Specs All', 'Contacts All'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().hover(screen.getAllByTestId('export-locked')[0]!);
    expect(await screen.findByRole('tooltip', { name: messages.lockedFeature })).toBeTruthy();
  });
});
