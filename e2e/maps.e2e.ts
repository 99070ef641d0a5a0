// The point map pages in Chromium on the tiny demo data: markers on each of the four maps, a click on a cluster
// zooming in (the server's markers of the deeper level), sizing by volume, the World view with the places
// abroad, the top places table and its xlsx, the PNG, and the redirect of a user without the internal
// permission; each map's name and data table (issue 48), the point maps' and the Top States map's.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { savedDownload } from './harness.ts';
import { demoAccounts, postJsonAs } from './sign-in.ts';
import { downloadedWorkbook } from './table-export.ts';

interface Place {
  name: string;
  lat: number;
  lng: number;
  cnt: number;
}
interface Clusters {
  places: number;
  markers: { places: number; cnt: number; expansion_zoom: number | null }[];
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
const radii = async (p: Page) => (await summary(p).getAttribute('data-radii')) ?? '';
/** The places of a map's view, as the API lists them (the largest first). */
const placesOf = (p: Page, path: string, view: 'us' | 'world') =>
  postJsonAs<Place[]>(p, `/v2/analytics${path}?view=${view}`, {});

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
      const us = (await placesOf(p, map.path, 'us')).map((place) => place.name);
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

  it("zooms into a cluster when it is clicked, drawing the server's markers of the deeper level", async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/map/projects');
    await summary(p).waitFor();
    const before = { level: await level(p), markers: await markerCount(p) };
    const [x, y] = ((await summary(p).getAttribute('data-cluster-at')) ?? '').split(',').map(Number);
    expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
    const deeper = p.waitForResponse(
      (r) =>
        /\/map\/projects\/clusters\?/.test(r.url()) &&
        Number(new URL(r.url()).searchParams.get('zoom')) > before.level,
    );
    await p
      .getByTestId('point-map')
      .locator('canvas')
      .first()
      .click({ position: { x: x!, y: y! } });
    // The browser receives the markers of the zoomed-in box, not every place.
    const zoomed = (await (await deeper).json()) as Clusters;
    const box = new URL((await deeper).url()).searchParams;
    expect(Number(box.get('east')) - Number(box.get('west'))).toBeLessThan(360);
    expect(zoomed.markers.length).toBeGreaterThan(0);
    expect(zoomed.markers.length).toBeLessThan(zoomed.places);
    await expect.poll(() => level(p)).toBeGreaterThan(before.level);
    await expect.poll(() => markerCount(p)).toBe(zoomed.markers.length);
    // Zoomed into one metro, the other clusters split too, or leave the screen: the places are spread.
    await p.getByRole('button', { name: 'Show the whole map' }).click();
    await expect.poll(() => level(p)).toBe(before.level);
    expect(await markerCount(p)).toBe(before.markers);
  });

  it('shows the offices abroad on the World view, in the map and the table, and exports both', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/map/offices');
    await summary(p).waitFor();
    const answer = await placesOf(p, '/map/offices', 'world');
    const usPlaces = (await placesOf(p, '/map/offices', 'us')).length;
    expect(await summary(p).textContent()).toMatch(new RegExp(`^${usPlaces.toLocaleString('en-US')} places`));
    await p.getByRole('button', { name: 'World' }).click();
    await expect
      .poll(() => summary(p).textContent())
      .toMatch(new RegExp(`^${answer.length.toLocaleString('en-US')} places`));
    expect(answer.length).toBeGreaterThan(usPlaces);
    const table = p.getByTestId('table-map-offices');
    await table.getByRole('button', { name: 'Export', exact: true }).waitFor();

    const [sheetDownload] = await Promise.all([
      p.waitForEvent('download'),
      table.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(sheetDownload.suggestedFilename()).toBe('top_offices.xlsx');
    const workbook = await downloadedWorkbook(sheetDownload);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Office', 'Projects']);
    expect(sheet.rowCount).toBe(answer.length + 1);
    const names = Array.from({ length: answer.length }, (_, i) =>
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

  it("names a point map and lists its markers with their figures in the map's data table", async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/map/projects');
    await summary(p).waitFor();
    const map = p.getByTestId('point-map');
    const drawn = await markerCount(p);
    await expect
      .poll(() => map.getByRole('img').first().getAttribute('aria-label'))
      .toBe(
        `Projects Map: United States: Point map of the US of ${drawn} ${drawn === 1 ? 'row' : 'rows'} (Places, Spec lines); the figures are in the data table below`,
      );
    await map.getByRole('button', { name: 'Show data' }).click();
    const table = map.getByRole('table');
    expect(await table.locator('caption').textContent()).toBe('Projects Map: United States');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Marker',
      'Places',
      'Spec lines',
    ]);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(drawn);
    const first = await rows.first().locator('th, td').allTextContents();
    expect(first[1]).toMatch(/^[\d,]+$/);
    expect(first[2]).toMatch(/^[\d,]+$/);
  });

  it('names the Top States map and lists its states with their figures in its data table', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const answer = p.waitForResponse((r) => r.url().endsWith('/v2/analytics/brand/mapdata'));
    await p.goto('/brands/');
    const states = Object.values(
      (await (await answer).json()) as Record<string, { name: string; spec: number }>,
    );
    const map = p.getByTestId('state-map');
    await expect
      .poll(() => map.getByRole('img').first().getAttribute('aria-label'))
      .toMatch(/^Top States: US state map of \d+ rows \(Spec, Sample \(spec lines\)\); the figures are in/);
    await map.getByRole('button', { name: 'Show data' }).click();
    const table = map.getByRole('table');
    expect(await table.locator('caption').textContent()).toBe('Top States: Spec');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'State',
      'Spec',
      'Sample (spec lines)',
    ]);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (c) => c.textContent ?? '')));
    expect(rows.length).toBeGreaterThan(40);
    for (const [, figure] of rows) expect(figure).toMatch(/^\d+\.\d{4}%$/);
    // The largest share first, as the API answered it.
    const largest = states.reduce((a, b) => (b.spec > a.spec ? b : a));
    expect(rows[0]?.[1]).toBe(`${largest.spec.toFixed(4)}%`);
    expect(rows.map((r) => r[0])).toContain(largest.name);
  });

  it('sends a user without the internal permission from the maps to the first unlocked page', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    for (const map of maps) {
      await p.goto(map.path);
      await p.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await expect.poll(() => new URL(p.url()).pathname, { message: map.path }).toBe('/');
    }
  });

  it('sizes the markers by volume when asked, and by places again', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/map/searches');
    await summary(p).waitFor();
    const map = p.getByTestId('point-map');
    expect(await map.getByRole('button', { name: 'Places' }).getAttribute('aria-pressed')).toBe('true');
    const byPlaces = await radii(p);
    await map.getByRole('button', { name: 'Volume' }).click();
    await expect.poll(() => summary(p).getAttribute('data-size-by')).toBe('volume');
    const byVolume = (await radii(p)).split(',').map(Number);
    // The same markers, sized on the same bands by their summed searches: the largest at the 16-20 band's
    // radius, and none past it (a cluster's places no longer decide its size).
    expect(byVolume).toHaveLength(await markerCount(p));
    expect(Math.max(...byVolume)).toBe(19);
    expect(byVolume.join(',')).not.toBe(byPlaces);
    await map.getByRole('button', { name: 'Places' }).click();
    await expect.poll(() => radii(p)).toBe(byPlaces);
  });
});
