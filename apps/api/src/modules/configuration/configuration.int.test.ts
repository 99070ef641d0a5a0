import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configurationResponseSchema, logosResponseSchema } from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createFirmUser, firmConfiguration } from '../../../test/auth-helpers.ts';
import { fixture, insertDimensions } from '../../../test/dimension.fixtures.ts';

const c = fixture.categories;
const s = fixture.subCategories;
const m = fixture.manufacturers;

describe('GET /v2/configuration and /v2/configuration/logos', () => {
  let t: TestApp;
  let bearer: string;
  let bareBearer: string;

  const get = (url: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    await insertDimensions(await t.testDb.market.at('none'));
    const { userId } = await createFirmUser(db, {
      email: 'brand@example.com',
      configuration: firmConfiguration({
        hasfeature: { export: true, nestedcategories: true, hidesegments: false },
        permissions: { brands: true, products: false, mybrands: true },
        firmbrands: [m.tread, m.lumen],
        filters: { categories: [c.lighting, c.flooring], subCategories: [s.downlights, s.carpet] },
        // 30 is not enabled: a stale default must not reach the filter set.
        defaultcategories: [c.lighting, c.seating],
        defaultsubcategories: [s.downlights],
      }),
    });
    bearer = await bearerFor(db, userId);
    // A firm created by "add new firm" before its configuration was saved.
    const { userId: bareId, firmId } = await createFirmUser(db, { email: 'bare@example.com' });
    await db.updateTable('firm').set({ configuration: null }).where('id', '=', firmId).execute();
    bareBearer = await bearerFor(db, bareId);
  });
  afterAll(async () => t?.close());

  it('answers 401 without a token', async () => {
    expect((await get('/v2/configuration')).statusCode).toBe(401);
    expect((await get('/v2/configuration/logos')).statusCode).toBe(401);
  });

  it("returns the firm's filter options, flags, user and defaults", async () => {
    const res = await get('/v2/configuration', bearer);
    expect(res.statusCode).toBe(200);
    const body = configurationResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({ first_name: 'Test', is_impersonate: false, is_active: true });
    expect(body.configuration).toMatchObject({
      can_export: true,
      can_savefilters: false,
      can_favorite: false,
      permissions: { brands: true, products: false, mybrands: true },
      hasfeature: { export: true, nestedcategories: true, hidesegments: false },
    });
    const f = body.configuration.filters;
    // Only the enabled ones, by name.
    expect(f.categories).toEqual([
      { id: c.flooring, name: 'Flooring' },
      { id: c.lighting, name: 'Lighting' },
    ]);
    expect(f.subCategories).toEqual([
      { id: s.carpet, name: 'Carpet', category_id: c.flooring },
      { id: s.downlights, name: 'Downlights', category_id: c.lighting },
    ]);
    expect(f.regions.map((r) => r.id)).toEqual(['northeast', 'midwest', 'south', 'west']);
    expect(f.intervals).toEqual([3, 6, 12, 24, 36]);
    expect(f.periods.map((p) => p.id)).toEqual(['month', 'qtr', 'year']);
    expect(f.segments).toEqual([
      { id: 1, name: 'Education', icon: 'school' },
      { id: 2, name: 'Workplace', icon: 'work' },
    ]);
    expect(f.productStatus).toEqual([
      { id: 1, name: 'Specified' },
      { id: 2, name: 'Installed' },
    ]);
    expect(body.defaults.filters).toMatchObject({
      period_interval: 12,
      period_end: 'qtr',
      categories: [c.lighting],
      subCategories: [s.downlights],
      regions: [],
      segments: [],
      openspec: false,
      qtyShares: false,
      category_brand1: null,
      project_ids: '',
      complex: [],
    });
  });

  it('gives a firm without configuration empty options and no permissions', async () => {
    const body = configurationResponseSchema.parse((await get('/v2/configuration', bareBearer)).json());
    expect(body.configuration.filters.categories).toEqual([]);
    expect(body.configuration.permissions).toEqual({});
    expect(body.defaults.filters.categories).toEqual([]);
    expect(body.configuration.filters.regions).toHaveLength(4);
  });

  it("lists the logos of the firm's brands", async () => {
    const res = await get('/v2/configuration/logos', bearer);
    expect(res.statusCode).toBe(200);
    expect(logosResponseSchema.parse(res.json())).toEqual([
      { manufacturer_id: m.lumen, name: 'Lumen Works', image_url: '/images/brands/100.png' },
      { manufacturer_id: m.tread, name: 'Tread Co', image_url: '/images/brands/101.png' },
    ]);
    expect((await get('/v2/configuration/logos', bareBearer)).json()).toEqual([]);
  });
});

describe('configuration and logos: cached by firm configuration and data version', () => {
  let t: TestApp;
  let bearer: string;
  let admin: string;
  let firmId: number;
  const configuration = firmConfiguration({
    permissions: { brands: true },
    firmbrands: [m.tread],
    filters: { categories: [c.lighting], subCategories: [s.downlights] },
  });

  const get = (url: string, authorization: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization } });
  const setVersion = (version: string) =>
    t.testDb.database.db.updateTable('data_version').set({ version }).where('id', '=', 1).execute();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    await insertDimensions(await t.testDb.market.at('none'));
    // A loaded data version (the in-memory market store answers every version from one snapshot).
    await db
      .insertInto('data_version')
      .values({
        id: 1,
        version: 'cache-v1',
        as_of: '2026-09-30',
        data_from: '2023-10-01',
        scale: 'fixture',
        seed: 1,
      })
      .execute();
    let userId: number;
    ({ userId, firmId } = await createFirmUser(db, { email: 'cached@example.com', configuration }));
    bearer = await bearerFor(db, userId);
    const { userId: adminId } = await createFirmUser(db, { email: 'admin@example.com', isAdmin: true });
    admin = await bearerFor(db, adminId);
  });
  afterAll(async () => t?.close());

  it('reads the market store once per data version, and shows an admin change at once', async () => {
    const reads = vi.spyOn(t.testDb.market, 'at');
    const first = configurationResponseSchema.parse((await get('/v2/configuration', bearer)).json());
    const logos = (await get('/v2/configuration/logos', bearer)).json();
    expect(first.configuration.filters.categories).toEqual([{ id: c.lighting, name: 'Lighting' }]);
    expect(logos).toEqual([
      { manufacturer_id: m.tread, name: 'Tread Co', image_url: '/images/brands/101.png' },
    ]);
    expect(reads).toHaveBeenCalledTimes(2);

    // Again: the same answers, without the market store.
    expect((await get('/v2/configuration', bearer)).json()).toEqual(first);
    expect((await get('/v2/configuration/logos', bearer)).json()).toEqual(logos);
    expect(reads).toHaveBeenCalledTimes(2);

    // The admin enables flooring and a second brand: the user's next calls show them.
    const saved = await t.app.inject({
      method: 'POST',
      url: `/v2/admin/user/${firmId}`,
      headers: { authorization: admin },
      payload: {
        ...configuration,
        firmbrands: [m.tread, m.lumen],
        filters: { categories: [c.lighting, c.flooring], subCategories: [s.downlights] },
      },
    });
    expect(saved.statusCode).toBe(200);
    reads.mockClear();
    const changed = configurationResponseSchema.parse((await get('/v2/configuration', bearer)).json());
    expect(changed.configuration.filters.categories).toEqual([
      { id: c.flooring, name: 'Flooring' },
      { id: c.lighting, name: 'Lighting' },
    ]);
    expect(
      ((await get('/v2/configuration/logos', bearer)).json() as { name: string }[]).map((l) => l.name),
    ).toEqual(['Lumen Works', 'Tread Co']);
    expect(reads).toHaveBeenCalledTimes(2);

    // A data load (a new version) reads the market store again, once.
    await setVersion('cache-v2');
    await get('/v2/configuration', bearer);
    await get('/v2/configuration', bearer);
    expect(reads).toHaveBeenCalledTimes(3);
  });
});
