// Single sign-on against a real OpenID provider (oidc-provider on a loopback port): the authorization code flow
// with PKCE, state and nonce, first sign-ins placed in a firm by email domain or by claim, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { messages, signInMethodsSchema, tokenClaimsSchema } from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFirmUser } from '../../../test/auth-helpers.ts';
import { SSO_STARTS_PER_ADDRESS_MINUTE } from './sso-start-rate.ts';
import {
  authorizeAtProvider,
  startTestProvider,
  TEST_CLIENT,
  type TestAccount,
  type TestProvider,
} from '../../../test/oidc-test-provider.ts';

const REDIRECT = 'http://portal.test/v2/auth/sso/callback';
const badState = {
  error: {
    status: 400,
    message: 'This sign-in link has expired or was already used: start the sign-in again',
  },
};

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider(REDIRECT);
});
afterAll(async () => provider?.close());

const ssoEnv = (extra: Record<string, string> = {}) => ({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: TEST_CLIENT.id,
  OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
  OIDC_PROVIDER_NAME: 'Acme ID',
  OIDC_REDIRECT_URL: REDIRECT,
  ...extra,
});

/** The portal's redirect to the provider, then the provider's sign-in as `account`: the callback to call. */
async function signInAtProvider(t: TestApp, account: TestAccount): Promise<URL> {
  const start = await t.app.inject({ method: 'GET', url: '/v2/auth/sso/start' });
  expect(start.statusCode).toBe(302);
  provider.signInAs(account);
  return authorizeAtProvider(start.headers.location as string, REDIRECT);
}

const callback = (t: TestApp, url: URL) =>
  t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });

/** The login page URL the callback sent the browser to, as its fragment's key and value. */
function landing(res: { statusCode: number; headers: Record<string, unknown> }): [string, string] {
  expect(res.statusCode).toBe(303);
  const location = new URL(res.headers.location as string, 'http://portal.test');
  expect(location.pathname).toBe('/login');
  const [key, value] = location.hash.slice(1).split('=') as [string, string];
  return [key, decodeURIComponent(value)];
}

const count = async (t: TestApp, table: 'app_user' | 'sso_identity') =>
  Number(
    (
      await t.testDb.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function auditRows(t: TestApp) {
  return t.testDb.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_user_id', 'firm_id', 'after'])
    .orderBy('id')
    .execute();
}

describe('single sign-on, firms by email domain', () => {
  let t: TestApp;
  let firmId: number;

  beforeAll(async () => {
    t = await createTestApp(ssoEnv());
    ({ firmId } = await createFirmUser(t.testDb.database.db, { email: 'admin@acme.example' }));
    await t.testDb.database.db
      .insertInto('sso_firm_domain')
      .values({ domain: 'acme.example', firm_id: firmId })
      .execute();
  });
  afterAll(async () => t?.close());

  it('tells the login page to offer the provider beside the password form', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/auth/methods' });
    expect(signInMethodsSchema.parse(res.json())).toEqual({ password: true, sso: { name: 'Acme ID' } });
  });

  it('sends the browser to the provider with PKCE (S256), a state and a nonce', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/auth/sso/start' });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(TEST_CLIENT.id);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(p)).toBeTruthy();
  });

  it('refuses starts beyond the budget of one address (429 with Retry-After), storing nothing for them', async () => {
    const start = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/v2/auth/sso/start', remoteAddress });
    const pending = async () =>
      Number(
        (
          await t.testDb.database.db
            .selectFrom('sso_pending_signin')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (let i = 0; i < SSO_STARTS_PER_ADDRESS_MINUTE; i++)
      expect((await start('203.0.113.7')).statusCode).toBe(302);
    const before = await pending();
    const refused = await start('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual({ error: { status: 429, message: messages.tooManyRequests } });
    expect(await pending()).toBe(before);
    // Another address keeps its own budget.
    expect((await start('203.0.113.8')).statusCode).toBe(302);
  });

  it('a first sign-in creates the user in the firm of its email domain; the next signs in the same user', async () => {
    const account = {
      sub: 'acme-1',
      email: 'Robin.Roe@acme.example',
      email_verified: true,
      given_name: 'Robin',
      family_name: 'Roe',
    };
    const [key, token] = landing(await callback(t, await signInAtProvider(t, account)));
    expect(key).toBe('sso_token');
    const { user } = tokenClaimsSchema.parse(decodeJwt(token));
    expect(user).toMatchObject({ first_name: 'Robin', last_name: 'Roe', is_active: true, is_admin: false });
    const created = await t.testDb.database.db
      .selectFrom('app_user')
      .select(['id', 'email', 'firm_id'])
      .where('id', '=', user.user_id)
      .executeTakeFirstOrThrow();
    expect(created).toEqual({ id: user.user_id, email: 'robin.roe@acme.example', firm_id: firmId });
    // The token is the portal's: it opens the user's configuration.
    const configuration = await t.app.inject({
      method: 'GET',
      url: '/v2/configuration',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(configuration.statusCode).toBe(200);

    const users = await count(t, 'app_user');
    const [again, second] = landing(await callback(t, await signInAtProvider(t, account)));
    expect(again).toBe('sso_token');
    expect(tokenClaimsSchema.parse(decodeJwt(second)).user.user_id).toBe(user.user_id);
    expect(await count(t, 'app_user')).toBe(users);

    const signIns = (await auditRows(t)).filter((r) => r.actor_user_id === user.user_id);
    expect(signIns).toEqual([
      { action: 'signin', actor_user_id: user.user_id, firm_id: firmId, after: { method: 'sso' } },
      { action: 'signin', actor_user_id: user.user_id, firm_id: firmId, after: { method: 'sso' } },
    ]);
  });

  it('refuses an email whose domain maps to no firm, creating nothing', async () => {
    const [users, identities] = [await count(t, 'app_user'), await count(t, 'sso_identity')];
    const account = { sub: 'stranger-1', email: 'sam@elsewhere.example', email_verified: true };
    expect(landing(await callback(t, await signInAtProvider(t, account)))).toEqual(['sso_error', 'no-firm']);
    expect([await count(t, 'app_user'), await count(t, 'sso_identity')]).toEqual([users, identities]);
    expect((await auditRows(t)).at(-1)).toMatchObject({
      action: 'signin.failed',
      actor_user_id: null,
      after: { method: 'sso', reason: 'no firm domain' },
    });
  });

  it('refuses an inactive user, as a password sign-in does', async () => {
    const { userId } = await createFirmUser(t.testDb.database.db, {
      email: 'gone@acme.example',
      isActive: false,
    });
    const account = { sub: 'acme-gone', email: 'gone@acme.example', email_verified: true };
    expect(landing(await callback(t, await signInAtProvider(t, account)))).toEqual(['sso_error', 'inactive']);
    expect((await auditRows(t)).at(-1)).toMatchObject({
      action: 'signin.failed',
      actor_user_id: userId,
      after: { method: 'sso', reason: 'inactive user' },
    });
  });

  it('does not take over an existing account on an unverified email', async () => {
    await createFirmUser(t.testDb.database.db, { email: 'kept@acme.example' });
    const identities = await count(t, 'sso_identity');
    const account = { sub: 'acme-kept', email: 'kept@acme.example', email_verified: false };
    expect(landing(await callback(t, await signInAtProvider(t, account)))).toEqual(['sso_error', 'failed']);
    expect(await count(t, 'sso_identity')).toBe(identities);
  });

  it('refuses an ID token whose nonce is not the sign-in’s, creating nothing', async () => {
    const users = await count(t, 'app_user');
    const back = await signInAtProvider(t, { sub: 'acme-2', email: 'n@acme.example', email_verified: true });
    await t.testDb.database.db
      .updateTable('sso_pending_signin')
      .set({ nonce: 'not-the-nonce-the-provider-signed' })
      .where('state', '=', back.searchParams.get('state')!)
      .execute();
    expect(landing(await callback(t, back))).toEqual(['sso_error', 'failed']);
    expect(await count(t, 'app_user')).toBe(users);
    expect((await auditRows(t)).at(-1)).toMatchObject({
      action: 'signin.failed',
      after: { method: 'sso', reason: expect.stringMatching(/: nonce$/) },
    });
  });

  it('refuses an expired authorization code, creating nothing', async () => {
    const users = await count(t, 'app_user');
    const back = await signInAtProvider(t, { sub: 'acme-3', email: 'x@acme.example', email_verified: true });
    provider.expireCode(back.searchParams.get('code')!);
    expect(landing(await callback(t, back))).toEqual(['sso_error', 'failed']);
    expect(await count(t, 'app_user')).toBe(users);
    expect((await auditRows(t)).at(-1)).toMatchObject({
      action: 'signin.failed',
      after: { method: 'sso', reason: expect.stringMatching(/invalid_grant/) },
    });
  });

  it('answers 400 to a callback whose state is missing, unknown or already used, creating nothing', async () => {
    const back = await signInAtProvider(t, { sub: 'acme-4', email: 'r@acme.example', email_verified: true });
    expect(landing(await callback(t, back))[0]).toBe('sso_token');
    const users = await count(t, 'app_user');

    const reused = await callback(t, back);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(badState);
    const missing = new URL(back);
    missing.searchParams.delete('state');
    expect((await callback(t, missing)).json()).toEqual(badState);
    const unknown = new URL(back);
    unknown.searchParams.set('state', 'never-issued');
    expect((await callback(t, unknown)).statusCode).toBe(400);
    expect(await count(t, 'app_user')).toBe(users);
  });

  it('answers 400 to a malformed callback', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v2/auth/sso/callback?state=${'s'.repeat(201)}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('single sign-on, firms by claim', () => {
  let t: TestApp;
  let firmId: number;

  beforeAll(async () => {
    t = await createTestApp(ssoEnv({ OIDC_FIRM_CLAIM: 'firm' }));
    ({ firmId } = await createFirmUser(t.testDb.database.db, { email: 'lead@claim.example' }));
  });
  afterAll(async () => t?.close());

  it("creates a first sign-in's user in the firm its claim names (by id or by name)", async () => {
    const byId = { sub: 'c-1', email: 'a@any.example', email_verified: true, firm: String(firmId) };
    const [, token] = landing(await callback(t, await signInAtProvider(t, byId)));
    const userId = tokenClaimsSchema.parse(decodeJwt(token)).user.user_id;
    const firmName = `Test Firm ${firmId}`.toUpperCase();
    const byName = { sub: 'c-2', email: 'b@any.example', email_verified: true, firm: firmName };
    const [, second] = landing(await callback(t, await signInAtProvider(t, byName)));
    const ids = [userId, tokenClaimsSchema.parse(decodeJwt(second)).user.user_id];
    const firms = await t.testDb.database.db
      .selectFrom('app_user')
      .select('firm_id')
      .where('id', 'in', ids)
      .execute();
    expect(firms).toEqual([{ firm_id: firmId }, { firm_id: firmId }]);
  });

  it('refuses a claim naming no firm, and a missing claim, creating nothing', async () => {
    const users = await count(t, 'app_user');
    for (const firm of ['No Such Firm', undefined]) {
      const account = { sub: `c-${firm}`, email: 'c@any.example', email_verified: true, firm };
      expect(landing(await callback(t, await signInAtProvider(t, account)))).toEqual([
        'sso_error',
        'no-firm',
      ]);
    }
    expect(await count(t, 'app_user')).toBe(users);
  });
});

describe('single sign-on settings', () => {
  it('with PASSWORD_LOGIN=false offers the provider alone and refuses password sign-ins', async () => {
    const t = await createTestApp(ssoEnv({ PASSWORD_LOGIN: 'false' }));
    try {
      const methods = await t.app.inject({ method: 'GET', url: '/v2/auth/methods' });
      expect(methods.json()).toEqual({ password: false, sso: { name: 'Acme ID' } });
      const login = await t.app.inject({
        method: 'POST',
        url: '/v2/auth/login',
        payload: { email: 'a@b.example', password: 'whatever' },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toEqual({
        error: { status: 403, message: 'Password sign-in is turned off: use single sign-on' },
      });
    } finally {
      await t.close();
    }
  });

  it('sends the browser back to the login page with the failure when the provider cannot be reached', async () => {
    const closed = await startTestProvider(REDIRECT);
    await closed.close();
    const t = await createTestApp(ssoEnv({ OIDC_ISSUER: closed.issuer }));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/v2/auth/sso/start' });
      expect(landing(res)).toEqual(['sso_error', 'failed']);
    } finally {
      await t.close();
    }
  });

  it('without OIDC settings offers passwords alone, and the SSO routes answer 404', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/v2/auth/methods' })).json()).toEqual({
        password: true,
        sso: null,
      });
      expect((await t.app.inject({ method: 'GET', url: '/v2/auth/sso/start' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/v2/auth/sso/callback?state=x' })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });
});
