// Internal reports against plain references on the tiny data set: patterns, spec attributes, adjacency, the
// category breakdown and the internal top brands; their validation texts, access, and 0 read as unset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import * as contract from '@specpulse/contract';
import {
  adjacencyBreakdownRoute,
  unmetAccess,
  categoryBreakdownRoute,
  errorBodySchema,
  filterPayloadSchema,
  internalTopBrandsRoute,
  patternDetailRoute,
  specAttributeAutocompleteRoute,
  specAttributeDetailRoute,
  type FilterPayloadInput,
  type PatternRow,
  type RouteContract,
} from '@specpulse/contract';
import { demoAccounts } from '@specpulse/demo-data';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import { bearerFor } from '../../../test/auth-helpers.ts';
import { referencePeriodGroup } from '../../../test/filter-reference.ts';
import {
  adjacencyBreakdownReference,
  patternReference,
  type ProductValue,
} from '../../../test/internal-reference.ts';
import { pct } from '../../../test/market-reference.ts';

const payloads: [string, FilterPayloadInput][] = [
  ['firm defaults', {}],
  ['6 months to the last month (monthly groups)', { period_interval: 6, period_end: 'month' }],
  ['segments 1-3 with open spec, 24 months', { segments: [1, 2, 3], openspec: true, period_interval: 24 }],
  ['projects 1-250 (fact tables)', { project_ids: Array.from({ length: 250 }, (_, i) => i + 1) }],
  [
    'same 6 months a year ago (monthly groups)',
    { period_interval: 6, period_end: 'month', compare: 'yearAgo' },
  ],
  ['same 24 months a year ago (overlapping windows)', { period_interval: 24, compare: 'yearAgo' }],
];

const adjacencyPath = (brandId: number) => adjacencyBreakdownRoute.path.replace(':brandId', String(brandId));

describe('internal reports', () => {
  let c: AnalyticsTestContext;
  let productValues: ProductValue[];
  let brandToken: string;
  let designerToken: string;
  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    productValues = (
      await sql<ProductValue>`select psv.product_id, sv.id as spec_id, sv.spec_type_id
        from product_spec_value psv join spec_value sv on sv.id = psv.spec_value_id`.execute(c.db)
    ).rows;
    brandToken = await bearerFor(c.portal, demoAccounts.brand.userId);
    designerToken = await bearerFor(c.portal, demoAccounts.designer.userId);
  });
  afterAll(async () => c?.close());

  const ok = async (url: string, body: unknown) => {
    const res = await c.post(url, body);
    expect(res.statusCode, res.payload).toBe(200);
    return res.json() as unknown;
  };
  const refusal = async (url: string, body: unknown) => {
    const res = await c.post(url, body);
    return { status: res.statusCode, message: errorBodySchema.parse(res.json()).error.message };
  };

  /** The pattern reference for a payload over the analyst's universes. */
  async function patternsExpected(input: FilterPayloadInput, only: number | null = null) {
    const now = await c.universe(input, 'window');
    const before = await c.universe(input, 'previous');
    const groups = now.scope.periodGroups('window');
    const first = groups[0];
    const previousGroup =
      now.scope
        .periodGroups('previous')
        .filter((g) => g !== first)
        .at(-1) ?? null;
    return patternReference(
      now.lines,
      before.lines,
      (day) => referencePeriodGroup(day, now.payload),
      groups,
      now.payload.compare === 'yearAgo' ? 'yearAgo' : previousGroup,
      productValues,
      only,
    );
  }

  const byKey = <R extends { spec_id: number; period_group: string }>(rows: readonly R[]): R[] =>
    [...rows].sort((a, b) => a.spec_id - b.spec_id || a.period_group.localeCompare(b.period_group));

  function expectPatternRows(got: PatternRow[], expected: Awaited<ReturnType<typeof patternsExpected>>) {
    expect(got.length).toBe(expected.length);
    const g = byKey(got);
    byKey(expected).forEach((e, i) => {
      const row = g[i] as PatternRow;
      expect([row.spec_id, row.period_group, row.score, row.grp_score]).toEqual([
        e.spec_id,
        e.period_group,
        e.score,
        e.grp_score,
      ]);
      expect(row.percent).toBeCloseTo(e.percent, 9);
      expect(row.percent).toBeCloseTo((100 * row.score) / row.grp_score, 9);
      if (e.growth === null) expect(row.growth).toBeNull();
      else expect(row.growth).toBeCloseTo(e.growth, 9);
    });
  }

  it('has at most one value of each spec type per product (the pattern query sums values into their type)', () => {
    const seen = new Set<string>();
    for (const v of productValues) {
      const key = `${v.product_id}:${v.spec_type_id}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
    expect(seen.size).toBeGreaterThan(1000);
  });

  it.each(payloads)('patterndetail agrees with the reference: %s', async (_, input) => {
    const got = (await ok(patternDetailRoute.path, input)) as PatternRow[];
    expect(got.length).toBeGreaterThan(0);
    expectPatternRows(got, await patternsExpected(input));
    // Newest period group first.
    expect(got[0]?.period_group).toBe([...new Set(got.map((r) => r.period_group))].sort().at(-1));
  });

  it('specattributedetail gives the rows of the one value, as patterndetail does', async () => {
    const all = (await ok(patternDetailRoute.path, {})) as PatternRow[];
    const top = all[0] as PatternRow;
    for (const input of [{}, { period_interval: 6, period_end: 'month' }] as FilterPayloadInput[]) {
      const got = (await ok(specAttributeDetailRoute.path, {
        ...input,
        spec_attribute_id: top.spec_id,
      })) as PatternRow[];
      expect(got.length).toBeGreaterThan(0);
      expect(new Set(got.map((r) => r.spec_id))).toEqual(new Set([top.spec_id]));
      expectPatternRows(got, await patternsExpected(input, top.spec_id));
    }
    expect(await refusal(specAttributeDetailRoute.path, { spec_attribute_id: 999_999 })).toEqual({
      status: 404,
      message: 'Spec attribute 999999 does not exist',
    });
  });

  it('adjacency: rows and stats agree with the reference and with each other', async () => {
    const [anchor] = c.config.firmbrands as [number];
    const category = c.config.defaultcategories[1] as number;
    const categoryName = (
      await c.db.selectFrom('category').select('name').where('id', '=', category).executeTakeFirstOrThrow()
    ).name;
    for (const input of payloads.map(([, p]) => p)) {
      const body = { ...input, adjacent_brand: anchor, adjacent_category: category };
      const got = (await ok(adjacencyPath(anchor), body)) as {
        data: { manufacturer_id: number; name: string; cnt: number; pct: number }[];
        stats: contract.AdjacencyStats;
      };
      // The anchor in the path may also be left to adjacent_brand (0 in the path).
      expect(await ok(adjacencyPath(0), body)).toEqual(got);
      const anchorLines = (await c.universe(input)).lines;
      const cLines = (await c.universe({ ...input, categories: [category] })).lines;
      const ref = adjacencyBreakdownReference(anchorLines, cLines, anchor);
      expect(ref.total).toBeGreaterThan(0);
      expect(got.stats.total).toBe(ref.total);
      expect(got.stats.cnt).toBe(ref.cnt);
      expect(got.stats.cat).toBe(categoryName);
      expect(got.stats.withpct).toBeCloseTo(pct(ref.cnt, ref.total), 9);
      expect(got.stats.withpct + got.stats.withoutpct).toBeCloseTo(100, 9);
      expect(new Map(got.data.map((r) => [r.manufacturer_id, r.cnt]))).toEqual(ref.rows);
      for (const r of got.data) {
        expect(r.pct).toBeCloseTo(pct(r.cnt, ref.total), 9);
        expect(r.cnt).toBeLessThanOrEqual(got.stats.cnt);
      }
      expect(got.data.map((r) => r.cnt)).toEqual([...got.data.map((r) => r.cnt)].sort((a, b) => b - a));
      expect(got.stats.second).toBe(got.data[0]?.name ?? null);
      expect(got.data.some((r) => r.manufacturer_id === anchor)).toBe(false);
    }
  });

  it('category breakdown: each column is the brand spec_percent of topbrands with that category alone', async () => {
    const top = (await ok('/v2/analytics/brand/topbrands', {})) as { manufacturer_id: number }[];
    const brands = top.slice(0, 3).map((b) => b.manufacturer_id);
    for (const input of payloads.map(([, p]) => p)) {
      const got = (await ok(categoryBreakdownRoute.path, { ...input, category_brands: brands })) as {
        columns: { field: string; manufacturer_id: number }[];
        data: Record<string, number | string>[];
      };
      expect(got.columns.map((col) => col.manufacturer_id)).toEqual(brands);
      expect(got.data.length).toBeGreaterThan(0);
      for (const row of got.data) {
        const ranking = (await ok('/v2/analytics/brand/topbrands', {
          ...input,
          categories: [row.category_id],
        })) as { manufacturer_id: number; spec_percent: number }[];
        for (const col of got.columns) {
          const expected = ranking.find((r) => r.manufacturer_id === col.manufacturer_id)?.spec_percent ?? 0;
          expect(row[col.field] as number).toBeCloseTo(expected, 9);
        }
      }
      // Every category where one of the brands is specified has its row.
      const universe = (await c.universe(input)).lines;
      const categories = new Set(
        universe.filter((l) => brands.includes(l.manufacturer_id)).map((l) => l.category_id),
      );
      expect(new Set(got.data.map((r) => r.category_id))).toEqual(categories);
    }
  });

  it('internal topbrands: the topbrands rows plus each brand’s events in the window', async () => {
    for (const input of payloads.map(([, p]) => p).slice(0, 2)) {
      const got = (await ok(internalTopBrandsRoute.path, input)) as (Record<string, number | string> & {
        manufacturer_id: number;
      })[];
      const brandRows = (await ok('/v2/analytics/brand/topbrands', input)) as Record<string, unknown>[];
      const eventFields = new Set(['views', 'images', 'vendors', 'events']);
      const brandPart = got.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([k]) => !eventFields.has(k))),
      );
      expect(brandPart).toEqual(brandRows);
      const { window } = (await c.universe(input)).scope;
      const inWindow = c.events.filter((e) => e.day >= window.start && e.day <= window.end);
      let withEvents = 0;
      for (const row of got) {
        const mine = inWindow.filter((e) => e.manufacturer_id === row.manufacturer_id);
        const expected = {
          views: mine.filter((e) => e.code === 'product_view').length,
          images: mine.filter((e) => e.code === 'asset_view' || e.code === 'asset_download').length,
          vendors: mine.filter((e) => e.code === 'vendor_view').length,
          events: mine.length,
        };
        if (expected.events > 0) withEvents++;
        expect({ views: row.views, images: row.images, vendors: row.vendors, events: row.events }).toEqual(
          expected,
        );
      }
      expect(withEvents).toBeGreaterThan(0);
    }
  });

  it('refuses a missing spec attribute, adjacency or category brand filter with the spec texts', async () => {
    for (const body of [{}, { spec_attribute_id: 0 }, { spec_attribute_id: null }]) {
      expect(await refusal(specAttributeDetailRoute.path, body)).toEqual({
        status: 400,
        message: 'Please set the spec attribute id',
      });
    }
    const [anchor] = c.config.firmbrands as [number];
    const category = c.config.defaultcategories[0] as number;
    for (const [brandId, body] of [
      [anchor, {}],
      [anchor, { adjacent_category: 0 }],
      [0, { adjacent_category: category }],
      [0, { adjacent_category: category, adjacent_brand: 0 }],
      [0, { adjacent_brand: anchor }],
    ] as [number, FilterPayloadInput][]) {
      expect(await refusal(adjacencyPath(brandId), body)).toEqual({
        status: 400,
        message: 'Please set anchor brand and adjacent category',
      });
    }
    for (const body of [{}, { category_brands: [] }, { category_brands: [0, 0] }]) {
      expect(await refusal(categoryBreakdownRoute.path, body)).toEqual({
        status: 400,
        message: 'Please select one or more category brands',
      });
    }
    const five = await refusal(categoryBreakdownRoute.path, { category_brands: [2, 3, 4, 5, 6] });
    expect(five.status).toBe(400);
    expect(five.message).toContain('Please select at most 4 category brands');
    expect(
      (await refusal(adjacencyPath(anchor), { adjacent_brand: anchor + 1, adjacent_category: category }))
        .status,
    ).toBe(400);
    expect((await c.post(adjacencyPath(-1), {})).statusCode).toBe(400);
  });

  it('refuses callers without a token (401) and without the internal permission (403)', async () => {
    const calls: [RouteContract, string][] = [
      [patternDetailRoute, patternDetailRoute.path],
      [specAttributeDetailRoute, specAttributeDetailRoute.path],
      [adjacencyBreakdownRoute, adjacencyPath(2)],
      [categoryBreakdownRoute, categoryBreakdownRoute.path],
      [internalTopBrandsRoute, internalTopBrandsRoute.path],
    ];
    for (const [, url] of calls) {
      expect((await c.post(url, {}, null)).statusCode, url).toBe(401);
      for (const token of [brandToken, designerToken, c.tokens.brandsOnly, c.tokens.productsOnly]) {
        const res = await c.post(url, {}, token);
        expect(res.statusCode, url).toBe(403);
        expect(errorBodySchema.parse(res.json()).error.message).toMatch(/internal/);
      }
    }
    const autocomplete = (token: string | null) =>
      c.t.app.inject({
        method: 'GET',
        url: `${specAttributeAutocompleteRoute.path}?term=gr`,
        headers: token ? { authorization: token } : {},
      });
    expect((await autocomplete(null)).statusCode).toBe(401);
    expect((await autocomplete(brandToken)).statusCode).toBe(403);
    const items = (await autocomplete(c.tokens.analyst)).json() as { id: number; name: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => /gr/i.test(i.name) || /gr/i.test(JSON.stringify(i)))).toBe(true);
    const byId = (
      await c.t.app.inject({
        method: 'GET',
        url: `${specAttributeAutocompleteRoute.path}?term=${items[0]?.id}`,
        headers: { authorization: c.tokens.analyst },
      })
    ).json() as { id: number }[];
    expect(byId[0]?.id).toBe(items[0]?.id);
  });

  it('reads 0 as unset for adjacent_brand, adjacent_category, spec_attribute_id and category brands on every analytics call', async () => {
    const routes = (Object.values(contract) as unknown[]).filter(
      (v): v is RouteContract =>
        typeof v === 'object' &&
        v !== null &&
        'path' in v &&
        'body' in v &&
        (v as RouteContract).body === filterPayloadSchema &&
        (v as RouteContract).path.startsWith('/v2/analytics/') &&
        // Routes behind a firm feature the analyst's firm lacks (the export files) answer 403 either way.
        unmetAccess((v as RouteContract).access, {
          is_admin: false,
          permissions: c.config.permissions,
          features: c.config.hasfeature,
        }) === null,
    );
    expect(routes.length).toBeGreaterThan(25);
    const zeros = { adjacent_brand: 0, adjacent_category: 0, spec_attribute_id: 0, category_brands: [0] };
    const product = await c.db
      .selectFrom('product')
      .select('id')
      .orderBy('id')
      .limit(1)
      .offset(40)
      .executeTakeFirstOrThrow();
    for (const route of routes) {
      const url = route.path
        .replace(':brandId', String(c.config.firmbrands[0]))
        .replace(':productId', String(product.id))
        .replace(':firmId', '1');
      const unset = await c.post(url, { period_interval: 6 });
      const zero = await c.post(url, { period_interval: 6, ...zeros });
      expect(zero.statusCode, url).toBe(unset.statusCode);
      expect(zero.statusCode, url).not.toBe(403);
      if (unset.statusCode === 200) expect(zero.payload, url).toBe(unset.payload);
      else expect(zero.json(), url).toEqual(unset.json());
      for (const negative of [{ adjacent_category: -1 }, { spec_attribute_id: -1 }, { adjacent_brand: -1 }]) {
        expect((await c.post(url, negative)).statusCode, `${url} ${JSON.stringify(negative)}`).toBe(400);
      }
    }
  });
});
