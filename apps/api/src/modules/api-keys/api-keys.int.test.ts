// API keys: created by administrators (and by firm admins, for their own firm's users) for a user with a scope and an expiry, the secret shown once and stored as
// a hash; a call with the key has the user's permissions narrowed to the scope, a budget of its own, is audited,
// and a revoked or expired key is refused at its next request.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeySchema,
  apiKeyUsersRoute,
  auditPageSchema,
  createApiKeyRoute,
  messages,
  type CreateApiKeyBody,
} from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createColleague, createFirmUser, firmConfiguration } from '../../../test/auth-helpers.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('API keys', () => {
  let t: TestApp;
  let admin: string;
  let analyst: { userId: number; token: string };
  let noExport: { userId: number };

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: token } : {},
    });
  async function createKey(body: CreateApiKeyBody) {
    const res = await call('POST', '/v2/admin/keys', admin, body);
    expect(res.statusCode, res.body).toBe(200);
    return createApiKeyRoute.response.parse(res.json());
  }
  const figure = (secret: string) => call('POST', '/v2/analytics/brand/topbrands', `Bearer ${secret}`, {});
  const exportCsv = (secret: string) =>
    call('POST', '/v2/analytics/source/projects/full/csv?type=contacts', `Bearer ${secret}`, {});

  beforeAll(async () => {
    // The tiny market set under RATE_LIMIT_ANALYTICS, to see a key's own budget.
    t = await createTestApp({ RATE_LIMIT_ANALYTICS: '1,3' }, {});
    const db = t.testDb.database.db;
    admin = await bearerFor(
      db,
      (await createFirmUser(db, { email: 'root@keys.example', isAdmin: true })).userId,
    );
    const permissions = { brands: true, products: true };
    const a = await createFirmUser(db, {
      email: 'analyst@keys.example',
      configuration: firmConfiguration({ permissions, hasfeature: { export: true } }),
    });
    analyst = { userId: a.userId, token: await bearerFor(db, a.userId) };
    const n = await createFirmUser(db, {
      email: 'viewer@keys.example',
      configuration: firmConfiguration({ permissions }),
    });
    noExport = { userId: n.userId };
  });
  afterAll(async () => t?.close());

  it('shows the secret once, keeps only its hash, and lists the key by its prefix', async () => {
    const { key, secret } = await createKey({
      user_id: analyst.userId,
      name: 'Power BI',
      scope: 'analytics',
      expires_on: inDays(30),
    });
    expect(secret).toMatch(/^sp_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(key).toMatchObject({ user_email: 'analyst@keys.example', name: 'Power BI', scope: 'analytics' });
    const { rows } = await sql<{
      secret_hash: string;
    }>`select secret_hash from api_key where id = ${key.id}`.execute(t.testDb.database.db);
    expect(rows[0]?.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    const stored = JSON.stringify(
      (await sql`select * from api_key where id = ${key.id}`.execute(t.testDb.database.db)).rows,
    );
    expect(stored).not.toContain(secret.slice(key.prefix.length));
    const list = await call('GET', `/v2/admin/keys?user_id=${analyst.userId}`, admin);
    expect(list.statusCode).toBe(200);
    const listed = apiKeySchema.array().parse(list.json());
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed.map((k) => k.id)).toContain(key.id);
  });

  it("answers analytics with the user's figures; refuses what is outside its scope (403)", async () => {
    const { secret } = await createKey({
      user_id: analyst.userId,
      name: 'read',
      scope: 'analytics',
      expires_on: inDays(10),
    });
    const byKey = await figure(secret);
    expect(byKey.statusCode).toBe(200);
    const byToken = await call('POST', '/v2/analytics/brand/topbrands', analyst.token, {});
    expect(byKey.json()).toEqual(byToken.json());
    for (const [method, url] of [
      ['GET', '/v2/configuration'],
      ['GET', '/v2/views'],
      ['GET', '/v2/admin/firmlist'],
      ['GET', '/v2/admin/keys'],
    ] as const) {
      const res = await call(method, url, `Bearer ${secret}`);
      expect(res.statusCode, url).toBe(403);
    }
    const file = await exportCsv(secret);
    expect(file.statusCode).toBe(403);
    expect(file.json().error.message).toBe(messages.apiKeyRoute);

    const wide = await createKey({
      user_id: analyst.userId,
      name: 'files',
      scope: 'analytics+exports',
      expires_on: inDays(10),
    });
    expect((await exportCsv(wide.secret)).statusCode).toBe(200);
  });

  it('an administrator’s key reaches no administration either', async () => {
    const db = t.testDb.database.db;
    const other = await createFirmUser(db, { email: 'admin2@keys.example', isAdmin: true });
    const { secret } = await createKey({
      user_id: other.userId,
      name: 'admin',
      scope: 'analytics',
      expires_on: inDays(5),
    });
    expect((await call('GET', '/v2/admin/firmlist', `Bearer ${secret}`)).statusCode).toBe(403);
  });

  it('refuses a scope wider than the firm allows, a bad expiry and an unknown user (400, 400, 404)', async () => {
    const wide = await call('POST', '/v2/admin/keys', admin, {
      user_id: noExport.userId,
      name: 'x',
      scope: 'analytics+exports',
      expires_on: inDays(5),
    });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().error.message).toBe(messages.apiKeyScopeTooWide('analytics+exports'));
    for (const expires_on of [inDays(0), inDays(-3), inDays(800)]) {
      const res = await call('POST', '/v2/admin/keys', admin, {
        user_id: noExport.userId,
        name: 'x',
        scope: 'analytics',
        expires_on,
      });
      expect(res.statusCode, expires_on).toBe(400);
    }
    const unknown = await call('POST', '/v2/admin/keys', admin, {
      user_id: 999_999,
      name: 'x',
      scope: 'analytics',
      expires_on: inDays(5),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', '/v2/admin/keys', analyst.token, { user_id: 1 })).statusCode).toBe(403);
    // Without a token: 401 on every key route, before anything is read.
    expect((await call('GET', '/v2/admin/keys', null)).statusCode).toBe(401);
    expect((await call('POST', '/v2/admin/keys', null, { user_id: 1 })).statusCode).toBe(401);
    expect((await call('DELETE', '/v2/admin/keys/1', null)).statusCode).toBe(401);
    // A malformed body or id: 400 naming the field.
    const bad = await call('POST', '/v2/admin/keys', admin, {
      user_id: 1,
      name: '',
      scope: 'all',
      expires_on: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/scope/);
    expect((await call('DELETE', '/v2/admin/keys/abc', admin)).statusCode).toBe(400);
  });

  it('refuses a revoked key at its next request, and an expired one, with the catalogue text (401)', async () => {
    const { key, secret } = await createKey({
      user_id: analyst.userId,
      name: 'revoke me',
      scope: 'analytics',
      expires_on: inDays(3),
    });
    expect((await figure(secret)).statusCode).toBe(200);
    expect((await call('DELETE', `/v2/admin/keys/${key.id}`, admin)).statusCode).toBe(204);
    const refused = await figure(secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(messages.apiKeyInvalid);

    const expiring = await createKey({
      user_id: analyst.userId,
      name: 'expire me',
      scope: 'analytics',
      expires_on: inDays(3),
    });
    expect((await figure(expiring.secret)).statusCode).toBe(200);
    await sql`update api_key set expires_at = now() - interval '1 second' where id = ${expiring.key.id}`.execute(
      t.testDb.database.db,
    );
    expect((await figure(expiring.secret)).statusCode).toBe(401);
    expect((await figure('sp_not-a-key')).statusCode).toBe(401);
  });

  it('has a rate budget of its own, records its last use, and every call is audited', async () => {
    const { key, secret } = await createKey({
      user_id: analyst.userId,
      name: 'budget',
      scope: 'analytics',
      expires_on: inDays(3),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await figure(secret)).statusCode);
    expect(statuses).toContain(429);
    // The user's own pages keep their budget.
    expect((await call('POST', '/v2/analytics/brand/topbrands', analyst.token, {})).statusCode).toBe(200);

    const listed = apiKeySchema
      .array()
      .parse((await call('GET', `/v2/admin/keys?user_id=${analyst.userId}`, admin)).json())
      .find((k) => k.id === key.id);
    expect(listed?.last_used_at).not.toBeNull();
    const audit = await call('GET', `/v2/admin/audit?action=key.use&limit=100`, admin);
    const uses = (audit.json() as { rows: { target: string; detail: string }[] }).rows.filter(
      (r) => r.target === `key:${key.id}`,
    );
    expect(uses).toHaveLength(6);
    expect(JSON.parse(uses[0]!.detail)).toMatchObject({ call: 'POST /v2/analytics/brand/topbrands' });
    const created = await call('GET', `/v2/admin/audit?action=key.create&limit=100`, admin);
    expect(JSON.stringify(created.json())).toContain(`key:${key.id}`);
  });

  describe("created by a firm admin, for their own firm's users only", () => {
    let firmAdmin: string;
    let colleague: { userId: number; token: string };
    let firmId: number;

    const createAs = (token: string, body: CreateApiKeyBody) => call('POST', '/v2/admin/keys', token, body);
    const keyFor = (userId: number) => ({
      user_id: userId,
      name: 'BI',
      scope: 'analytics' as const,
      expires_on: inDays(30),
    });

    beforeAll(async () => {
      const db = t.testDb.database.db;
      // Brands only, no export: the colleague's key can reach no product figure and no file.
      const fa = await createFirmUser(db, {
        email: 'lead@firmkeys.example',
        isFirmAdmin: true,
        configuration: firmConfiguration({ permissions: { brands: true } }),
      });
      firmId = fa.firmId;
      firmAdmin = await bearerFor(db, fa.userId);
      const c = await createColleague(db, firmId, 'colleague@firmkeys.example', {
        firstName: 'Col',
        lastName: 'League',
      });
      colleague = { userId: c.userId, token: await bearerFor(db, c.userId) };
    });

    it("creates a key for a colleague that has exactly the colleague's permissions within its scope", async () => {
      const created = await createAs(firmAdmin, keyFor(colleague.userId));
      expect(created.statusCode, created.body).toBe(200);
      const { key, secret } = createApiKeyRoute.response.parse(created.json());
      expect(key).toMatchObject({ user_id: colleague.userId, user_email: 'colleague@firmkeys.example' });
      const byKey = await figure(secret);
      expect(byKey.statusCode).toBe(200);
      expect(byKey.json()).toEqual(
        (await call('POST', '/v2/analytics/brand/topbrands', colleague.token, {})).json(),
      );
      // The colleague has no products permission: neither has the key.
      const products = await call('POST', '/v2/analytics/product/topproducts', `Bearer ${secret}`, {});
      expect(products.statusCode).toBe(403);
      expect((await call('GET', '/v2/admin/keys', `Bearer ${secret}`)).statusCode).toBe(403);
      // The firm has no export feature: a key with exports is wider than the colleague's permissions.
      const wide = await createAs(firmAdmin, { ...keyFor(colleague.userId), scope: 'analytics+exports' });
      expect(wide.statusCode).toBe(400);
      expect(wide.json().error.message).toBe(messages.apiKeyScopeTooWide('analytics+exports'));

      const users = await call('GET', '/v2/admin/keys/users', firmAdmin);
      expect(users.statusCode).toBe(200);
      expect(apiKeyUsersRoute.response.parse(users.json())).toContainEqual({
        user_id: colleague.userId,
        name: 'Col League',
      });
      expect(JSON.stringify(users.json())).not.toContain(String(analyst.userId));
    });

    it("answers another firm's user or key as none (404), and lists the firm's keys only", async () => {
      const other = await createAs(firmAdmin, keyFor(analyst.userId));
      expect(other.statusCode).toBe(404);
      expect(other.json().error.message).toBe(messages.userNotFoundForKey(analyst.userId));
      // Nor an administrator of their own firm: the secret would carry the administrator's reach.
      const administrator = await createColleague(t.testDb.database.db, firmId, 'root@firmkeys.example', {
        isAdmin: true,
      });
      expect((await createAs(firmAdmin, keyFor(administrator.userId))).statusCode).toBe(404);
      const { key, secret } = await createKey({ ...keyFor(analyst.userId), name: 'not theirs' });
      expect((await call('DELETE', `/v2/admin/keys/${key.id}`, firmAdmin)).statusCode).toBe(404);
      expect((await figure(secret)).statusCode).toBe(200);

      const listed = apiKeySchema.array().parse((await call('GET', '/v2/admin/keys', firmAdmin)).json());
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((k) => k.user_id === colleague.userId)).toBe(true);
      const asked = await call('GET', `/v2/admin/keys?user_id=${analyst.userId}`, firmAdmin);
      expect(asked.json()).toEqual([]);
      // An administrator still sees every firm's, or their own firm's (none here) on the firm's page.
      const all = apiKeySchema.array().parse((await call('GET', '/v2/admin/keys', admin)).json());
      for (const userId of [analyst.userId, colleague.userId])
        expect(all.some((k) => k.user_id === userId)).toBe(true);
      expect((await call('GET', '/v2/admin/keys?own_firm=true', admin)).json()).toEqual([]);
    });

    it('refuses a user who is not a firm admin (403) on every key route', async () => {
      for (const [method, url, body] of [
        ['GET', '/v2/admin/keys', undefined],
        ['GET', '/v2/admin/keys/users', undefined],
        ['POST', '/v2/admin/keys', keyFor(colleague.userId)],
        ['DELETE', '/v2/admin/keys/1', undefined],
      ] as const) {
        const res = await call(method, url, colleague.token, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.message).toBe(messages.noFirmAdminAccess);
      }
    });

    it('revokes a colleague’s key from its next request, and audits creation and revocation', async () => {
      const { key, secret } = createApiKeyRoute.response.parse(
        (await createAs(firmAdmin, { ...keyFor(colleague.userId), name: 'revoke me' })).json(),
      );
      expect((await figure(secret)).statusCode).toBe(200);
      expect((await call('DELETE', `/v2/admin/keys/${key.id}`, firmAdmin)).statusCode).toBe(204);
      const refused = await figure(secret);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.message).toBe(messages.apiKeyInvalid);

      const audited = async (action: string) =>
        auditPageSchema
          .parse((await call('GET', `/v2/admin/audit?action=${action}&limit=100`, admin)).json())
          .rows.filter((r) => r.target === `key:${key.id}`);
      const [create] = await audited('key.create');
      expect(create).toMatchObject({ actor_email: 'lead@firmkeys.example', firm_id: firmId });
      expect(JSON.parse(create!.detail)).toMatchObject({ user_id: colleague.userId, name: 'revoke me' });
      const revokes = await audited('key.revoke');
      expect(revokes).toHaveLength(1);
      expect(revokes[0]).toMatchObject({ actor_email: 'lead@firmkeys.example', firm_id: firmId });
    });
  });
});
