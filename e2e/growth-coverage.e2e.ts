// Growth only where the data covers the previous window (issue 28), in Chromium: on three years of data the
// 36-month dashboard and brand list show '—' with a tooltip saying from which day data exists; on six years
// (the demo's history) the same page shows real growth.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NO_GROWTH_TEXT } from '@specpulse/contract';
import { useBrowserSuite } from './fixture.ts';
import { startServer } from './harness.ts';
import { demoAccounts } from './sign-in.ts';

// A growth of 1,000% or more is whole and says it grew from a small base (format.ts).
const GROWTH = /^([+−-]?[\d,]+\.\d{4}( pts|%)|\+[\d,]+% \(small base\))$/;

const tileGrowths = async (p: Page) => {
  const tiles = p.getByTestId('top-brands').getByTestId('rank-tile');
  await expect.poll(() => tiles.count()).toBe(5);
  // Each tile's two growth figures: the caption after its label.
  return tiles.evaluateAll((nodes) =>
    nodes.flatMap((tile) =>
      Array.from(tile.querySelectorAll('span, p'))
        .filter((el) => el.textContent === 'Growth Real' || el.textContent === 'Growth Absolute')
        .map((label) => label.parentElement?.lastElementChild?.textContent ?? ''),
    ),
  );
};

describe('growth on three years of data', () => {
  const app = useBrowserSuite('shared');

  it("shows '—' at 36 months, with the first day of the data in its tooltip; figures at 12 months", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/?period_interval=36');
    await expect.poll(() => tileGrowths(p)).toEqual(Array(10).fill(NO_GROWTH_TEXT));
    await p.getByTestId('top-brands').getByTestId('no-growth').first().hover();
    await expect
      .poll(() => p.getByRole('tooltip').textContent())
      .toMatch(/^No growth: the previous window starts before the data, which exists from \d{4}-\d{2}-01\./);

    await p.goto('/brands/?period_interval=36');
    const cells = p.getByTestId('no-growth');
    await expect.poll(() => cells.count()).toBeGreaterThan(5);

    await p.goto('/?period_interval=12');
    await expect
      .poll(async () => (await tileGrowths(p)).filter((g) => GROWTH.test(g)).length)
      .toBeGreaterThanOrEqual(5);
    expect(await p.getByTestId('no-growth').count()).toBe(0);
  });
});

describe('growth on six years of data', () => {
  const app = useBrowserSuite(() => startServer({ DEMO_HISTORY_YEARS: '6' }));

  it('shows real growth on the 36-month dashboard', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/?period_interval=36');
    await expect.poll(async () => (await tileGrowths(p)).filter((g) => GROWTH.test(g)).length).toBe(10);
    expect(await p.getByTestId('no-growth').count()).toBe(0);
  });
});
