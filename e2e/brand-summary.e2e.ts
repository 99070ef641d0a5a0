// The brand summary, brand event and firm usage pages in Chromium on the tiny demo data (internal staff): the
// choosers append the typed text (or ids picked by name), the group drill, the server-paged event table and
// Brands List.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { EventRow } from '@specpulse/contract';
import { useBrowserSuite } from './fixture.ts';
import { expectServerSorted } from './server-sorting.ts';
import { exportedSheet } from './table-export.ts';
import { demoAccounts, postJsonAs, storedToken } from './sign-in.ts';
import { rowsOf, rowsText } from './row-count.ts';

const statValue = (p: Page, title: string) => p.getByRole('group', { name: title }).getByTestId('stat-value');

/** The market's leading brands (ids and names), as the signed-in user. */
async function topBrands(p: Page): Promise<{ manufacturer_id: number; name: string }[]> {
  const token = await storedToken(p);
  return p.evaluate(async (t) => {
    const res = await fetch('/v2/analytics/brand/topbrands?limit=5', {
      method: 'POST',
      headers: { Authorization: `Bearer ${t}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    return (await res.json()) as { manufacturer_id: number; name: string }[];
  }, token);
}

const bodyRows = (p: Page, table: string) => p.getByTestId(table).locator('tbody tr');

describe('brand summary and firm pages', () => {
  const app = useBrowserSuite('shared');

  it('firm chooser: the typed id opens the firm’s user counts; a name picked fills in the id', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/firm/');
    await p.getByText('Provide a firm ID').waitFor();
    await p.getByLabel('FirmId').fill('2');
    await p.getByRole('button', { name: 'Choose Firm' }).click();
    await p.waitForURL((url) => url.pathname === '/firm/2');
    const table = p.getByTestId('table-firm-users');
    await expect.poll(() => bodyRows(p, 'table-firm-users').count()).toBeGreaterThan(1);
    expect(await table.getByRole('columnheader', { name: 'Active Users' }).count()).toBe(1);
    await p.getByTestId('column-chart').getByRole('heading', { name: 'Active Users' }).waitFor();

    await p.goto('/firm/');
    await p.getByLabel('Find a firm by name').fill('Staff');
    await p.getByRole('option', { name: /Staff \(1\)/ }).click();
    expect(await p.getByLabel('FirmId').inputValue()).toBe('1');
    await p.getByLabel('FirmId').press('Enter');
    await p.waitForURL((url) => url.pathname === '/firm/1');
    await p.getByRole('heading', { name: 'Firm User Counts : Staff', level: 1 }).waitFor();
  });

  it('firm emails: every firm with the chooser, then one firm by the typed id', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/firm/emails/');
    await expect.poll(() => bodyRows(p, 'table-firm-periodemail').count()).toBe(25);
    await p.getByLabel('FirmId').fill('3');
    await p.getByRole('button', { name: 'Choose Firm' }).click();
    await p.waitForURL((url) => url.pathname === '/firm/emails/3');
    const firmIds = () => bodyRows(p, 'table-firm-periodemail').locator('td:nth-child(2)').allTextContents();
    await expect.poll(async () => new Set(await firmIds())).toEqual(new Set(['3']));
  });

  it('brands chooser: typed ids open the group drill with its cards, tables and logos', async () => {
    const p = await app.signedIn(demoAccounts.admin, '/');
    const [a, b] = await topBrands(p);
    await p.goto('/brandsummary/branddrill/');
    await p.getByText('Provide comma-separated brand ids').waitFor();
    await p.getByLabel('BrandIds').fill(`${a!.manufacturer_id},${b!.manufacturer_id}`);
    await p.getByRole('button', { name: 'Choose Brand(s)' }).click();
    await p.waitForURL(
      (url) => url.pathname === `/brandsummary/branddrill/${a!.manufacturer_id},${b!.manufacturer_id}`,
    );
    await p.getByRole('heading', { name: /^Brand Summary Drilldown : .+, .+/, level: 1 }).waitFor();
    for (const card of [
      'Products Specified',
      'Product Views',
      'Asset Views',
      'Vendor Views',
      'Total Events',
    ]) {
      // Counts are whole and grouped ('1,234').
      await expect.poll(() => statValue(p, card).textContent()).toMatch(/^\d{1,3}(,\d{3})*$/);
    }
    await p.getByTestId('column-chart').getByRole('heading', { name: 'Brand Performance Average' }).waitFor();
    await p.getByTestId('state-map').getByRole('heading', { name: 'Top States' }).waitFor();
    for (const table of [
      'brand-topproducts',
      'brand-topprojects',
      'brand-competitive',
      'brand-complimentary',
      'brand-topvendors',
    ]) {
      await expect.poll(() => bodyRows(p, `table-${table}`).count(), { message: table }).toBeGreaterThan(0);
    }
    const competitors = await p.getByTestId('table-brand-competitive').locator('tbody td').allTextContents();
    expect(competitors).not.toContain(a!.name);
    // The group's strip is headed as the group's, not as the user's own brands.
    const strip = p.getByRole('navigation', { name: 'Brand group' });
    await strip.getByRole('link', { name: a!.name }).waitFor();
    await strip.getByRole('link', { name: b!.name }).click();
    await p.waitForURL((url) => url.pathname === `/brandsummary/branddrill/${b!.manufacturer_id}`);
  });

  it('brands chooser: brands picked by name become chips and ids; the event table pages and sorts on the server', async () => {
    const p = await app.signedIn(demoAccounts.admin, '/');
    const [a] = await topBrands(p);
    await p.goto('/brandeventsummary/');
    await p.getByLabel('Add a brand by name').fill(a!.name);
    await p.getByRole('option').filter({ hasText: a!.name }).first().click();
    await p
      .getByRole('list', { name: 'Chosen brands' })
      .getByText(`${a!.name} (${a!.manufacturer_id})`)
      .waitFor();
    expect(await p.getByLabel('BrandIds').inputValue()).toBe(String(a!.manufacturer_id));
    await p.getByRole('button', { name: 'Choose Brand(s)' }).click();
    await p.waitForURL((url) => url.pathname === `/brandeventsummary/${a!.manufacturer_id}`);

    const table = p.getByTestId('table-brand-eventsummary');
    const rows = bodyRows(p, 'table-brand-eventsummary');
    await expect.poll(() => rows.count()).toBe(10);
    const total = rowsOf(await table.getByTestId('row-count').textContent());
    expect(total).toBeGreaterThan(10);
    const dates = await rows.locator('td:nth-child(4)').allTextContents();
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} (AM|PM)$/.test(d))).toBe(true);
    const firstIds = await rows.locator('td:nth-child(1)').allTextContents();

    const next = p.waitForRequest(
      (r) => r.url().includes('/brand/multi/eventsummary') && r.url().includes('offset=10'),
    );
    await table.getByRole('button', { name: 'Go to next page' }).click();
    await next;
    await expect.poll(() => rows.locator('td:nth-child(1)').first().textContent()).not.toBe(firstIds[0]);
    const secondIds = await rows.locator('td:nth-child(1)').allTextContents();
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
    expect(await p.getByText(`11–20 of ${total}`).count()).toBe(1);

    // The counter says 1–10 as soon as the order changes, while the previous page's rows stay until the sorted
    // page arrives: wait for that answer, then for the rows it holds.
    const sorted = p.waitForResponse(
      (r) => r.url().includes('sort=name') && r.url().includes('offset=0') && r.status() === 200,
    );
    await table.getByRole('columnheader', { name: 'Name' }).first().getByRole('button').click();
    const sortedNames = ((await (await sorted).json()) as { rows: EventRow[] }).rows.map((r) => r.name);
    expect(sortedNames).toEqual([...sortedNames].sort());
    await expect.poll(() => rows.locator('td:nth-child(3)').allTextContents()).toEqual(sortedNames);
    expect(await p.getByText(`1–10 of ${total}`).count()).toBe(1);
  });

  it('event table: the export holds every event of the group, in the shown order, not the page on screen', async () => {
    const p = await app.signedIn(demoAccounts.admin, '/');
    const [a] = await topBrands(p);
    await p.goto(`/brandeventsummary/${a!.manufacturer_id}`);
    const table = p.getByTestId('table-brand-eventsummary');
    await expect.poll(() => bodyRows(p, 'table-brand-eventsummary').count()).toBe(10);
    const total = rowsOf(await table.getByTestId('row-count').textContent());
    expect(total).toBeGreaterThan(10);
    const sheet = await exportedSheet(p, table);
    expect(sheet.rowCount).toBe(total + 1);
    const ids = Array.from({ length: total }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(new Set(ids).size).toBe(total);
    const shown = await bodyRows(p, 'table-brand-eventsummary').locator('td:nth-child(1)').allTextContents();
    expect(ids.slice(0, 10).map(String)).toEqual(shown);
  });

  it('Brands List with the chooser: typed ids open the group’s event type summary', async () => {
    const p = await app.signedIn(demoAccounts.admin, '/');
    const [a, , c] = await topBrands(p);
    await p.goto('/brandsummary/');
    await expect.poll(() => bodyRows(p, 'table-brand-topbrands').count()).toBe(25);
    await p.getByLabel('BrandIds').fill(`${a!.manufacturer_id}, ${c!.manufacturer_id}`);
    await p.getByRole('button', { name: 'Choose Brand(s)' }).click();
    // The typed text as it is, space included (spec doc 2 §5); the page reads the ids from it.
    await p.waitForURL(
      (url) => url.pathname === `/brandsummary/${a!.manufacturer_id},%20${c!.manufacturer_id}`,
    );
    await p.getByRole('heading', { name: /^Brand Event Type Summary : .+, .+/, level: 1 }).waitFor();
    const counts = bodyRows(p, 'table-brand-eventtypesummary').locator('td:nth-child(3)');
    await expect.poll(() => counts.count()).toBeGreaterThan(1);
    const values = (await counts.allTextContents()).map(Number);
    expect(values).toEqual([...values].sort((x, y) => y - x));
  });

  it('pages and sorts the Brands List on the server by a clicked column, as Top Brands', async () => {
    const p = await app.signedIn(demoAccounts.admin, '/');
    const { count } = await postJsonAs<{ count: number }>(p, '/v2/analytics/brand/speccount', {});
    expect(count).toBeGreaterThan(50);
    const sorted = (order: 'asc' | 'desc', offset = 0) =>
      postJsonAs<{ name: string }[]>(
        p,
        `/v2/analytics/brand/topbrands?offset=${offset}&limit=25&sort=name&order=${order}`,
        {},
      ).then((rows) => rows.map((r) => r.name));
    // A page of the list is asked for, never every brand.
    const asked: URL[] = [];
    p.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/v2/analytics/brand/topbrands') asked.push(url);
    });
    await p.goto('/brandsummary/');
    const table = p.getByTestId('table-brand-topbrands');
    const names = () =>
      table
        .locator('tbody')
        .getByRole('button', { name: /^Open the brand summary of / })
        .allTextContents();
    await expect.poll(() => names().then((n) => n.length)).toBe(25);
    await expect.poll(() => table.getByTestId('row-count').textContent()).toBe(rowsText(count));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => url.searchParams.get('limit') === '25')).toBe(true);

    await expectServerSorted(table, 'Name', names, sorted, 25, count);
  });

  it('redirects brand@ (no internal permission) away from every one of these pages', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    for (const path of [
      '/brandsummary/',
      '/brandsummary/branddrill/12',
      '/brandsummary/12',
      '/brandeventsummary/12',
      '/firm/2',
      '/firm/emails/',
    ]) {
      await p.goto(path);
      await p.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await expect.poll(() => new URL(p.url()).pathname, { message: path }).toBe('/');
    }
  });
});
