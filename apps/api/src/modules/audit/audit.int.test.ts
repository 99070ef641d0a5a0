// The audit log administrators read (/v2/admin/audit and its CSV): each audited action is written with who did
// it (both identities when impersonating), the firm it concerns and what was asked; filters, paging and the
// file select the same entries; only administrators read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, type AuditRow } from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createFirmUser, firmConfiguration } from '../../../test/auth-helpers.ts';
import { hashPassword } from '../auth/password.ts';

const PASSWORD = 'correct horse battery staple';

describe('audit log', () => {
  let t: TestApp;
  let admin: string;
  let member: { token: string; userId: number; firmId: number; email: string };
  let other: { token: string; firmId: number };

  const get = (url: string, token: string | null = admin) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  const page = async (query: string) => {
    const res = await get(`/v2/admin/audit?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return auditPageSchema.parse(res.json());
  };
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/v2/auth/login', payload: { email, password } });

  beforeAll(async () => {
    // The tiny market set, for an export with filters.
    t = await createTestApp({}, {});
    const db = t.testDb.database.db;
    const passwordHash = await hashPassword(PASSWORD);
    const adminUser = await createFirmUser(db, { email: 'root@audit.example', isAdmin: true, passwordHash });
    admin = await bearerFor(db, adminUser.userId);
    const configuration = firmConfiguration({
      permissions: { brands: true, products: true },
      hasfeature: { export: true, savefilters: true },
    });
    const m = await createFirmUser(db, { email: 'member@audit.example', configuration, passwordHash });
    member = { ...m, email: 'member@audit.example', token: await bearerFor(db, m.userId) };
    const o = await createFirmUser(db, { email: 'other@audit.example', configuration, passwordHash });
    other = { firmId: o.firmId, token: await bearerFor(db, o.userId) };
  });
  afterAll(async () => t?.close());

  it('is for administrators only: 401 without a token, 403 for a firm user, on the list and the file', async () => {
    for (const url of ['/v2/admin/audit', '/v2/admin/audit/csv']) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, member.token)).statusCode, url).toBe(403);
    }
  });

  it('records sign-ins and failed sign-ins (an unknown email by the address tried), with the firm', async () => {
    expect((await signIn('MEMBER@audit.example', PASSWORD)).statusCode).toBe(200);
    expect((await signIn(member.email, 'wrong')).statusCode).toBe(401);
    expect((await signIn('nobody@audit.example', 'x')).statusCode).toBe(401);

    const ok = await page(`action=signin&who=member@`);
    expect(ok.rows[0]).toMatchObject({
      actor_email: member.email,
      firm_id: member.firmId,
      target: `user:${member.userId}`,
    });
    const failed = await page('action=signin.failed');
    expect(failed.rows.map((r) => [r.actor_email, r.target, JSON.parse(r.detail).reason])).toEqual([
      [null, 'email:nobody@audit.example', 'unknown email'],
      [member.email, `user:${member.userId}`, 'wrong password'],
    ]);
    // A failed sign-in of an unknown email is found by the address tried.
    expect((await page('who=nobody')).rows.map((r) => r.action)).toEqual(['signin.failed']);
  });

  it('records an impersonation with both identities, and the firm of the user acted as', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/impersonate',
      payload: { userId: member.userId },
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json().data as { token: string };
    const back = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/deimpersonate',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(back.statusCode).toBe(200);
    const rows = (await page(`firm_id=${member.firmId}&who=root@`)).rows;
    expect(rows.map((r) => [r.action, r.actor_email, r.target])).toEqual([
      ['deimpersonate', 'root@audit.example', `user:${member.userId}`],
      ['impersonate', 'root@audit.example', `user:${member.userId}`],
    ]);
  });

  it('records an export with the filters it was asked with, once the file is sent', async () => {
    const filters = { regions: ['west'], period_interval: 6, period_end: 'month' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/analytics/source/projects/full/csv?type=contacts',
      payload: filters,
      headers: { authorization: member.token },
    });
    expect(res.statusCode).toBe(200);
    // The row is written once the response has gone (an onResponse hook), which inject can resolve before:
    // on a busy machine the first read came too early.
    const exported = async () => (await page(`action=export&firm_id=${member.firmId}`)).rows[0];
    await expect.poll(exported).toMatchObject({
      actor_email: member.email,
      target: 'POST /v2/analytics/source/projects/full/csv',
    });
    expect(JSON.parse((await exported())!.detail)).toMatchObject({ query: { type: 'contacts' }, filters });
  });

  it('records sharing a view and taking it back, not a rename', async () => {
    const post = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: member.token } });
    const created = await post('POST', '/v2/views', {
      name: 'West',
      path: '/brands/',
      query: '',
      shared: true,
    });
    expect(created.statusCode).toBe(200);
    const id = (created.json() as { id: number }).id;
    expect((await post('PUT', `/v2/views/${id}`, { name: 'West coast' })).statusCode).toBe(200);
    expect((await post('PUT', `/v2/views/${id}`, { shared: false })).statusCode).toBe(200);
    const rows = (await page(`who=member@&firm_id=${member.firmId}`)).rows.filter((r) =>
      r.action.startsWith('view.'),
    );
    expect(rows.map((r) => [r.action, r.target, JSON.parse(r.detail).name])).toEqual([
      ['view.unshare', `view:${id}`, 'West coast'],
      ['view.share', `view:${id}`, 'West'],
    ]);
  });

  it('pages every selected entry exactly once, newest first, and the CSV holds the same entries', async () => {
    // A few more entries of another firm, so the selection leaves some out.
    for (let i = 0; i < 3; i++) expect((await signIn('other@audit.example', PASSWORD)).statusCode).toBe(200);
    const all = await page('limit=100');
    expect(all.total).toBe(all.rows.length);
    const ids = all.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const seen: AuditRow[] = [];
    for (let offset = 0; offset < all.total; offset += 10)
      seen.push(...(await page(`limit=10&offset=${offset}`)).rows);
    expect(seen.map((r) => r.id)).toEqual(ids);

    const mine = await page(`firm_id=${other.firmId}&limit=100`);
    expect(mine.total).toBe(3);
    expect(mine.rows.every((r) => r.firm_id === other.firmId && r.action === 'signin')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`from=${today}&to=${today}&limit=100`)).total).toBe(all.total);
    expect((await page('from=2000-01-01&to=2000-12-31')).total).toBe(0);

    const csv = await get(`/v2/admin/audit/csv?firm_id=${other.firmId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="\d\d-\d\d-\d{4}_\d{6}_audit_log\.csv"$/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('When,Who,Impersonated By,Firm,Action,Target,Detail');
    expect(lines).toHaveLength(1 + 3);
    expect(lines.slice(1).every((l) => l.includes('other@audit.example') && l.includes(',signin,'))).toBe(
      true,
    );
  });

  it('refuses bad filters with 400 naming them', async () => {
    for (const query of [
      'action=drop',
      'from=2026-02-30',
      'from=2026-03-01&to=2026-02-01',
      'limit=7',
      'firm_id=0',
    ]) {
      const res = await get(`/v2/admin/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
