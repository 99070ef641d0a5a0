// Single sign-on through the login page, against a real OpenID provider (oidc-provider) on a loopback port: an
// administrator maps the email domain to a firm (/admin/sso-domains), then 'Sign in with {provider}', the
// provider's sign-in, back to the portal signed in as the new user, in that firm.
import { describe, expect, it } from 'vitest';
import { firmListRoute, firmListRowSchema, tokenClaimsSchema } from '@specpulse/contract';
import { startTestProvider, TEST_CLIENT, type TestProvider } from '../apps/api/test/oidc-test-provider.ts';
import { useBrowserSuite } from './fixture.ts';
import { startServer } from './harness.ts';
import { demoAccounts, tokenFor } from './sign-in.ts';

/** The user object of a portal token (its payload, read without verifying, as the web app does). */
const userOf = (token: string) =>
  tokenClaimsSchema.parse(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')))
    .user;

describe('single sign-on', () => {
  let provider: TestProvider;
  // Private: a server with the provider's settings, whose first SSO sign-in creates a user.
  const app = useBrowserSuite(async () => {
    provider = await startTestProvider();
    const server = await startServer({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_PROVIDER_NAME: 'Acme ID',
    });
    provider.registerRedirect(`${server.url}/v2/auth/sso/callback`);
    return {
      url: server.url,
      stop: async () => {
        await server.stop();
        await provider.close();
      },
    };
  });

  it("a first sign-in with 'Sign in with Acme ID' lands signed in, in the firm of the email's domain", async () => {
    // The demo brand user's firm, mapped to acme.example by the administrator.
    const firm = userOf(await tokenFor(app.server.url, demoAccounts.brand)).firm_name;
    const firms = await fetch(`${app.server.url}${firmListRoute.path}`, {
      headers: { authorization: `Bearer ${await tokenFor(app.server.url, demoAccounts.admin)}` },
    });
    const firmId = firmListRowSchema
      .array()
      .parse(await firms.json())
      .find((f) => f.name === firm)?.firm_id;
    const admin = await app.signedIn(demoAccounts.admin, '/admin/sso-domains');
    await admin.getByRole('textbox', { name: 'Email domain' }).fill('acme.example');
    await admin.getByRole('textbox', { name: 'Firm Id' }).fill(String(firmId));
    await admin.getByRole('button', { name: 'Add domain' }).click();
    await admin.getByRole('button', { name: 'Remove acme.example' }).waitFor();

    provider.signInAs({
      sub: 'e2e-sso-1',
      email: 'robin.single@acme.example',
      email_verified: true,
      given_name: 'Robin',
      family_name: 'Single',
    });
    const page = await app.open();
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText('Robin Single').waitFor();
    // The session the web app keeps (a sign-in without Remember me) is the new user's, in that firm.
    const token = await page.evaluate(() => sessionStorage.getItem('specpulse.token'));
    expect(userOf(token ?? '')).toMatchObject({ first_name: 'Robin', last_name: 'Single', firm_name: firm });
  });
});
