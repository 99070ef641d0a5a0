import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createFirmUser, TEST_SECRET } from '../../../test/auth-helpers.ts';
import { REMEMBER_DAYS } from '../../plugins/token.ts';
import { loadTokenUser } from './user-object.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('bearer tokens on /v2 calls', () => {
  let t: TestApp;
  let userId: number;
  let bearer: string;

  const configuration = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/v2/configuration',
      headers: authorization === undefined ? {} : { authorization },
    });
  const expect401 = async (authorization: string | undefined, message: string) => {
    const res = await configuration(authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { status: 401, message } });
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ userId } = await createFirmUser(t.testDb.database.db, { email: 'user@example.com' }));
    bearer = await bearerFor(t.testDb.database.db, userId);
  });
  afterAll(async () => t?.close());

  it('accepts a valid token', async () => {
    expect((await configuration(bearer)).statusCode).toBe(200);
  });

  it('refuses a call without a token', async () => {
    await expect401(undefined, 'Unauthorized, log in first');
    await expect401('Basic dXNlcjpwYXNz', 'Unauthorized, log in first');
  });

  it('refuses an expired token', async () => {
    const user = await loadTokenUser(t.testDb.database.db, userId);
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ user })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 9 * 3600)
      .setExpirationTime(now - 3600)
      .sign(TEST_SECRET);
    await expect401(`Bearer ${token}`, 'Unauthorized, please log in');
  });

  it('refuses a token verified while valid once it has expired (verified tokens are remembered)', async () => {
    const user = await loadTokenUser(t.testDb.database.db, userId);
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ user })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(TEST_SECRET);
    expect((await configuration(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await configuration(`Bearer ${token}`)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: (now + 61) * 1000 });
    try {
      await expect401(`Bearer ${token}`, 'Unauthorized, please log in');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token without an expiry', async () => {
    const user = await loadTokenUser(t.testDb.database.db, userId);
    const token = await new SignJWT({ user })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .sign(TEST_SECRET);
    await expect401(`Bearer ${token}`, 'Unauthorized, please log in');
  });

  it('refuses a token issued in the future or living longer than the portal gives, signed by the real secret', async () => {
    const user = await loadTokenUser(t.testDb.database.db, userId);
    const now = Math.floor(Date.now() / 1000);
    const signed = (iat: number, exp: number) =>
      new SignJWT({ user })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(TEST_SECRET);
    const longest = REMEMBER_DAYS * 24 * 3600;
    // Issued an hour ahead (past any clock skew), and a century-long token.
    await expect401(`Bearer ${await signed(now + 3600, now + 7200)}`, 'Unauthorized, please log in');
    await expect401(
      `Bearer ${await signed(now, now + 100 * 365 * 24 * 3600)}`,
      'Unauthorized, please log in',
    );
    await expect401(`Bearer ${await signed(now, now + longest + 3600)}`, 'Unauthorized, please log in');
    // A host whose clock runs a little ahead, and the longest token the portal issues, are accepted.
    expect((await configuration(`Bearer ${await signed(now + 30, now + 3600)}`)).statusCode).toBe(200);
    expect((await configuration(`Bearer ${await signed(now, now + longest)}`)).statusCode).toBe(200);
  });

  it('refuses a token whose payload was altered', async () => {
    const [header, payload, signature] = bearer.slice('Bearer '.length).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.user.is_admin = true;
    claims.user.permissions = { brands: true, products: true, internal: true };
    await expect401(`Bearer ${header}.${b64(claims)}.${signature}`, 'Unauthorized, please log in');
  });

  it('refuses an unsigned (alg none) token', async () => {
    const payload = JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString());
    await expect401(
      `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`,
      'Unauthorized, please log in',
    );
  });

  it('refuses a token signed with another secret or another algorithm', async () => {
    const user = await loadTokenUser(t.testDb.database.db, userId);
    const other = await new SignJWT({ user })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    await expect401(`Bearer ${other}`, 'Unauthorized, please log in');
    const hs512 = await new SignJWT({ user })
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime('1h')
      .sign(TEST_SECRET);
    await expect401(`Bearer ${hs512}`, 'Unauthorized, please log in');
    await expect401('Bearer not.a.token', 'Unauthorized, please log in');
  });

  it('refuses the next call of a user made inactive after sign-in', async () => {
    const { userId: id } = await createFirmUser(t.testDb.database.db, { email: 'leaver@example.com' });
    const token = await bearerFor(t.testDb.database.db, id);
    expect((await configuration(token)).statusCode).toBe(200);
    await t.testDb.database.db
      .updateTable('app_user')
      .set({ is_active: false })
      .where('id', '=', id)
      .execute();
    await expect401(token, 'Unauthorized, please log in');
  });

  it('refuses a user made inactive by any statement, after answering many calls', async () => {
    const { userId: id } = await createFirmUser(t.testDb.database.db, { email: 'mover@example.com' });
    const token = await bearerFor(t.testDb.database.db, id);
    for (let i = 0; i < 5; i++) expect((await configuration(token)).statusCode).toBe(200);
    // A write the engine sees only as a select statement's text.
    await sql`with gone as (update app_user set is_active = false where id = ${id} returning id)
      select id from gone`.execute(t.testDb.database.db);
    await expect401(token, 'Unauthorized, please log in');
    await t.testDb.database.db
      .updateTable('app_user')
      .set({ is_active: true })
      .where('id', '=', id)
      .execute();
    expect((await configuration(token)).statusCode).toBe(200);
  });
});
