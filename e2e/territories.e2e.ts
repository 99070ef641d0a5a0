// Territories and lead lists (issue 44) in Chromium on the tiny demo data: an administrator gives the
// manufacturer's firm the territories flag and makes brand@ its firm admin; brand@ draws a territory on the
// state map, filters Top Brands by it, and exports the Source Data panel's leads for Salesforce.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { crmColumnNames } from '@specpulse/contract';
import { chartsRendered } from './charts.ts';
import { makeBrandFirmAdmin } from './firm-admin.ts';
import { useBrowserSuite } from './fixture.ts';
import { savedDownload } from './harness.ts';
import { demoAccounts } from './sign-in.ts';

describe('territories', () => {
  // Private: it changes the manufacturer's configuration and writes a territory.
  const app = useBrowserSuite('private');

  it('draws a territory on the map, filters by it and exports its leads for a CRM', async () => {
    await makeBrandFirmAdmin(app, { territories: true, export: true });

    // Draw: a click on the map chooses the state under it, the list beside it Texas.
    const p = await app.signedIn(demoAccounts.brand, '/territories');
    await p.getByRole('heading', { name: 'Territories', level: 1 }).waitFor();
    await p.getByRole('button', { name: 'New territory' }).click();
    const form = p.getByRole('form', { name: 'New territory' });
    await form.getByLabel('Name').fill('Gulf coast');
    const map = form.getByTestId('state-map');
    await chartsRendered(map);
    const box = (await map.locator('[data-chart-state]').boundingBox())!;
    // The middle of the lower 48 (Kansas and its neighbours): some state, whichever the projection puts there.
    await p.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.45);
    await form.getByText('1 state chosen').waitFor();
    await form.getByRole('checkbox', { name: 'Texas (TX)' }).check();
    await form.getByText('2 states chosen').waitFor();
    await form.getByRole('button', { name: 'Save territory' }).click();
    const item = p.getByRole('list', { name: 'Territories' }).getByRole('listitem');
    await item.filter({ hasText: 'Gulf coast' }).waitFor();
    expect(await item.filter({ hasText: 'Gulf coast' }).textContent()).toContain('TX');

    // Filter by it: the dialog's Territory block, the summary bar and the URL.
    await p.goto('/brands/');
    await p.getByRole('heading', { name: 'Top Brands', level: 1 }).waitFor();
    await p.getByTestId('filter-summary-bar').click();
    const dialog = p.getByRole('dialog', { name: 'Filters' });
    await dialog
      .getByRole('group', { name: 'Territory' })
      .getByRole('checkbox', { name: 'Gulf coast' })
      .check();
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await p.getByTestId('filter-summary-bar').getByText('Territory: Gulf coast').waitFor();
    expect(new URL(p.url()).searchParams.getAll('territories')).toHaveLength(1);

    // Export for CRM from the Source Data panel, read back against Salesforce's lead fields.
    await p.getByRole('button', { name: 'Source Data' }).click();
    const panel = p.getByRole('dialog', { name: 'Source Data' });
    await panel.getByTestId('table-source-projects').locator('tbody tr').first().waitFor();
    await panel.getByRole('button', { name: 'Export for CRM' }).click();
    const crm = p.getByRole('dialog', { name: 'Export for CRM' });
    await crm.getByRole('radio', { name: 'Salesforce (leads)' }).check();
    const [download] = await Promise.all([
      p.waitForEvent('download'),
      crm.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/_leads_salesforce_data-through-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await savedDownload(download), 'utf8')).replace(/^\uFEFF/, '');
    // The header's names hold no comma or quote: the first CRLF record split on commas is the header.
    const [header, ...records] = text.split('\r\n').filter(Boolean);
    expect(header?.split(',')).toEqual([...crmColumnNames.salesforce]);
    expect(records.length).toBeGreaterThan(0);
  });
});
