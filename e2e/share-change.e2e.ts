// Why a share changed and the market movers in Chromium, as brand@: the drilldown's waterfall, sentences and
// contributors (a row filters the page), and the Market Movers cards of the dashboard, /brands and /products.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { artifactsDir } from './harness.ts';
import { readyForPicture } from './charts.ts';
import type { ShareExplained } from '@specpulse/contract';
import { demoAccounts, postJsonAs } from './sign-in.ts';

/** The table's data rows: its loading and 'No Data' rows are one cell across every column. */
const bodyRows = (p: Page, testId: string) => p.getByTestId(testId).locator('tbody tr:has(td:nth-child(2))');

/** The card's gainers and losers together have rows, each with its sample of at least 30 spec lines. */
async function expectMovers(p: Page, kind: 'brand' | 'product') {
  const card = p.getByTestId(`${kind}-movers`);
  await card.getByRole('heading', { name: /^Market Movers/ }).waitFor();
  const rows = async () =>
    (await bodyRows(p, `table-${kind}-movers-gainers`).count()) +
    (await bodyRows(p, `table-${kind}-movers-losers`).count());
  await expect.poll(rows, { message: `${kind} movers` }).toBeGreaterThan(0);
  for (const side of ['gainers', 'losers']) {
    const table = p.getByTestId(`table-${kind}-movers-${side}`);
    const headers = await table.locator('thead th').allTextContents();
    const sample = headers.indexOf('Sample');
    expect(sample, headers.join(' | ')).toBeGreaterThan(-1);
    const samples = await table.locator(`tbody tr td:nth-child(${sample + 1})`).allTextContents();
    // Counts are grouped ('3,810').
    for (const s of samples.filter((t) => /^[\d,]+$/.test(t)))
      expect(Number(s.replace(/,/g, ''))).toBeGreaterThanOrEqual(30);
    expect(await table.getByRole('button', { name: 'Export', exact: true }).count()).toBe(1);
  }
  expect(await card.textContent()).toMatch(/at least 30 spec lines/);
}

describe('share change and market movers', () => {
  const app = useBrowserSuite('shared');

  it('shows the market movers on the dashboard, /brands/ and /products/', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/');
    await expectMovers(p, 'brand');
    await expectMovers(p, 'product');
    await p.goto('/brands/');
    await expectMovers(p, 'brand');
    await p.goto('/products/');
    await expectMovers(p, 'product');
  });

  it('names on the drilldown the part new products carry, for a brand that launched some', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    const brands = await postJsonAs<{ manufacturer_id: number }[]>(p, '/v2/analytics/brand/topbrands', {});
    let launched: { id: number; e: ShareExplained } | undefined;
    for (const { manufacturer_id: id } of brands.slice(0, 40)) {
      const e = await postJsonAs<ShareExplained>(p, `/v2/analytics/brand/${id}/shareexplained`, {});
      if (e.new_products.products > 0) {
        launched = { id, e };
        break;
      }
    }
    expect(launched, 'a leading brand with new products in the window').toBeDefined();
    const { products, previous_lines, lines, change } = (launched as { e: ShareExplained }).e.new_products;
    await p.goto(`/brands/drill/${launched?.id}`);
    const text = p.getByTestId('share-explained-text');
    const sign = change >= 0 ? '+' : '';
    await expect
      .poll(() => text.textContent())
      .toContain(
        `New products: ${products} product${products === 1 ? '' : 's'} first specified since the previous ` +
          `window began, ${sign}${change.toFixed(2)} (${previous_lines} → ${lines} spec lines).`,
      );
  });

  it("draws the drilldown's waterfall from the previous share to the current one, and its contributors", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/');
    const first = p.getByTestId('top-brands').getByTestId('rank-tile').first();
    await first.waitFor();
    await first.getByRole('link').click();
    await p.waitForURL(/\/brands\/drill\/\d+$/);

    await p.getByRole('heading', { name: 'Why it changed', level: 2 }).waitFor();
    const text = p.getByTestId('share-explained-text');
    await expect
      .poll(() => text.textContent())
      .toMatch(/^Share [+-]?\d+\.\d{2} points \(.*\): [+-]?\d+\.\d{2} from our own specifications/);

    const waterfall = p.getByTestId('waterfall-chart');
    await waterfall.getByRole('button', { name: 'Show data' }).click();
    const data = waterfall.getByRole('table', { name: 'Share Change' });
    const steps = await data.locator('tbody th').allTextContents();
    expect(steps).toEqual(['Previous share', 'Own specifications', 'Market mix', 'Current share']);
    const values = await data.locator('tbody td').allTextContents();
    expect(values[0]).toMatch(/^\d+\.\d{4}%$/);
    expect(values[1]).toMatch(/^[+-]?\d+\.\d{4} pts$/);
    expect(values[3]).toMatch(/^\d+\.\d{4}%$/);

    const contributors = bodyRows(p, 'table-brand-sharecontributors');
    await expect.poll(() => contributors.count()).toBeGreaterThan(0);
    await expect.poll(() => bodyRows(p, 'table-brand-shareprojects').count()).toBeGreaterThan(0);

    // Who gained the share the brand lost: the brand movers in the same filters.
    await expectMovers(p, 'brand');
    const region = p.getByRole('region', { name: 'Why it changed' });
    await readyForPicture(p, region);
    await region.screenshot({ path: path.join(artifactsDir, 'share-explained.png') });

    // A row narrows the page to its state's region, its segment or its category.
    const filter = p
      .getByTestId('table-brand-sharecontributors')
      .getByRole('button', { name: /^Filter the page to / })
      .first();
    const label = (await filter.getAttribute('aria-label')) ?? (await filter.textContent()) ?? '';
    const param = { state: 'regions', segment: 'segments', category: 'categories' }[
      /^Filter the page to (\w+)/.exec(label)?.[1] ?? ''
    ];
    expect(param, label).toBeDefined();
    await filter.click();
    await p.waitForURL((url) => url.searchParams.has(param ?? ''));
  });
});
