// The Source Data panel in Chromium on the tiny demo data: the keyboard toggle, row expansion, a row's PDF
// and CSV downloads, Export All (the server's streamed workbook) through the confirm dialog read back with ExcelJS, a brand's drilldown listing
// that brand's projects, and a firm without the export flag seeing its download buttons locked (and refused by
// the server).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { messages, SPREADSHEET_MAX_ROWS } from '@specpulse/contract';
import { useBrowserSuite } from './fixture.ts';
import { savedDownload } from './harness.ts';
import { apiAs, demoAccounts, postAs, postJsonAs } from './sign-in.ts';
import { rowsText } from './row-count.ts';
import { downloadedWorkbook } from './table-export.ts';

const timestamp = String.raw`\d{2}-\d{2}-\d{4}_\d{6}`;

const panel = (p: Page) => p.getByRole('dialog', { name: 'Source Data' });

async function openWithKeyboard(p: Page) {
  await p.goto('/brands/');
  await p.getByRole('heading', { name: 'Top Brands', level: 1 }).waitFor();
  await p.keyboard.press('Control+Shift+R');
  await panel(p).waitFor();
  await expect
    .poll(() => panel(p).getByTestId('source-data-status').textContent())
    .toMatch(/^data loaded in \d+ms shown in \d+ms$/);
}

interface ProjectPage {
  total: number;
  rows: { id: number; name: string }[];
}

/** Each project row opens and closes by the link-styled button in its name cell. */
const toggleButtons = (table: Locator) =>
  table.locator('tbody').getByRole('button', { name: /^(Expand|Collapse) / });

describe('source data panel', () => {
  // Private: its last test takes the export flag from the designer firm.
  const app = useBrowserSuite('private');

  it('shows every column of an expanded project row at 1400 x 900, the Phone column unclipped', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.setViewportSize({ width: 1400, height: 900 });
    await openWithKeyboard(p);
    const table = panel(p).getByTestId('table-source-projects');
    await toggleButtons(table).first().click();
    const principals = table.getByTestId('table-source-project-principals');
    const phone = principals.locator('tbody tr').first().locator('td').last();
    await phone.waitFor();
    expect(await principals.getByRole('columnheader').last().textContent()).toBe('Phone');
    // Within the viewport and within its table's scroll box, which has nothing to scroll sideways.
    const cell = (await phone.boundingBox())!;
    const scroller = principals.locator('.MuiTableContainer-root');
    const box = (await scroller.boundingBox())!;
    expect(cell.x + cell.width).toBeLessThanOrEqual(Math.min(1400, box.x + box.width) + 0.5);
    expect(await scroller.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  });

  it('opens with Ctrl+Shift+R on the page filters, expands and collapses a row, closes with Alt+Shift+R', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    // The principals (the panel's largest answer) are asked for only when their tab is chosen.
    let principalCalls = 0;
    p.on('request', (r) => {
      if (new URL(r.url()).pathname === '/v2/analytics/source/principals') principalCalls += 1;
    });
    await openWithKeyboard(p);
    expect(principalCalls).toBe(0);
    const table = panel(p).getByTestId('table-source-projects');
    const toggles = toggleButtons(table);
    await expect.poll(() => toggles.count()).toBe(10);
    const name = (await table.locator('tbody tr').first().locator('td').first().textContent()) ?? '';
    expect(name.length).toBeGreaterThan(0);
    // The project's name is a button that says what it does and whether the row is open.
    const first = toggles.first();
    expect(await first.textContent()).toBe(name);
    expect(await first.getAttribute('aria-label')).toBe(`Expand ${name}`);
    expect(await first.getAttribute('aria-expanded')).toBe('false');

    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-label')).toBe(`Collapse ${name}`);
    const products = table.getByTestId('table-source-project-products');
    await expect.poll(() => products.locator('tbody tr').count()).toBeGreaterThan(0);
    await table.getByTestId('table-source-project-principals').getByText('owner').first().waitFor();
    // By keyboard too: Enter on the focused button closes the row again.
    await first.focus();
    await p.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    expect(await products.count()).toBe(0);

    expect(principalCalls).toBe(0);
    await panel(p).getByRole('tab', { name: 'Principals' }).click();
    for (const sub of ['Architects', 'Contractors', 'Owners']) {
      await panel(p).getByRole('tab', { name: sub }).click();
      const principals = panel(p).getByTestId(`table-source-${sub.toLowerCase()}`);
      await expect.poll(() => principals.getByTestId('row-count').textContent()).toMatch(/^[\d,]+ rows?$/);
    }
    // One page of each type, asked for when its sub-tab is chosen.
    expect(principalCalls).toBe(3);

    await p.keyboard.press('Alt+Shift+R');
    await panel(p).waitFor({ state: 'hidden' });
    // The small button opens it too.
    await p.getByRole('button', { name: 'Source Data' }).click();
    await panel(p).waitFor();
  });

  it("downloads a row's PDF and contacts CSV, and Export All through the confirm dialog", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    // The principals (the panel's largest answer) are asked for only when their tab is chosen.
    let principalCalls = 0;
    p.on('request', (r) => {
      if (new URL(r.url()).pathname === '/v2/analytics/source/principals') principalCalls += 1;
    });
    await openWithKeyboard(p);
    expect(principalCalls).toBe(0);
    const table = panel(p).getByTestId('table-source-projects');
    const first = toggleButtons(table).first();
    await first.waitFor();
    const name = (await first.textContent()) ?? '';

    const [pdf] = await Promise.all([
      p.waitForEvent('download'),
      panel(p)
        .getByRole('button', { name: `PDF of ${name}`, exact: true })
        .click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^${timestamp}_\\d+_[a-z0-9-]+\\.pdf$`));
    const pdfBytes = await readFile(await savedDownload(pdf));
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await p.getByText('PDF Downloaded').waitFor();
    // The row's button did not expand it.
    expect(await first.getAttribute('aria-expanded')).toBe('false');

    const [csv] = await Promise.all([
      p.waitForEvent('download'),
      panel(p)
        .getByRole('button', { name: `Contacts of ${name}`, exact: true })
        .click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(new RegExp(`^${timestamp}_\\d+_[a-z0-9-]+_contacts\\.csv$`));
    const csvBytes = await readFile(await savedDownload(csv));
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvBytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    // The first line says how fresh the data is (issue 45), then the header and the rows.
    expect(lines[0]).toMatch(/^Data through \d{4}-\d{2}-\d{2}$/);
    expect(lines[1]).toBe('Project ID,Project Name,Role,Company,First Name,Last Name,City,State,Phone');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.slice(2).every((l) => l.includes(name))).toBe(true);
    await p.getByText('CSV Downloaded').waitFor();

    await panel(p).getByRole('button', { name: 'Export All' }).click();
    const confirm = p.getByRole('dialog', { name: 'Export All Projects to Spreadsheet' });
    await confirm.getByText("can take several minutes... don't close or refresh", { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });

    await panel(p).getByRole('button', { name: 'Export All' }).click();
    const [xlsx] = await Promise.all([
      // Longer than the default: every project of the filters is read and written into one workbook.
      p.waitForEvent('download', { timeout: 120_000 }),
      confirm.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(new RegExp(`^${timestamp}_all_projects\\.xlsx$`));
    // At once: the snackbar hides itself after a few seconds.
    await p.getByText('Spreadsheet Downloaded').waitFor();
    const workbook = await downloadedWorkbook(xlsx);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Project ID',
      'Project Name',
      'State',
      'Segment',
      'Manufacturer',
      'Product ID',
      'Product',
      'Status',
      'Quantity',
      'Spec Date',
    ]);
    // Written by the server: every spec line of the panel's filters (the page's defaults), then 'About'.
    const specLines = await postJsonAs<unknown[]>(p, '/v2/analytics/source/projects/full', {});
    expect(specLines.length).toBeGreaterThan(10);
    expect(sheet.rowCount).toBe(specLines.length + 1);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['All Projects', 'About']);
    expect(String(workbook.getWorksheet('About')!.getCell('A1').value)).toMatch(
      /^Data through \d{4}-\d{2}-\d{2}$/,
    );

    // Filters beyond a worksheet's rows (millions of lines at large scale): the server's refusal is what the
    // snackbar says, not the generic failure.
    const refusal = messages.spreadsheetTooLarge(2_000_000, SPREADSHEET_MAX_ROWS);
    await p.route('**/v2/analytics/source/projects/full/xlsx', (route: Route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { status: 400, message: refusal } }),
      }),
    );
    await panel(p).getByRole('button', { name: 'Export All' }).click();
    await confirm.getByRole('button', { name: 'Download' }).click();
    await p.getByText(refusal).waitFor();
    expect(await p.getByText(messages.generationFailed('Spreadsheet')).count()).toBe(0);
  });

  it("lists on a brand's drilldown the projects specifying that brand, and says so in its title", async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    const brands = await postJsonAs<{ manufacturer_id: number; name: string }[]>(
      p,
      '/v2/analytics/brand/topbrands',
      {},
    );
    // A brand in the middle of the list: on fewer projects than the whole market has.
    const brand = brands[Math.floor(brands.length / 2)]!;
    const all = await postJsonAs<ProjectPage>(p, '/v2/analytics/source/projects', {});
    const own = await postJsonAs<ProjectPage>(p, '/v2/analytics/source/projects', {
      brand_ids: [brand.manufacturer_id],
    });
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(all.total);

    await p.goto(`/brands/drill/${brand.manufacturer_id}`);
    await p.getByRole('heading', { name: `Brand Drilldown : ${brand.name}`, level: 1 }).waitFor();
    await p.getByRole('button', { name: 'Source Data' }).click();
    const dialog = p.getByRole('dialog', { name: `Source Data: projects specifying ${brand.name}` });
    await dialog.waitFor();
    const count = rowsText(own.total);
    await expect
      .poll(() => dialog.getByTestId('table-source-projects').getByTestId('row-count').textContent())
      .toBe(count);
  });

  it('sorts the projects and the principals on the server by a clicked column, pages that order and shows All', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    // A brand's panel with more than two pages of projects but few enough that 'All' shows them in a moment.
    const brands = await postJsonAs<{ manufacturer_id: number; name: string }[]>(
      p,
      '/v2/analytics/brand/topbrands',
      {},
    );
    const projectsOf = (brand: { manufacturer_id: number }, query: string) =>
      postJsonAs<ProjectPage>(p, `/v2/analytics/source/projects?${query}`, {
        brand_ids: [brand.manufacturer_id],
      });
    let chosen: { brand: (typeof brands)[number]; total: number } | undefined;
    for (const share of [0.5, 0.3, 0.2, 0.1, 0.05]) {
      const brand = brands[Math.floor(brands.length * share)]!;
      const { total } = await projectsOf(brand, 'limit=1');
      if (total > 20 && total <= 2000) {
        chosen = { brand, total };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const { brand, total } = chosen!;
    const sorted = (order: 'asc' | 'desc', offset = 0, limit = 10) =>
      projectsOf(brand, `offset=${offset}&limit=${limit}&sort=name&order=${order}`).then((page) =>
        page.rows.map((r) => r.name),
      );
    await p.goto(`/brands/drill/${brand.manufacturer_id}`);
    await p.getByRole('heading', { name: `Brand Drilldown : ${brand.name}`, level: 1 }).waitFor();
    await p.getByRole('button', { name: 'Source Data' }).click();
    const table = p
      .getByRole('dialog', { name: `Source Data: projects specifying ${brand.name}` })
      .getByTestId('table-source-projects');
    const names = () => toggleButtons(table).allTextContents();
    await expect.poll(() => toggleButtons(table).count()).toBe(10);
    const heading = table.locator('thead th', { hasText: /^Project Name$/ });

    await heading.getByRole('button').click();
    await expect.poll(() => heading.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(names).toEqual(await sorted('asc'));
    await table.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => table.getByText(`11–20 of ${total}`).count()).toBe(1);
    await expect.poll(names).toEqual(await sorted('asc', 10));
    await heading.getByRole('button').click();
    await expect.poll(() => heading.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(names).toEqual(await sorted('desc'));

    // All: every project from the server, in the chosen order.
    await table.getByRole('combobox').click();
    await p.getByRole('option', { name: 'All' }).click();
    await expect.poll(() => toggleButtons(table).count()).toBe(total);
    expect(await names()).toEqual(await sorted('desc', 0, total));

    // The principals likewise, one type at a time: the owners by company, descending, paged, then All.
    const owners = (offset: number, limit: number) =>
      postJsonAs<{ total: number; rows: { company_name: string }[] }>(
        p,
        `/v2/analytics/source/principals?type=owner&offset=${offset}&limit=${limit}&sort=company_name&order=desc`,
        { brand_ids: [brand.manufacturer_id] },
      );
    const ownerTotal = (await owners(0, 1)).total;
    expect(ownerTotal).toBeGreaterThan(10);
    const companies = async (offset: number, limit: number) =>
      (await owners(offset, limit)).rows.map((r) => r.company_name);
    const dialog = p.getByRole('dialog', { name: `Source Data: projects specifying ${brand.name}` });
    await dialog.getByRole('tab', { name: 'Principals' }).click();
    await dialog.getByRole('tab', { name: 'Owners' }).click();
    const people = dialog.getByTestId('table-source-owners');
    const shownCompanies = () => people.locator('tbody tr td:first-child').allTextContents();
    await expect.poll(() => people.getByTestId('row-count').textContent()).toBe(rowsText(ownerTotal));
    const company = people.locator('thead th', { hasText: /^Company$/ });
    expect(await company.getAttribute('aria-sort')).toBe('ascending');
    await company.getByRole('button').click();
    await expect.poll(() => company.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(shownCompanies).toEqual(await companies(0, 10));
    await people.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(shownCompanies).toEqual(await companies(10, 10));
    await people.getByRole('combobox').click();
    await p.getByRole('option', { name: 'All' }).click();
    await expect.poll(() => people.locator('tbody tr').count()).toBe(ownerTotal);
    expect(await shownCompanies()).toEqual(await companies(0, ownerTotal));
  });

  // Last: it changes the designer firm's configuration for the rest of this server's life.
  it('shows a firm without the export flag its download buttons locked, and the server refuses its downloads', async () => {
    const admin = await app.signedIn(demoAccounts.admin, '/');
    const firmId = 3;
    const current = await apiAs<{
      data: { configuration: Record<string, unknown> & { hasfeature: Record<string, boolean> } };
    }>(admin, `/v2/admin/user/${firmId}`);
    const configuration = current.data.configuration;
    const saved = await postAs(admin, `/v2/admin/user/${firmId}`, {
      ...configuration,
      hasfeature: { ...configuration.hasfeature, export: false },
    });
    expect(saved.status).toBe(200);
    await app.context.close();

    const p = await app.signedIn(demoAccounts.designer);
    await p.goto('/products/');
    await p.getByRole('button', { name: 'Source Data' }).click();
    const table = panel(p).getByTestId('table-source-projects');
    await toggleButtons(table).first().waitFor();
    // Every download is there, disabled, and says why (the menu's locked tooltip).
    for (const button of ['Export All', 'PDF All', 'Specs All', 'Contacts All']) {
      expect(await panel(p).getByRole('button', { name: button }).isDisabled()).toBe(true);
    }
    expect(
      await table
        .getByRole('button', { name: /^PDF of / })
        .first()
        .isDisabled(),
    ).toBe(true);
    await panel(p).getByTestId('export-locked').first().hover();
    await p.getByRole('tooltip', { name: messages.lockedFeature }).waitFor();
    // The tables' own xlsx Export buttons too.
    await panel(p).getByRole('tab', { name: 'Principals' }).click();
    const architects = panel(p).getByTestId('table-source-architects');
    await architects.waitFor();
    expect(await architects.getByRole('button', { name: 'Export', exact: true }).isDisabled()).toBe(true);

    const refused = await postAs(p, '/v2/analytics/source/projects/full/csv?type=contacts', {});
    expect(refused.status).toBe(403);
  });
});
