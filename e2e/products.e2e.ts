// Product pages in Chromium: top products → drilldown, the product chooser, the characteristics widget and its
// xlsx export (brand account, spectypes), and no widget for the designer account (no spectypes).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request, Route } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { artifactsDir } from './harness.ts';
import { readyForPicture } from './charts.ts';
import { apiAs, demoAccounts, postJsonAs } from './sign-in.ts';
import { errorBanners } from './page-walk.ts';
import { rowsText } from './row-count.ts';

const SPECIFICATIONS_PATH = '/v2/analytics/product/specifications';
const PRODUCT_AUTOCOMPLETE_PATH = '/v2/autocomplete/product/';

interface CharacteristicGroup {
  name: string;
  specTypeId: number;
  data: { name: string; value: number }[];
}
interface TopProduct {
  product_id: number;
  product_name: string;
  manufacturer_name: string;
}

/** Requests the page sends whose path starts with `prefix`. */
function recordRequests(page: Page, prefix: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith(prefix)) seen.push(r);
  });
  return seen;
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

describe('product pages', () => {
  const app = useBrowserSuite('shared');

  beforeAll(() => {
    mkdirSync(artifactsDir, { recursive: true });
  });

  const topProductsTable = (p: Page) => p.getByTestId('table-product-topproducts');
  const tableRows = (p: Page) => topProductsTable(p).locator('tbody tr');
  /** Each Top Products row opens by the link-styled button in its name cell. */
  const openButtons = (p: Page) =>
    topProductsTable(p)
      .locator('tbody')
      .getByRole('button', { name: /^Open .+ by / });
  const performanceRows = (p: Page) => p.getByTestId('table-product-performance').locator('tbody tr');

  it("shows the cards, charts and Top Products table, and the product name's button opens the drilldown", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/products/?categories=1');
    await openButtons(p).first().waitFor();

    for (const card of ["Products Spec'd", 'Median Spec', 'Median Search']) {
      const value = p.getByRole('group', { name: card }).getByTestId('stat-value');
      await expect.poll(() => value.textContent()).not.toBe('-');
    }
    expect(
      await p.getByRole('group', { name: 'Median Spec' }).getByTestId('stat-value').textContent(),
      // A share on a card has 2 decimals; tables keep the spec's 4 (format.ts).
    ).toMatch(/^\d+\.\d{2}%$/);
    await expect.poll(() => p.getByTestId('column-chart').count()).toBe(2);
    await expect.poll(() => p.getByText('Top 50 Products').count()).toBe(1);
    await expect.poll(() => p.getByText('Sample Size').count()).toBe(1);

    // 25 rows per page, spec percent with 4 digits and %, ranked largest first.
    expect(await tableRows(p).count()).toBe(25);
    expect(await openButtons(p).count()).toBe(25);
    const headers = await topProductsTable(p).locator('thead th').allTextContents();
    expect(headers).toEqual([
      'Image',
      'Product',
      'Manufacturer',
      'Spec Percent',
      'Growth Real',
      'Growth Absolute',
      // The brand firm may star products: the row's star (commit d450cc7).
      'Favourite',
    ]);
    const first = await tableRows(p).nth(0).locator('td').allTextContents();
    const second = await tableRows(p).nth(1).locator('td').allTextContents();
    expect(first[3]).toMatch(/^\d+\.\d{4}%$/);
    expect(parseFloat(first[3]!)).toBeGreaterThanOrEqual(parseFloat(second[3]!));

    await p.getByTestId('characteristics-widget').getByRole('combobox').waitFor();
    await readyForPicture(p);
    await p.screenshot({ path: path.join(artifactsDir, 'products-overview.png'), fullPage: true });

    const [, productName, manufacturer] = first;
    const open = tableRows(p)
      .first()
      .getByRole('button', { name: `Open ${productName} by ${manufacturer}`, exact: true });
    expect(await open.textContent()).toBe(productName);
    await open.click();
    await p.waitForURL(/\/products\/drill\/\d+/);
    const url = new URL(p.url());
    expect(url.search).toBe('?categories=1');
    expect(new URLSearchParams(url.hash.slice(1)).get('manufacturer_name')).toBe(manufacturer);

    // The product is the page's title.
    await expect.poll(() => p.getByRole('heading', { level: 1 }).textContent()).toBe(productName);
    expect(await p.getByTestId('product-manufacturer').textContent()).toBe(`by ${manufacturer}`);
    for (const title of ['Performance', 'Performance Avg', 'Performance Growth']) {
      await p.getByRole('heading', { name: title, exact: true }).waitFor();
    }
    await expect.poll(() => p.getByTestId('line-chart').count()).toBe(3);

    // Performance Table: the spec's 'Product monthly table', months descending under 'Month', though the
    // default 12-month window's charts group by quarter.
    await expect.poll(() => performanceRows(p).count()).toBe(10);
    const months = await performanceRows(p).locator('td:first-child').allTextContents();
    expect(months).toEqual([...months].sort().reverse());
    expect(months[0]).toMatch(/^\d{4}-\d{2}$/);
    expect(await p.getByTestId('table-product-performance').getByTestId('row-count').textContent()).toBe(
      '12 rows',
    );
    const periodHeading = p.getByTestId('table-product-performance').locator('thead th').first();
    expect(await periodHeading.textContent()).toBe('Month');
    await readyForPicture(p);
    await p.screenshot({ path: path.join(artifactsDir, 'product-drilldown.png'), fullPage: true });
  });

  it("keeps an export's progress on screen after the user changes page, until the file is saved", async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    await p.goto('/products/');
    const table = topProductsTable(p);
    await expect.poll(() => table.getByTestId('row-count').textContent()).toMatch(/rows?$/);
    // The export's pages of the whole ranking are held until the user has left the page.
    const held: Route[] = [];
    const exportPages = (url: URL) =>
      url.pathname === '/v2/analytics/product/topproducts' && url.searchParams.get('limit') === '10000';
    let holding = true;
    await p.route(exportPages, (route) => (holding ? void held.push(route) : route.continue()));
    await table.getByRole('button', { name: 'Export' }).click();
    const progress = p.getByRole('status', { name: 'Exports in progress' });
    await expect.poll(() => progress.textContent()).toContain('Exporting Top Products');
    await expect.poll(() => held.length).toBe(1);

    await p.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Top Brands' }).click();
    await p.getByRole('heading', { name: 'Top Brands', level: 1 }).waitFor();
    expect(await progress.textContent()).toContain('Exporting Top Products');
    const downloaded = p.waitForEvent('download');
    holding = false;
    for (const route of held) await route.continue();
    expect((await downloaded).suggestedFilename()).toBe('top_products.xlsx');
    await progress.waitFor({ state: 'detached' });
  });

  it("pages Top Products on the server to the last of Products Spec'd, and exports every product", async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    const filters = { categories: [1] };
    const { count } = await postJsonAs<{ count: number }>(p, '/v2/analytics/product/speccount', filters);
    expect(count).toBeGreaterThan(50);
    const lastStart = Math.floor((count - 1) / 25) * 25;
    const last = await postJsonAs<TopProduct[]>(
      p,
      `/v2/analytics/product/topproducts?offset=${lastStart}&limit=25`,
      filters,
    );
    expect(last).toHaveLength(count - lastStart);
    await p.goto('/products/?categories=1');
    await openButtons(p).first().waitFor();
    const table = topProductsTable(p);
    await expect.poll(() => table.getByTestId('row-count').textContent()).toBe(rowsText(count));
    await expect.poll(() => table.getByText(`1–25 of ${count}`).count()).toBe(1);

    await table.getByRole('button', { name: 'Go to last page' }).click();
    await expect.poll(() => table.getByText(`${lastStart + 1}–${count} of ${count}`).count()).toBe(1);
    await expect.poll(() => openButtons(p).allTextContents()).toEqual(last.map((r) => r.product_name));

    const [download] = await Promise.all([
      // Longer than the default: every product, not one page of them, is read and written into the workbook.
      p.waitForEvent('download', { timeout: 60_000 }),
      table.getByRole('button', { name: 'Export' }).click(),
    ]);
    const file = path.join(artifactsDir, 'top-products.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(count + 1);
    expect(sheet.getRow(1).getCell(3).value).toBe('Product Id');
    expect(sheet.getRow(count + 1).getCell(3).value).toBe(last.at(-1)!.product_id);
  });

  it('sorts Top Products on the server by a clicked column over every product, pages that order and shows All', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    const filters = { categories: [1] };
    const { count } = await postJsonAs<{ count: number }>(p, '/v2/analytics/product/speccount', filters);
    const sorted = (order: 'asc' | 'desc', offset = 0, limit = 25) =>
      postJsonAs<TopProduct[]>(
        p,
        `/v2/analytics/product/topproducts?offset=${offset}&limit=${limit}&sort=product_name&order=${order}`,
        filters,
      ).then((rows) => rows.map((r) => r.product_name));
    await p.goto('/products/?categories=1');
    await openButtons(p).first().waitFor();
    const table = topProductsTable(p);
    const heading = table.locator('thead th', { hasText: /^Product$/ });
    const names = () => openButtons(p).allTextContents();

    // A text column sorts ascending first: the first 25 of every product by name, not the ranked page re-sorted.
    await heading.getByRole('button').click();
    await expect.poll(() => heading.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(names).toEqual(await sorted('asc'));
    await table.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => table.getByText(`26–50 of ${count}`).count()).toBe(1);
    await expect.poll(names).toEqual(await sorted('asc', 25));
    // The other direction starts again at the first page.
    await heading.getByRole('button').click();
    await expect.poll(() => heading.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => table.getByText(`1–25 of ${count}`).count()).toBe(1);
    await expect.poll(names).toEqual(await sorted('desc'));

    // All: every product from the server, in the chosen order.
    await table.getByRole('combobox').click();
    await p.getByRole('option', { name: 'All' }).click();
    await expect.poll(() => openButtons(p).count()).toBe(count);
    expect(await names()).toEqual(await sorted('desc', 0, count));
    expect(await table.getByTestId('row-count').textContent()).toBe(rowsText(count));
  });

  it('says a product is outside the selected categories and adds its category on request', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    const { configuration } = await apiAs<{
      configuration: { filters: { categories: { id: number; name: string }[] } };
    }>(p, '/v2/configuration');
    const other = configuration.filters.categories.find((c) => c.id !== 1)!;
    const [product] = await postJsonAs<TopProduct[]>(p, '/v2/analytics/product/topproducts?limit=1', {
      categories: [other.id],
    });
    await p.goto(`/products/drill/${product!.product_id}?categories=1`);
    const notice = p.getByTestId('outside-categories');
    await expect
      .poll(() => notice.textContent())
      .toContain('This product is outside the selected categories');
    await notice.getByRole('button', { name: `Add ${other.name} to the filters` }).click();
    const chosen = () =>
      new URL(p.url()).searchParams.getAll('categories').flatMap((v) => v.split(',').map(Number));
    await expect.poll(chosen).toEqual([1, other.id].sort((a, b) => a - b));
    await expect.poll(() => notice.count()).toBe(0);
  });

  it('finds a product with the chooser (keyboard) and opens its drilldown', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    const [top] = await postJsonAs<TopProduct[]>(p, '/v2/analytics/product/topproducts?limit=1', {});
    expect(top).toBeDefined();
    const lookups = recordRequests(p, PRODUCT_AUTOCOMPLETE_PATH);
    await p.goto('/products/drill');
    const box = p.getByRole('combobox', { name: 'Search for a product' });
    await box.waitFor();

    // The field sends its term trimmed (a name's sixth character may be a space).
    const term = top!.product_name.slice(0, 6);
    await box.pressSequentially(term, { delay: 20 });
    const option = p.getByRole('option').filter({ hasText: top!.product_name }).first();
    await option.waitFor();
    expect(await option.textContent()).toContain(top!.manufacturer_name);
    await p.screenshot({ path: path.join(artifactsDir, 'product-chooser.png') });
    // The 48 px thumbnail leads the option (an empty box when the image does not load).
    const thumbnail = await option.locator(':scope > :first-child').boundingBox();
    expect([thumbnail?.width, thumbnail?.height]).toEqual([48, 48]);
    const sent = lookups.map((r) => new URL(r.url()).searchParams);
    expect(
      sent.every((q) => q.get('term') !== '' && q.get('starts') === 'true' && q.get('full') === 'true'),
    ).toBe(true);
    expect(sent.at(-1)?.get('term')).toBe(term.trim());

    // An emptied field clears the suggestions and asks nothing. Checked once the term, typed again, shows its
    // suggestions (a pause longer than the debounce has passed): nothing was asked for the emptied field nor
    // again for the term, whose answer of a moment ago is still fresh (only part of it may have been asked, when
    // a loaded machine types slower than the debounce).
    const before = lookups.length;
    await box.fill('');
    await expect.poll(() => p.getByRole('option').count()).toBe(0);
    await box.pressSequentially(term, { delay: 20 });
    await option.waitFor();
    const askedAgain = lookups.slice(before).map((r) => new URL(r.url()).searchParams.get('term'));
    expect(askedAgain.filter((t) => t === '' || t === term.trim())).toEqual([]);
    const index = await p
      .getByRole('option')
      .evaluateAll((nodes, name) => nodes.findIndex((n) => n.textContent?.includes(name)), top!.product_name);
    for (let i = 0; i <= index; i++) await box.press('ArrowDown');
    await box.press('Enter');
    await p.waitForURL(`**/products/drill/${top!.product_id}#manufacturer_name=*`);
    await expect.poll(() => p.getByRole('heading', { level: 1 }).textContent()).toBe(top!.product_name);
    expect(await p.getByTestId('product-manufacturer').textContent()).toBe(`by ${top!.manufacturer_name}`);
  });

  it('says so for an unknown product, once: the sentence, no error banner besides', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/products/drill/99999999');
    await expect
      .poll(() => p.getByTestId('unknown-product').textContent())
      .toContain('no product with the id 99999999');
    // Every request of the load has answered: the banner would be there by then.
    await p.waitForLoadState('networkidle');
    expect(await errorBanners(p)).toBe(0);
    await p.goto('/products/drill/not-a-number');
    await expect
      .poll(() => p.getByTestId('unknown-product').textContent())
      .toContain('no product with the id');
  });

  it('shows product characteristics for one category: default group, dropdown and full xlsx export', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const requests = recordRequests(p, SPECIFICATIONS_PATH);

    // Several categories (the brand firm's defaults): a hint instead, and no request.
    await p.goto('/products/');
    await p.getByTestId('characteristics-hint').waitFor();
    await openButtons(p).first().waitFor();
    expect(requests).toHaveLength(0);

    const { specTypes } = await postJsonAs<{ specTypes: CharacteristicGroup[] }>(p, SPECIFICATIONS_PATH, {
      categories: [1],
    });
    const groups = [...specTypes].sort(byName);
    expect(groups.length).toBeGreaterThan(1);
    const asked = requests.length;
    await p.goto('/products/?categories=1');
    const widget = p.getByTestId('characteristics-widget');
    await widget.getByRole('heading', { name: 'Product characteristics' }).waitFor();
    await expect.poll(() => requests.length - asked).toBe(1);

    const select = widget.getByRole('combobox', { name: 'Choose Characteristic' });
    await expect.poll(() => select.textContent()).toBe(groups[0]!.name);

    await widget.getByRole('button', { name: 'About product characteristics' }).hover();
    await expect
      .poll(() => p.getByRole('tooltip').textContent())
      .toContain('such as color, size, shape and thickness');

    // Choose a group with more entries than the pie shows, when there is one.
    const chosen = groups.slice(1).sort((a, b) => b.data.length - a.data.length)[0]!;
    await select.click();
    const options = await p.getByRole('listbox').getByRole('option').allTextContents();
    expect(options).toEqual(groups.map((g) => g.name));
    await p.getByRole('option', { name: chosen.name, exact: true }).click();
    await expect.poll(() => select.textContent()).toBe(chosen.name);

    const [download] = await Promise.all([
      p.waitForEvent('download'),
      widget.getByRole('button', { name: 'Export spreadsheet' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('characteristics.xlsx');
    const file = path.join(artifactsDir, 'characteristics.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'spec_type', 'spec_type_id', 'key', 'value']);
    expect(sheet.rowCount).toBe(chosen.data.length + 1);
    const expected = [...chosen.data].sort((a, b) => b.value - a.value);
    const row = sheet.getRow(2).values as unknown[];
    expect(row.slice(1, 4)).toEqual([chosen.name, chosen.specTypeId, expected[0]!.name]);
    expect(row[4]).toBeCloseTo(expected[0]!.value, 6);
    expect(sheet.getCell('D2').numFmt).toContain('%');
    const keys = Array.from({ length: chosen.data.length }, (_, i) => sheet.getCell(`C${i + 2}`).value);
    expect(new Set(keys)).toEqual(new Set(chosen.data.map((d) => d.name)));
  });

  it('has no characteristics section without the spectypes permission', async () => {
    const p = await app.signedIn(demoAccounts.designer);
    const requests = recordRequests(p, SPECIFICATIONS_PATH);
    await p.goto('/products/?categories=1');
    await openButtons(p).first().waitFor();
    await p.getByRole('group', { name: 'Median Spec' }).waitFor();
    expect(await p.getByTestId('characteristics-widget').count()).toBe(0);
    expect(await p.getByTestId('characteristics-hint').count()).toBe(0);
    expect(await p.getByText('Product characteristics').count()).toBe(0);
    expect(requests).toHaveLength(0);
  });
});
