// /v2/admin/sso-domains: administrators map email domains to firms for first single sign-ons; audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoDomainSchema } from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createFirmUser } from '../../../test/auth-helpers.ts';

describe('/v2/admin/sso-domains', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let firmId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    admin = await bearerFor(
      db,
      (await createFirmUser(db, { email: 'admin@x.example', isAdmin: true })).userId,
    );
    const created = await createFirmUser(db, { email: 'member@x.example' });
    firmId = created.firmId;
    member = await bearerFor(db, created.userId);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth?: string, payload?: object) =>
    t.app.inject({ method, url, ...(auth ? { headers: { authorization: auth } } : {}), payload });

  it('maps a domain (lower-cased) to a firm, lists it, removes it, and audits both changes', async () => {
    const added = await call('POST', '/v2/admin/sso-domains', admin, {
      domain: ' Acme.Example ',
      firm_id: firmId,
    });
    expect(added.statusCode).toBe(200);
    expect(ssoDomainSchema.parse(added.json())).toMatchObject({
      domain: 'acme.example',
      firm_id: firmId,
      firm_name: `Test Firm ${firmId}`,
    });
    const list = await call('GET', '/v2/admin/sso-domains', admin);
    expect(list.json()).toEqual([added.json()]);

    const removed = await call('DELETE', '/v2/admin/sso-domains/acme.example', admin);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', '/v2/admin/sso-domains', admin)).json()).toEqual([]);

    const audit = await t.testDb.database.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'firm_id', 'before', 'after'])
      .where('action', 'like', 'sso.domain.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'sso.domain.add',
        target: 'domain:acme.example',
        firm_id: firmId,
        before: null,
        after: { firm_id: firmId },
      },
      {
        action: 'sso.domain.remove',
        target: 'domain:acme.example',
        firm_id: firmId,
        before: { firm_id: firmId },
        after: null,
      },
    ]);
  });

  it('answers 409 for a domain already mapped, 404 for an unknown firm or domain', async () => {
    expect(
      (await call('POST', '/v2/admin/sso-domains', admin, { domain: 'b.example', firm_id: firmId }))
        .statusCode,
    ).toBe(200);
    const again = await call('POST', '/v2/admin/sso-domains', admin, {
      domain: 'b.example',
      firm_id: firmId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { status: 409, message: 'b.example is already mapped to a firm' },
    });
    const noFirm = await call('POST', '/v2/admin/sso-domains', admin, {
      domain: 'c.example',
      firm_id: 999_999,
    });
    expect(noFirm.json()).toEqual({ error: { status: 404, message: 'Firm 999999 does not exist' } });
    expect((await call('DELETE', '/v2/admin/sso-domains/none.example', admin)).statusCode).toBe(404);
  });

  it('answers 400 for a malformed domain or body', async () => {
    for (const body of [
      { domain: 'localhost', firm_id: firmId },
      { domain: 'a..b', firm_id: firmId },
      { domain: 'a.example' },
    ])
      expect((await call('POST', '/v2/admin/sso-domains', admin, body)).statusCode).toBe(400);
    expect((await call('DELETE', '/v2/admin/sso-domains/not_a_domain', admin)).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to a user who is not an administrator', async () => {
    expect((await call('GET', '/v2/admin/sso-domains')).statusCode).toBe(401);
    expect(
      (await call('POST', '/v2/admin/sso-domains', undefined, { domain: 'd.example', firm_id: firmId }))
        .statusCode,
    ).toBe(401);
    expect((await call('DELETE', '/v2/admin/sso-domains/b.example')).statusCode).toBe(401);
    expect((await call('GET', '/v2/admin/sso-domains', member)).statusCode).toBe(403);
    expect(
      (await call('POST', '/v2/admin/sso-domains', member, { domain: 'd.example', firm_id: firmId }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', '/v2/admin/sso-domains/b.example', member)).statusCode).toBe(403);
  });
});
