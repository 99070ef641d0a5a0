// Favourites through the API on the tiny data set: access (per user, flag off), validation, the limit, and the
// favourites' figures against the plain reference of the brand and product rankings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_FAVOURITES_PER_USER,
  favouriteFiguresRoute,
  favouriteListSchema,
  messages,
  type FilterPayloadInput,
} from '@specpulse/contract';
import { shareRankingReference } from '../../../test/market-reference.ts';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import { bearerFor, createFirmUser } from '../../../test/auth-helpers.ts';

describe('/v2/favourites', () => {
  let c: AnalyticsTestContext;
  const bearer = { user: '', colleague: '', brandsOnly: '' };
  let userId = 0;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: string | null, payload?: object) =>
    c.t.app.inject({ method, url, payload, headers: who ? { authorization: who } : {} });
  const list = async (who = bearer.user) => {
    const res = await call('GET', '/v2/favourites', who);
    expect(res.statusCode).toBe(200);
    return favouriteListSchema.parse(res.json()).favourites;
  };
  const star = async (kind: 'brand' | 'product', id: number, who = bearer.user) =>
    call('POST', '/v2/favourites', who, { kind, id });

  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    const withFavourites = { ...c.config, hasfeature: { favorite: true } };
    const user = await createFirmUser(c.portal, { email: 'fan@test.example', configuration: withFavourites });
    userId = user.userId;
    const colleague = await c.portal
      .insertInto('app_user')
      .values({
        email: 'fan2@test.example',
        password_hash: 'x',
        first_name: 'A',
        last_name: 'B',
        firm_id: user.firmId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const brandsOnly = await createFirmUser(c.portal, {
      email: 'fan3@test.example',
      configuration: { ...withFavourites, permissions: { brands: true } },
    });
    bearer.user = await bearerFor(c.portal, userId);
    bearer.colleague = await bearerFor(c.portal, colleague.id);
    bearer.brandsOnly = await bearerFor(c.portal, brandsOnly.userId);
  });
  afterAll(async () => c?.close());

  it('answers 401 without a token and 403 without the favorite flag, for every call', async () => {
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/v2/favourites'],
      ['POST', '/v2/favourites', { kind: 'brand', id: 1 }],
      ['DELETE', '/v2/favourites/brand/1'],
      ['POST', '/v2/analytics/favourites/figures', {}],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      const res = await call(method, url, c.tokens.analyst, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message).toBe(messages.featureLocked('favorite'));
    }
  });

  it('stars and unstars brands and products per user, in the order starred; starring twice is fine', async () => {
    const [brand, product] = [c.facts.specLines[0]!.manufacturer_id, c.facts.specLines[0]!.product_id];
    expect((await star('product', product)).statusCode).toBe(200);
    expect((await star('brand', brand)).json()).toEqual({ kind: 'brand', id: brand });
    expect((await star('brand', brand)).statusCode).toBe(200);
    expect(await list()).toEqual([
      { kind: 'product', id: product },
      { kind: 'brand', id: brand },
    ]);
    // A colleague's favourites are their own.
    expect(await list(bearer.colleague)).toEqual([]);
    expect((await call('DELETE', `/v2/favourites/brand/${brand}`, bearer.colleague)).statusCode).toBe(204);
    expect(await list()).toHaveLength(2);
    expect((await call('DELETE', `/v2/favourites/product/${product}`, bearer.user)).statusCode).toBe(204);
    expect((await call('DELETE', `/v2/favourites/product/${product}`, bearer.user)).statusCode).toBe(204);
    expect(await list()).toEqual([{ kind: 'brand', id: brand }]);
    await call('DELETE', `/v2/favourites/brand/${brand}`, bearer.user);
  });

  it('refuses unknown items (404), bad input (400) and a kind the permissions do not cover (403)', async () => {
    const unknown = await star('brand', 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(messages.brandNotFound(999_999));
    expect((await star('product', 99_999_999)).statusCode).toBe(404);
    for (const body of [{ kind: 'project', id: 1 }, { kind: 'brand', id: 0 }, { kind: 'brand' }, {}])
      expect((await call('POST', '/v2/favourites', bearer.user, body)).statusCode).toBe(400);
    expect((await call('DELETE', '/v2/favourites/shop/1', bearer.user)).statusCode).toBe(400);
    expect((await call('DELETE', '/v2/favourites/brand/x', bearer.user)).statusCode).toBe(400);
    const product = await star('product', c.facts.specLines[0]!.product_id, bearer.brandsOnly);
    expect(product.statusCode).toBe(403);
    expect(product.json().error.message).toBe(messages.accessLocked(['products']));
  });

  const payloads: [string, FilterPayloadInput][] = [
    ['firm defaults', {}],
    ['west, 6 months', { regions: ['west'], period_interval: 6 }],
  ];
  it.each(payloads)('gives each favourite the ranking figures in the filters (%s)', async (_name, input) => {
    const now = await c.universe(input, 'window');
    const before = await c.universe(input, 'previous');
    const brands = shareRankingReference(now.lines, before.lines, 'manufacturer_id');
    const products = shareRankingReference(now.lines, before.lines, 'product_id');
    const [topBrand, secondBrand] = [...brands].sort((a, b) => b[1].sum_spec - a[1].sum_spec).map(([k]) => k);
    const product = [...products.keys()][0]!;
    const manufacturers = await c.db.selectFrom('manufacturer').select('id').execute();
    const absent = manufacturers.map((m) => m.id).find((id) => !brands.has(id))!;
    for (const [kind, id] of [
      ['brand', secondBrand!],
      ['product', product],
      ['brand', absent],
      ['brand', topBrand!],
    ] as const)
      expect((await star(kind, id)).statusCode).toBe(200);

    const res = await call('POST', '/v2/analytics/favourites/figures', bearer.user, input);
    expect(res.statusCode).toBe(200);
    const rows = favouriteFiguresRoute.response.parse(res.json());
    expect(rows.map((r) => [r.kind, r.id])).toEqual([
      ['brand', secondBrand],
      ['brand', absent],
      ['brand', topBrand],
      ['product', product],
    ]);
    for (const r of rows) {
      const e = (r.kind === 'brand' ? brands : products).get(r.id);
      if (!e) {
        expect(r).toMatchObject({ spec_percent: null, spec_growth_real: null, spec_growth_absolute: null });
        continue;
      }
      expect(r.spec_percent).toBeCloseTo(e.spec_percent, 9);
      expect(r.spec_growth_absolute).toBeCloseTo(e.spec_growth_absolute, 9);
      if (e.spec_growth_real === null) expect(r.spec_growth_real).toBeNull();
      else expect(r.spec_growth_real).toBeCloseTo(e.spec_growth_real, 9);
    }
    const named = await c.db
      .selectFrom('product')
      .innerJoin('manufacturer', 'manufacturer.id', 'product.manufacturer_id')
      .select(['product.name', 'manufacturer.name as brand'])
      .where('product.id', '=', product)
      .executeTakeFirstOrThrow();
    expect(rows[3]).toMatchObject({ name: named.name, subtitle: named.brand });
    expect(rows[0]?.subtitle).toBeNull();
    // A user without the products permission gets the brands alone.
    await star('brand', topBrand!, bearer.brandsOnly);
    const brandsOnly = await call('POST', '/v2/analytics/favourites/figures', bearer.brandsOnly, input);
    expect(brandsOnly.json().map((r: { id: number }) => r.id)).toEqual([topBrand]);
    for (const f of await list()) await call('DELETE', `/v2/favourites/${f.kind}/${f.id}`, bearer.user);
    await call('DELETE', `/v2/favourites/brand/${topBrand}`, bearer.brandsOnly);
  });

  it('answers an empty list of figures without favourites', async () => {
    const res = await call('POST', '/v2/analytics/favourites/figures', bearer.colleague, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it(`allows at most ${MAX_FAVOURITES_PER_USER} favourites per user (409 past it)`, async () => {
    const products = [...new Set(c.facts.specLines.map((l) => l.product_id))];
    expect(products.length).toBeGreaterThan(MAX_FAVOURITES_PER_USER);
    await c.portal
      .insertInto('favourite')
      .values(
        products
          .slice(0, MAX_FAVOURITES_PER_USER - 1)
          .map((id) => ({ user_id: userId, kind: 'product' as const, item_id: id })),
      )
      .execute();
    expect((await star('product', products[MAX_FAVOURITES_PER_USER - 1]!)).statusCode).toBe(200);
    // Starring one already starred is still fine at the limit.
    expect((await star('product', products[0]!)).statusCode).toBe(200);
    const past = await star('product', products[MAX_FAVOURITES_PER_USER]!);
    expect(past.statusCode).toBe(409);
    expect(past.json().error.message).toBe(messages.tooManyFavourites(MAX_FAVOURITES_PER_USER));
  });
});
