// The point map pages in Chromium on the tiny demo data: markers on each of the four maps, a click on a cluster
// zooming in, the World view with the places abroad, the top places table and its xlsx, the PNG, and the
// redirect of a user without the internal permission. Also prints (does not assert) how long 50,000 places
// take to cluster and draw.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { savedDownload } from './harness.ts';
import { demoAccounts, postJsonAs } from './sign-in.ts';

interface Columns {
  name: string[];
  lat: number[];
  lng: number[];
  cnt: number[];
  country: string[];
}

const maps = [
  { path: '/map/projects', title: 'Projects Map', table: 'map-projects', header: ['Project', 'Spec Lines'] },
  { path: '/map/offices', title: 'Offices Map', table: 'map-offices', header: ['Office', 'Projects'] },
  { path: '/map/specs', title: 'Specs Map', table: 'map-specs', header: ['City', 'Spec Lines'] },
  { path: '/map/searches', title: 'Searches Map', table: 'map-searches', header: ['City', 'Searches'] },
] as const;

const summary = (p: Page) => p.getByTestId('point-map-summary');
const markerCount = async (p: Page) => Number(await summary(p).getAttribute('data-markers'));
const level = async (p: Page) => Number(await summary(p).getAttribute('data-level'));

describe('point map pages', () => {
  const app = useBrowserSuite('shared');

  it('draws markers on each of the four maps, with the status line and the top places table', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    for (const map of maps) {
      await p.goto(map.path);
      await p.getByRole('heading', { name: map.title, level: 1 }).waitFor();
      await summary(p).waitFor();
      expect(await markerCount(p), map.path).toBeGreaterThan(0);
      await expect
        .poll(() => p.getByTestId('status-line').textContent())
        .toMatch(/^data loaded in \d+ms shown in \d+ms$/);
      // The table lists the US places, largest count first, as the API ordered them.
      const answer = await postJsonAs<Columns>(p, `/v2/analytics${map.path}`, {});
      const us = answer.name.filter((_, i) => answer.country[i] === 'US');
      const table = p.getByTestId(`table-${map.table}`);
      expect(await table.getByRole('columnheader').allTextContents()).toEqual([...map.header]);
      await expect
        .poll(() => table.locator('tbody tr').first().locator('td').first().textContent())
        .toBe(us[0]);
      expect(await summary(p).textContent()).toMatch(
        new RegExp(`^${us.length.toLocaleString('en-US')} places`),
      );
    }
  });

  it('zooms into a cluster when it is clicked, drawing more markers', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/map/projects');
    await summary(p).waitFor();
    const before = { level: await level(p), markers: await markerCount(p) };
    const [x, y] = ((await summary(p).getAttribute('data-cluster-at')) ?? '').split(',').map(Number);
    expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
    await p
      .getByTestId('point-map')
      .locator('canvas')
      .first()
      .click({ position: { x: x!, y: y! } });
    await expect.poll(() => level(p)).toBeGreaterThan(before.level);
    // Zoomed into one metro, the other clusters split too, or leave the screen: the places are spread.
    await p.getByRole('button', { name: 'Show the whole map' }).click();
    await expect.poll(() => level(p)).toBe(before.level);
    expect(await markerCount(p)).toBe(before.markers);
  });

  it('shows the offices abroad on the World view, in the map and the table, and exports both', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/map/offices');
    await summary(p).waitFor();
    const answer = await postJsonAs<Columns>(p, '/v2/analytics/map/offices', {});
    const usPlaces = answer.country.filter((c) => c === 'US').length;
    expect(await summary(p).textContent()).toMatch(new RegExp(`^${usPlaces.toLocaleString('en-US')} places`));
    await p.getByRole('button', { name: 'World' }).click();
    await expect
      .poll(() => summary(p).textContent())
      .toMatch(new RegExp(`^${answer.name.length.toLocaleString('en-US')} places`));
    expect(answer.name.length).toBeGreaterThan(usPlaces);
    const table = p.getByTestId('table-map-offices');
    await table.getByRole('button', { name: 'Export', exact: true }).waitFor();

    const [sheetDownload] = await Promise.all([
      p.waitForEvent('download'),
      table.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(sheetDownload.suggestedFilename()).toBe('top_offices.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await savedDownload(sheetDownload))) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Office', 'Projects']);
    expect(sheet.rowCount).toBe(answer.name.length + 1);
    const names = Array.from({ length: answer.name.length }, (_, i) =>
      String(sheet.getRow(i + 2).getCell(1).value),
    );
    expect(names.some((n) => n.endsWith(', Canada)'))).toBe(true);
    expect(names.some((n) => n.endsWith(', United Kingdom)'))).toBe(true);

    const [image] = await Promise.all([
      p.waitForEvent('download'),
      p.getByTestId('point-map').getByRole('button', { name: 'Export image' }).click(),
    ]);
    expect(image.suggestedFilename()).toBe('offices_map.png');
    const png = await readFile(await savedDownload(image));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('sends a user without the internal permission from the maps to the first unlocked page', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    for (const map of maps) {
      await p.goto(map.path);
      await p.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await expect.poll(() => new URL(p.url()).pathname, { message: map.path }).toBe('/');
    }
  });

  it('clusters and draws 50,000 places (timing printed, not asserted)', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    // 50,000 places around the metros of 40 random-looking but fixed centres.
    const n = 50_000;
    const columns: Columns = { name: [], lat: [], lng: [], cnt: [], country: [] };
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const centres = Array.from({ length: 40 }, () => [30 + random() * 16, -120 + random() * 45]);
    for (let i = 0; i < n; i++) {
      const [lat, lng] = centres[i % centres.length]!;
      columns.name.push(`Place ${i + 1}`);
      columns.lat.push(lat! + (random() - 0.5) * 1.5);
      columns.lng.push(lng! + (random() - 0.5) * 1.5);
      columns.cnt.push(1 + Math.floor(random() * 40));
      columns.country.push('US');
    }
    columns.cnt.sort((a, b) => b - a);
    const body = JSON.stringify(columns);
    let answeredAt = 0;
    await p.route('**/v2/analytics/map/projects', async (route) => {
      answeredAt = Date.now();
      await route.fulfill({ status: 200, contentType: 'application/json', body });
    });
    await p.goto('/map/projects');
    // Longer than the default: 50,000 places to index and cluster; polled often, as drawnMs is measured by it.
    await expect
      .poll(() => summary(p).textContent(), { timeout: 60_000, interval: 20 })
      .toMatch(/^50,000 places/);
    const drawnMs = Date.now() - answeredAt;
    // The map's own measures: building the supercluster index, and clustering plus handing ECharts the markers.
    const measures = await p.evaluate(() =>
      Object.fromEntries(
        performance
          .getEntriesByType('measure')
          .filter((m) => m.name.startsWith('point-map'))
          .map((m) => [m.name, Math.round(m.duration)]),
      ),
    );
    console.log(
      `[bench] point map, 50,000 places: answer to drawn map ${drawnMs} ms (JSON ${(body.length / 1e6).toFixed(1)} MB ` +
        `parsed and validated included); index ${measures['point-map index']} ms, markers ` +
        `${measures['point-map markers']} ms (${await markerCount(p)} markers)`,
    );
    expect(await markerCount(p)).toBeGreaterThan(0);
  });
});
