// Small things in the built app: Advanced Filters' picker empties after Add and says why a brand already
// listed is not added again; Filter By Project IDs names the items it ignores; an unknown brand shows the
// page's clear text only, not the catalogue's 'Didnt find the api call!' above it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { apiAs, demoAccounts } from './sign-in.ts';
import { errorBanners } from './page-walk.ts';

interface IdName {
  id: number;
  name: string;
}

async function openDialog(p: Page) {
  await p.goto('/brands/');
  await p.getByRole('button', { name: 'Edit filters' }).click();
  return p.getByRole('dialog');
}

describe('advanced filters, project ids and an unknown brand', () => {
  const app = useBrowserSuite('shared');

  it('empties the brand picker after Add and says why the same brand is not added twice', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    const [brand] = await apiAs<IdName[]>(p, '/v2/autocomplete/brand/?term=a&starts=true&full=false');
    expect(brand).toBeDefined();
    const { name } = brand!;
    const dialog = await openDialog(p);
    const field = dialog.getByRole('combobox', { name: 'Brand', exact: true });
    const entries = dialog.getByTestId('complex-entry');
    const add = dialog.getByRole('button', { name: 'Add', exact: true });

    for (const attempt of [1, 2]) {
      await field.fill(name);
      await p.getByRole('option', { name, exact: true }).click();
      expect(await field.inputValue()).toBe(name);
      await add.click();
      await expect.poll(() => field.inputValue(), { message: `after Add ${attempt}` }).toBe('');
    }
    expect(await entries.count()).toBe(1);
    await dialog
      .getByRole('status')
      .filter({ hasText: `${name} is already in Advanced Filters` })
      .waitFor();
  });

  it('names the Filter By Project IDs items that are not project ids', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const dialog = await openDialog(p);
    const ids = dialog.getByLabel('Filter By Project IDs');
    await ids.fill('1201, abc, 1350');
    await dialog.getByText('Ignored, not project ids: abc', { exact: true }).waitFor();
    await ids.fill('1201, 1350');
    await expect.poll(() => dialog.getByText(/^Ignored, not project ids/).count()).toBe(0);
  });

  it("shows 'There is no brand with id 999999.' alone, without the catalogue banner", async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/brands/drill/999999');
    await p.getByText('There is no brand with id 999999.').first().waitFor();
    // The load has ended once the status line reports it: the banner would be there by then.
    await expect
      .poll(() => p.getByTestId('status-line').textContent())
      .toBe('There is no brand with id 999999.');
    expect(await p.getByText('Didnt find the api call!').count()).toBe(0);
    expect(await errorBanners(p)).toBe(0);
  });
});
