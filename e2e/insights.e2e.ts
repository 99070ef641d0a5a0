// The internal insight pages in Chromium on the tiny demo data, as the admin: Patterns, Spec Attributes,
// Adjacency, Categories and the internal Top Brands; each validation text when its filter block is empty, the
// block set in the filter dialog loading the report; and brand@ redirected away from all of them.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts, postJsonAs } from './sign-in.ts';
import { rowsOf } from './row-count.ts';

const rowCount = (p: Page, tableId: string) => p.getByTestId(`table-${tableId}`).getByTestId('row-count');
const statValue = (p: Page, title: string) => p.getByRole('group', { name: title }).getByTestId('stat-value');

/** Waits until the table counts at least one row. */
async function expectRows(p: Page, tableId: string) {
  await expect
    .poll(async () => rowsOf(await rowCount(p, tableId).textContent()) || 0, {
      message: tableId,
    })
    .toBeGreaterThan(0);
}

async function expectStatus(p: Page, text: string) {
  await expect.poll(() => p.getByTestId('status-line').textContent()).toContain(text);
}

async function pickOption(p: Page, combobox: string, typed: string, option: string | RegExp) {
  const dialog = p.getByRole('dialog');
  await dialog.getByRole('combobox', { name: combobox }).pressSequentially(typed, { delay: 30 });
  await p
    .getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option })
    .first()
    .click();
}

describe('internal insight pages', () => {
  const app = useBrowserSuite('shared');

  it('Patterns shows the pattern rows and the top values chart', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/patterns/');
    await p.getByRole('heading', { name: 'Patterns', level: 1 }).waitFor();
    await expectRows(p, 'pattern-patterndetail');
    await p.getByTestId('line-chart').getByRole('heading', { name: 'Top Color Values' }).waitFor();
    await expectStatus(p, 'data loaded in');
    const table = p.getByTestId('table-pattern-patterndetail');
    for (const heading of ['Spec Type', 'Value', 'Score', 'Group Score', 'Percent', 'Growth']) {
      await table.getByRole('columnheader', { name: heading, exact: true }).waitFor();
    }
  });

  it('Spec Attributes asks for the id, then loads the value chosen by name in the filter dialog', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/specattribute/');
    await expectStatus(p, 'Please set the spec attribute id');
    await p.getByRole('alert').getByText('Please set the spec attribute id').waitFor();
    await p.getByRole('button', { name: 'Edit filters' }).click();
    await pickOption(p, 'Spec Attribute Id', 'sage', /^Color: Sage \(\d+\)$/);
    await p.getByRole('dialog').getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => new URL(p.url()).searchParams.get('spec_attribute_id')).toMatch(/^\d+$/);
    await p.getByRole('heading', { name: 'Spec Attribute : Color: Sage', level: 1 }).waitFor();
    await expectRows(p, 'pattern-specattributedetail');
    await expectStatus(p, 'data loaded in');
  });

  it('Adjacency asks for the anchor and category, then shows the stat cards and the table', async () => {
    const p = await app.signedIn(demoAccounts.admin, '/');
    const [top] = await postJsonAs<{ name: string }[]>(p, '/v2/analytics/brand/topbrands?limit=1', {});
    await p.goto('/adjacency/');
    await expectStatus(p, 'Please set anchor brand and adjacent category');
    await p.getByRole('button', { name: 'Edit filters' }).click();
    await pickOption(p, 'Anchor Brand', top!.name.slice(0, 5), top!.name);
    await pickOption(p, 'Adjacent Category', 'Light', 'Lighting');
    await p.getByRole('dialog').getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => new URL(p.url()).searchParams.get('adjacent_category')).toMatch(/^\d+$/);
    await expectRows(p, 'adjacency-breakdown');
    await expect
      .poll(() => statValue(p, 'Projects with the anchor brand').textContent())
      .toMatch(/^\d{1,3}(,\d{3})*$/);
    expect(await statValue(p, 'Also specify Lighting').textContent()).toMatch(/^\d+\.\d{2}%$/);
    expect(await statValue(p, 'Top brand in Lighting').textContent()).not.toBe('-');
    await expectStatus(p, 'data loaded in');
  });

  it('Categories asks for brands, then shows one column per chosen brand', async () => {
    const p = await app.signedIn(demoAccounts.admin, '/');
    const [first, second] = await postJsonAs<{ name: string }[]>(
      p,
      '/v2/analytics/brand/topbrands?limit=2',
      {},
    );
    await p.goto('/category/');
    await expectStatus(p, 'Please select one or more category brands');
    await p.getByRole('button', { name: 'Edit filters' }).click();
    await pickOption(p, 'Manufacturer 1', first!.name.slice(0, 5), first!.name);
    await pickOption(p, 'Manufacturer 2', second!.name.slice(0, 5), second!.name);
    await p.getByRole('dialog').getByRole('button', { name: 'Apply Filters' }).click();
    await expectRows(p, 'category-breakdown');
    const table = p.getByTestId('table-category-breakdown');
    for (const heading of ['Category', first!.name, second!.name]) {
      await table.getByRole('columnheader', { name: heading, exact: true }).waitFor();
    }
    expect(await table.getByRole('columnheader', { name: 'Brand 3' }).count()).toBe(0);
  });

  it('the internal Top Brands shows brands with their event counts', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/brandsummary/topbrands');
    await expectRows(p, 'internal-topbrands');
    const table = p.getByTestId('table-internal-topbrands');
    for (const heading of ['Spec Percent', 'Product Views', 'Asset Views', 'Vendor Views', 'Total Events']) {
      await table.getByRole('columnheader', { name: heading, exact: true }).waitFor();
    }
    await expectStatus(p, 'data loaded in');
  });

  it('redirects brand@ away from every internal insight page', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    for (const path of [
      '/patterns/',
      '/specattribute/',
      '/adjacency/',
      '/category/',
      '/brandsummary/topbrands',
    ]) {
      await p.goto(path);
      await p.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await expect.poll(() => new URL(p.url()).pathname, { message: path }).toBe('/');
    }
  });
});
