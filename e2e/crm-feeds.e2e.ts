// Scheduled CRM feeds (issue 44) in Chromium: an administrator gives the manufacturer's firm territories,
// exports and saved views and makes brand@ its firm admin; brand@ opens the Territories page's CRM feed
// section, is refused a webhook that is not https and one on a private address (the API's words in the
// dialog), makes a feed (the secret shown once), sees it listed as not sent yet, and deletes it. Delivery
// itself (signature, retries, refusals at send time) is the API's integration test: this server runs as
// production, where no webhook on this machine is allowed.
import { describe, expect, it } from 'vitest';
import { messages } from '@specpulse/contract';
import { makeBrandFirmAdmin } from './firm-admin.ts';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts, postAs } from './sign-in.ts';

describe('CRM feeds', () => {
  // Private: it changes the manufacturer's configuration and writes a view and a feed.
  const app = useBrowserSuite('private');

  it('makes a feed of a saved view from the Territories page, refusing bad webhooks, and deletes it', async () => {
    await makeBrandFirmAdmin(app, { territories: true, export: true, savefilters: true });

    const p = await app.signedIn(demoAccounts.brand, '/territories');
    const view = await postAs(p, '/v2/views', {
      name: 'West leads',
      path: '/brands/',
      query: 'regions=west',
    });
    expect(view.status).toBe(200);
    await p.reload();
    const section = p.getByRole('region', { name: 'CRM feed' });
    await section.waitFor();
    await section.getByRole('button', { name: 'New CRM feed' }).click();
    const dialog = p.getByRole('dialog', { name: 'New CRM feed' });
    await dialog.getByRole('combobox', { name: 'View' }).click();
    await p.getByRole('option', { name: 'West leads' }).click();
    const url = dialog.getByRole('textbox', { name: 'Webhook URL' });
    const make = dialog.getByRole('button', { name: 'Make feed' });

    await url.fill('http://crm.example.com/hook');
    await make.click();
    await dialog.getByText(messages.crmFeedUrlNotHttps).waitFor();
    await url.fill('https://192.168.1.20/hook');
    await make.click();
    await dialog.getByText(messages.crmFeedUrlPrivate('192.168.1.20')).waitFor();

    // A public address (a documentation range: nothing is sent in this test).
    await url.fill('https://198.51.100.7/hook');
    await dialog.getByRole('combobox', { name: 'CRM layout' }).click();
    await p.getByRole('option', { name: 'Salesforce (leads)' }).click();
    await make.click();
    const secretDialog = p.getByRole('dialog', { name: 'Feed made: copy its signing secret' });
    const secret = await secretDialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();

    const row = section.locator('tbody tr').filter({ hasText: 'https://198.51.100.7/hook' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Salesforce (leads)');
    expect(await row.textContent()).toContain('not sent yet');
    expect(await p.content()).not.toContain(secret);

    p.once('dialog', (d) => void d.accept());
    await section.getByRole('button', { name: 'Delete the feed of West leads' }).click();
    await row.waitFor({ state: 'detached' });
  });
});
