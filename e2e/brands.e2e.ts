// The brand pages in Chromium on the tiny demo data: Top Brands → drilldown, the chooser, the map toggle, an
// xlsx export read back with ExcelJS, parallel loading, My Brands, hideprojects and Category Rank.
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request, Route } from 'playwright-core';
import {
  GROWTH_ABSOLUTE_DESCRIPTION,
  comparisonLabel,
  MIN_SAMPLE_LINES,
  SEARCH_FILTERS_CAVEAT,
  type StateShare,
} from '@specpulse/contract';
import { useBrowserSuite } from './fixture.ts';
import { artifactsDir } from './harness.ts';
import { expectServerSorted } from './server-sorting.ts';
import { downloadedWorkbook, exportedSheet } from './table-export.ts';
import { chartsRendered, readyForPicture } from './charts.ts';
import { apiAs, demoAccounts, postJsonAs } from './sign-in.ts';
import { rowsText } from './row-count.ts';

/** The drilldown's requests (spec doc 2 §7), projects included (the brand firm has no hideprojects). */
const DRILL_CALLS = [
  'name',
  'groupcounts',
  'brandperformance',
  'topproducts',
  'topstates',
  'topprojects',
  'competitive',
  'complimentary',
  'topvendors',
  'shareexplained',
];
/**
 * Drilldown tables the server pages and sorts, with the column of the rows' names (its heading and its place,
 * on screen and in the export) and the export's headings.
 */
const pagedTables = [
  {
    path: 'topprojects',
    title: 'Projects',
    name: { heading: 'Name', cell: 1 },
    headings: ['Name', 'State', 'Brand Lines', 'Percentage'],
  },
  {
    path: 'complimentary',
    title: 'Complementary Adjacencies',
    name: { heading: 'Manufacturer Name', cell: 1 },
    headings: ['Manufacturer Name', 'Percentage'],
  },
];
const drillCall = (brandId: string | number) =>
  new RegExp(`/v2/analytics/brand/${brandId}/(${DRILL_CALLS.join('|')})(\\?|$)`);

const rowTexts = (sheet: ExcelJS.Worksheet, row: number) =>
  (sheet.getRow(row).values as unknown[])
    .slice(1)
    .map((v) => (v === null || v === undefined ? '' : String(v)));

/** The Brands List's rows open by the link-styled button in their name cell ('Open {name}'). */
const openButtons = (table: Locator) => table.locator('tbody').getByRole('button', { name: /^Open / });

/**
 * Finds a greyed-out state on the page's state map (moving over the canvas in a grid until the tooltip says
 * the sample is too small), checks it is drawn grey once the pointer leaves, and returns the tooltip's text.
 */
async function thinStateTooltip(p: Page): Promise<string> {
  const map = p.getByTestId('state-map');
  const canvas = map.locator('canvas');
  await expect.poll(() => canvas.count()).toBeGreaterThan(0);
  await chartsRendered(map); // the map's first drawing animates
  await map.scrollIntoViewIfNeeded();
  const box = (await canvas.first().boundingBox())!;
  const tooltip = map.getByText(/sample too small/);
  let spot: { x: number; y: number } | undefined;
  for (let y = 6; y < box.height && !spot; y += 12) {
    for (let x = 6; x < box.width && !spot; x += 12) {
      await p.mouse.move(box.x + x, box.y + y);
      // The tooltip's text changes only when the pointer enters a state, so the first match is the state here.
      if ((await tooltip.count()) > 0) spot = { x, y };
    }
  }
  expect(spot, 'a greyed state under the pointer').toBeDefined();
  const text = (await tooltip.first().textContent()) ?? '';
  // Off the pointer, the state is drawn grey (not on the colour scale) once its highlight has faded.
  await p.mouse.move(0, 0);
  const pixel = () =>
    canvas.first().evaluate((c: HTMLCanvasElement, at) => {
      const scale = c.width / c.getBoundingClientRect().width;
      return [
        ...c
          .getContext('2d')!
          .getImageData(at.x * scale, at.y * scale, 1, 1)
          .data.slice(0, 3),
      ];
    }, spot!);
  await expect.poll(pixel).toEqual([0xbd, 0xbd, 0xbd]);
  return text;
}

const statValue = (p: Page, title: string) => p.getByRole('group', { name: title }).getByTestId('stat-value');

describe('brand pages', () => {
  // Private: its last test turns on hideprojects for the brand firm.
  const app = useBrowserSuite('private');

  it("shows the market cards, charts and Brands List, and opens a drilldown by the name's button", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/brands/');
    await p.getByRole('heading', { name: 'Top Brands', level: 1 }).waitFor();
    const table = p.getByTestId('table-brand-topbrands');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(25);
    expect(await openButtons(table).count()).toBe(25);
    expect(await statValue(p, "Brands Spec'd").textContent()).toMatch(/^\d{1,3}(,\d{3})*$/);
    expect(await statValue(p, 'Median Spec').textContent()).toMatch(/^\d+\.\d{2}%$/);
    expect(await statValue(p, 'Median Search').textContent()).toMatch(/^\d+\.\d{2}%$/);
    await p.getByTestId('column-chart').getByRole('heading', { name: 'Sample Size' }).waitFor();
    await p.getByTestId('state-map').getByRole('heading', { name: 'Top States' }).waitFor();
    expect(await table.getByRole('columnheader', { name: 'Quantity Share' }).count()).toBe(0);

    const firstRow = table.locator('tbody tr').first();
    const name = (await firstRow.locator('td').nth(1).textContent()) ?? '';
    expect(name.length).toBeGreaterThan(0);
    // The button is the name in the name cell, named for what it does.
    const open = firstRow
      .locator('td')
      .nth(1)
      .getByRole('button', { name: `Open ${name}`, exact: true });
    expect(await open.textContent()).toBe(name);
    await open.click();
    await p.waitForURL(/\/brands\/drill\/\d+$/);
    await p.getByRole('heading', { name: `Brand Drilldown : ${name}`, level: 1 }).waitFor();
  });

  it('shows Growth Absolute in percentage points and says what it and Median Search mean', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/brands/');
    const table = p.getByTestId('table-brand-topbrands');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(25);
    const headers = await table.locator('thead th').allTextContents();
    const absolute = headers.indexOf('Growth Absolute');
    const real = headers.indexOf('Growth Real');
    const cells = await table.locator(`tbody tr td:nth-child(${absolute + 1})`).allTextContents();
    expect(
      cells.every((c) => /^[+-]?\d+\.\d{4} pts$/.test(c)),
      cells.join(' | '),
    ).toBe(true);
    const reals = await table.locator(`tbody tr td:nth-child(${real + 1})`).allTextContents();
    expect(
      // Signed, grouped, and whole with '(small base)' from 1,000% on (format.ts).
      reals.every((c) => c === '' || /^([+-]?[\d,]+\.\d{4}%|\+[\d,]+% \(small base\))$/.test(c)),
      reals.join(' | '),
    ).toBe(true);
    const heading = table.getByRole('columnheader', { name: 'Growth Absolute' });
    // Each growth says which window it compares with (issue 45): the default, the previous 12 months.
    expect(await heading.getByText('Growth Absolute').getAttribute('title')).toBe(
      `${GROWTH_ABSOLUTE_DESCRIPTION} (${comparisonLabel('previous', 12)})`,
    );
    const median = p.getByRole('group', { name: 'Median Search' }).getByRole('heading');
    expect(await median.getAttribute('title')).toBe(SEARCH_FILTERS_CAVEAT);
  });

  it('greys out a thin state on the drilldown map, its sample in the tooltip, and sorts Projects by lines', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    // A 3-month window leaves some states with only a few spec lines.
    const answer = p.waitForResponse((r) => /\/v2\/analytics\/brand\/3\/topstates/.test(r.url()));
    await p.goto('/brands/drill/3?period_interval=3');
    const states = (await (await answer).json()) as StateShare[];
    const thin = states.filter((s) => s.lines > 0 && s.lines < MIN_SAMPLE_LINES);
    expect(thin.length, 'states with a few spec lines').toBeGreaterThan(0);
    const text = await thinStateTooltip(p);
    const state = thin.find((s) => text.startsWith(`${s.name}:`));
    expect(state, text).toBeDefined();
    expect(text).toBe(
      `${state!.name}: ${state!.spec.toFixed(4)}% (sample too small: ${state!.lines} spec lines, under ${MIN_SAMPLE_LINES})`,
    );

    // Projects: the brand's lines, most first, beside the percentage.
    const projects = p.getByTestId('table-brand-topprojects');
    await expect.poll(() => projects.locator('tbody tr').count()).toBeGreaterThan(1);
    expect(await projects.locator('thead th').allTextContents()).toEqual([
      'Name',
      'State',
      'Brand Lines',
      'Percentage',
    ]);
    const lines = (await projects.locator('tbody tr td:nth-child(3)').allTextContents()).map(Number);
    expect(lines).toEqual([...lines].sort((a, b) => b - a));
  });

  it('greys out a thin state on the Top Brands map, with its spec lines in the tooltip', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const answer = p.waitForResponse((r) => r.url().endsWith('/v2/analytics/brand/mapdata'));
    await p.goto('/brands/?period_interval=3');
    const states = Object.values((await (await answer).json()) as Record<string, StateShare>);
    const text = await thinStateTooltip(p);
    const state = states.find((s) => text.startsWith(`${s.name}:`));
    expect(state, text).toBeDefined();
    expect(state!.lines).toBeLessThan(MIN_SAMPLE_LINES);
    expect(text).toBe(
      `${state!.name}: ${state!.spec.toFixed(4)}% (sample too small: ${state!.lines} spec lines, under ${MIN_SAMPLE_LINES})`,
    );
  });

  it('sorts the Brands List on the server by a clicked column over every brand, pages that order and shows All', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    const filters = {};
    const { count } = await postJsonAs<{ count: number }>(p, '/v2/analytics/brand/speccount', filters);
    expect(count).toBeGreaterThan(25);
    const sorted = (order: 'asc' | 'desc', offset = 0, limit = 25) =>
      postJsonAs<{ name: string }[]>(
        p,
        `/v2/analytics/brand/topbrands?offset=${offset}&limit=${limit}&sort=name&order=${order}`,
        filters,
      ).then((rows) => rows.map((r) => r.name));
    await p.goto('/brands/');
    const table = p.getByTestId('table-brand-topbrands');
    await expect.poll(() => openButtons(table).count()).toBe(25);
    await expect.poll(() => table.getByTestId('row-count').textContent()).toBe(rowsText(count));
    const names = () => openButtons(table).allTextContents();
    const heading = table.locator('thead th', { hasText: /^Name$/ });

    await heading.getByRole('button').click();
    await expect.poll(() => heading.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(names).toEqual(await sorted('asc'));
    await table.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => table.getByText(`26–${Math.min(50, count)} of ${count}`).count()).toBe(1);
    await expect.poll(names).toEqual(await sorted('asc', 25));
    await heading.getByRole('button').click();
    await expect.poll(() => heading.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(names).toEqual(await sorted('desc'));

    await table.getByRole('combobox').click();
    await p.getByRole('option', { name: 'All' }).click();
    await expect.poll(() => openButtons(table).count()).toBe(count);
    expect(await names()).toEqual(await sorted('desc', 0, count));
  });

  it('shows the quantity share column only with the Quantity Shares filter', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/brands/?qtyShares=true');
    const table = p.getByTestId('table-brand-topbrands');
    await table.getByRole('columnheader', { name: 'Quantity Share' }).waitFor();
    // Rows open by keyboard too (the name's button takes focus, Enter opens it), keeping the filters.
    const first = openButtons(table).first();
    await first.focus();
    expect(await first.evaluate((el) => el === document.activeElement && el.tagName === 'BUTTON')).toBe(true);
    await p.keyboard.press('Enter');
    await p.waitForURL(
      (url) => /^\/brands\/drill\/\d+$/.test(url.pathname) && url.search === '?qtyShares=true',
    );
  });

  it("heads the quantity share with the categories' unit, and says 'mixed units' where they mix units", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    // Flooring alone: square feet.
    await p.goto('/brands/?qtyShares=true&categories=1');
    const table = p.getByTestId('table-brand-topbrands');
    await table.getByRole('columnheader', { name: 'Quantity Share (sq ft)' }).waitFor();
    // Flooring and Textiles: square feet and yards do not add up, so no row has a share.
    await p.goto('/brands/?qtyShares=true&categories=1,6');
    await table.getByRole('columnheader', { name: 'Quantity Share', exact: true }).waitFor();
    // Both counts read together, once the rows have come: the loading row is a row without the text.
    const rows = table.locator('tbody tr');
    const mixed = table.locator('tbody').getByRole('cell', { name: 'mixed units', exact: true });
    await expect
      .poll(async () => {
        const [n, m] = [await rows.count(), await mixed.count()];
        return m > 0 && m === n;
      })
      .toBe(true);
    // The xlsx export says the same of every brand.
    const sheet = await exportedSheet(p, table);
    const column = rowTexts(sheet, 1).indexOf('Quantity Share') + 1;
    expect(column).toBeGreaterThan(0);
    const cells = Array.from(
      { length: sheet.rowCount - 1 },
      (_, i) => sheet.getRow(i + 2).getCell(column).value,
    );
    expect(cells.length).toBeGreaterThan(0);
    expect(new Set(cells)).toEqual(new Set(['mixed units']));
  });

  it("shows internal users 'Reticulating splines' while loading and the error text of a failed call", async () => {
    const p = await app.signedIn(demoAccounts.admin);
    const held: Route[] = [];
    await p.route(drillCall(3), (route) => void held.push(route));
    await p.goto('/brands/drill/3');
    const status = p.getByTestId('status-line');
    await expect.poll(() => status.textContent()).toBe('Reticulating splines');
    await expect.poll(() => held.length).toBe(DRILL_CALLS.length);
    for (const route of held) {
      if (route.request().url().includes('/topvendors')) {
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { status: 500, message: 'Vendor figures are unavailable' } }),
        });
      } else {
        await route.continue();
      }
    }
    await p.unroute(drillCall(3));
    await p.getByRole('alert').filter({ hasText: 'Vendor figures are unavailable' }).waitFor();
    await p.getByTestId('table-brand-topvendors').getByText('No Data').waitFor();
    expect(await status.textContent()).toBe('Vendor figures are unavailable');
    expect(await p.getByTestId('load-time').textContent()).toBe('Load time: ∞');

    await p.goto('/brands/');
    await expect.poll(() => status.textContent()).toMatch(/^data loaded in \d+ms shown in \d+ms$/);
  });

  it('shows the chooser and navigates to the chosen brand', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/brands/drill/');
    await p.getByRole('heading', { name: 'How Brand Drilldown Works?' }).waitFor();
    await p.getByText('Provide a brand name or ID below to load page.').waitFor();
    await p.getByText('If the brand is not listed, please let us know').waitFor();
    const logos = await apiAs<{ manufacturer_id: number; name: string }[]>(p, '/v2/configuration/logos');
    const brand = logos[0]!;
    await p.getByRole('combobox', { name: 'Brand' }).fill(brand.name.slice(0, 4));
    await p.getByRole('option', { name: brand.name }).click();
    await p.waitForURL((url) => url.pathname === `/brands/drill/${brand.manufacturer_id}`);
    await p.getByRole('heading', { name: `Brand Drilldown : ${brand.name}`, level: 1 }).waitFor();
  });

  it("shows '-' and an infinite load time until every request, all fired in parallel, has answered", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const held: Route[] = [];
    // Nothing answers until every drilldown request has been sent: sequential loading would never finish.
    await p.route(drillCall(3), (route) => void held.push(route));
    await p.goto('/brands/drill/3');
    await expect.poll(() => held.length).toBe(DRILL_CALLS.length);
    expect(await p.getByTestId('load-time').textContent()).toBe('Load time: ∞');
    expect(await statValue(p, 'Products Specified').textContent()).toBe('-');
    expect(await statValue(p, 'Total Events').textContent()).toBe('-');
    for (const route of held) await route.continue();
    await p.unroute(drillCall(3));
    await expect.poll(() => p.getByTestId('load-time').textContent()).toMatch(/^Load time: \d+ ms$/);
    expect(await statValue(p, 'Products Specified').textContent()).toMatch(/^\d+$/);
  });

  it('fills every section, toggles the map between Spec and Search and records the brand/drill view', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const views: Request[] = [];
    p.on('request', (r) => {
      if (r.url().endsWith('/v2/session/event') && r.postDataJSON()?.page === 'brand/drill') views.push(r);
    });
    await p.goto('/brands/drill/3');
    await expect.poll(() => p.getByTestId('load-time').textContent()).toMatch(/ms$/);
    for (const card of [
      'Products Specified',
      'Product Views',
      'Asset Views',
      'Vendor Views',
      'Total Events',
    ]) {
      expect(await statValue(p, card).textContent(), card).toMatch(/^\d+$/);
    }
    const chart = p.getByTestId('column-chart');
    await chart.getByRole('heading', { name: 'Brand Performance Average' }).waitFor();
    for (const id of [
      'brand-topproducts',
      'brand-topprojects',
      'brand-competitive',
      'brand-complimentary',
      'brand-topvendors',
    ]) {
      await p.getByTestId(`table-${id}`).waitFor();
    }

    const map = p.getByTestId('state-map');
    const spec = map.getByRole('button', { name: 'Spec', exact: true });
    const search = map.getByRole('button', { name: 'Search', exact: true });
    expect(await spec.getAttribute('aria-pressed')).toBe('true');
    expect(await search.getAttribute('aria-pressed')).toBe('false');
    await search.click();
    expect(await search.getAttribute('aria-pressed')).toBe('true');
    expect(await spec.getAttribute('aria-pressed')).toBe('false');
    // Keyboard: focus the pressed button's neighbour and press it.
    await spec.focus();
    await p.keyboard.press('Enter');
    expect(await spec.getAttribute('aria-pressed')).toBe('true');

    // The map's spreadsheet: one sheet per series.
    const [mapDownload] = await Promise.all([
      p.waitForEvent('download'),
      map.getByRole('button', { name: 'Export spreadsheet' }).click(),
    ]);
    expect(mapDownload.suggestedFilename()).toBe('multimapchart.xlsx');
    const mapBook = await downloadedWorkbook(mapDownload);
    // Every spreadsheet ends with 'About' ('Data through', issue 45).
    expect(mapBook.worksheets.map((w) => w.name).sort()).toEqual(['About', 'Search', 'Spec']);

    expect(views.length).toBe(1);
    const event = views[0]!.postDataJSON() as { filters: Record<string, unknown> };
    expect(event.filters.brandId).toBe(3);
    expect(Array.isArray(event.filters.categories)).toBe(true);

    await readyForPicture(p);
    await p.screenshot({ path: path.join(artifactsDir, 'brand-drilldown.png'), fullPage: true });
  });

  it('exports the Top Products table as xlsx with the rows the API returned', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/brands/drill/3');
    const table = p.getByTestId('table-brand-topproducts');
    await expect.poll(() => table.getByTestId('row-count').textContent()).toMatch(/rows?$/);
    const config = await apiAs<{ defaults: { filters: { categories: number[] } } }>(p, '/v2/configuration');
    const { rows } = await postJsonAs<{ rows: { name: string; spec: number; search: number }[] }>(
      p,
      '/v2/analytics/brand/3/topproducts',
      { categories: config.defaults.filters.categories },
    );
    expect(rows.length).toBeGreaterThan(0);

    const [download] = await Promise.all([
      p.waitForEvent('download'),
      table.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('top_products.xlsx');
    const workbook = await downloadedWorkbook(download);
    const sheet = workbook.worksheets[0]!;
    expect(rowTexts(sheet, 1)).toEqual(['Image', 'Name', '%Spec', '%Search']);
    expect(sheet.rowCount).toBe(rows.length + 1);
    const sorted = [...rows].sort((a, b) => b.spec - a.spec);
    const exported = Array.from({ length: rows.length }, (_, i) => sheet.getRow(i + 2));
    expect(exported.map((r) => r.getCell(2).value)).toEqual(sorted.map((r) => r.name));
    expect(exported.map((r) => r.getCell(3).value)).toEqual(sorted.map((r) => r.spec));
    expect(exported[0]!.getCell(3).numFmt).toBe('0.0000"%"');
  });

  for (const { path: list, title, name, headings } of pagedTables) {
    it(`pages and sorts the ${title} table on the server, shows All and exports every row`, async () => {
      const p = await app.signedIn(demoAccounts.brand);
      const route = new RegExp(`/v2/analytics/brand/3/${list}(\\?|$)`);
      const asked: Request[] = [];
      p.on('request', (r) => {
        if (route.test(r.url())) asked.push(r);
      });
      const first = p.waitForResponse((r) => route.test(r.url()));
      await p.goto('/brands/drill/3');
      const { total } = (await (await first).json()) as { total: number };
      const table = p.getByTestId(`table-brand-${list}`);
      const names = () => table.locator(`tbody tr td:nth-child(${name.cell})`).allTextContents();
      await expect.poll(() => table.getByTestId('row-count').textContent()).toBe(rowsText(total));
      expect(total).toBeGreaterThan(20);
      // A page of the list is asked for, never the whole list.
      await expect.poll(() => names().then((n) => n.length)).toBe(10);
      expect(asked.every((r) => new URL(r.url()).searchParams.get('limit') === '10')).toBe(true);
      const body = asked[0]!.postDataJSON() as Record<string, unknown>;
      const serverPage = (order: 'asc' | 'desc', offset: number) =>
        postJsonAs<{ rows: { name: string }[] }>(
          p,
          `/v2/analytics/brand/3/${list}?offset=${offset}&limit=10&sort=name&order=${order}`,
          body,
        ).then((page) => page.rows.map((r) => r.name));
      await expectServerSorted(table, name.heading, names, serverPage, 10, total);

      // 'All' fetches every page in the order shown (name, descending), and the export holds every row.
      await table.getByRole('combobox', { name: /Rows per page/ }).click();
      await p.getByRole('option', { name: 'All' }).click();
      await expect.poll(() => table.locator('tbody tr').count()).toBe(total);
      const shown = await names();
      expect(shown).toEqual([...shown].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      const sheet = await exportedSheet(p, table);
      expect(rowTexts(sheet, 1)).toEqual(headings);
      expect(sheet.rowCount).toBe(total + 1);
      const exported = Array.from({ length: total }, (_, i) =>
        String(sheet.getRow(i + 2).getCell(name.cell).value),
      );
      expect(exported).toEqual(shown);
    });
  }

  it('shows My Brands without the filter bar, over all configured categories, with the logo strip', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const bodies: { categories: number[] }[] = [];
    p.on('request', (r) => {
      if (/\/v2\/analytics\/brand\/show\/groupcounts$/.test(r.url())) bodies.push(r.postDataJSON());
    });
    await p.goto('/mybrands/show');
    const name = await postJsonAs<{ name: string }>(p, '/v2/analytics/brand/show/name', {});
    await p.getByRole('heading', { name: `Brand Drilldown : ${name.name}`, level: 1 }).waitFor();
    expect(await p.getByTestId('filter-summary-bar').count()).toBe(0);

    const config = await apiAs<{ configuration: { filters: { categories: { id: number }[] } } }>(
      p,
      '/v2/configuration',
    );
    const all = config.configuration.filters.categories.map((c) => c.id).sort((a, b) => a - b);
    await expect.poll(() => bodies.length).toBeGreaterThan(0);
    expect([...bodies[0]!.categories].sort((a, b) => a - b)).toEqual(all);
    // And the page says so, as the Brand Drilldown's figures for the same brand count the default categories.
    expect(await p.getByTestId('my-brands-categories').textContent()).toBe(
      `Figures count all ${all.length} of your categories; other pages count your default categories.`,
    );

    const logos = await apiAs<{ manufacturer_id: number; name: string }[]>(p, '/v2/configuration/logos');
    const strip = p.getByRole('navigation', { name: 'My Brand(s)' });
    await strip.waitFor();
    for (const logo of logos) await strip.getByRole('link', { name: logo.name }).waitFor();
    // Choosing one of them reloads the page for that brand.
    await strip.getByRole('link', { name: logos[1]!.name }).click();
    await p.waitForURL((url) => url.pathname === `/mybrands/${logos[1]!.manufacturer_id}`);
    await p.getByRole('heading', { name: `Brand Drilldown : ${logos[1]!.name}`, level: 1 }).waitFor();
  });

  it('shows a clear message for a brand that does not exist and for a malformed id', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/brands/drill/99999999');
    await p.getByText('There is no brand with id 99999999.').waitFor();
    await p.goto('/brands/drill/abc');
    await p.getByText('brandId must be a positive whole number or "show"').waitFor();
  });

  it('opens Category Rank from the chooser by brand id and shows the Category Ranks table', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/brandrank/');
    await p.getByRole('heading', { name: 'How Brand Drilldown Works?' }).waitFor();
    // A brand id typed and confirmed with Enter opens the current path plus that id.
    await p.getByRole('combobox', { name: 'Brand' }).fill('3');
    await p.keyboard.press('Enter');
    await p.waitForURL((url) => url.pathname === '/brandrank/3');
    const table = p.getByTestId('table-brand-categoryrank');
    await expect.poll(() => table.getByTestId('row-count').textContent()).toMatch(/^[\d,]+ rows?$/);
    await table.getByRole('columnheader', { name: 'Current Search Rank' }).waitFor();
  });

  // Last: it changes the brand firm's configuration for the rest of this server's life.
  it('neither shows nor requests the projects table when the firm has hideprojects', async () => {
    const admin = await app.signedIn(demoAccounts.admin, '/');
    const firmId = 2;
    const current = await apiAs<{
      data: { configuration: Record<string, unknown> & { hasfeature: Record<string, boolean> } };
    }>(admin, `/v2/admin/user/${firmId}`);
    const configuration = current.data.configuration;
    await postJsonAs(admin, `/v2/admin/user/${firmId}`, {
      ...configuration,
      hasfeature: { ...configuration.hasfeature, hideprojects: true },
    });
    await app.context.close();

    const p = await app.signedIn(demoAccounts.brand);
    const projectCalls: string[] = [];
    p.on('request', (r) => {
      if (r.url().includes('/topprojects')) projectCalls.push(r.url());
    });
    await p.goto('/brands/drill/3');
    await expect.poll(() => p.getByTestId('load-time').textContent()).toMatch(/ms$/);
    await p.getByTestId('table-brand-topvendors').waitFor();
    expect(await p.getByTestId('table-brand-topprojects').count()).toBe(0);
    expect(projectCalls).toEqual([]);
  });
});
