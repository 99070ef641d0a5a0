import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import {
  configurationResponseSchema,
  messages,
  tokenClaimsSchema,
  userTokenDataSchema,
} from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createFirmUser, firmConfiguration } from '../../../test/auth-helpers.ts';

describe('impersonation', () => {
  let t: TestApp;
  let adminId: number;
  let admin: string;
  let designerId: number;
  let designer: string;
  let otherAdminId: number;
  let inactiveId: number;

  const post = (url: string, authorization?: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: authorization ? { authorization } : {},
      ...(payload ? { payload } : {}),
    });
  const audits = () => t.testDb.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    ({ userId: adminId } = await createFirmUser(db, {
      email: 'admin@example.com',
      isAdmin: true,
      configuration: firmConfiguration({ permissions: { brands: true, products: true, internal: true } }),
    }));
    admin = await bearerFor(db, adminId);
    ({ userId: designerId } = await createFirmUser(db, {
      email: 'designer@example.com',
      configuration: firmConfiguration({
        permissions: { products: true },
        hasfeature: { hidesegments: true },
      }),
    }));
    designer = await bearerFor(db, designerId);
    ({ userId: otherAdminId } = await createFirmUser(db, { email: 'admin2@example.com', isAdmin: true }));
    ({ userId: inactiveId } = await createFirmUser(db, { email: 'inactive@example.com', isActive: false }));
  });
  afterAll(async () => t?.close());

  it('signs the admin in as the user and back, audited both ways', async () => {
    const res = await post('/v2/admin/impersonate', admin, { userId: designerId });
    expect(res.statusCode).toBe(200);
    const { data } = userTokenDataSchema.parse(res.json());
    expect(data.user).toMatchObject({
      user_id: designerId,
      is_impersonate: true,
      is_admin: false,
      permissions: { products: true },
    });
    const claims = tokenClaimsSchema.parse(decodeJwt(data.token));
    expect(claims.imp).toBe(adminId);
    expect(claims.user.is_impersonate).toBe(true);

    // The impersonation token acts as the designer: their configuration, and no admin access.
    const acting = `Bearer ${data.token}`;
    const config = configurationResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/v2/configuration', headers: { authorization: acting } })
      ).json(),
    );
    expect(config.user).toMatchObject({ user_id: designerId, is_impersonate: true });
    expect(config.configuration.hasfeature).toEqual({ hidesegments: true });
    const adminCall = await t.app.inject({
      method: 'GET',
      url: '/v2/admin/firmlist',
      headers: { authorization: acting },
    });
    expect(adminCall.statusCode).toBe(403);

    const back = await post('/v2/admin/deimpersonate', acting);
    expect(back.statusCode).toBe(200);
    const own = userTokenDataSchema.parse(back.json()).data;
    expect(own.user).toMatchObject({ user_id: adminId, is_admin: true, is_impersonate: false });
    expect(tokenClaimsSchema.parse(decodeJwt(own.token)).imp).toBeUndefined();
    const firmlist = await t.app.inject({
      method: 'GET',
      url: '/v2/admin/firmlist',
      headers: { authorization: `Bearer ${own.token}` },
    });
    expect(firmlist.statusCode).toBe(200);

    // The impersonation token died with DeImpersonate: it can neither act nor mint another admin token.
    const replayed = await t.app.inject({
      method: 'GET',
      url: '/v2/configuration',
      headers: { authorization: acting },
    });
    expect(replayed.statusCode).toBe(401);
    expect((await post('/v2/admin/deimpersonate', acting)).statusCode).toBe(401);

    const rows = await audits();
    expect(rows.map((r) => [r.actor_user_id, r.action, r.target])).toEqual([
      [adminId, 'impersonate', `user:${designerId}`],
      [adminId, 'deimpersonate', `user:${designerId}`],
    ]);
  });

  it('gives one administrator token for concurrent DeImpersonate calls with one token, 401 to the rest', async () => {
    const started = await post('/v2/admin/impersonate', admin, { userId: designerId });
    const acting = `Bearer ${userTokenDataSchema.parse(started.json()).data.token}`;
    const auditsBefore = (await audits()).length;
    const calls = await Promise.all(
      Array.from({ length: 20 }, () => post('/v2/admin/deimpersonate', acting)),
    );
    const granted = calls.filter((r) => r.statusCode === 200);
    expect(granted).toHaveLength(1);
    for (const refused of calls.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: { status: 401, message: messages.unauthorizedPleaseLogIn } });
    }
    expect(userTokenDataSchema.parse(granted[0]!.json()).data.user).toMatchObject({ user_id: adminId });
    const deimpersonations = (await audits()).slice(auditsBefore).filter((r) => r.action === 'deimpersonate');
    expect(deimpersonations).toHaveLength(1);
  });

  it('refuses to impersonate another administrator', async () => {
    const res = await post('/v2/admin/impersonate', admin, { userId: otherAdminId });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { status: 403, message: messages.cannotImpersonateAdmin } });
  });

  it('answers 404 for an unknown user and 400 for an inactive one', async () => {
    const unknown = await post('/v2/admin/impersonate', admin, { userId: 987654 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { status: 404, message: 'No user 987654' } });
    const inactive = await post('/v2/admin/impersonate', admin, { userId: inactiveId });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual({ error: { status: 400, message: `User ${inactiveId} is inactive` } });
  });

  it('refuses a user id that is not a positive whole number', async () => {
    for (const userId of ['12', 1.5, 0, null]) {
      expect((await post('/v2/admin/impersonate', admin, { userId })).statusCode).toBe(400);
    }
  });

  it('refuses deimpersonate with an ordinary token', async () => {
    for (const token of [admin, designer]) {
      const res = await post('/v2/admin/deimpersonate', token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { status: 400, message: 'Not impersonating' } });
    }
  });

  it('does not hand the admin token back once the admin lost admin rights', async () => {
    const { userId: tempAdminId } = await createFirmUser(t.testDb.database.db, {
      email: 'temp@example.com',
      isAdmin: true,
    });
    const tempAdmin = await bearerFor(t.testDb.database.db, tempAdminId);
    const res = await post('/v2/admin/impersonate', tempAdmin, { userId: designerId });
    const acting = `Bearer ${userTokenDataSchema.parse(res.json()).data.token}`;
    await t.testDb.database.db
      .updateTable('app_user')
      .set({ is_admin: false })
      .where('id', '=', tempAdminId)
      .execute();
    expect((await post('/v2/admin/deimpersonate', acting)).statusCode).toBe(401);
  });

  it('stops the impersonation token at once when the admin behind it is deactivated', async () => {
    const db = t.testDb.database.db;
    const { userId: leavingAdminId } = await createFirmUser(db, {
      email: 'leaving@example.com',
      isAdmin: true,
    });
    const res = await post('/v2/admin/impersonate', await bearerFor(db, leavingAdminId), {
      userId: designerId,
    });
    const acting = `Bearer ${userTokenDataSchema.parse(res.json()).data.token}`;
    const configuration = () =>
      t.app.inject({ method: 'GET', url: '/v2/configuration', headers: { authorization: acting } });
    expect((await configuration()).statusCode).toBe(200);
    await db.updateTable('app_user').set({ is_active: false }).where('id', '=', leavingAdminId).execute();
    const refused = await configuration();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: { status: 401, message: 'Unauthorized, please log in' } });
    // The designer's own token is not affected.
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/configuration', headers: { authorization: designer } }))
        .statusCode,
    ).toBe(200);
  });
});
