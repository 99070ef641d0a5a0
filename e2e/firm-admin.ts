// Issue 44's set-up, shared by its suites: an administrator gives the manufacturer's firm feature flags and
// makes brand@ its firm admin (who manages territories and CRM feeds).
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiAs, demoAccounts, postAs, statusAs } from './sign-in.ts';

const manufacturerFirm = 2;
const brandUserId = 2;

/** What a browser suite gives (fixture.ts): a signed-in page, and the context opened last. */
interface Browsing {
  signedIn(email: string, path?: string): Promise<Page>;
  readonly context: BrowserContext;
}

export async function makeBrandFirmAdmin(site: Browsing, features: Record<string, boolean>): Promise<void> {
  const admin = await site.signedIn(demoAccounts.admin, '/');
  const current = await apiAs<{
    data: { configuration: Record<string, unknown> & { hasfeature: Record<string, boolean> } };
  }>(admin, `/v2/admin/user/${manufacturerFirm}`);
  const configuration = current.data.configuration;
  const saved = await postAs(admin, `/v2/admin/user/${manufacturerFirm}`, {
    ...configuration,
    hasfeature: { ...configuration.hasfeature, ...features },
  });
  expect(saved.status).toBe(200);
  expect(
    await statusAs(admin, 'PUT', `/v2/admin/users/${brandUserId}/firm-admin`, { is_firm_admin: true }),
  ).toBe(200);
  await site.context.close();
}
