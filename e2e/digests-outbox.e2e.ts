// Digests and the outbox (issue 43) in Chromium, on the embedded default (no SMTP_URL): a user subscribes to a
// saved view from Manage views and has it sent now from the Digests page; the administrator finds it in
// /admin/outbox as the recipient would see it.
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts } from './sign-in.ts';

const VIEW = 'Digest of the west';

describe('digests and the outbox', () => {
  // Private: it saves a view, subscribes and sends mail.
  const app = useBrowserSuite('private');

  it("a digest sent from a saved view shows in the administrators' outbox", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/brands/?regions=west');
    await p.getByRole('button', { name: 'Views', exact: true }).click();
    await p.getByRole('menuitem', { name: 'Save current filters as a view' }).click();
    await p.getByRole('dialog', { name: 'Save view' }).getByLabel('Name').fill(VIEW);
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await p.getByText(`View "${VIEW}" saved`).waitFor();

    await p.getByRole('button', { name: 'Views', exact: true }).click();
    await p.getByRole('menuitem', { name: 'Manage views' }).click();
    await p.getByRole('button', { name: `Send me ${VIEW} as a digest` }).click();
    const dialog = p.getByRole('dialog', { name: `Send me ${VIEW} as a digest` });
    await dialog.getByLabel('Attach the table as a spreadsheet').check();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await p.getByText(`You will receive ${VIEW} weekly`).waitFor();

    await p.goto('/settings');
    await p.getByRole('list', { name: 'Digest subscriptions' }).getByText(VIEW).waitFor();
    await p.getByRole('button', { name: `Send ${VIEW} now` }).click();
    await p.getByText('Your digest is on its way').waitFor();

    const admin = await app.signedIn(demoAccounts.admin);
    const subject = `SpecPulse weekly digest: ${VIEW}`;
    const message = admin.getByRole('article', { name: subject });
    // The queue sends it within its polling interval: the page is read again until it is there.
    await expect
      .poll(async () => {
        await admin.goto('/admin/outbox');
        await admin.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
        return message.count();
      })
      .toBe(1);
    expect(await message.textContent()).toContain(`To: ${demoAccounts.brand}`);
    expect(await message.textContent()).toContain('Kept (no mail server set)');
    const mail = admin.frameLocator(`iframe[title="Message: ${subject}"]`);
    await mail.getByText(/^Data through \d{4}-\d{2}-\d{2}$/).waitFor();
    await mail.getByRole('link', { name: 'Unsubscribe' }).waitFor();
  });
});
