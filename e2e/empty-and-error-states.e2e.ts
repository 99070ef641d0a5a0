// Empty and error states with a way out, in the built app on real data: a failed call's banner keeps the
// catalogue's text, explains it and recovers with Retry; an empty result names the filter that matched
// nothing and clears it; exporting it says 'no records to export' in the app's own dialog, not an alert.
import { describe, expect, it } from 'vitest';
import type { Dialog, Page } from 'playwright-core';
import { brandMediansRoute, messages } from '@specpulse/contract';
import { useBrowserSuite } from './fixture.ts';
import { errorBanners } from './page-walk.ts';
import { demoAccounts } from './sign-in.ts';

const statValue = (p: Page, title: string) => p.getByRole('group', { name: title }).getByTestId('stat-value');
/** Browser dialogs (alert, confirm) the page opened, dismissed as they come. */
function browserDialogs(p: Page): string[] {
  const seen: string[] = [];
  p.on('dialog', (dialog: Dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

describe('empty and error states', () => {
  const app = useBrowserSuite('shared');

  it("recovers a failed call with the banner's Retry, asking again for that call only", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    let medians = 0;
    let counts = 0;
    // The medians fail once (a 500 without a body: the catalogue's 'prom rej'), then reach the server.
    await p.route(`**${brandMediansRoute.path}`, async (route) => {
      medians++;
      if (medians === 1) await route.fulfill({ status: 500, body: '' });
      else await route.continue();
    });
    await p.route('**/v2/analytics/brand/speccount', async (route) => {
      counts++;
      await route.continue();
    });
    await p.goto('/brands/');
    const banner = p.getByRole('alert').filter({ hasText: /^Error/ });
    await banner.getByText(messages.generic, { exact: true }).waitFor();
    await banner.getByText(/could not be loaded/).waitFor();
    expect(await statValue(p, 'Median Spec').textContent()).toBe('-');
    await expect.poll(() => statValue(p, "Brands Spec'd").textContent()).toMatch(/^[\d,]+$/);

    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => statValue(p, 'Median Spec').textContent()).toMatch(/^\d+\.\d{2}%$/);
    expect(await errorBanners(p)).toBe(0);
    expect(medians).toBe(2);
    expect(counts).toBe(1);
  });

  it("names the filter an empty result matched nothing with, says 'no records to export' in the app's dialog, and clears the filter", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const alerts = browserDialogs(p);
    await p.goto('/brands/?project_ids=2147480000');
    const notice = p.getByTestId('empty-result');
    await notice.getByText('Nothing matches the filter Project IDs: 2147480000.').waitFor();
    const table = p.getByTestId('table-brand-topbrands');
    await table.getByText('No Data').waitFor();

    const exportButton = table.getByRole('button', { name: 'Export', exact: true });
    await exportButton.click();
    const dialog = p.getByRole('dialog', { name: 'Nothing to export' });
    await dialog.getByText(messages.emptyExport, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The keyboard is back where it was, on Export.
    await expect.poll(() => exportButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(alerts).toEqual([]);

    await notice.getByRole('button', { name: 'Clear Project IDs' }).click();
    await expect.poll(() => new URL(p.url()).searchParams.get('project_ids')).toBeNull();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(25);
    expect(await p.getByTestId('empty-result').count()).toBe(0);
  });

  it('says so on the dashboard and a brand drilldown when a filter matches nothing, and clearing it brings the figures back', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const nothing = 'Nothing matches the filter Project IDs: 2147480000.';

    await p.goto('/?project_ids=2147480000');
    const notice = p.getByTestId('empty-result');
    await notice.getByText(nothing).waitFor();
    const topBrands = p.getByTestId('top-brands');
    await topBrands.getByText('No Brands for this filterset').waitFor();
    await notice.getByRole('button', { name: 'Clear Project IDs' }).click();
    await expect.poll(() => new URL(p.url()).searchParams.get('project_ids')).toBeNull();
    await expect.poll(() => topBrands.getByTestId('rank-tile').count()).toBeGreaterThan(0);
    expect(await p.getByTestId('empty-result').count()).toBe(0);

    await p.goto('/brands/drill/3?project_ids=2147480000');
    await notice.getByText(nothing).waitFor();
    await expect.poll(() => statValue(p, 'Products Specified').textContent()).toBe('0');
    await notice.getByRole('button', { name: 'Clear Project IDs' }).click();
    await expect.poll(() => new URL(p.url()).searchParams.get('project_ids')).toBeNull();
    await expect.poll(() => statValue(p, 'Products Specified').textContent()).toMatch(/^[1-9][\d,]*$/);
    expect(await p.getByTestId('empty-result').count()).toBe(0);
  });
});
