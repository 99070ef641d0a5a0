// Territories (issue 44): the firm admin's routes, firm isolation, and the territory filter as the compiler
// applies it (a territory selects what the same states chosen as regions select).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, messages, territoryListResponseSchema, territorySchema } from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createFirmUser, firmConfiguration } from '../../../test/auth-helpers.ts';
import { loadFilterFixture } from '../../../test/filters.fixture.ts';

describe('territories', () => {
  let t: TestApp;
  let admin: string;
  let firmAdmin: string;
  let firmAdminId: number;
  let member: string;
  let memberId: number;
  let otherFirmAdmin: string;
  let withoutFeature: string;
  let firmId: number;

  const configuration = firmConfiguration({
    permissions: { brands: true, products: true },
    filters: { categories: [1, 2, 3], subCategories: [] },
    hasfeature: { territories: true },
  });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    await loadFilterFixture(t.testDb);
    const firm = await createFirmUser(db, { email: 'fa@example.com', configuration });
    firmAdminId = firm.userId;
    firmId = firm.firmId;
    await db.updateTable('app_user').set({ is_firm_admin: true }).where('id', '=', firmAdminId).execute();
    firmAdmin = await bearerFor(db, firmAdminId);
    const m = await db
      .insertInto('app_user')
      .values({
        email: 'rep@example.com',
        password_hash: 'x',
        first_name: 'Rita',
        last_name: 'Rep',
        firm_id: firmId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberId = m.id;
    member = await bearerFor(db, memberId);
    const other = await createFirmUser(db, { email: 'other@example.com', configuration });
    await db.updateTable('app_user').set({ is_firm_admin: true }).where('id', '=', other.userId).execute();
    otherFirmAdmin = await bearerFor(db, other.userId);
    const plain = await createFirmUser(db, {
      email: 'plain@example.com',
      configuration: firmConfiguration(),
    });
    await db.updateTable('app_user').set({ is_firm_admin: true }).where('id', '=', plain.userId).execute();
    withoutFeature = await bearerFor(db, plain.userId);
    admin = await bearerFor(
      db,
      (await createFirmUser(db, { email: 'admin@example.com', isAdmin: true })).userId,
    );
  });
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: token } : {},
    });
  const create = (body: object, token = firmAdmin) => call('POST', '/v2/territories', token, body);
  const messageOf = (res: { json(): unknown }) => errorBodySchema.parse(res.json()).error.message;
  const speccount = (payload: object, token = member) =>
    call('POST', '/v2/analytics/brand/speccount', token, payload);

  it('lets a firm admin create, rename and delete territories; a state may be in several', async () => {
    const res = await create({ name: 'South', states: ['tx', 'FL'], owner_id: memberId });
    expect(res.statusCode).toBe(200);
    const south = territorySchema.parse(res.json());
    expect(south).toMatchObject({
      name: 'South',
      states: ['FL', 'TX'],
      owner_id: memberId,
      owner_name: 'Rita Rep',
    });
    const texas = territorySchema.parse((await create({ name: 'Texas only', states: ['TX'] })).json());
    expect(texas.owner_id).toBeNull();

    const renamed = await call('PUT', `/v2/territories/${texas.id}`, firmAdmin, {
      name: 'Lone Star',
      states: ['TX'],
    });
    expect(renamed.statusCode).toBe(200);
    expect(territorySchema.parse(renamed.json()).name).toBe('Lone Star');

    const list = territoryListResponseSchema.parse((await call('GET', '/v2/territories', member)).json());
    expect(list.territories.map((x) => x.name)).toEqual(['Lone Star', 'South']);

    expect((await call('DELETE', `/v2/territories/${texas.id}`, firmAdmin)).statusCode).toBe(204);
    const after = territoryListResponseSchema.parse((await call('GET', '/v2/territories', member)).json());
    expect(after.territories.map((x) => x.name)).toEqual(['South']);
  });

  it('refuses bad territories with 400 naming the problem', async () => {
    await create({ name: 'Taken', states: ['NY'] });
    const cases: [object, string][] = [
      [{ name: 'Empty', states: [] }, messages.territoryNoStates],
      [{ name: 'Atlantis', states: ['NY', 'ZZ', 'QQ'] }, messages.territoryUnknownStates(['QQ', 'ZZ'])],
      [{ name: 'taken', states: ['IL'] }, messages.territoryDuplicateName('taken')],
      [{ name: 'Owned', states: ['IL'], owner_id: 999_999 }, messages.territoryOwnerNotInFirm(999_999)],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
    expect((await create({ name: '', states: ['IL'] })).statusCode).toBe(400);
    expect((await create({ states: 'IL' })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/v2/territories/abc', firmAdmin, { name: 'x', states: ['IL'] })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', '/v2/territories/0', firmAdmin)).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to users who are not firm admins or lack the feature', async () => {
    for (const [method, url] of [
      ['GET', '/v2/territories'],
      ['POST', '/v2/territories'],
      ['PUT', '/v2/territories/1'],
      ['DELETE', '/v2/territories/1'],
      ['PUT', '/v2/admin/users/1/firm-admin'],
    ] as const)
      expect((await call(method, url, null, method === 'GET' ? undefined : {})).statusCode).toBe(401);
    const refused = await create({ name: 'Mine', states: ['NY'] }, member);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(messages.noFirmAdminAccess);
    expect((await call('GET', '/v2/territories', withoutFeature)).statusCode).toBe(403);
    expect((await create({ name: 'No flag', states: ['NY'] }, withoutFeature)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/v2/admin/users/${memberId}/firm-admin`, firmAdmin, { is_firm_admin: true }))
        .statusCode,
    ).toBe(403);
  });

  it("keeps each firm's territories to that firm (another firm's id: 403)", async () => {
    const mine = territorySchema.parse((await create({ name: 'West coast', states: ['CA'] })).json());
    const theirs = await call('GET', '/v2/territories', otherFirmAdmin);
    expect(territoryListResponseSchema.parse(theirs.json()).territories).toEqual([]);
    const rename = await call('PUT', `/v2/territories/${mine.id}`, otherFirmAdmin, {
      name: 'Mine now',
      states: ['CA'],
    });
    expect(rename.statusCode).toBe(403);
    expect((await call('DELETE', `/v2/territories/${mine.id}`, otherFirmAdmin)).statusCode).toBe(403);
    // The same name in another firm is no duplicate.
    expect((await create({ name: 'West coast', states: ['CA'] }, otherFirmAdmin)).statusCode).toBe(200);
    const filtered = await speccount({ territories: [mine.id] }, otherFirmAdmin);
    expect(filtered.statusCode).toBe(403);
    expect(messageOf(filtered)).toBe(messages.territoriesOfAnotherFirm([mine.id]));
  });

  it('filters every figure to the states a territory covers, as the same states chosen as regions', async () => {
    const south = territorySchema.parse(
      (await create({ name: 'Census south', states: ['TX', 'FL'] })).json(),
    );
    const both = territorySchema.parse(
      (await create({ name: 'South and west', states: ['TX', 'FL', 'CA'] })).json(),
    );
    for (const url of [
      '/v2/analytics/brand/speccount',
      '/v2/analytics/brand/topbrands',
      '/v2/analytics/source/marketsegments',
    ]) {
      const byRegion = await call('POST', url, member, { regions: ['south'] });
      const byTerritory = await call('POST', url, member, { territories: [south.id] });
      expect(byRegion.statusCode).toBe(200);
      expect(byTerritory.json()).toEqual(byRegion.json());
      const twoRegions = await call('POST', url, member, { regions: ['south', 'west'] });
      expect((await call('POST', url, member, { territories: [both.id] })).json()).toEqual(twoRegions.json());
      // Regions and territories both narrow: the territory's states within the chosen regions.
      expect(
        (await call('POST', url, member, { regions: ['south'], territories: [both.id] })).json(),
      ).toEqual(byRegion.json());
    }
    // Changing a territory's states changes the answer (the cache key holds its states, not only its id).
    await call('PUT', `/v2/territories/${south.id}`, firmAdmin, { name: 'Census south', states: ['CA'] });
    const west = await speccount({ regions: ['west'] });
    expect((await speccount({ territories: [south.id] })).json()).toEqual(west.json());
  });

  it('refuses a deleted territory (404) and territories without the feature (403)', async () => {
    const gone = territorySchema.parse((await create({ name: 'Short lived', states: ['NY'] })).json());
    await call('DELETE', `/v2/territories/${gone.id}`, firmAdmin);
    const res = await speccount({ territories: [gone.id] });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(messages.territoryNotFound(gone.id));
    const locked = await speccount({ territories: [gone.id] }, withoutFeature);
    expect(locked.statusCode).toBe(403);
  });

  it("gives a territory's owner their territories as default filter, and every user the options", async () => {
    const res = await call('GET', '/v2/configuration', member);
    const body = res.json() as {
      defaults: { filters: { territories: number[] } };
      configuration: { filters: { territories: { id: number; name: string }[] } };
    };
    const list = territoryListResponseSchema.parse((await call('GET', '/v2/territories', member)).json());
    const owned = list.territories.filter((x) => x.owner_id === memberId).map((x) => x.id);
    expect(owned.length).toBeGreaterThan(0);
    expect(body.defaults.filters.territories).toEqual(owned);
    expect(body.configuration.filters.territories.map((x) => x.id).sort()).toEqual(
      list.territories.map((x) => x.id).sort(),
    );
    const adminView = (await call('GET', '/v2/configuration', firmAdmin)).json() as typeof body;
    expect(adminView.defaults.filters.territories).toEqual([]);
  });

  it('lets an administrator make a user a firm admin of their own firm', async () => {
    const before = await create({ name: 'By rep', states: ['IL'] }, member);
    expect(before.statusCode).toBe(403);
    const set = await call('PUT', `/v2/admin/users/${memberId}/firm-admin`, admin, { is_firm_admin: true });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ user_id: memberId, is_firm_admin: true });
    expect((await create({ name: 'By rep', states: ['IL'] }, member)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/v2/admin/users/${memberId}/firm-admin`, admin, { is_firm_admin: 'yes' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/v2/admin/users/999999/firm-admin', admin, { is_firm_admin: true })).statusCode,
    ).toBe(404);
    await call('PUT', `/v2/admin/users/${memberId}/firm-admin`, admin, { is_firm_admin: false });
    expect((await create({ name: 'By rep again', states: ['IL'] }, member)).statusCode).toBe(403);
  });
});
