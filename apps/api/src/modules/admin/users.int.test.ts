import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminFirmUsersResponseSchema,
  firmUserRowSchema,
  loginResponseSchema,
  messages,
} from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createFirmUser, firmConfiguration } from '../../../test/auth-helpers.ts';
import { hashPassword } from '../auth/password.ts';

describe('admin: a firm’s users, deactivation and reactivation', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let memberId: number;
  let memberFirmId: number;

  const call = (method: 'GET' | 'POST', url: string, authorization?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: authorization ? { authorization } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const signIn = async () => {
    const res = await call('POST', '/v2/auth/login', undefined, {
      email: 'member@example.com',
      password: 'member-password',
    });
    return res.statusCode === 200 ? `Bearer ${loginResponseSchema.parse(res.json()).token}` : null;
  };
  const configurationStatus = async (token: string) =>
    (await call('GET', '/v2/configuration', token)).statusCode;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    ({ userId: adminId } = await createFirmUser(db, { email: 'admin@example.com', isAdmin: true }));
    admin = await bearerFor(db, adminId);
    ({ userId: memberId, firmId: memberFirmId } = await createFirmUser(db, {
      email: 'member@example.com',
      passwordHash: await hashPassword('member-password'),
      configuration: firmConfiguration({ permissions: { brands: true } }),
    }));
  });
  afterAll(async () => t?.close());

  it("lists a firm's users; 404 for an unknown firm; admins only", async () => {
    const res = await call('GET', `/v2/admin/firm/${memberFirmId}/users`, admin);
    expect(res.statusCode).toBe(200);
    expect(adminFirmUsersResponseSchema.parse(res.json()).users).toEqual([
      {
        user_id: memberId,
        email: 'member@example.com',
        first_name: 'Test',
        last_name: 'User',
        is_admin: false,
        is_firm_admin: false,
        is_active: true,
      },
    ]);
    const unknown = await call('GET', '/v2/admin/firm/987654/users', admin);
    expect(unknown.json()).toEqual({ error: { status: 404, message: messages.firmNotFound(987654) } });
    const member = await bearerFor(t.testDb.database.db, memberId);
    expect((await call('GET', `/v2/admin/firm/${memberFirmId}/users`, member)).statusCode).toBe(403);
    expect((await call('POST', `/v2/admin/users/${adminId}/deactivate`, member)).statusCode).toBe(403);
  });

  it('deactivation ends every session at once; reactivation does not revive the old tokens', async () => {
    const before = await signIn();
    const remembered = await bearerFor(t.testDb.database.db, memberId);
    expect(before).not.toBeNull();
    expect(await configurationStatus(before!)).toBe(200);

    const off = await call('POST', `/v2/admin/users/${memberId}/deactivate`, admin);
    expect(off.statusCode).toBe(200);
    expect(firmUserRowSchema.parse(off.json())).toMatchObject({ user_id: memberId, is_active: false });
    expect(await configurationStatus(before!)).toBe(401);
    expect(await configurationStatus(remembered)).toBe(401);
    expect(await signIn()).toBeNull();

    const on = await call('POST', `/v2/admin/users/${memberId}/reactivate`, admin);
    expect(firmUserRowSchema.parse(on.json())).toMatchObject({ user_id: memberId, is_active: true });
    // Before the cut-off: still refused after the reactivation (before the fix they came back to life).
    expect(await configurationStatus(before!)).toBe(401);
    expect(await configurationStatus(remembered)).toBe(401);
    const after = await signIn();
    expect(after).not.toBeNull();
    expect(await configurationStatus(after!)).toBe(200);

    const rows = await t.testDb.database.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'impersonator_user_id', 'action', 'target', 'before', 'after'])
      .where('target', '=', `user:${memberId}`)
      .where('action', 'like', 'user.%')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        actor_user_id: adminId,
        impersonator_user_id: null,
        action: 'user.deactivate',
        target: `user:${memberId}`,
        before: { is_active: true },
        after: { is_active: false },
      },
      {
        actor_user_id: adminId,
        impersonator_user_id: null,
        action: 'user.reactivate',
        target: `user:${memberId}`,
        before: { is_active: false },
        after: { is_active: true },
      },
    ]);
  });

  it('answers 400 with a message for a firm or user id that is not a positive whole number', async () => {
    const bad = [
      ['GET', '/v2/admin/firm/abc/users'],
      ['GET', '/v2/admin/firm/-3/users'],
      ['POST', '/v2/admin/users/0/deactivate'],
      ['POST', '/v2/admin/users/1.5/reactivate'],
      ['POST', '/v2/admin/users/99999999999/deactivate'],
    ] as const;
    for (const [method, url] of bad) {
      const res = await call(method, url, admin);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.status, url).toBe(400);
      expect(res.json().error.message, url).toEqual(expect.any(String));
    }
    // Nothing changed: the member is still active.
    const list = adminFirmUsersResponseSchema.parse(
      (await call('GET', `/v2/admin/firm/${memberFirmId}/users`, admin)).json(),
    );
    expect(list.users.every((u) => u.is_active)).toBe(true);
  });

  it('refuses to deactivate oneself, and answers 404 for an unknown user', async () => {
    const self = await call('POST', `/v2/admin/users/${adminId}/deactivate`, admin);
    expect(self.json()).toEqual({ error: { status: 400, message: messages.cannotDeactivateSelf } });
    const unknown = await call('POST', '/v2/admin/users/987654/reactivate', admin);
    expect(unknown.json()).toEqual({ error: { status: 404, message: messages.userNotFound(987654) } });
  });
});
