// Filter round trip on real pages and the real API: every block of the dialog → URL → request payload → the
// page reloads its figures; a browser reload restores every value in the dialog; back navigation restores
// the filters before; the designer's firm (hidesegments) has no Project Segment block.
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { apiAs, demoAccounts } from './sign-in.ts';
import { rowsText } from './row-count.ts';

interface IdName {
  id: number;
  name: string;
}
interface Configuration {
  defaults: { filters: { period_interval: number; period_end: string; categories: number[] } };
  configuration: {
    hasfeature: Record<string, boolean>;
    filters: {
      categories: IdName[];
      subCategories: (IdName & { category_id: number })[];
      regions: { id: string; name: string }[];
      intervals: number[];
      periods: { id: string; abbr: string }[];
      segments: IdName[];
      productStatus: IdName[];
    };
  };
}

const TOP_BRANDS = '/v2/analytics/brand/topbrands';
const isTopBrands = (r: Response) => r.url().includes(TOP_BRANDS) && r.request().method() === 'POST';
const bodyOf = (r: Response) => r.request().postDataJSON() as Record<string, unknown>;

describe('filters on the Top Brands page', () => {
  const app = useBrowserSuite('shared');

  it('changes every block, sends it to the API and keeps it over a browser reload and back navigation', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    const firstLoad = p.waitForResponse(isTopBrands);
    await p.goto('/brands/');
    expect((await firstLoad).ok()).toBe(true);
    const startUrl = p.url();

    // Choices taken from the real configuration and data, so the test fits the tiny data set.
    const config = await apiAs<Configuration>(p, '/v2/configuration');
    const f = config.configuration.filters;
    const defaults = config.defaults.filters;
    expect(config.configuration.hasfeature.nestedcategories).toBe(true);
    expect(config.configuration.hasfeature.hidesegments).not.toBe(true);
    const months = f.intervals.find((m) => m !== defaults.period_interval)!;
    const period = f.periods.find((x) => x.id !== defaults.period_end)!;
    const parent = f.categories.find((c) => f.subCategories.some((s) => s.category_id === c.id))!;
    const other = f.categories.find((c) => c.id !== parent.id)!;
    const sub = f.subCategories.find((s) => s.category_id === parent.id)!;
    const segment = f.segments[0]!;
    const region = f.regions.find((r) => r.id === 'south')!;
    const status = f.productStatus[0]!;
    const chosenCategories = [parent.id, other.id].sort((a, b) => a - b);
    expect([months, period, parent, other, sub, segment, region, status]).not.toContain(undefined);
    const brands = (await apiAs<IdName[]>(p, '/v2/autocomplete/brand/?term=a&starts=true&full=false'))
      .filter((b, i, all) => all.findIndex((x) => x.name === b.name) === i)
      .slice(0, 3);
    expect(brands).toHaveLength(3);
    const [first, second, removed] = brands as [IdName, IdName, IdName];

    await p.getByRole('button', { name: 'Edit filters' }).click();
    const dialog = p.getByRole('dialog');
    const group = (name: string) => dialog.getByRole('group', { name, exact: true });

    await dialog.getByLabel('OpenSpec').check();
    await dialog.getByLabel('Quantity Shares').check();
    await dialog.getByRole('combobox', { name: 'Last day of' }).click();
    await p.getByRole('option', { name: period.abbr, exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Months' }).click();
    await p.getByRole('option', { name: String(months), exact: true }).click();
    // Categories: only two, then a sub-category of one of them (nestedcategories).
    await group('Categories').getByRole('button', { name: 'None', exact: true }).click();
    await group('Categories').getByLabel(parent.name, { exact: true }).check();
    await group('Categories').getByLabel(other.name, { exact: true }).check();
    await group('Sub-Categories (Nested)')
      .getByLabel(`${parent.name} › ${sub.name}`, { exact: true })
      .check();
    await group('Project Segment').getByLabel(segment.name, { exact: true }).check();
    await group('Regions').getByLabel(region.name, { exact: true }).check();
    await group('Product Status').getByLabel(status.name, { exact: true }).check();
    await dialog.getByLabel('Filter By Project IDs').fill('1, 2,,3');

    // Advanced Filters: three brands through the autocomplete, AND on the second, End on the first, the
    // third removed.
    for (const brand of brands) await addBrand(p, dialog, brand.name);
    const entries = dialog.getByTestId('complex-entry');
    await expect.poll(() => entries.count()).toBe(3);
    await entries.nth(1).getByRole('button', { name: 'AND', exact: true }).click();
    await entries.nth(0).getByRole('button', { name: 'End', exact: true }).click();
    await dialog.getByRole('button', { name: `Remove ${removed.name}`, exact: true }).click();
    await expect.poll(() => entries.count()).toBe(2);

    const applied = p.waitForResponse(
      (r) => isTopBrands(r) && (bodyOf(r).project_ids as unknown[] | undefined)?.length === 3,
    );
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => p.getByRole('dialog').count()).toBe(0);

    // The URL carries every change.
    const url = new URL(p.url());
    expect(url.pathname).toBe('/brands/');
    const q = url.searchParams;
    expect(q.get('openspec')).toBe('true');
    expect(q.get('qtyShares')).toBe('true');
    expect(q.get('period_end')).toBe(period.id);
    expect(q.get('period_interval')).toBe(String(months));
    expect(
      q
        .getAll('categories')
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(chosenCategories);
    expect(q.getAll('subCategories')).toEqual([String(sub.id)]);
    expect(q.getAll('segments')).toEqual([String(segment.id)]);
    expect(q.getAll('regions')).toEqual([region.id]);
    expect(q.getAll('projprodstatus')).toEqual([`${status.id}-${status.name}`]);
    expect(q.get('project_ids')).toBe('1,2,3');
    const complex = [
      { brandId: first.id, name: first.name, categories: [], statuses: [], join: 'or', end: 'end' },
      { brandId: second.id, name: second.name, categories: [], statuses: [], join: 'and', end: '' },
    ];
    expect(JSON.parse(q.get('complex') ?? 'null')).toEqual(complex);

    // The page asked the API with the same filters and shows what it answered.
    const response = await applied;
    expect(response.ok()).toBe(true);
    const expectedBody = {
      period_interval: months,
      period_end: period.id,
      openspec: true,
      qtyShares: true,
      categories: chosenCategories,
      subCategories: [sub.id],
      segments: [segment.id],
      regions: [region.id],
      projprodstatus: [status.id],
      project_ids: [1, 2, 3],
      complex,
    };
    const body = bodyOf(response);
    expect({ ...body, categories: [...(body.categories as number[])].sort((a, b) => a - b) }).toMatchObject(
      expectedBody,
    );
    const rows = (await response.json()) as unknown[];
    const table = p.getByTestId('table-brand-topbrands');
    await expect.poll(() => table.getByTestId('row-count').textContent()).toBe(rowsText(rows.length));
    // Quantity Shares shows its column.
    await table.getByRole('columnheader', { name: 'Quantity Share' }).waitFor();
    const filtered = p.url();

    // A browser reload asks again with the same filters and restores every value in the dialog.
    const reloaded = p.waitForResponse(isTopBrands);
    await p.reload();
    expect(p.url()).toBe(filtered);
    const again = bodyOf(await reloaded);
    expect({ ...again, categories: [...(again.categories as number[])].sort((a, b) => a - b) }).toMatchObject(
      expectedBody,
    );
    await p.getByRole('button', { name: 'Edit filters' }).click();
    const reopened = p.getByRole('dialog');
    const reopenedGroup = (name: string) => reopened.getByRole('group', { name, exact: true });
    const checked = (locator: Locator) => expect.poll(() => locator.isChecked()).toBe(true);
    await checked(reopened.getByLabel('OpenSpec'));
    await checked(reopened.getByLabel('Quantity Shares'));
    await expect
      .poll(() => reopened.getByRole('combobox', { name: 'Last day of' }).textContent())
      .toBe(period.abbr);
    await expect
      .poll(() => reopened.getByRole('combobox', { name: 'Months' }).textContent())
      .toBe(String(months));
    for (const c of f.categories) {
      expect(await reopenedGroup('Categories').getByLabel(c.name, { exact: true }).isChecked()).toBe(
        chosenCategories.includes(c.id),
      );
    }
    await checked(reopenedGroup('Sub-Categories (Nested)').getByLabel(`${parent.name} › ${sub.name}`));
    await checked(reopenedGroup('Project Segment').getByLabel(segment.name, { exact: true }));
    await checked(reopenedGroup('Regions').getByLabel(region.name, { exact: true }));
    await checked(reopenedGroup('Product Status').getByLabel(status.name, { exact: true }));
    expect(await reopened.getByLabel('Filter By Project IDs').inputValue()).toBe('1,2,3');
    const reopenedEntries = reopened.getByTestId('complex-entry');
    await expect.poll(() => reopenedEntries.count()).toBe(2);
    expect(await reopenedEntries.nth(0).textContent()).toContain(first.name);
    expect(await reopenedEntries.nth(1).textContent()).toContain(second.name);
    const pressed = (entry: Locator, name: string) =>
      entry.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');
    expect(await pressed(reopenedEntries.nth(0), 'End')).toBe('true');
    expect(await pressed(reopenedEntries.nth(1), 'AND')).toBe('true');
    expect(await pressed(reopenedEntries.nth(1), 'End')).toBe('false');
    await reopened.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => p.getByRole('dialog').count()).toBe(0);
    expect(p.url()).toBe(filtered);

    // Back goes to the filters before Apply (the configuration's defaults), forward to the applied ones.
    await p.goBack();
    expect(p.url()).toBe(startUrl);
    await p.getByRole('button', { name: 'Edit filters' }).click();
    const before = p.getByRole('dialog');
    expect(await before.getByLabel('OpenSpec').isChecked()).toBe(false);
    expect(await before.getByLabel('Filter By Project IDs').inputValue()).toBe('');
    await expect
      .poll(() => before.getByRole('combobox', { name: 'Months' }).textContent())
      .toBe(String(defaults.period_interval));
    expect(await before.getByTestId('complex-entry').count()).toBe(0);
    await before.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => table.getByRole('columnheader', { name: 'Quantity Share' }).count()).toBe(0);
    await p.goForward();
    expect(p.url()).toBe(filtered);
    await table.getByRole('columnheader', { name: 'Quantity Share' }).waitFor();
  });

  it('has no Project Segment block for a firm with hidesegments (the designer)', async () => {
    const p = await app.signedIn(demoAccounts.designer);
    await p.goto('/products/');
    await p.getByRole('button', { name: 'Edit filters' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('group', { name: 'Categories', exact: true }).waitFor();
    await dialog.getByRole('group', { name: 'Regions', exact: true }).waitFor();
    expect(await dialog.getByRole('group', { name: 'Project Segment' }).count()).toBe(0);
    expect(await dialog.getByText('Project Segment').count()).toBe(0);
  });
});

/** Types a brand's name into the Advanced Filters brand field, picks it from the API's suggestions, adds it. */
async function addBrand(p: Page, dialog: Locator, name: string) {
  const field = dialog.getByRole('combobox', { name: 'Brand', exact: true });
  const suggested = p.waitForResponse(
    (r) => r.url().includes('/v2/autocomplete/brand/') && new URL(r.url()).searchParams.get('term') === name,
  );
  await field.fill(name);
  expect((await suggested).ok()).toBe(true);
  await p.getByRole('option', { name, exact: true }).click();
  const entries = dialog.getByTestId('complex-entry');
  const count = await entries.count();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => entries.count()).toBe(count + 1);
  expect(await entries.nth(count).textContent()).toContain(name);
}
