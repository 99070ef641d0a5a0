// Browser journeys of the shared components and the filter dialog: a gallery page served by Vite, the API
// stubbed from contract-shaped fixtures (component behaviour; page journeys on real data belong to the pages).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { createServer, type Plugin } from 'vite';
import { useBrowserSuite, type Site } from './fixture.ts';
import { savedDownload } from './harness.ts';
import { stubApi } from './components.stub.ts';
import { rowsOf } from './row-count.ts';
import { downloadedWorkbook } from './table-export.ts';

const webRoot = path.resolve(import.meta.dirname, '../apps/web');
const ENTRY = '/@gallery/main.tsx';

// The gallery entry: the app's providers and a router with the gallery page (no JSX: a virtual module).
const entrySource = `
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from '/src/app/providers.tsx';
import { useConfigurationState } from '/src/session/session-context.tsx';
import { useProcessing } from '/src/shell/processing.tsx';
import Gallery from '/src/components/gallery/component-gallery-page.tsx';

function Status() {
  const p = useProcessing();
  return h('div', null,
    h('div', { 'data-testid': 'processing-status' }, p.status),
    h('div', { 'data-testid': 'processing-errors' }, p.errors.join(' | ')));
}
function Gate() {
  const state = useConfigurationState();
  if (state.status !== 'ready') return h('div', null, 'configuration ' + state.status);
  return h('div', { style: { padding: 16 } }, h(Status), h(Gallery));
}
const router = createBrowserRouter([{ path: '/gallery', element: h(Gate) }]);
createRoot(document.getElementById('root')).render(h(StrictMode, null, h(Providers, null, h(RouterProvider, { router }))));
`;

function galleryPlugin(): Plugin {
  return {
    name: 'component-gallery',
    resolveId: (id) => (id === ENTRY ? ENTRY : undefined),
    load: (id) => (id === ENTRY ? entrySource : undefined),
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/gallery')) return next();
        const html = `<!doctype html><html><head><title>Gallery</title></head><body><div id="root"></div><script type="module" src="${ENTRY}"></script></body></html>`;
        res.setHeader('Content-Type', 'text/html');
        res.end(await server.transformIndexHtml(req.url, html));
      });
    },
  };
}

async function startGallery(): Promise<Site> {
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false },
    plugins: [galleryPlugin()],
  });
  await vite.listen();
  return { url: vite.resolvedUrls!.local[0]!.replace(/\/$/, ''), stop: () => vite.close() };
}

const cellTexts = (sheet: ExcelJS.Worksheet, row: number) =>
  (sheet.getRow(row).values as unknown[])
    .slice(1)
    .map((v) => (v === null || v === undefined ? '' : String(v)));

/**
 * How long the gallery's page loads and first answers may take, longer than the default: Vite's dev server sends
 * the app's modules one by one, transformed on first request (a first load on a loaded machine took over 30 s).
 */
const GALLERY_LOAD_MS = 60_000;

describe('shared components and filters in the browser', () => {
  const gallery = useBrowserSuite(startGallery);

  // One page for the whole suite (opened outside a test, so it stays open): the tests visit the gallery in turn.
  beforeAll(async () => {
    await gallery.open({ cookies: false });
    await stubApi(gallery.context);
    gallery.context.setDefaultNavigationTimeout(GALLERY_LOAD_MS);
  });

  const loaded = async (p: Page) =>
    expect
      .poll(() => p.getByTestId('processing-status').textContent(), { timeout: GALLERY_LOAD_MS })
      .toMatch(/^data loaded in \d+ms shown in \d+ms$/);

  it('renders the table with sorting, paging, the row counter and an xlsx export of its rows', async () => {
    const p = gallery.page;
    await p.goto('/gallery');
    await loaded(p);
    const table = p.getByTestId('table-brand-topbrands');
    const count = rowsOf(await table.getByTestId('row-count').textContent());
    expect(count).toBeGreaterThan(0);
    // Brands List: 25 rows per page, sorted by Spec Percent descending.
    const bodyRows = table.locator('tbody tr');
    await expect.poll(() => bodyRows.count()).toBe(Math.min(25, count));
    const specs = await table.locator('tbody tr td:nth-child(3)').allTextContents();
    const values = specs.map((s) => Number(s.replace('%', '')));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(specs[0]).toMatch(/^\d+\.\d{4}%$/);

    await table.getByRole('button', { name: 'Name' }).click();
    const names = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' })),
    );

    await table.getByRole('combobox').click();
    await p.getByRole('option', { name: 'All' }).click();
    await expect.poll(() => bodyRows.count()).toBe(count);

    const [download] = await Promise.all([
      p.waitForEvent('download'),
      table.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('brands_list.xlsx');
    const sheet = (await downloadedWorkbook(download)).worksheets[0]!;
    expect(cellTexts(sheet, 1)).toEqual([
      'Logo',
      'Name',
      'Manufacturer Id',
      'Spec Percent',
      // No 'Quantity Share': the filters leave qtyShares off, so the column is in neither table nor export.
      'Growth Real',
      'Growth Absolute',
    ]);
    expect(sheet.rowCount).toBe(count + 1);
    expect(cellTexts(sheet, 2)[1]).toBe(names[0]);
    expect(typeof sheet.getCell('D2').value).toBe('number');

    await table.getByRole('button', { name: `Open ${names[0]}` }).press('Enter');
    await expect.poll(() => new URL(p.url()).hash).toMatch(/^#brand-\d+$/);
    await expect
      .poll(() => p.getByRole('group', { name: 'Never' }).getByTestId('stat-value').textContent())
      .toBe('-');
  });

  it('draws the charts and exports the map per series, the columns as columnchart and the pie as PDF', async () => {
    const p = gallery.page;
    await p.goto('/gallery');
    await loaded(p);
    for (const id of ['column-chart', 'line-chart', 'state-map', 'segment-pie', 'point-map']) {
      await expect.poll(() => p.getByTestId(id).locator('canvas').count()).toBeGreaterThan(0);
    }
    const map = p.getByTestId('state-map');
    await expect
      .poll(() => map.getByRole('button', { name: 'Spec' }).getAttribute('aria-pressed'))
      .toBe('true');
    await map.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => map.getByRole('button', { name: 'Search' }).getAttribute('aria-pressed'))
      .toBe('true');

    const [mapFile] = await Promise.all([
      p.waitForEvent('download'),
      map.getByRole('button', { name: 'Export spreadsheet' }).click(),
    ]);
    expect(mapFile.suggestedFilename()).toBe('multimapchart.xlsx');
    const mapBook = await downloadedWorkbook(mapFile);
    expect(mapBook.worksheets.map((s) => s.name)).toEqual(['Search', 'Spec']);
    expect(cellTexts(mapBook.worksheets[1]!, 1)).toEqual(['State', 'Spec']);
    expect(mapBook.worksheets[1]!.rowCount).toBeGreaterThan(10);

    const column = p.getByTestId('column-chart');
    const [columnFile] = await Promise.all([
      p.waitForEvent('download'),
      column.getByRole('button', { name: 'Export spreadsheet' }).click(),
    ]);
    expect(columnFile.suggestedFilename()).toBe('columnchart.xlsx');
    expect(cellTexts((await downloadedWorkbook(columnFile)).worksheets[0]!, 1)).toEqual([
      'Period',
      'Projects',
    ]);

    const [image] = await Promise.all([
      p.waitForEvent('download'),
      column.getByRole('button', { name: 'Export image' }).click(),
    ]);
    expect(image.suggestedFilename()).toBe('columnchart.png');
    const png = await readFile(await savedDownload(image));
    // Drawn at 1.5 × 900 px.
    expect(png.readUInt32BE(16)).toBe(1350);

    const pie = p.getByTestId('segment-pie');
    const [pdf] = await Promise.all([
      p.waitForEvent('download'),
      pie.getByRole('button', { name: 'Export PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^\d{2}-\d{2}-\d{4}_\d{6}_projects_distribution\.pdf$/);
    expect((await readFile(await savedDownload(pdf))).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('edits every filter block, applies to the URL and reloads the page with them, and survives a browser reload', async () => {
    const p = gallery.page;
    const posted: Record<string, unknown>[] = [];
    const autocomplete: string[] = [];
    const onRequest = (r: Request) => {
      if (r.url().includes('/v2/analytics/brand/topbrands'))
        posted.push(r.postDataJSON() as Record<string, unknown>);
      if (r.url().includes('/v2/autocomplete/')) autocomplete.push(r.url());
    };
    p.on('request', onRequest);
    await p.goto('/gallery?gallery_type=category');
    await loaded(p);
    const before = posted.length;

    await p.getByRole('button', { name: 'Edit filters' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByLabel('OpenSpec').check();
    await dialog.getByLabel('Quantity Shares').check();
    await dialog.getByRole('combobox', { name: 'Last day of' }).click();
    await p.getByRole('option', { name: 'Year' }).click();
    await dialog.getByRole('combobox', { name: 'Months' }).click();
    await p.getByRole('option', { name: '24' }).click();
    const categories = dialog.getByRole('group', { name: 'Categories', exact: true }).getByRole('checkbox');
    await categories.first().uncheck();
    await dialog
      .getByRole('group', { name: 'Sub-Categories (Nested)' })
      .getByLabel('Lighting › Downlights')
      .check();
    const segments = dialog.getByRole('group', { name: 'Project Segment' }).getByRole('checkbox');
    await segments.first().check();
    await dialog.getByLabel('Filter By Project IDs').fill('');
    await dialog.getByRole('group', { name: 'Regions' }).getByLabel('South').check();
    await dialog.getByRole('group', { name: 'Product Status' }).getByRole('checkbox').first().check();

    // Category page block: a manufacturer picked by autocomplete (debounced; an empty term asks nothing).
    const manufacturer = dialog.getByRole('combobox', { name: 'Manufacturer 1' });
    const askedFor = (term: string) => autocomplete.filter((u) => new RegExp(`term=${term}(&|$)`).test(u));
    // 'ar' in one input event, then emptied: 'a' alone has not been typed yet, whatever the machine's speed (a
    // prefix typed faster than the 200 ms pause is never asked for: use-debounced-value.test.tsx).
    await manufacturer.fill('ar');
    await manufacturer.fill('');
    // Checked once 'a', typed next, has been asked for: an empty term was never asked for, 'a' once.
    const answered = p.waitForResponse(
      (r) => r.url().includes('/v2/autocomplete/') && /term=a(&|$)/.test(r.url()),
    );
    await manufacturer.pressSequentially('a', { delay: 30 });
    await answered;
    expect(askedFor('')).toEqual([]);
    expect(askedFor('a')).toHaveLength(1);
    await p.getByRole('option').first().click();
    const brand1 = await manufacturer.inputValue();
    expect(brand1).not.toBe('');

    // Advanced Filters: Add without a brand does nothing; then two brands, AND and End.
    const advanced = dialog.getByRole('combobox', { name: 'Brand', exact: true });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => dialog.getByTestId('complex-entry').count()).toBe(0);
    // The picker empties after each Add; a brand already listed is not added twice, so the second is another.
    const added: string[] = [];
    for (const term of ['a', 'e']) {
      await advanced.pressSequentially(term, { delay: 30 });
      const options = p.getByRole('option');
      const option = added[0] ? options.filter({ hasNotText: added[0] }) : options;
      added.push((await option.first().textContent()) ?? '');
      await option.first().click();
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect.poll(() => advanced.inputValue()).toBe('');
    }
    await expect.poll(() => dialog.getByTestId('complex-entry').count()).toBe(2);
    const second = dialog.getByTestId('complex-entry').nth(1);
    await second.getByRole('button', { name: 'AND' }).click();
    await dialog.getByTestId('complex-entry').nth(0).getByRole('button', { name: 'End' }).click();
    await expect
      .poll(() => dialog.getByTestId('complex-reading').textContent())
      .toMatch(/^Projects specifying .+ and .+$/);

    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => p.getByRole('dialog').count()).toBe(0);
    const url = new URL(p.url());
    expect(url.searchParams.get('openspec')).toBe('true');
    expect(url.searchParams.get('qtyShares')).toBe('true');
    expect(url.searchParams.get('period_end')).toBe('year');
    expect(url.searchParams.get('period_interval')).toBe('24');
    expect(url.searchParams.getAll('regions')).toEqual(['south']);
    expect(url.searchParams.get('category_brand1')).toMatch(/^\d+-/);
    expect(JSON.parse(url.searchParams.get('complex')!)).toHaveLength(2);
    expect(url.searchParams.get('gallery_type')).toBe('category');

    await loaded(p);
    await expect.poll(() => posted.length).toBeGreaterThan(before);
    const body = posted[posted.length - 1]!;
    expect(body).toMatchObject({
      openspec: true,
      qtyShares: true,
      period_end: 'year',
      period_interval: 24,
      regions: ['south'],
    });
    expect((body.category_brands as number[]).length).toBe(1);
    expect((body.complex as { join: string; end: string }[]).map((e) => [e.join, e.end])).toEqual([
      ['or', 'end'],
      ['and', ''],
    ]);
    expect((body.segments as number[]).length).toBe(1);
    expect(body.subCategories).toEqual([21]);
    expect((body.projprodstatus as number[]).length).toBe(1);
    const shownPayload = await p.getByTestId('payload').textContent();
    // Quantity share column appears with qtyShares, headed with the rows' unit (its sort button; exact, since
    // the filter summary bar's name holds the chips' text, 'Quantity Shares' among them).
    await expect
      .poll(() => p.getByRole('button', { name: 'Quantity Share (sq ft)', exact: true }).count())
      .toBe(1);

    await p.reload();
    await loaded(p);
    expect(await p.getByTestId('payload').textContent()).toBe(shownPayload);
    await p.getByRole('button', { name: 'Edit filters' }).click();
    expect(await p.getByRole('dialog').getByLabel('OpenSpec').isChecked()).toBe(true);
    expect(await p.getByRole('dialog').getByRole('combobox', { name: 'Manufacturer 1' }).inputValue()).toBe(
      brand1,
    );
    await expect.poll(() => p.getByRole('dialog').getByTestId('complex-entry').count()).toBe(2);

    // Apply without a change reloads through the registered loader.
    const beforeReapply = posted.length;
    await p.getByRole('dialog').getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => posted.length).toBeGreaterThan(beforeReapply);
    await loaded(p);

    // Back restores the filters before Apply.
    await p.goBack();
    await expect
      .poll(async () => JSON.parse((await p.getByTestId('payload').textContent())!).openspec)
      .toBe(false);
    p.off('request', onRequest);
  });

  it('edits the adjacency and spec attribute blocks of their page types', async () => {
    const p = gallery.page;
    await p.goto('/gallery?gallery_type=adjacency');
    await loaded(p);
    await p.getByRole('button', { name: 'Edit filters' }).click();
    let dialog = p.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Anchor Brand' }).pressSequentially('beta', { delay: 30 });
    await p.getByRole('option', { name: 'Beta Lighting' }).click();
    await dialog
      .getByRole('combobox', { name: 'Adjacent Category' })
      .pressSequentially('floo', { delay: 30 });
    await p.getByRole('option', { name: 'Flooring' }).click();
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => new URL(p.url()).searchParams.get('adjacent_brand')).toBe('102-Beta Lighting');
    expect(new URL(p.url()).searchParams.get('adjacent_category')).toBe('3');
    await expect
      .poll(
        async () => JSON.parse((await p.getByTestId('payload').textContent())!) as Record<string, unknown>,
      )
      .toMatchObject({ adjacent_brand: 102, adjacent_category: 3 });

    await p.goto('/gallery?gallery_type=specattribute');
    await loaded(p);
    await p.getByRole('button', { name: 'Edit filters' }).click();
    dialog = p.getByRole('dialog');
    await dialog.getByLabel('Spec Attribute Id').fill('42');
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => new URL(p.url()).searchParams.get('spec_attribute_id')).toBe('42');
    await expect
      .poll(
        async () => JSON.parse((await p.getByTestId('payload').textContent())!) as Record<string, unknown>,
      )
      .toMatchObject({ spec_attribute_id: 42 });
  });

  it('shows the error text of a failed call and ends processing', async () => {
    const p = gallery.page;
    await p.goto('/gallery?project_ids=666');
    await expect
      .poll(() => p.getByTestId('processing-errors').textContent(), { timeout: GALLERY_LOAD_MS })
      .toBe('Project 666 is refused');
    expect(await p.getByTestId('processing-status').textContent()).toBe('Project 666 is refused');
    // Processing ended: the full-screen spinner is gone.
    await expect.poll(() => p.getByRole('progressbar', { name: 'Processing' }).isVisible()).toBe(false);
  });

  it("says 'no records to export' in the app's dialog for an empty table, not the browser's alert", async () => {
    const p = gallery.page;
    await p.goto('/gallery?project_ids=2147480000');
    await loaded(p);
    const table = p.getByTestId('table-brand-topbrands');
    await expect.poll(() => table.getByText('No Data').count()).toBe(1);
    const alerts: string[] = [];
    const onDialog = (alert: { message(): string; dismiss(): Promise<void> }) => {
      alerts.push(alert.message());
      void alert.dismiss();
    };
    p.on('dialog', onDialog);
    await table.getByRole('button', { name: 'Export' }).click();
    const notice = p.getByRole('dialog', { name: 'Nothing to export' });
    await notice.getByText('no records to export', { exact: true }).waitFor();
    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'detached' });
    p.off('dialog', onDialog);
    expect(alerts).toEqual([]);
  });
});
