// The dashboard in Chromium: the first row (a brand user's own share, rank and change; others' top movers), the
// ranked lists by permission with their bars, the one-line empty Favourites, loading and empty texts, View All
// links, the pie's PDF export.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import type { Movers, Standing } from '@specpulse/contract';
import { useBrowserSuite } from './fixture.ts';
import { artifactsDir, savedDownload } from './harness.ts';
import { readyForPicture } from './charts.ts';
import { demoAccounts } from './sign-in.ts';
import { inkIn, pdfGreyPage, pdfWords } from './pdf-pages.ts';

const SPEC_PERCENT = /^\d+\.\d{4}%$/;

/** The text of a PDF's content streams, inflated. */
function pdfStreams(bytes: Buffer): string {
  const text = bytes.toString('latin1');
  const streams = [...text.matchAll(/stream\r?\n([\s\S]*?)endstream/g)];
  return streams
    .map((m) => {
      const raw = Buffer.from(m[1] ?? '', 'latin1');
      try {
        return inflateSync(raw).toString('latin1');
      } catch {
        return raw.toString('latin1');
      }
    })
    .join('\n');
}

describe('dashboard', () => {
  const app = useBrowserSuite('shared');

  const tiles = (p: Page, section: string) => p.getByTestId(section).getByTestId('rank-tile');

  it('shows a brand user the top 5 brands, top 10 products and the project type distribution', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/');
    await p.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await expect.poll(() => tiles(p, 'top-brands').count()).toBe(5);
    await expect.poll(() => tiles(p, 'top-products').count()).toBe(10);

    const specs = await p.getByTestId('top-brands').getByTestId('tile-spec').allTextContents();
    expect(specs.every((s) => SPEC_PERCENT.test(s))).toBe(true);
    const values = specs.map((s) => Number.parseFloat(s));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // In the tiles (the Market Movers tables below them have Growth Real columns too).
    const growthReal = async (section: string) => tiles(p, section).getByText('Growth Real').count();
    await expect
      .poll(async () => (await growthReal('top-brands')) + (await growthReal('top-products')))
      .toBe(15);

    await p.getByTestId('segment-pie').getByRole('heading', { name: 'Project Type Distribution' }).waitFor();
    await p.getByTestId('filter-summary-bar').waitFor();
    await readyForPicture(p);
    await p.screenshot({ path: path.join(artifactsDir, 'dashboard-brand.png'), fullPage: true });

    await p.getByTestId('top-brands').getByRole('link', { name: 'View All' }).click();
    await p.waitForURL((url) => url.pathname === '/brands/');
    await p.goBack();
    await p.getByTestId('top-products').getByRole('link', { name: 'View All' }).click();
    await p.waitForURL((url) => url.pathname === '/products/');
  });

  it("shows a brand user their own brands' share, rank and change with a sparkline first", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const answer = p.waitForResponse((r) => r.url().endsWith('/v2/analytics/winloss/standing'));
    await p.goto('/');
    const standing = (await (await answer).json()) as Standing;
    const ours = standing.rows.find((r) => r.ours)!;
    const row = p.getByTestId('my-brands-first');
    await expect
      .poll(() => row.getByTestId('own-share').textContent())
      .toBe(`${ours.spec_percent.toFixed(2)}%`);
    expect(await row.getByTestId('own-rank').textContent()).toBe(`${ours.rank} of ${standing.total_brands}`);
    const change = ours.spec_growth_absolute!;
    expect(await row.getByTestId('own-change').textContent()).toBe(
      `${change > 0 ? '+' : ''}${change.toFixed(2)} pts`,
    );
    await row.getByRole('img', { name: /^My Brands' spec percent by period, from / }).waitFor();
    // First on the page: above the Favourites and the ranked lists, across the page's width.
    const top = async (l: Locator) => (await l.boundingBox())!.y;
    await p.getByTestId('top-brands').getByTestId('rank-tile').first().waitFor();
    expect(await top(row)).toBeLessThan(await top(p.getByTestId('favourites')));
    expect(await top(p.getByTestId('favourites'))).toBeLessThan(await top(p.getByTestId('top-brands')));
    expect(await p.getByTestId('top-movers-first').count()).toBe(0);
    await row.getByRole('link', { name: 'Open My Brands' }).click();
    await p.waitForURL((url) => url.pathname === '/mybrands/show');
  });

  it('shows an empty Favourites card as one line, and bars that shrink down the ranked lists', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/');
    const favourites = p.getByTestId('favourites');
    const text = favourites.getByText(/^No favourites yet/);
    await text.waitFor();
    const heading = (await favourites.getByRole('heading', { name: 'Favourites' }).boundingBox())!;
    const line = (await text.boundingBox())!;
    // Beside the title, not under it, and the card no taller than its title's line and padding.
    expect(line.x).toBeGreaterThan(heading.x + heading.width);
    expect(Math.abs(line.y + line.height / 2 - (heading.y + heading.height / 2))).toBeLessThan(4);
    expect((await favourites.boundingBox())!.height).toBeLessThan(heading.height + 24);

    await expect.poll(() => tiles(p, 'top-brands').count()).toBe(5);
    const widths = await p
      .getByTestId('top-brands')
      .getByTestId('tile-bar')
      .evaluateAll((bars) => bars.map((b) => b.getBoundingClientRect().width));
    expect(widths[0]).toBeGreaterThan(0);
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
    // A name too long for its row is cut on one line, whole in its text and its tooltip.
    const name = tiles(p, 'top-products').first().getByTestId('tile-name');
    expect(await name.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
    await name.hover();
    await expect.poll(async () => p.getByRole('tooltip').textContent()).toBe(await name.textContent());
  });

  it("shows a designer the market's top movers first, or why there are none", async () => {
    const p = await app.signedIn(demoAccounts.designer);
    const answer = p.waitForResponse((r) => r.url().includes('/v2/analytics/product/movers'));
    await p.goto('/');
    const movers = (await (await answer).json()) as Movers;
    const row = p.getByTestId('top-movers-first');
    await row.waitFor();
    expect(await p.getByTestId('my-brands-first').count()).toBe(0);
    expect(await row.getByRole('heading', { name: 'Top Movers' }).count()).toBe(1);
    // The row shows the biggest gainer and loser the API answered, or says why there are none.
    expect(movers.previous_covered).toBe(true);
    if (movers.gainers.length + movers.losers.length === 0)
      await expect
        .poll(() => row.getByRole('status').textContent())
        .toBe(
          `No product has at least ${movers.min_sample} spec lines in the two windows together, the least a mover needs.`,
        );
    else
      for (const first of [movers.gainers[0], movers.losers[0]])
        if (first) await row.getByRole('link', { name: first.name, exact: true }).waitFor();
    const top = async (l: Locator) => (await l.boundingBox())!.y;
    await tiles(p, 'top-products').first().waitFor();
    expect(await top(row)).toBeLessThan(await top(p.getByTestId('top-products')));
  });

  it('opens a brand drilldown from a brand tile', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/');
    const first = tiles(p, 'top-brands').first();
    await first.waitFor();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link').click();
    await p.waitForURL(/\/brands\/drill\/\d+$/);
    await p.getByRole('heading', { name: `Brand Drilldown : ${name}`, level: 1 }).waitFor();
  });

  it('shows a designer (products only) no brand tiles', async () => {
    const p = await app.signedIn(demoAccounts.designer);
    await p.goto('/');
    await expect.poll(() => tiles(p, 'top-products').count()).toBe(10);
    expect(await p.getByTestId('top-brands').count()).toBe(0);
    expect(await p.getByText('Top 5 Brands').count()).toBe(0);
    await p.getByTestId('segment-pie').waitFor();
  });

  it("says 'Loading Brands' and 'Loading Products' until the tiles arrive", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const held: Route[] = [];
    await p.route(/\/v2\/analytics\/(brand|product)\/top(brands|products)/, (route) => void held.push(route));
    await p.goto('/');
    await p.getByText('Loading Brands').waitFor();
    await p.getByText('Loading Products').waitFor();
    await expect.poll(() => held.length).toBe(2);
    for (const route of held) await route.continue();
    await p.unroute(/\/v2\/analytics\/(brand|product)\/top(brands|products)/);
    await expect.poll(() => tiles(p, 'top-brands').count()).toBe(5);
    expect(await p.getByText('Loading Brands').count()).toBe(0);
  });

  it("says 'No Brands for this filterset' and 'No Products for this filterset' when nothing matches", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    // A project id that does not exist leaves no spec lines in the filters.
    await p.goto('/?project_ids=999999999');
    await p.getByText('No Brands for this filterset').waitFor();
    await p.getByText('No Products for this filterset').waitFor();
    expect(await p.getByTestId('rank-tile').count()).toBe(0);
  });

  it('exports the project type distribution as a date-stamped vector PDF', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/');
    const pie = p.getByTestId('segment-pie');
    const exportPdf = pie.getByRole('button', { name: 'Export PDF' });
    await exportPdf.waitFor();
    const [download] = await Promise.all([p.waitForEvent('download'), exportPdf.click()]);
    expect(download.suggestedFilename()).toMatch(/^\d{2}-\d{2}-\d{4}_\d{6}_projects_distribution\.pdf$/);
    const file = await savedDownload(download);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Shapes and text, not a picture of them: no image object, tens of kB at most (the picture was 3 MB).
    expect(bytes.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
    expect(bytes.length).toBeLessThan(100_000);
    const content = pdfStreams(bytes);
    expect(content).toContain('(Distribution of Projects) Tj');
    expect(content).toMatch(/\([^()]+: \d+\.\d%\) Tj/);
    expect(content).toMatch(/ c\n/); // the slices' arcs as Bézier curves
  });

  it("prints the pie's labels legibly: each label's box on the PDF page holds dark ink", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/');
    const exportPdf = p.getByTestId('segment-pie').getByRole('button', { name: 'Export PDF' });
    await exportPdf.waitFor();
    const [download] = await Promise.all([p.waitForEvent('download'), exportPdf.click()]);
    const file = await savedDownload(download);
    // The labels' percentages ('Workplace: 28.4%'), as poppler reads the page's text and draws the page.
    const percentages = pdfWords(file).filter((w) => /^\d+\.\d%$/.test(w.text));
    expect(percentages.length).toBeGreaterThan(1);
    const page = pdfGreyPage(file);
    for (const word of percentages) expect(inkIn(page, word), word.text).toBeGreaterThan(10);
  });
});
