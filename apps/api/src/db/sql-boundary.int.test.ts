// The SQL boundary under hostile text: quotes, placeholders inside strings and comments, backslashes,
// dollar-quoting, comment markers and non-ASCII text in every request field that reaches SQL. Every request
// answers 200 or 400 (never 500), and what it answers is what the plain reference says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import {
  brandAutocompleteRoute,
  brandSpecCountRoute,
  categoryAutocompleteRoute,
  filterPayloadSchema,
  firmAutocompleteRoute,
  productAutocompleteRoute,
  specAttributeAutocompleteRoute,
  type FilterPayloadInput,
} from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearerFor, createFirmUser, firmConfiguration } from '../../test/auth-helpers.ts';
import { loadFilterFixture } from '../../test/filters.fixture.ts';
import { loadReferenceFacts, referenceSpecLines, type ReferenceFacts } from '../../test/filter-reference.ts';
import { buildAutocompleteWords } from '../modules/autocomplete/autocomplete-words.ts';
import type { FirmConfiguration } from './schema.ts';
import type { MarketDB } from './market-schema.ts';

/** Text that breaks hand-made quoting, placeholder scanning or pattern escaping. */
const hostile = [
  "'",
  "''",
  "O'Brien",
  "'; drop table manufacturer; --",
  "' or '1'='1",
  '$1',
  "'$1'",
  '$1::text',
  '$2 $10',
  '-- $1',
  '/* $1 */',
  '*/ $1 /*',
  '\\',
  "\\'",
  '\\\\%',
  'a\\_b',
  '$$',
  '$$ or true $$',
  '$tag$ $1 $tag$',
  '%',
  '_',
  '"',
  '"; --',
  '🏗️ Tiles',
  'שלום עולם',
  'مرحبا',
  'e\u0301cole',
  'Z\u0351\u036b\u0343a\u0352lgo',
  '\u200d',
  '日本語',
];

/** Names planted in the fixture so that parts of the hostile text find something. */
const brandNames: Record<number, string> = {
  1: "O'Brien $1 Floors",
  2: 'Back\\slash -- Seating /* x */',
  3: '$$Dollar$$ $tag$ Co',
  4: 'Café 🏗️ Tiles שלום עולם',
  5: 'e\u0301cole "Quoted" 100%_Wool',
};
const productNames: Record<number, string> = {
  1: "Chair 'n' $2 $10 -- Table",
  2: 'Lamp \\\\% مرحبا',
  3: '日本語 a\\_b Desk',
};
const categoryName = "Seating 'n' $1 Z\u0351\u036b\u0343a\u0352lgo";
const specTypeName = "Colour '$$' -- x";
const specValues = { 1: 'Sage /* $1 */', 2: 'Snow ☃ \\ e\u0301' };
const firmName = "Firm O'Brien $1 -- /* $$ */ 🏗️";

/** Substrings of the planted names: each must find its row. */
const planted = [
  "o'brien",
  "'brien $1",
  'n $1 f',
  '\\slash --',
  '-- seating /*',
  '$$dollar$$',
  '$tag$',
  '🏗️',
  'שלום',
  'e\u0301cole "quoted"',
  '100%_w',
  "'n' $2 $10 --",
  '\\\\%',
  'مرحبا',
  'a\\_b',
  '日本',
];

/** The autocomplete's own normalisation of a term (autocomplete.queries.ts searchTerm). */
const normal = (term: string) => term.trim().toLowerCase().replace(/\s+/g, ' ');

describe('the SQL boundary under hostile text', () => {
  let t: TestApp;
  let market: Kysely<MarketDB>;
  let facts: ReferenceFacts;
  /** Every brand's and product's name as stored. */
  const names = { brand: new Map<number, string>(), product: new Map<number, string>() };
  let auth: string;
  let internalAuth: string;
  let firmId: number;
  const configuration: FirmConfiguration = firmConfiguration({
    permissions: { brands: true, products: true, internal: true },
    filters: { categories: [1, 2], subCategories: [] },
  });

  beforeAll(async () => {
    t = await createTestApp();
    const portal = t.testDb.database.db;
    await loadFilterFixture(t.testDb);
    market = await t.testDb.market.at('fixture');
    for (const [id, name] of Object.entries(brandNames)) {
      await market.updateTable('manufacturer').set({ name }).where('id', '=', Number(id)).execute();
    }
    for (const [id, name] of Object.entries(productNames)) {
      await market.updateTable('product').set({ name }).where('id', '=', Number(id)).execute();
    }
    await market.updateTable('category').set({ name: categoryName }).where('id', '=', 2).execute();
    await market.insertInto('spec_type').values({ id: 1, name: specTypeName, code: 'colour' }).execute();
    await market
      .insertInto('spec_value')
      .values(Object.entries(specValues).map(([id, name]) => ({ id: Number(id), spec_type_id: 1, name })))
      .execute();
    await buildAutocompleteWords(market);
    facts = await loadReferenceFacts(t.testDb);
    for (const r of await market.selectFrom('manufacturer').select(['id', 'name']).execute()) {
      names.brand.set(r.id, r.name);
    }
    for (const r of await market.selectFrom('product').select(['id', 'name']).execute()) {
      names.product.set(r.id, r.name);
    }
    const user = await createFirmUser(portal, { email: 'sql@example.com', configuration });
    firmId = user.firmId;
    await portal.updateTable('firm').set({ name: firmName }).where('id', '=', firmId).execute();
    auth = await bearerFor(portal, user.userId);
    const staff = await createFirmUser(portal, { email: 'staff@example.com', configuration });
    internalAuth = await bearerFor(portal, staff.userId);
  });
  afterAll(async () => t?.close());

  const get = (url: string, query: Record<string, string>, authorization = auth) =>
    t.app.inject({ method: 'GET', url, query, headers: { authorization } });
  const post = (url: string, payload: unknown, authorization = auth) =>
    t.app.inject({ method: 'POST', url, payload: payload as FilterPayloadInput, headers: { authorization } });

  describe('bound values reach DuckDB as they were sent', () => {
    it.each(hostile)('%j comes back unchanged, compares equal and matches itself', async (text) => {
      const { rows } = await sql<{ v: string; same: boolean; like: boolean; bytes: number }>`
        select ${text} as v, ${text} = ${text} as same, ${text} like ${text} as "like",
          strlen(${text}) as bytes`.execute(market);
      expect(rows).toEqual([{ v: text, same: true, like: true, bytes: Buffer.byteLength(text) }]);
    });

    it('leaves placeholders inside quoted text and comments alone', async () => {
      const { rows } = await sql<{
        a: string;
        b: string;
        c: number;
      }>`select '$1' as a, ${"it's"} as b -- $1 it's
        , /* $2 it's */ ${7} as c`.execute(market);
      expect(rows).toEqual([{ a: '$1', b: "it's", c: 7 }]);
    });

    it('finds the stored row whose name holds the text', async () => {
      for (const [id, name] of Object.entries(brandNames)) {
        const found = await market.selectFrom('manufacturer').select('id').where('name', '=', name).execute();
        expect(found).toEqual([{ id: Number(id) }]);
      }
    });
  });

  describe('autocomplete terms', () => {
    const routes = [
      { path: brandAutocompleteRoute.path, names: names.brand },
      { path: productAutocompleteRoute.path, names: names.product },
    ];

    it.each([...hostile, ...planted])(
      'brand and product pickers answer %j as the plain reference',
      async (term) => {
        for (const route of routes) {
          for (const full of ['true', 'false']) {
            const res = await get(route.path, { term, full });
            expect(res.statusCode).toBe(200);
            const ids = (res.json() as { id: number }[]).map((r) => r.id);
            const text = normal(term);
            // Every answer contains the term; with `full`, every name that contains it is answered.
            for (const id of ids) expect(route.names.get(id)?.toLowerCase()).toContain(text);
            const expected = text ? [...route.names].filter(([, n]) => n.toLowerCase().includes(text)) : [];
            if (full === 'true' && expected.length < 20) {
              expect(new Set(ids)).toEqual(new Set(expected.map(([id]) => id)));
            }
          }
        }
      },
    );

    it('finds each planted name by a hostile part of it', async () => {
      for (const term of planted) {
        const brands = (await get(brandAutocompleteRoute.path, { term })).json() as { name: string }[];
        const products = (await get(productAutocompleteRoute.path, { term })).json() as { name: string }[];
        const names = [...brands, ...products].map((r) => r.name.toLowerCase());
        expect(
          names.some((n) => n.includes(term)),
          term,
        ).toBe(true);
      }
    });

    it.each([...hostile, "'n' $1", 'z\u0351\u036b'])('the category picker answers %j', async (term) => {
      const res = await get(categoryAutocompleteRoute.path, { term });
      expect(res.statusCode).toBe(200);
      const text = normal(term);
      const expected = text && categoryName.toLowerCase().includes(text) ? [2] : [];
      const others = 'flooring'.includes(text) && text ? [1] : [];
      expect((res.json() as { id: number }[]).map((r) => r.id).sort()).toEqual(
        [...others, ...expected].sort(),
      );
    });

    it.each([...hostile, "'$$'", '/* $1 */', '☃ \\'])(
      'the spec attribute picker answers %j',
      async (term) => {
        const res = await get(specAttributeAutocompleteRoute.path, { term }, internalAuth);
        expect(res.statusCode).toBe(200);
        const text = term.trim().toLowerCase();
        const expected = Object.entries(specValues)
          .filter(([, name]) =>
            [name, specTypeName, `${specTypeName}: ${name}`].some(
              (n) => text && n.toLowerCase().includes(text),
            ),
          )
          .map(([id]) => Number(id));
        expect((res.json() as { id: number }[]).map((r) => r.id).sort()).toEqual(expected.sort());
      },
    );

    it.each([...hostile, "o'brien $1 --", '/* $$ */'])('the firm picker answers %j', async (term) => {
      const res = await get(firmAutocompleteRoute.path, { term }, internalAuth);
      expect(res.statusCode).toBe(200);
      const ids = (res.json() as { id: number }[]).map((r) => r.id);
      const text = term.trim();
      expect(ids.includes(firmId)).toBe(text !== '' && firmName.toLowerCase().includes(text.toLowerCase()));
    });
  });

  describe('filter payloads and ids', () => {
    const specCount = (input: FilterPayloadInput) =>
      new Set(
        referenceSpecLines(facts, filterPayloadSchema.parse(input), configuration, 'window').map(
          (l) => l.manufacturer_id,
        ),
      ).size;

    it.each(hostile)('an advanced-query entry named %j counts as the reference', async (name) => {
      const input: FilterPayloadInput = {
        complex: [
          { brandId: 1, name },
          { brandId: 2, name, join: 'or' },
        ],
      };
      const res = await post(brandSpecCountRoute.path, input);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ count: specCount(input) });
    });

    it.each(hostile)('a region named %j is refused (400)', async (region) => {
      expect((await post(brandSpecCountRoute.path, { regions: [region] })).statusCode).toBe(400);
    });

    it.each(hostile)('an id or limit written %j is refused (400)', async (text) => {
      const id = encodeURIComponent(text);
      for (const url of [
        `/v2/analytics/brand/${id}/name`,
        `/v2/analytics/product/${id}/name`,
        `/v2/analytics/source/projects/${id}`,
        `${brandSpecCountRoute.path.replace('speccount', 'topbrands')}?limit=${id}`,
      ]) {
        const res = await post(url, {});
        expect(res.statusCode, url).toBe(400);
      }
    });
  });
});
