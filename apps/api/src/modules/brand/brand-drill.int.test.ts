// Brand drilldown and category rank against the plain metrics.md reference on the tiny data set.
import { gunzipSync } from 'node:zlib';
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandCategoryRankRoute,
  brandCompetitiveRoute,
  brandGroupCountsRoute,
  brandNameRoute,
  brandPerformanceRoute,
  brandTopProductsRoute,
  brandTopProjectsRoute,
  brandTopStatesRoute,
  brandTopVendorsRoute,
  type FilterPayloadInput,
} from '@specpulse/contract';
import { referencePeriodGroup } from '../../../test/filter-reference.ts';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import {
  adjacencyReference,
  categoryRankReference,
  countBy,
  groupShares,
  pct,
  projectsReference,
  sum,
} from '../../../test/market-reference.ts';

const base = '/v2/analytics/brand';
const drillPaths = [
  'name',
  'groupcounts',
  'complimentary',
  'topproducts',
  'topstates',
  'topvendors',
  'topprojects',
  'competitive',
  'brandperformance',
];
const payloads: [string, FilterPayloadInput][] = [
  ['firm defaults', {}],
  ['midwest and northeast, 24 months', { regions: ['midwest', 'northeast'], period_interval: 24 }],
  ['projects 1-300 (fact tables)', { project_ids: Array.from({ length: 300 }, (_, i) => i + 1) }],
];

describe('brand drilldown', () => {
  let c: AnalyticsTestContext;
  /** The brand with the most spec lines in the firm's default window. */
  let topBrand: number;
  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    const { lines } = await c.universe();
    topBrand = [...countBy(lines, (l) => l.manufacturer_id)].sort((a, b) => b[1] - a[1])[0]?.[0] ?? -1;
  });
  afterAll(async () => c?.close());

  it('answers a repeated figure from the cache with no market query and at most one portal read (the user)', async () => {
    // The embedded engine keeps the user's row while nothing was written (Database.writeMark): no read at all;
    // on PostgreSQL the row is read at most once (plugins/auth-cache.ts may keep it for a moment).
    const portalReadsOfAHit = c.t.testDb.database.kind === 'embedded' ? 0 : 1;
    const reads = { market: 0, portal: 0 };
    const count = (db: typeof c.db, key: keyof typeof reads) => {
      const executor = db.getExecutor();
      const execute = executor.executeQuery.bind(executor);
      executor.executeQuery = <R>(query: CompiledQuery<R>) => {
        reads[key]++;
        return execute(query);
      };
      return () => delete (executor as Partial<typeof executor>).executeQuery;
    };
    const restore = [count(c.db, 'market'), count(c.portal, 'portal')];
    try {
      const product = c.facts.specLines[0]?.product_id;
      const paths = [
        'brand/topbrands',
        `brand/${topBrand}/topproducts`,
        'brand/show/competitive',
        `product/${product}/productdetail`,
      ];
      for (const path of paths) {
        const url = `/v2/analytics/${path}`;
        const first = await c.post(url, { period_interval: 12 });
        expect(first.statusCode, path).toBe(200);
        expect(reads.market, `${path}: the miss queried the market store`).toBeGreaterThan(0);
        reads.market = 0;
        reads.portal = 0;
        const again = await c.post(url, { period_interval: 12 });
        expect(again.payload, path).toBe(first.payload);
        expect(reads.market, path).toBe(0);
        expect(reads.portal, path).toBeLessThanOrEqual(portalReadsOfAHit);
      }
    } finally {
      for (const r of restore) r();
    }
  });

  it('gzips a figure of 1 kB or more for a caller that accepts gzip, miss or hit, and only then', async () => {
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const payload = { period_interval: 36 };
    const list = `${base}/topbrands`;
    const miss = await c.post(list, payload, undefined, gzip);
    const hit = await c.post(list, payload, undefined, gzip);
    const plain = await c.post(list, payload);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length, 'the brand list of the tiny set is over 1 kB').toBeGreaterThan(1024);
    for (const res of [miss, hit]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.payload);
    }
    const refused = await c.post(list, payload, undefined, { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.payload).toBe(plain.payload);
    const small = await c.post(`${base}/medians`, payload, undefined, gzip);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('spec');
  });

  it('guards every drilldown route: 401 without a token, 403 without brands, 400 on a bad id, 404 when unknown', async () => {
    for (const path of drillPaths) {
      expect((await c.post(`${base}/${topBrand}/${path}`, {}, null)).statusCode).toBe(401);
      expect((await c.post(`${base}/${topBrand}/${path}`, {}, c.tokens.productsOnly)).statusCode).toBe(403);
      for (const bad of ['abc', '0', '-3', '1.5', '1234567890']) {
        const res = await c.post(`${base}/${bad}/${path}`);
        expect(res.statusCode, `${bad}/${path}`).toBe(400);
        expect(res.json().error.message).toMatch(/brandId must be a positive whole number or "show"/);
      }
      const unknown = await c.post(`${base}/999999999/${path}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('Brand 999999999 does not exist');
      const none = await c.post(`${base}/show/${path}`, {}, c.tokens.noFirmBrands);
      expect(none.statusCode).toBe(404);
      expect(none.json().error.message).toBe('Your firm has no brands of its own to show');
    }
  });

  it('refuses the projects list (403) when the firm has hideprojects, and only that list', async () => {
    const res = await c.post(`${base}/${topBrand}/topprojects`, {}, c.tokens.hideProjects);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/hideprojects/);
    expect((await c.post(`${base}/${topBrand}/competitive`, {}, c.tokens.hideProjects)).statusCode).toBe(200);
  });

  it('name: one brand, or the firm brands for show', async () => {
    const brand = await c.db
      .selectFrom('manufacturer')
      .selectAll()
      .where('id', '=', topBrand)
      .executeTakeFirstOrThrow();
    const one = brandNameRoute.response.parse((await c.post(`${base}/${topBrand}/name`)).json());
    expect(one).toEqual({ id: topBrand, name: brand.name, image_url: brand.logo_url });
    const own = await c.db
      .selectFrom('manufacturer')
      .selectAll()
      .where('id', 'in', c.config.firmbrands)
      .execute();
    own.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    const show = brandNameRoute.response.parse((await c.post(`${base}/show/name`)).json());
    expect(show).toEqual({
      id: 'show',
      name: own.map((b) => b.name).join(', '),
      image_url: own[0]?.logo_url,
    });
  });

  it('topprojects, competitive and complimentary under the advanced query (its project list read once)', async () => {
    const { lines: all } = await c.universe({ period_interval: 36 });
    const other = [...countBy(all, (l) => l.manufacturer_id)]
      .filter(([m]) => m !== topBrand)
      .sort((a, b) => b[1] - a[1])[0]?.[0];
    const input: FilterPayloadInput = {
      period_interval: 36,
      complex: [{ brandId: topBrand }, { brandId: other ?? topBrand, join: 'and' }],
    };
    const { lines } = await c.universe(input);
    const isB = (l: { manufacturer_id: number }) => l.manufacturer_id === topBrand;
    const projects = brandTopProjectsRoute.response.parse(
      (await c.post(`${base}/${topBrand}/topprojects`, input)).json(),
    );
    const expectedProjects = projectsReference(lines, isB);
    expect(projects.length).toBeGreaterThan(0);
    expect(projects).toHaveLength(expectedProjects.size);
    for (const p of projects) expect(p.percentage).toBeCloseTo(expectedProjects.get(p.id) ?? NaN, 9);
    for (const kind of ['competitive', 'complimentary'] as const) {
      const rows = brandCompetitiveRoute.response.parse(
        (await c.post(`${base}/${topBrand}/${kind}`, input)).json(),
      );
      const expected = adjacencyReference(
        lines,
        isB,
        kind === 'competitive' ? 'competitive' : 'complementary',
      );
      expect(rows.length, kind).toBe(expected.size);
      for (const r of rows) expect(r.percentage, kind).toBeCloseTo(expected.get(r.manufacturer_id) ?? NaN, 9);
    }
  });

  describe.each(payloads)('%s', (_name, input) => {
    const groups = () => [
      { label: 'one brand', id: String(topBrand), ids: [topBrand] },
      { label: 'show', id: 'show', ids: c.config.firmbrands },
    ];

    it('groupcounts, brandperformance, topproducts and topstates', async () => {
      const { lines, searches, scope, payload } = await c.universe(input);
      for (const g of groups()) {
        const isB = (r: { manufacturer_id: number | null }) =>
          r.manufacturer_id !== null && g.ids.includes(r.manufacturer_id);
        const inWindow = c.events.filter(
          (e) => isB(e) && e.day >= scope.window.start && e.day <= scope.window.end,
        );
        const counts = brandGroupCountsRoute.response.parse(
          (await c.post(`${base}/${g.id}/groupcounts`, input)).json(),
        );
        expect(counts, g.label).toEqual({
          specified: new Set(lines.filter(isB).map((l) => l.product_id)).size,
          views: inWindow.filter((e) => e.code === 'product_view').length,
          images: inWindow.filter((e) => e.code === 'asset_view' || e.code === 'asset_download').length,
          vendors: inWindow.filter((e) => e.code === 'vendor_view').length,
          events: inWindow.length,
        });
        expect(counts.specified).toBeGreaterThan(0);

        const perf = brandPerformanceRoute.response.parse(
          (await c.post(`${base}/${g.id}/brandperformance`, input)).json(),
        );
        expect(perf.period).toEqual(scope.periodGroups('window'));
        const specShare = groupShares(lines, (l) => referencePeriodGroup(l.spec_date, payload), isB);
        const searchShare = groupShares(searches, (s) => referencePeriodGroup(s.day, payload), isB);
        perf.period.forEach((p, i) => {
          expect(perf.spec[i], `${g.label} spec ${p}`).toBeCloseTo(specShare.get(p) ?? 0, 9);
          expect(perf.search[i], `${g.label} search ${p}`).toBeCloseTo(searchShare.get(p) ?? 0, 9);
        });

        const products = brandTopProductsRoute.response.parse(
          (await c.post(`${base}/${g.id}/topproducts`, input)).json(),
        );
        const specs = countBy(lines.filter(isB), (l) => l.product_id);
        const searched = countBy(
          searches.filter((s) => isB(s) && s.product_id !== null),
          (s) => s.product_id ?? -1,
        );
        expect(new Set(products.map((p) => p.product_id))).toEqual(
          new Set([...specs.keys(), ...searched.keys()]),
        );
        for (const p of products) {
          expect(p.spec).toBeCloseTo(pct(specs.get(p.product_id) ?? 0, lines.length), 9);
          expect(p.search).toBeCloseTo(pct(searched.get(p.product_id) ?? 0, searches.length), 9);
        }
        expect(products.map((p) => p.spec)).toEqual([...products.map((p) => p.spec)].sort((a, b) => b - a));

        const states = brandTopStatesRoute.response.parse(
          (await c.post(`${base}/${g.id}/topstates`, input)).json(),
        );
        expect(states).toHaveLength(c.facts.stateRegion.size);
        const stateIds = new Map(
          (await c.db.selectFrom('us_state').select(['id', 'name']).execute()).map((s) => [s.name, s.id]),
        );
        const specByState = groupShares(lines, (l) => l.state_id, isB);
        const searchByState = groupShares(searches, (s) => s.state_id, isB);
        // The samples behind the shares: every line of the state's projects, every search from the state.
        const linesByState = countBy(lines, (l) => l.state_id);
        const searchesByState = countBy(searches, (s) => s.state_id);
        for (const s of states) {
          const id = stateIds.get(s.name) ?? -1;
          expect(s.spec, s.name).toBeCloseTo(specByState.get(id) ?? 0, 9);
          expect(s.search, s.name).toBeCloseTo(searchByState.get(id) ?? 0, 9);
          expect(s.lines, s.name).toBe(linesByState.get(id) ?? 0);
          expect(s.searches, s.name).toBe(searchesByState.get(id) ?? 0);
        }
        expect(sum(states.map((s) => s.lines))).toBe(lines.length);
        const limited = await c.post(`${base}/${g.id}/topstates?limit=10`, input);
        expect(limited.json()).toEqual(states.slice(0, 10));
      }
    });

    it('topprojects, competitive, complimentary and topvendors', async () => {
      const { lines, scope } = await c.universe(input);
      const vendors = await c.db
        .selectFrom('vendor')
        .select(['id', 'name', 'email', 'manufacturer_id'])
        .execute();
      for (const g of groups()) {
        const isB = (l: { manufacturer_id: number }) => g.ids.includes(l.manufacturer_id);
        const projects = brandTopProjectsRoute.response.parse(
          (await c.post(`${base}/${g.id}/topprojects`, input)).json(),
        );
        const expectedProjects = projectsReference(lines, isB);
        expect(projects).toHaveLength(expectedProjects.size);
        for (const p of projects) expect(p.percentage).toBeCloseTo(expectedProjects.get(p.id) ?? NaN, 9);
        // B's lines per project, most first (the Projects table's default order).
        const bLines = countBy(lines.filter(isB), (l) => l.project_id);
        for (const p of projects) expect(p.lines, `project ${p.id}`).toBe(bLines.get(p.id));
        expect(projects.map((p) => p.lines)).toEqual([...projects.map((p) => p.lines)].sort((a, b) => b - a));
        expect(projects.every((p) => /^[A-Z]{2}$/.test(p.state))).toBe(true);

        for (const kind of ['competitive', 'complimentary'] as const) {
          const rows = brandCompetitiveRoute.response.parse(
            (await c.post(`${base}/${g.id}/${kind}`, input)).json(),
          );
          const expected = adjacencyReference(
            lines,
            isB,
            kind === 'competitive' ? 'competitive' : 'complementary',
          );
          expect(rows.length, `${g.label} ${kind}`).toBe(expected.size);
          expect(rows.length).toBeGreaterThan(0);
          for (const r of rows) {
            expect(g.ids).not.toContain(r.manufacturer_id);
            expect(r.percentage, `${kind} ${r.manufacturer_id}`).toBeCloseTo(
              expected.get(r.manufacturer_id) ?? NaN,
              9,
            );
          }
        }

        const rows = brandTopVendorsRoute.response.parse(
          (await c.post(`${base}/${g.id}/topvendors`, input)).json(),
        );
        const own = vendors.filter((v) => g.ids.includes(v.manufacturer_id));
        expect(rows).toHaveLength(own.length);
        const views = countBy(
          c.events.filter(
            (e) =>
              e.code === 'vendor_view' &&
              e.day >= scope.window.start &&
              e.day <= scope.window.end &&
              own.some((v) => v.id === e.vendor_id),
          ),
          (e) => e.vendor_id ?? -1,
        );
        const total = sum(views.values());
        for (const r of rows) {
          const v = own.find((o) => o.email === r.email && o.name === r.name);
          expect(r.percentage, r.email).toBeCloseTo(pct(views.get(v?.id ?? -1) ?? 0, total), 9);
        }
        if (total > 0) expect(sum(rows.map((r) => r.percentage))).toBeCloseTo(100, 8);
      }
    });

    it('categoryrank: percent and rank per category, now and before (internal only)', async () => {
      const now = await c.universe(input, 'window');
      const before = await c.universe(input, 'previous');
      for (const g of groups()) {
        const res = await c.post(`${base}/${g.id}/categoryrank`, input);
        const rows = brandCategoryRankRoute.response.parse(res.json());
        const expected = categoryRankReference(
          { now: now.lines, previous: before.lines },
          { now: now.searches, previous: before.searches },
          g.ids,
        );
        expect(rows.map((r) => r.categoryId).sort()).toEqual([...expected.keys()].sort());
        for (const r of rows) {
          const { categoryId, categoryName, ...figures } = r;
          expect(categoryName.length).toBeGreaterThan(0);
          const e = expected.get(categoryId);
          for (const [k, v] of Object.entries(figures)) {
            expect(v, `${g.label} ${categoryId} ${k}`).toBeCloseTo(e?.[k as keyof typeof e] ?? NaN, 9);
          }
          expect(r.currentSpecRank).toBeLessThanOrEqual(r.totalBrands);
        }
        expect(rows.map((r) => r.currentSearchRank)).toEqual(
          [...rows.map((r) => r.currentSearchRank)].sort((a, b) => a - b),
        );
      }
      expect((await c.post(`${base}/${topBrand}/categoryrank`, input, c.tokens.brandsOnly)).statusCode).toBe(
        403,
      );
    });
  });
});
