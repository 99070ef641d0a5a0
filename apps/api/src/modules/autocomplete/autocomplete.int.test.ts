import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  brandAutocompleteRoute,
  categoryAutocompleteRoute,
  productAutocompleteRoute,
} from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createFirmUser, firmConfiguration } from '../../../test/auth-helpers.ts';
import { loadFilterFixture } from '../../../test/filters.fixture.ts';
import { buildAutocompleteWords } from './autocomplete-words.ts';

describe('GET /v2/autocomplete/*', () => {
  let t: TestApp;
  let auth: string;
  const brandNames: Record<number, string> = {
    1: 'Acme Floors',
    2: 'Acme Ceilings',
    3: 'Beta Acme',
    4: 'Placme Studio',
    5: '100% Wool_Co',
    6: 'Open Spec Co',
  };
  let brandLines: Map<number, number>;
  /** More names sharing the first word 'Common' than the candidate limit (300), all more specified than
   * the one 'Common Rare Lounger'. */
  const COMMON = 350;
  const RARE_ID = 2000;

  beforeAll(async () => {
    t = await createTestApp();
    const portal = t.testDb.database.db;
    await loadFilterFixture(t.testDb);
    const db = await t.testDb.market.at('fixture');
    for (const [id, name] of Object.entries(brandNames)) {
      await db.updateTable('manufacturer').set({ name }).where('id', '=', Number(id)).execute();
    }
    await db
      .insertInto('product')
      .values([
        ...Array.from({ length: COMMON }, (_, i) => ({
          id: 1000 + i,
          name: `Common Chair ${i + 1}`,
          manufacturer_id: 1,
          category_id: 2,
          sub_category_id: null,
          is_open_spec: false,
          image_url: '',
        })),
        {
          id: RARE_ID,
          name: 'Common Rare Lounger',
          manufacturer_id: 2,
          category_id: 2,
          sub_category_id: null,
          is_open_spec: false,
          image_url: '',
        },
      ])
      .execute();
    await buildAutocompleteWords(db);
    // As if specified: every 'Common Chair' more popular than the unspecified 'Common Rare Lounger'.
    await sql`update autocomplete_word set popularity = 10 + id
      where kind = 'product' and id >= 1000 and id < ${1000 + COMMON}`.execute(db);
    const counts = await sql<{ id: number; n: number }>`select manufacturer_id as id, count(*) as n
      from spec_line group by 1`.execute(db);
    brandLines = new Map(counts.rows.map((r) => [r.id, Number(r.n)]));
    const user = await createFirmUser(portal, {
      email: 'ac@example.com',
      configuration: firmConfiguration({ filters: { categories: [1, 2], subCategories: [] } }),
    });
    auth = await bearerFor(portal, user.userId);
  });
  afterAll(async () => t?.close());

  const get = (path: string, query: Record<string, string>, authorization: string | null = auth) =>
    t.app.inject({
      method: 'GET',
      url: path,
      query,
      headers: authorization ? { authorization } : {},
    });
  const brands = async (query: Record<string, string>) => {
    const res = await get('/v2/autocomplete/brand/', query);
    expect(res.statusCode).toBe(200);
    return brandAutocompleteRoute.response.parse(res.json()).map((b) => b.name);
  };
  const byLines = (...ids: number[]) =>
    [...ids].sort((a, b) => (brandLines.get(b) ?? 0) - (brandLines.get(a) ?? 0)).map((id) => brandNames[id]);

  it('needs a signed-in user', async () => {
    expect((await get('/v2/autocomplete/brand/', { term: 'a' }, null)).statusCode).toBe(401);
    expect((await get('/v2/autocomplete/product/', { term: 'a' }, null)).statusCode).toBe(401);
    expect((await get('/v2/autocomplete/category/', { term: 'a' }, null)).statusCode).toBe(401);
  });

  it('refuses malformed flags with 400', async () => {
    expect((await get('/v2/autocomplete/brand/', { term: 'a', starts: 'maybe' })).statusCode).toBe(400);
    expect((await get('/v2/autocomplete/brand/', { term: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('answers nothing for an empty term', async () => {
    expect(await brands({ term: '' })).toEqual([]);
    expect(await brands({ term: '   ' })).toEqual([]);
    expect(await brands({})).toEqual([]);
  });

  it('ranks name prefix, then word prefix, then anywhere; most specified first within a rank', async () => {
    expect(await brands({ term: 'acme' })).toEqual([...byLines(1, 2), 'Beta Acme', 'Placme Studio']);
    expect(await brands({ term: 'ACME', starts: 'true', full: 'true' })).toEqual(
      await brands({ term: 'acme' }),
    );
  });

  it('leaves out matches inside words without full', async () => {
    expect(await brands({ term: 'acme', full: 'false' })).toEqual([...byLines(1, 2), 'Beta Acme']);
    expect(await brands({ term: 'lacme', full: 'false' })).toEqual([]);
    expect(await brands({ term: 'lacme' })).toEqual(['Placme Studio']);
  });

  it('orders by popularity alone without starts', async () => {
    expect(await brands({ term: 'acme', starts: 'false', full: 'false' })).toEqual(byLines(1, 2, 3));
  });

  it('matches several words and treats LIKE wildcards literally', async () => {
    expect(await brands({ term: 'acme  fl' })).toEqual(['Acme Floors']);
    expect(await brands({ term: '%' })).toEqual(['100% Wool_Co']);
    expect(await brands({ term: '_' })).toEqual(['100% Wool_Co']);
    expect(await brands({ term: 'wool_' })).toEqual(['100% Wool_Co']);
    expect(await brands({ term: "a' or '1'='1" })).toEqual([]);
  });

  it('returns brand images and product brand names', async () => {
    const res = await get('/v2/autocomplete/brand/', { term: 'beta' });
    expect(brandAutocompleteRoute.response.parse(res.json())).toEqual([
      { id: 3, name: 'Beta Acme', image: '' },
    ]);
    const products = productAutocompleteRoute.response.parse(
      (await get('/v2/autocomplete/product/', { term: 'product 7' })).json(),
    );
    expect(products[0]).toEqual({ id: 7, name: 'Product 7', brand_name: 'Acme Floors', image: '' });
  });

  it('limits products to 20, most specified first', async () => {
    const res = await get('/v2/autocomplete/product/', { term: 'prod' });
    const items = productAutocompleteRoute.response.parse(res.json());
    expect(items).toHaveLength(20);
    const counts = await sql<{ id: number; n: number }>`select product_id as id, count(*) as n from spec_line
      where product_id <= 24 group by 1`.execute(await t.testDb.market.at('fixture'));
    const lines = new Map(counts.rows.map((r) => [r.id, Number(r.n)]));
    const shown = items.map((i) => lines.get(i.id) ?? 0);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(Math.min(...shown)).toBeGreaterThanOrEqual(
      Math.max(...[...lines].filter(([id]) => !items.some((i) => i.id === id)).map(([, n]) => n), 0),
    );
  });

  it('finds an unpopular name by its full multi-word name among more than 300 sharing its first word', async () => {
    const products = async (query: Record<string, string>) => {
      const res = await get('/v2/autocomplete/product/', query);
      expect(res.statusCode).toBe(200);
      return productAutocompleteRoute.response.parse(res.json());
    };
    expect(await products({ term: 'Common Rare Lounger' })).toEqual([
      { id: RARE_ID, name: 'Common Rare Lounger', brand_name: 'Acme Ceilings', image: '' },
    ]);
    for (const term of ['common rare', 'COMMON  ra', 'common rare lounger', 'rare lounger', 'lounger']) {
      expect((await products({ term, full: 'false' })).map((p) => p.name)).toEqual(['Common Rare Lounger']);
    }
    // Every word must start a word of the name, in the term's order and spacing.
    expect(await products({ term: 'common lounger' })).toEqual([]);
    expect(await products({ term: 'rare common' })).toEqual([]);
    // Inside a word only with full.
    expect((await products({ term: 'mon rare' })).map((p) => p.name)).toEqual(['Common Rare Lounger']);
    expect(await products({ term: 'mon rare', full: 'false' })).toEqual([]);
    // The popular names keep their ranking: name prefix first, then popularity.
    const chairs = (await products({ term: 'common chair 7' })).map((p) => p.name);
    expect(chairs).toEqual([79, 78, 77, 76, 75, 74, 73, 72, 71, 70, 7].map((n) => `Common Chair ${n}`));
  });

  it("offers only the firm's enabled categories", async () => {
    const names = async (term: string) =>
      categoryAutocompleteRoute.response
        .parse((await get('/v2/autocomplete/category/', { term })).json())
        .map((c) => c.name);
    expect(await names('ing')).toEqual(['Flooring', 'Seating']);
    expect(await names('light')).toEqual([]);
    expect(await names('seat')).toEqual(['Seating']);
  });
});
