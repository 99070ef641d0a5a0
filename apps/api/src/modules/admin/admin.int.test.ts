import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableResponseSchema,
  configurationResponseSchema,
  configurationVersionHeader,
  firmConfigurationDataSchema,
  firmListRowSchema,
  loginResponseSchema,
  sessionRowSchema,
  type AdminFirmConfiguration,
} from '@specpulse/contract';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createFirmUser, firmConfiguration } from '../../../test/auth-helpers.ts';
import { fixture, insertDimensions } from '../../../test/dimension.fixtures.ts';
import { hashPassword } from '../auth/password.ts';

const c = fixture.categories;
const s = fixture.subCategories;
const m = fixture.manufacturers;

const validConfiguration = (): AdminFirmConfiguration => ({
  hasfeature: { nestedcategories: true, hideprojects: false },
  permissions: { brands: true, products: true, mybrands: false },
  firmbrands: [m.lumen, m.tread],
  specifications: [fixture.specTypes.finish, 'color', 'pattern'],
  filters: { categories: [c.lighting, c.flooring], subCategories: [s.downlights, s.carpet] },
  defaultcategories: [c.flooring],
  defaultsubcategories: [s.carpet],
});

describe('admin routes', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let member: string;
  let memberFirmId: number;

  const call = (method: 'GET' | 'POST', url: string, authorization?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: authorization ? { authorization } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    await insertDimensions(await t.testDb.market.at('none'));
    ({ userId: adminId } = await createFirmUser(db, {
      email: 'admin@example.com',
      isAdmin: true,
      configuration: firmConfiguration({ permissions: { brands: true, products: true, internal: true } }),
    }));
    admin = await bearerFor(db, adminId);
    const created = await createFirmUser(db, {
      email: 'member@example.com',
      passwordHash: await hashPassword('member-password'),
      configuration: firmConfiguration({ permissions: { brands: true, internal: true } }),
    });
    memberFirmId = created.firmId;
    member = await bearerFor(db, created.userId);
  });
  afterAll(async () => t?.close());

  it.each([
    ['GET', '/v2/admin/firmlist', undefined],
    ['GET', '/v2/admin/user/123', undefined],
    ['POST', '/v2/admin/user/123', validConfiguration()],
    ['GET', '/v2/admin/available', undefined],
    ['GET', '/v2/admin/sessions', undefined],
    ['POST', '/v2/admin/impersonate', { userId: 1 }],
  ] as const)('%s %s: 401 without a token, 403 for a non-admin', async (method, url, payload) => {
    const anonymous = await call(method, url, undefined, payload);
    expect(anonymous.statusCode).toBe(401);
    const denied = await call(method, url, member, payload);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: { status: 403, message: 'No admin access' } });
  });

  it('deimpersonate: 401 without a token', async () => {
    expect((await call('POST', '/v2/admin/deimpersonate')).statusCode).toBe(401);
  });

  it('lists firms with their main permissions', async () => {
    const res = await call('GET', '/v2/admin/firmlist', admin);
    expect(res.statusCode).toBe(200);
    const rows = firmListRowSchema.array().parse(res.json());
    expect(rows.find((r) => r.firm_id === memberFirmId)).toEqual({
      firm_id: memberFirmId,
      name: `Test Firm ${memberFirmId}`,
      has_brands: true,
      has_products: false,
      has_internal: true,
    });
  });

  it('lists every category and sub-category as available', async () => {
    const body = availableResponseSchema.parse((await call('GET', '/v2/admin/available', admin)).json());
    expect(body.filters.categories.map((x) => x.id)).toEqual([c.flooring, c.lighting, c.seating]);
    expect(body.filters.subCategories).toContainEqual({
      id: s.pendants,
      name: 'Pendants',
      category_id: c.lighting,
    });
    expect(body.filters.subCategories).toHaveLength(3);
  });

  it('opens an empty configuration for a firm id that does not exist yet', async () => {
    const res = await call('GET', '/v2/admin/user/4242', admin);
    expect(res.statusCode).toBe(200);
    const { data } = firmConfigurationDataSchema.parse(res.json());
    expect(data.firm).toEqual({
      firm_id: 4242,
      name: 'Firm 4242',
      is_new: true,
      revision: null,
      fiscal_year_start: 1,
    });
    expect(data.configuration.firmbrands).toEqual([]);
    expect(data.configuration.filters).toEqual({ categories: [], subCategories: [] });
    expect(data.defaults.filters).toEqual({ categories: [], subCategories: [] });
  });

  it('refuses a firm id that is not a positive integer', async () => {
    expect((await call('GET', '/v2/admin/user/abc', admin)).statusCode).toBe(400);
    expect((await call('GET', '/v2/admin/user/-3', admin)).statusCode).toBe(400);
  });

  it.each([
    [{ firmbrands: [m.lumen, 999] }, 'firmbrands: unknown manufacturer ids 999'],
    [{ specifications: [fixture.specTypes.size, 77] }, 'specifications: unknown spec type ids 77'],
    [
      { filters: { categories: [c.lighting, 55], subCategories: [] } },
      'filters.categories: unknown category ids 55',
    ],
    // A sub-category id is not a category, and a category id is not a sub-category.
    [
      { filters: { categories: [s.carpet], subCategories: [c.lighting] } },
      'filters.categories: unknown category ids 21',
    ],
    [
      { filters: { categories: [s.carpet], subCategories: [c.lighting] } },
      'filters.subCategories: unknown sub-category ids 10',
    ],
    [
      { filters: { categories: [c.lighting], subCategories: [s.downlights, s.carpet] } },
      'filters.subCategories: 21 belong to categories that are not enabled',
    ],
    [{ defaultcategories: [c.seating] }, 'defaultcategories: 30 not among the enabled categories'],
    [{ defaultsubcategories: [s.pendants] }, 'defaultsubcategories: 12 not among the enabled sub-categories'],
    [{ permissions: { brands: true, superuser: true } }, 'permissions: unknown permissions superuser'],
    [{ hasfeature: { darkmode: true } }, 'hasfeature: unknown flags darkmode'],
  ])('refuses an invalid configuration with a message naming the field: %j', async (change, message) => {
    const res = await call('POST', '/v2/admin/user/4243', admin, { ...validConfiguration(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    const firm = await t.testDb.database.db
      .selectFrom('firm')
      .select('id')
      .where('id', '=', 4243)
      .executeTakeFirst();
    expect(firm).toBeUndefined();
  });

  it('refuses a malformed body (wrong types, missing fields, words other than color and pattern)', async () => {
    for (const body of [
      { ...validConfiguration(), firmbrands: ['abc'] },
      { ...validConfiguration(), specifications: ['texture'] },
      { ...validConfiguration(), filters: undefined },
    ]) {
      expect((await call('POST', '/v2/admin/user/4243', admin, body)).statusCode).toBe(400);
    }
  });

  it('keeps the month the fiscal year starts: 1 for a new firm, unchanged when a save leaves it out', async () => {
    const opened = firmConfigurationDataSchema.parse(
      (await call('GET', '/v2/admin/user/5003', admin)).json(),
    );
    expect(opened.data.firm.fiscal_year_start).toBe(1);
    const saved = await call('POST', '/v2/admin/user/5003', admin, {
      ...validConfiguration(),
      fiscal_year_start: 2,
    });
    expect(saved.statusCode).toBe(200);
    expect(firmConfigurationDataSchema.parse(saved.json()).data.firm.fiscal_year_start).toBe(2);
    const again = await call('POST', '/v2/admin/user/5003', admin, validConfiguration());
    expect(firmConfigurationDataSchema.parse(again.json()).data.firm.fiscal_year_start).toBe(2);
    for (const month of [0, 13, 2.5, '2']) {
      const res = await call('POST', '/v2/admin/user/5003', admin, {
        ...validConfiguration(),
        fiscal_year_start: month,
      });
      expect(res.statusCode, String(month)).toBe(400);
      expect(res.json().error.message).toContain('fiscal_year_start');
    }
    expect((await call('POST', '/v2/admin/user/5003', member, validConfiguration())).statusCode).toBe(403);
  });

  it('refuses (409) a save based on an older revision, so a concurrent change is never lost', async () => {
    const opened = firmConfigurationDataSchema.parse(
      (await call('GET', '/v2/admin/user/5002', admin)).json(),
    );
    expect(opened.data.firm.revision).toBeNull();
    // Two editors open the new firm; the first save creates it.
    const first = await call('POST', '/v2/admin/user/5002', admin, {
      ...validConfiguration(),
      revision: null,
    });
    expect(first.statusCode).toBe(200);
    const created = firmConfigurationDataSchema.parse(first.json()).data.firm.revision;
    expect(created).toEqual(expect.any(String));
    // The second editor still holds the revision of before the creation: refused, nothing written.
    const stale = await call('POST', '/v2/admin/user/5002', admin, {
      ...validConfiguration(),
      firmbrands: [m.tread],
      revision: null,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/changed by someone else/);
    // A save from the current revision goes through and moves the revision on.
    const next = await call('POST', '/v2/admin/user/5002', admin, {
      ...validConfiguration(),
      firmbrands: [m.tread],
      revision: created,
    });
    expect(next.statusCode).toBe(200);
    const moved = firmConfigurationDataSchema.parse(next.json()).data;
    expect(moved.configuration.firmbrands).toEqual([m.tread]);
    expect(moved.firm.revision).not.toBe(created);
    const again = await call('POST', '/v2/admin/user/5002', admin, {
      ...validConfiguration(),
      revision: created,
    });
    expect(again.statusCode).toBe(409);
    const stored = firmConfigurationDataSchema.parse(
      (await call('GET', '/v2/admin/user/5002', admin)).json(),
    );
    expect(stored.data.configuration.firmbrands).toEqual([m.tread]);
  });

  it('creates a new firm with an audit row, and its users see the change at their next sign-in', async () => {
    const res = await call('POST', '/v2/admin/user/5001', admin, {
      ...validConfiguration(),
      firmbrands: [m.lumen, m.tread, m.lumen],
    });
    expect(res.statusCode).toBe(200);
    const { data } = firmConfigurationDataSchema.parse(res.json());
    expect(data.firm).toMatchObject({ firm_id: 5001, name: 'Firm 5001', is_new: false });
    expect(data.firm.revision).toEqual(expect.any(String));
    expect(data.configuration.firmbrands).toEqual([m.lumen, m.tread]);
    expect(data.defaults.filters).toEqual({ categories: [c.flooring], subCategories: [s.carpet] });

    const reread = firmConfigurationDataSchema.parse(
      (await call('GET', '/v2/admin/user/5001', admin)).json(),
    );
    expect(reread.data.configuration).toEqual({ ...validConfiguration(), firmbrands: [m.lumen, m.tread] });

    const audit = await t.testDb.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', 'firm:5001')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: adminId, action: 'firm.create', before: null });
    expect(audit[0]!.after).toMatchObject({
      name: 'Firm 5001',
      configuration: { firmbrands: [m.lumen, m.tread] },
    });

    // A user of the new firm signs in and sees the saved configuration.
    const db = t.testDb.database.db;
    await db
      .insertInto('app_user')
      .values({
        email: 'new.firm.user@example.com',
        password_hash: await hashPassword('new-firm-password'),
        first_name: 'New',
        last_name: 'User',
        firm_id: 5001,
      })
      .execute();
    const login = await call('POST', '/v2/auth/login', undefined, {
      email: 'new.firm.user@example.com',
      password: 'new-firm-password',
    });
    const token = loginResponseSchema.parse(login.json()).token;
    const config = configurationResponseSchema.parse(
      (await call('GET', '/v2/configuration', `Bearer ${token}`)).json(),
    );
    expect(config.user.firm_name).toBe('Firm 5001');
    expect(config.configuration.permissions).toEqual({ brands: true, products: true, mybrands: false });
    expect(config.configuration.filters.categories.map((x) => x.id)).toEqual([c.flooring, c.lighting]);
    expect(config.defaults.filters.categories).toEqual([c.flooring]);
  });

  it("updates an existing firm, audits before and after, and applies permissions at the user's next request", async () => {
    const before = await call('GET', '/v2/admin/user/' + memberFirmId, admin);
    const previous = firmConfigurationDataSchema.parse(before.json()).data.configuration;
    const next = { ...validConfiguration(), permissions: { products: true }, name: 'Renamed Firm' };
    const signIn = async () =>
      `Bearer ${
        loginResponseSchema.parse(
          (
            await call('POST', '/v2/auth/login', undefined, {
              email: 'member@example.com',
              password: 'member-password',
            })
          ).json(),
        ).token
      }`;
    const signedInBefore = await signIn();
    const res = await call('POST', `/v2/admin/user/${memberFirmId}`, admin, next);
    expect(res.statusCode).toBe(200);
    expect(firmConfigurationDataSchema.parse(res.json()).data.firm.name).toBe('Renamed Firm');

    const audit = await t.testDb.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `firm:${memberFirmId}`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_user_id: adminId, action: 'firm.configuration.update' });
    expect(audit.before).toEqual({
      name: `Test Firm ${memberFirmId}`,
      configuration: previous,
      fiscal_year_start: 1,
    });
    expect(audit.after).toMatchObject({
      name: 'Renamed Firm',
      configuration: { permissions: { products: true } },
    });

    // Tokens signed before the save get the new permissions and categories from their next request: a
    // permission or category taken away is refused at once, whatever the token's age.
    const categoryIds = (body: { configuration: { filters: { categories: { id: number }[] } } }) =>
      body.configuration.filters.categories.map((x) => x.id).sort((a, b) => a - b);
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(sorted(previous.filters.categories)).not.toEqual(sorted(next.filters.categories));
    for (const earlierToken of [member, signedInBefore]) {
      const earlier = configurationResponseSchema.parse(
        (await call('GET', '/v2/configuration', earlierToken)).json(),
      );
      expect(earlier.configuration.permissions).toEqual({ products: true });
      expect(categoryIds(earlier)).toEqual(sorted(next.filters.categories));
    }
    // brands was taken away: the brand reports refuse the old token now.
    const brands = await call('POST', '/v2/analytics/brand/topbrands', signedInBefore, {});
    expect(brands.statusCode).toBe(403);
    const fresh = await signIn();
    const newBody = configurationResponseSchema.parse((await call('GET', '/v2/configuration', fresh)).json());
    expect(newBody.configuration.permissions).toEqual({ products: true });
    expect(newBody.user.firm_name).toBe('Renamed Firm');
    expect(categoryIds(newBody)).toEqual(sorted(next.filters.categories));
    expect(newBody.defaults.filters.categories).toEqual(next.defaultcategories);
  });

  it("tells the firm's signed-in users that a save changed their configuration, on answers and refusals", async () => {
    const versionOf = (res: { headers: Record<string, unknown> }) => res.headers[configurationVersionHeader];
    const before = versionOf(await call('GET', '/v2/configuration', member));
    expect(before).toEqual(expect.any(String));
    const refused = await call('POST', '/v2/analytics/brand/topbrands', member, {});
    expect(refused.statusCode).toBe(403);
    expect(versionOf(refused)).toBe(before);

    const saved = await call('POST', `/v2/admin/user/${memberFirmId}`, admin, {
      ...validConfiguration(),
      permissions: { products: true },
    });
    expect(saved.statusCode).toBe(200);
    const after = versionOf(await call('GET', '/v2/configuration', member));
    expect(after).toEqual(expect.any(String));
    expect(after).not.toBe(before);
    expect(versionOf(await call('POST', '/v2/analytics/brand/topbrands', member, {}))).toBe(after);
  });

  it('builds session rows from session events', async () => {
    const db = t.testDb.database.db;
    const post = (page: string) => call('POST', '/v2/session/event', admin, { page });
    await post('/admin');
    await post('/admin/sessions');
    // Spread the first session over 10 minutes, then start another one 40 minutes later. One statement, one
    // now(): two statements a second apart made the session 601 s long on a busy machine.
    await sql`update session_event set created_at = date_trunc('second', now()) -
      case when page = '/admin' then interval '60 minutes' else interval '50 minutes' end
      where page in ('/admin', '/admin/sessions')`.execute(db);
    await sql`update session_event set user_session_id = (select min(id) from session_event where user_id = ${adminId}) where user_id = ${adminId}`.execute(
      db,
    );
    await post('/');
    const res = await call('GET', '/v2/admin/sessions', admin);
    expect(res.statusCode).toBe(200);
    const rows = sessionRowSchema.array().parse(res.json());
    const mine = rows.filter((r) => r.user_id === adminId);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ email: 'admin@example.com', first_name: 'Test', session_length: 0 });
    expect(mine[1]!.session_length).toBe(600);
    expect(new Date(mine[1]!.session_end).getTime() - new Date(mine[1]!.session_start).getTime()).toBe(
      600_000,
    );
    expect(mine[1]!.firm_name).toMatch(/^Test Firm/);
    expect(mine[0]!.user_session_id).not.toBe(mine[1]!.user_session_id);
  });
});
