// Issue 45 in Chromium: switching the dashboard to the same window a year ago changes its tiles' growth and
// says so in their tooltip; an annotation added on the Market Timeline page shows on the brand performance chart.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { computeWindows, windowsText } from '@specpulse/contract';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts } from './sign-in.ts';

// A growth of 1,000% or more is whole and says it grew from a small base (format.ts).
const GROWTH = /^([+−-]?[\d,]+\.\d{4}%|\+[\d,]+% \(small base\))$/;

/** The data's last day, as the filter bar says it. */
const asOfShown = async (p: Page) =>
  /(\d{4}-\d{2}-\d{2})$/.exec((await p.getByTestId('data-through').textContent()) ?? '')?.[1] ?? '';

/** The first brand tile's 'Growth Real' label and figure. */
const firstTileGrowth = (p: Page) => {
  const tile = p.getByTestId('top-brands').getByTestId('rank-tile').first();
  const label = tile.getByText('Growth Real', { exact: true });
  return {
    label,
    value: () => label.evaluate((el) => el.parentElement?.lastElementChild?.textContent ?? ''),
  };
};

describe('compare with a year ago, and the market timeline', () => {
  // Private: it adds an annotation for brand@'s firm.
  const app = useBrowserSuite('private');

  it("switches to the same 6 months a year ago: the tile's growth changes and its label says against what", async () => {
    const p = await app.signedIn(demoAccounts.brand, '/?period_interval=6');
    const growth = firstTileGrowth(p);
    await expect.poll(growth.value).toMatch(GROWTH);
    const before = await growth.value();
    const asOf = await asOfShown(p);
    const windowShown = () => p.getByTestId('filter-window').textContent();
    expect(await windowShown()).toBe(windowsText(computeWindows(asOf, 'qtr', 6, 'previous')));

    await p.getByRole('button', { name: 'Edit filters' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Compare with' }).click();
    await p.getByRole('option', { name: 'vs same 6 months a year ago', exact: true }).click();
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await p.waitForURL((url) => url.searchParams.get('compare') === 'yearAgo');

    await expect.poll(growth.value).not.toBe(before);
    expect(await growth.value()).toMatch(GROWTH);
    await growth.label.hover();
    await expect.poll(() => p.getByRole('tooltip').textContent()).toMatch(/vs same 6 months a year ago\)$/);
    const chips = p.getByTestId('filter-summary-bar').locator('.MuiChip-label');
    await expect.poll(() => chips.allTextContents()).toContain('Growth vs same 6 months a year ago');
    // The bar names the months: the same window, compared with its months a year earlier.
    const [window, comparison] = (await windowShown())?.split(' vs ') ?? [];
    expect(window).toBe(windowsText(computeWindows(asOf, 'qtr', 6, 'previous')).split(' vs ')[0]);
    expect(Number(comparison?.slice(-4))).toBe(Number(window?.slice(-4)) - 1);
    expect(comparison?.slice(0, 3)).toBe(window?.slice(0, 3));
  });

  it('adds an annotation on the Market Timeline page and shows it on the brand performance chart', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/brands/drill/3');
    // A day two months before the data's last one lies in the default 12-month window.
    const through = (await p.getByTestId('data-through').textContent()) ?? '';
    const asOf = /(\d{4}-\d{2}-\d{2})$/.exec(through)?.[1] ?? '';
    expect(asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const day = new Date(`${asOf}T00:00:00Z`);
    day.setUTCMonth(day.getUTCMonth() - 2, 1);
    const on = day.toISOString().slice(0, 10);

    await p.goto('/timeline');
    const form = p.getByRole('form', { name: 'Annotation' });
    await form.getByLabel('Title').fill('Spring price change');
    await form.getByLabel('From').fill(on);
    await form.getByRole('button', { name: 'Add' }).click();
    await p.getByRole('cell', { name: 'Spring price change', exact: true }).waitFor();

    await p.goto('/brands/drill/3');
    const chart = p.locator('[data-testid="column-chart"]', { hasText: 'Brand Performance Average' });
    await expect
      .poll(() => chart.getByTestId('chart-annotations').textContent())
      .toBe(`${on}: Spring price change`);
  });
});
