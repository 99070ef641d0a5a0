// Market-wide brand figures and the market segments against the plain metrics.md reference on the tiny data set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandMapDataRoute,
  brandMediansRoute,
  brandSampleSizeRoute,
  brandSpecCountRoute,
  brandTopBrandsRoute,
  sortOrders,
  sourceMarketSegmentsRoute,
  topBrandSortFields,
  type TopBrandRow,
  type FilterPayloadInput,
} from '@specpulse/contract';
import {
  countBy,
  mediansReference,
  pct,
  shareFigureMismatches,
  shareRankingReference,
  sum,
} from '../../../test/market-reference.ts';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import { referencePeriodGroup } from '../../../test/filter-reference.ts';
import { sortedReference } from '../../../test/sorted-reference.ts';

const base = '/v2/analytics';
const payloads: [string, FilterPayloadInput][] = [
  ['firm defaults', {}],
  [
    'west and south, 6 months to the last month',
    { regions: ['west', 'south'], period_interval: 6, period_end: 'month' },
  ],
  [
    'segments 1-3 with open spec, 6 months to a month end',
    { segments: [1, 2, 3], openspec: true, period_interval: 6, period_end: 'month' },
  ],
  // Project ids: the filter the snapshot's sort order does not serve, so every row group is read.
  ['projects 1-250 (fact tables)', { project_ids: Array.from({ length: 250 }, (_, i) => i + 1) }],
  [
    'same 6 months a year ago, to the last month',
    { period_interval: 6, period_end: 'month', compare: 'yearAgo' },
  ],
  ['same 24 months a year ago (overlapping windows)', { period_interval: 24, compare: 'yearAgo' }],
  // Flooring, Tile & Stone and Ceilings, all counted in square feet: a quantity share.
  ['three square-foot categories', { categories: [1, 2, 3] }],
];

describe('brand market figures', () => {
  let c: AnalyticsTestContext;
  beforeAll(async () => {
    c = await createAnalyticsTestContext();
  });
  afterAll(async () => c?.close());

  it('refuses callers without a token (401) and without the brands permission (403)', async () => {
    for (const path of [
      'brand/topbrands',
      'brand/mapdata',
      'brand/samplesize',
      'brand/speccount',
      'brand/medians',
    ]) {
      expect((await c.post(`${base}/${path}`, {}, null)).statusCode).toBe(401);
      expect((await c.post(`${base}/${path}`, {}, c.tokens.productsOnly)).statusCode).toBe(403);
      expect((await c.post(`${base}/${path}`, {}, c.tokens.brandsOnly)).statusCode).toBe(200);
    }
    expect((await c.post(`${base}/source/marketsegments`, {}, null)).statusCode).toBe(401);
    expect((await c.post(`${base}/source/marketsegments`, {}, c.tokens.productsOnly)).statusCode).toBe(200);
    expect((await c.post(`${base}/source/marketsegments`, {}, c.tokens.brandsOnly)).statusCode).toBe(200);
  });

  it('refuses a malformed payload or limit (400)', async () => {
    expect((await c.post(`${base}/brand/topbrands`, { period_interval: 7 })).statusCode).toBe(400);
    expect((await c.post(`${base}/brand/topbrands?limit=0`)).statusCode).toBe(400);
    expect((await c.post(`${base}/brand/topbrands?limit=abc`)).statusCode).toBe(400);
  });

  it('answers a cache hit with the same JSON text and content type as the computed answer', async () => {
    const cache = c.t.app.analyticsCache;
    for (const path of ['brand/topbrands', 'brand/mapdata', 'source/marketsegments?limit=3']) {
      const body = { period_interval: 6, period_end: 'month' };
      cache.bypass = true;
      const computed = await c.post(`${base}/${path}`, body);
      cache.bypass = false;
      const first = await c.post(`${base}/${path}`, body);
      const hits = cache.stats().hits;
      const again = await c.post(`${base}/${path}`, body);
      expect(cache.stats().hits, path).toBe(hits + 1);
      for (const res of [first, again]) {
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['content-type'], path).toBe(computed.headers['content-type']);
        expect(res.payload, path).toBe(computed.payload);
      }
      expect(computed.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('topbrands: the quantity share within one unit of measure, none where the categories mix units', async () => {
    const categories = await c.db
      .selectFrom('category')
      .select(['id', 'quantity_unit'])
      .where('parent_id', 'is', null)
      .execute();
    const unitOf = new Map(categories.map((k) => [k.id, k.quantity_unit]));
    const units = [...new Set(unitOf.values())];
    expect(units.length, 'the tiny set counts quantities in several units').toBeGreaterThan(1);
    const ofUnit = (unit: string) => categories.filter((k) => k.quantity_unit === unit).map((k) => k.id);
    for (const unit of units) {
      const input = { categories: ofUnit(unit) };
      const now = await c.universe(input, 'window');
      expect(new Set(now.lines.map((l) => unitOf.get(l.category_id)))).toEqual(new Set([unit]));
      const rows = brandTopBrandsRoute.response.parse(
        (await c.post(`${base}/brand/topbrands`, input)).json(),
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.quantity_unit === unit)).toBe(true);
      expect(sum(rows.map((r) => r.spec_quantity_share ?? NaN))).toBeCloseTo(100, 8);
    }
    // One category of each unit: the lines mix units, so no brand has a quantity share.
    const mixed = { categories: units.map((u) => ofUnit(u)[0] ?? -1) };
    const rows = brandTopBrandsRoute.response.parse((await c.post(`${base}/brand/topbrands`, mixed)).json());
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.quantity_unit === null && r.spec_quantity_share === null)).toBe(true);
    expect(rows.some((r) => r.sum_spec > 0)).toBe(true);
  });

  describe.each(payloads)('%s', (_name, input) => {
    it('topbrands: spec percent, quantity share and growth as defined, largest first', async () => {
      const now = await c.universe(input, 'window');
      const before = await c.universe(input, 'previous');
      const expected = shareRankingReference(now.lines, before.lines, 'manufacturer_id');
      const res = await c.post(`${base}/brand/topbrands`, input);
      expect(res.statusCode).toBe(200);
      const rows = brandTopBrandsRoute.response.parse(res.json());
      expect(rows.length).toBe(expected.size);
      expect(rows.length).toBeGreaterThan(0);
      expect(sum(rows.map((r) => r.spec_percent))).toBeCloseTo(100, 8);
      if (rows[0]?.quantity_unit !== null)
        expect(sum(rows.map((r) => r.spec_quantity_share ?? NaN))).toBeCloseTo(100, 8);
      for (const [i, r] of rows.entries()) {
        const e = expected.get(r.manufacturer_id);
        expect(e, `brand ${r.manufacturer_id}`).toBeDefined();
        expect(shareFigureMismatches(r, e), `brand ${r.manufacturer_id}`).toEqual([]);
        if (i > 0) expect(r.sum_spec).toBeLessThanOrEqual(rows[i - 1]?.sum_spec ?? 0);
      }
      // Growth signs follow the line counts.
      const grown = rows.find((r) => r.spec_growth_real !== null && r.spec_growth_real > 0);
      const shrunk = rows.find((r) => r.spec_growth_real !== null && r.spec_growth_real < 0);
      expect(grown && shrunk, 'some brands grow and some shrink').toBeTruthy();

      const top5 = brandTopBrandsRoute.response.parse(
        (await c.post(`${base}/brand/topbrands?limit=5`, input)).json(),
      );
      expect(top5).toEqual(rows.slice(0, 5));
    });

    it('topbrands pages, and sorted by each column both directions: the plain sort of the whole list, page by page', async () => {
      const all = brandTopBrandsRoute.response.parse((await c.post(`${base}/brand/topbrands`, input)).json());
      const { count } = brandSpecCountRoute.response.parse(
        (await c.post(`${base}/brand/speccount`, input)).json(),
      );
      // The table's total is speccount: the pages must reach exactly that many brands.
      expect(all.length).toBe(count);
      const size = Math.ceil(all.length / 5);
      const pages = async (query: string) => {
        const paged: TopBrandRow[] = [];
        for (let offset = 0; offset < all.length; offset += size) {
          const url = `${base}/brand/topbrands?offset=${offset}&limit=${size}${query}`;
          paged.push(...brandTopBrandsRoute.response.parse((await c.post(url, input)).json()));
        }
        return paged;
      };
      expect(await pages('')).toEqual(all);
      for (const field of topBrandSortFields) {
        for (const order of sortOrders) {
          expect(await pages(`&sort=${field}&order=${order}`), `${field} ${order}`).toEqual(
            sortedReference(all, field, order, 'manufacturer_id'),
          );
        }
      }
    });

    it("mapdata: each state's share of spec lines and searches, keyed by state name", async () => {
      const { lines, searches } = await c.universe(input);
      const res = await c.post(`${base}/brand/mapdata`, input);
      const map = brandMapDataRoute.response.parse(res.json());
      expect(Object.keys(map)).toHaveLength(c.facts.stateRegion.size);
      const specByState = countBy(lines, (l) => l.state_id);
      const searchByState = countBy(searches, (s) => s.state_id);
      const states = await c.db.selectFrom('us_state').select(['id', 'name', 'code']).execute();
      for (const s of states) {
        const entry = map[s.name];
        expect(entry?.name).toBe(s.name);
        expect(entry?.code).toBe(s.code);
        expect(entry?.spec).toBeCloseTo(pct(specByState.get(s.id) ?? 0, lines.length), 9);
        expect(entry?.search).toBeCloseTo(pct(searchByState.get(s.id) ?? 0, searches.length), 9);
        expect(entry?.lines, s.name).toBe(specByState.get(s.id) ?? 0);
        expect(entry?.searches, s.name).toBe(searchByState.get(s.id) ?? 0);
      }
      expect(sum(Object.values(map).map((v) => v.spec))).toBeCloseTo(100, 8);
      expect(sum(Object.values(map).map((v) => v.search))).toBeCloseTo(100, 8);
    });

    it('samplesize: distinct projects per period group, one point per group of the window', async () => {
      const { lines, payload, scope } = await c.universe(input);
      const res = await c.post(`${base}/brand/samplesize`, input);
      const rows = brandSampleSizeRoute.response.parse(res.json());
      expect(rows.map((r) => r.period_group)).toEqual(scope.periodGroups('window'));
      const projects = new Map<string, Set<number>>();
      for (const l of lines) {
        const g = referencePeriodGroup(l.spec_date, payload);
        projects.set(g, (projects.get(g) ?? new Set()).add(l.project_id));
      }
      for (const r of rows) expect(r.count, r.period_group).toBe(projects.get(r.period_group)?.size ?? 0);
      const product = await c.post(`${base}/product/samplesize`, input);
      expect(product.json()).toEqual(rows);
    });

    it('speccount and medians', async () => {
      const { lines, searches } = await c.universe(input);
      const count = brandSpecCountRoute.response.parse(
        (await c.post(`${base}/brand/speccount`, input)).json(),
      );
      expect(count.count).toBe(new Set(lines.map((l) => l.manufacturer_id)).size);
      const medians = brandMediansRoute.response.parse((await c.post(`${base}/brand/medians`, input)).json());
      const expected = mediansReference(lines, searches, 'manufacturer_id');
      expect(medians.spec).toBeCloseTo(expected.spec ?? NaN, 9);
      expect(medians.search).toBeCloseTo(expected.search ?? NaN, 9);
    });

    it('marketsegments: share of projects per segment, largest first, summing to 100', async () => {
      const { lines } = await c.universe(input);
      const res = await c.post(`${base}/source/marketsegments`, input);
      const rows = sourceMarketSegmentsRoute.response.parse(res.json());
      const segments = await c.db.selectFrom('segment').select(['id', 'name']).execute();
      const projects = new Map<number, Set<number>>();
      for (const l of lines)
        projects.set(l.segment_id, (projects.get(l.segment_id) ?? new Set()).add(l.project_id));
      const all = new Set(lines.map((l) => l.project_id)).size;
      expect(rows).toHaveLength(projects.size);
      for (const r of rows) {
        const id = segments.find((s) => s.name === r.name)?.id ?? -1;
        expect(r.value, r.name).toBeCloseTo(pct(projects.get(id)?.size ?? 0, all), 9);
      }
      expect(sum(rows.map((r) => r.value))).toBeCloseTo(100, 8);
      expect(rows.map((r) => r.value)).toEqual([...rows.map((r) => r.value)].sort((a, b) => b - a));
      const top5 = sourceMarketSegmentsRoute.response.parse(
        (await c.post(`${base}/source/marketsegments?limit=5`, input)).json(),
      );
      expect(top5).toEqual(rows.slice(0, 5));
    });
  });
});
