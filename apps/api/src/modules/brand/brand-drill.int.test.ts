// The brand drilldown's figures (contract drillFigures) for both subjects, one brand (or the firm's own, show)
// and a brand group `multi`, against the plain metrics.md reference on the tiny data set; the group's own
// figures (logos, events), the category rank, the cache and the guards.
import { gunzipSync } from 'node:zlib';
import { sql, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adjacencySortFields,
  brandCategoryRankRoute,
  brandNameRoute,
  brandProjectSortFields,
  brandTopProductSortFields,
  drillFigures,
  sortOrders,
  eventPageSchema,
  eventSortFields,
  multiEventTypeSummaryRoute,
  type FilterPayloadInput,
} from '@specpulse/contract';
import { referencePeriodGroup } from '../../../test/filter-reference.ts';
import { sortedReference } from '../../../test/sorted-reference.ts';
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
const figures = Object.values(drillFigures);
const payloads: [string, FilterPayloadInput][] = [
  ['firm defaults', {}],
  ['midwest and northeast, 24 months', { regions: ['midwest', 'northeast'], period_interval: 24 }],
  ['south and west, 24 months', { regions: ['south', 'west'], period_interval: 24 }],
  ['projects 1-300 (fact tables)', { project_ids: Array.from({ length: 300 }, (_, i) => i + 1) }],
  [
    'south and west, same 6 months a year ago',
    { regions: ['south', 'west'], period_interval: 6, compare: 'yearAgo' },
  ],
];

/** A drilldown figure's two routes, as a subject picks one. */
interface FigureRoutes<R extends { path: string } = { path: string }> {
  brand: R;
  group: R;
}
/** A paged list's route: one page of rows and the total of all pages. */
type PageRoute<Row> = { path: string; response: z.ZodType<{ total: number; rows: Row[] }> };

/** A drilldown's subject: a brand id (or show) in the path, or a group's brand ids in the body. */
interface Subject {
  label: string;
  /** The brand id in the path (a single-brand subject). */
  brandId?: number | 'show';
  /** The brands the figures treat as one. */
  ids: number[];
  /** The URL of a figure's route (its single-brand one, or its group one). */
  url(figure: FigureRoutes): string;
  body(input: FilterPayloadInput): object;
}

const brandSubject = (label: string, id: number | 'show', ids: number[]): Subject => ({
  label,
  brandId: id,
  ids,
  url: (figure) => figure.brand.path.replace(':brandId', String(id)),
  body: (input) => input,
});
/** The group's ids out of order and repeated: the answer is the union's all the same. */
const groupSubject = (label: string, ids: number[]): Subject => ({
  label,
  ids,
  url: (figure) => figure.group.path,
  body: (input) => ({ ...input, brand_ids: [...ids].reverse().concat(ids.slice(-1)) }),
});

describe('brand drilldown figures', () => {
  let c: AnalyticsTestContext;
  /** The brand with the most spec lines in the firm's default window. */
  let topBrand: number;
  /** Brands by spec lines in the default window, most first. */
  let ranked: number[];
  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    const { lines } = await c.universe();
    ranked = [...countBy(lines, (l) => l.manufacturer_id)]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .map(([m]) => m);
    topBrand = [...countBy(lines, (l) => l.manufacturer_id)].sort((a, b) => b[1] - a[1])[0]?.[0] ?? -1;
  });
  afterAll(async () => c?.close());

  /** One brand, the firm's own brands, and two brands as one. */
  const subjects = () => [
    brandSubject('one brand', topBrand, [topBrand]),
    brandSubject('show', 'show', c.config.firmbrands),
    groupSubject('two brands as one', [ranked[0] as number, ranked[2] as number]),
  ];

  /**
   * A list the server pages and sorts (drillPage), the columns it sorts by, and its rows' id (which breaks ties):
   * for a subject and filters, every row exactly once across pages in the list's own order, each column both
   * ways the plain sort of the whole list, the total on every page, and nothing past the end.
   */
  const pagedList = <Row extends object>(
    figure: FigureRoutes<PageRoute<Row>>,
    fields: readonly (keyof Row & string)[],
    id: keyof Row & string,
  ) => ({
    path: figure.brand.path.slice(figure.brand.path.lastIndexOf('/') + 1),
    async expectPages(s: Subject, input: FilterPayloadInput) {
      const page = async (query: string) =>
        figure.brand.response.parse((await c.post(`${s.url(figure)}?${query}`, s.body(input))).json());
      const all = await page('');
      // Three pages, the last perhaps shorter: each row must land on exactly one of them. The server's paging
      // does not depend on the page size; three pages test its boundaries in a third of the requests that the
      // table's pages of 10 take, each request being the whole list's query.
      expect(all.rows.length, `${s.label}: a list of three pages`).toBeGreaterThanOrEqual(6);
      const size = Math.ceil(all.rows.length / 3);
      expect(all.total).toBe(all.rows.length);
      const listed: Row[] = [];
      for (let offset = 0; offset < all.total; offset += size) {
        const next = await page(`offset=${offset}&limit=${size}`);
        expect(next.total).toBe(all.total);
        expect(next.rows, `${s.label} offset ${offset}`).toHaveLength(Math.min(size, all.total - offset));
        listed.push(...next.rows);
      }
      expect(listed).toEqual(all.rows);
      expect(new Set(listed.map((r) => r[id])).size).toBe(all.total);
      expect((await page(`offset=${all.total}&limit=${size}`)).rows).toEqual([]);
      for (const field of fields) {
        for (const order of sortOrders) {
          const sorted: Row[] = [];
          for (let offset = 0; offset < all.total; offset += size) {
            sorted.push(...(await page(`offset=${offset}&limit=${size}&sort=${field}&order=${order}`)).rows);
          }
          expect(sorted, `${s.label} ${field} ${order}`).toEqual(sortedReference(all.rows, field, order, id));
        }
      }
      const refused = await c.post(`${s.url(figure)}?sort=image`, s.body(input));
      expect(refused.statusCode, s.label).toBe(400);
    },
  });
  const pagedLists = [
    pagedList(drillFigures.projects, brandProjectSortFields, 'id'),
    pagedList(drillFigures.topProducts, brandTopProductSortFields, 'product_id'),
    pagedList(drillFigures.competitive, adjacencySortFields, 'manufacturer_id'),
    pagedList(drillFigures.complimentary, adjacencySortFields, 'manufacturer_id'),
  ];

  it('answers a repeated figure from the cache with no market query and at most one portal read (the user)', async () => {
    // The embedded engine keeps the user's row while nothing was written (Database.writeMark): no read at all;
    // on PostgreSQL the row is read at most once (plugins/auth-cache.ts may keep it for a moment).
    const portalReadsOfAHit = c.t.testDb.database.kind === 'embedded' ? 0 : 1;
    const reads = { market: 0, portal: 0 };
    const count = (db: typeof c.db | typeof c.portal, key: keyof typeof reads) => {
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

  it('guards every single-brand route: 401 without a token, 403 without brands, 400 on a bad id, 404 when unknown', async () => {
    for (const path of [brandNameRoute.path, ...figures.map((f) => f.brand.path)]) {
      const url = (id: string | number) => path.replace(':brandId', String(id));
      expect((await c.post(url(topBrand), {}, null)).statusCode).toBe(401);
      expect((await c.post(url(topBrand), {}, c.tokens.productsOnly)).statusCode).toBe(403);
      for (const bad of ['abc', '0', '-3', '1.5', '1234567890']) {
        const res = await c.post(url(bad));
        expect(res.statusCode, url(bad)).toBe(400);
        expect(res.json().error.message).toMatch(/brandId must be a positive whole number or "show"/);
      }
      const unknown = await c.post(url(999999999));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('Brand 999999999 does not exist');
      const none = await c.post(url('show'), {}, c.tokens.noFirmBrands);
      expect(none.statusCode).toBe(404);
      expect(none.json().error.message).toBe('Your firm has no brands of its own to show');
    }
  });

  it('guards every group route: 401 without a token, 403 without internal, 400 without brand ids, 404 naming unknown ids', async () => {
    const ok = ranked[0] as number;
    for (const figure of [...figures.map((f) => f.group.path), 'logos', 'eventtypesummary', 'eventsummary']) {
      const url = figure.startsWith('/') ? figure : `${base}/multi/${figure}`;
      expect((await c.post(url, { brand_ids: [ok] }, null)).statusCode).toBe(401);
      const locked = await c.post(url, { brand_ids: [ok] }, c.tokens.brandsOnly);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().error.message).toMatch(/internal/);
      for (const body of [
        {},
        { brand_ids: [] },
        { brand_ids: Array.from({ length: 51 }, (_, i) => i + 1) },
      ]) {
        const bad = await c.post(url, body);
        expect(bad.statusCode, `${figure} ${JSON.stringify(body).slice(0, 30)}`).toBe(400);
        expect(bad.json().error.message).toMatch(/brand_ids must list 1 to 50 brand ids/);
      }
      expect((await c.post(url, { brand_ids: ['x'] })).statusCode).toBe(400);
      const one = await c.post(url, { brand_ids: [ok, 999999999] });
      expect(one.statusCode).toBe(404);
      expect(one.json().error.message).toBe('Brand 999999999 is unknown');
      const two = await c.post(url, { brand_ids: [999999998, ok, 999999999] });
      expect(two.json().error.message).toBe('Brands 999999998, 999999999 are unknown');
    }
    expect((await c.post(`${base}/multi/eventsummary?limit=7`, { brand_ids: [ok] })).statusCode).toBe(400);
    expect((await c.post(`${base}/multi/eventsummary?sort=password`, { brand_ids: [ok] })).statusCode).toBe(
      400,
    );
  });

  it('refuses the projects list (403) when the firm has hideprojects, and only that list, for every subject', async () => {
    // The hideprojects firm's own brands are not the analyst's: one brand and a group.
    for (const s of subjects().filter((subject) => subject.brandId !== 'show')) {
      const res = await c.post(s.url(drillFigures.projects), s.body({}), c.tokens.hideProjects);
      expect(res.statusCode, s.label).toBe(403);
      expect(res.json().error.message).toMatch(/hideprojects/);
      const other = await c.post(s.url(drillFigures.competitive), s.body({}), c.tokens.hideProjects);
      expect(other.statusCode, s.label).toBe(200);
    }
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
    const { total, rows: projects } = drillFigures.projects.brand.response.parse(
      (await c.post(`${base}/${topBrand}/topprojects`, input)).json(),
    );
    const expectedProjects = projectsReference(lines, isB);
    expect(projects.length).toBeGreaterThan(0);
    expect(projects).toHaveLength(expectedProjects.size);
    expect(total).toBe(expectedProjects.size);
    for (const p of projects) expect(p.percentage).toBeCloseTo(expectedProjects.get(p.id) ?? NaN, 9);
    for (const kind of ['competitive', 'complimentary'] as const) {
      const { total: brandCount, rows } = drillFigures[kind].brand.response.parse(
        (await c.post(`${base}/${topBrand}/${kind}`, input)).json(),
      );
      const expected = adjacencyReference(lines, isB, kind);
      expect(rows.length, kind).toBe(expected.size);
      expect(brandCount, kind).toBe(expected.size);
      for (const r of rows) expect(r.percentage, kind).toBeCloseTo(expected.get(r.manufacturer_id) ?? NaN, 9);
    }
  });

  it.each(payloads)(
    'a group of one id answers every figure exactly as the single-brand drilldown, for several brands (%s)',
    async (_n, input) => {
      // The leaders, a middling brand and a small one: groups of different sizes and shapes.
      const brands = [ranked[0], ranked[1], ranked[Math.floor(ranked.length / 2)], ranked[ranked.length - 1]];
      for (const id of brands as number[]) {
        for (const figure of figures) {
          const single = await c.post(figure.brand.path.replace(':brandId', String(id)), input);
          const multi = await c.post(figure.group.path, { ...input, brand_ids: [id] });
          expect(single.statusCode, `${id} ${figure.brand.path}`).toBe(200);
          expect(multi.statusCode, `${id} ${figure.group.path}`).toBe(200);
          expect(multi.json(), `${id} ${figure.group.path}`).toEqual(single.json());
        }
      }
    },
  );

  describe.each(payloads)('%s', (_name, input) => {
    it('groupcounts, brandperformance, topproducts and topstates', async () => {
      const { lines, searches, scope, payload } = await c.universe(input);
      for (const s of subjects()) {
        const post = async (figure: (typeof figures)[number]) =>
          (await c.post(s.url(figure), s.body(input))).json();
        const isB = (r: { manufacturer_id: number | null }) =>
          r.manufacturer_id !== null && s.ids.includes(r.manufacturer_id);
        const inWindow = c.events.filter(
          (e) => isB(e) && e.day >= scope.window.start && e.day <= scope.window.end,
        );
        const counts = drillFigures.counts.brand.response.parse(await post(drillFigures.counts));
        expect(counts, s.label).toEqual({
          specified: new Set(lines.filter(isB).map((l) => l.product_id)).size,
          views: inWindow.filter((e) => e.code === 'product_view').length,
          images: inWindow.filter((e) => e.code === 'asset_view' || e.code === 'asset_download').length,
          vendors: inWindow.filter((e) => e.code === 'vendor_view').length,
          events: inWindow.length,
        });
        expect(counts.specified, s.label).toBeGreaterThan(0);
        expect(counts.events, s.label).toBeGreaterThan(0);

        const perf = drillFigures.performance.brand.response.parse(await post(drillFigures.performance));
        expect(perf.period).toEqual(scope.periodGroups('window'));
        const specShare = groupShares(lines, (l) => referencePeriodGroup(l.spec_date, payload), isB);
        const searchShare = groupShares(searches, (e) => referencePeriodGroup(e.day, payload), isB);
        perf.period.forEach((p, i) => {
          expect(perf.spec[i], `${s.label} spec ${p}`).toBeCloseTo(specShare.get(p) ?? 0, 9);
          expect(perf.search[i], `${s.label} search ${p}`).toBeCloseTo(searchShare.get(p) ?? 0, 9);
        });

        const { total: productCount, rows: products } = drillFigures.topProducts.brand.response.parse(
          await post(drillFigures.topProducts),
        );
        const specs = countBy(lines.filter(isB), (l) => l.product_id);
        const searched = countBy(
          searches.filter((e) => isB(e) && e.product_id !== null),
          (e) => e.product_id ?? -1,
        );
        const expectedProducts = new Set([...specs.keys(), ...searched.keys()]);
        expect(new Set(products.map((p) => p.product_id))).toEqual(expectedProducts);
        expect(products, s.label).toHaveLength(expectedProducts.size);
        expect(productCount, s.label).toBe(expectedProducts.size);
        for (const p of products) {
          expect(p.spec).toBeCloseTo(pct(specs.get(p.product_id) ?? 0, lines.length), 9);
          expect(p.search).toBeCloseTo(pct(searched.get(p.product_id) ?? 0, searches.length), 9);
        }
        expect(products.map((p) => p.spec)).toEqual([...products.map((p) => p.spec)].sort((a, b) => b - a));

        const states = drillFigures.topStates.brand.response.parse(await post(drillFigures.topStates));
        expect(states).toHaveLength(c.facts.stateRegion.size);
        const stateIds = new Map(
          (await c.db.selectFrom('us_state').select(['id', 'name']).execute()).map((st) => [st.name, st.id]),
        );
        expect(states).toHaveLength(stateIds.size);
        const specByState = groupShares(lines, (l) => l.state_id, isB);
        const searchByState = groupShares(searches, (e) => e.state_id, isB);
        // The samples behind the shares: every line of the state's projects, every search from the state.
        const linesByState = countBy(lines, (l) => l.state_id);
        const searchesByState = countBy(searches, (e) => e.state_id);
        for (const st of states) {
          const id = stateIds.get(st.name) ?? -1;
          expect(st.spec, st.name).toBeCloseTo(specByState.get(id) ?? 0, 9);
          expect(st.search, st.name).toBeCloseTo(searchByState.get(id) ?? 0, 9);
          expect(st.lines, st.name).toBe(linesByState.get(id) ?? 0);
          expect(st.searches, st.name).toBe(searchesByState.get(id) ?? 0);
        }
        expect(sum(states.map((st) => st.lines))).toBe(lines.length);
        const limited = await c.post(`${s.url(drillFigures.topStates)}?limit=10`, s.body(input));
        expect(limited.json()).toEqual(states.slice(0, 10));
      }
    });

    for (const list of pagedLists) {
      it(`${list.path} pages: every row once, in the list order and sorted by each column both ways, with the total`, async () => {
        for (const s of subjects()) await list.expectPages(s, input);
      });
    }

    it('topprojects, competitive (no brand of the subject), complimentary and topvendors', async () => {
      const { lines, scope } = await c.universe(input);
      const vendors = await c.db
        .selectFrom('vendor')
        .select(['id', 'name', 'email', 'manufacturer_id'])
        .execute();
      for (const s of subjects()) {
        const post = async (figure: (typeof figures)[number]) =>
          (await c.post(s.url(figure), s.body(input))).json();
        const isB = (l: { manufacturer_id: number }) => s.ids.includes(l.manufacturer_id);
        const { total: projectCount, rows: projects } = drillFigures.projects.brand.response.parse(
          await post(drillFigures.projects),
        );
        const expectedProjects = projectsReference(lines, isB);
        expect(projects.length, s.label).toBeGreaterThan(0);
        expect(projects).toHaveLength(expectedProjects.size);
        expect(projectCount, s.label).toBe(expectedProjects.size);
        for (const p of projects) expect(p.percentage).toBeCloseTo(expectedProjects.get(p.id) ?? NaN, 9);
        // B's lines per project, most first (the Projects table's default order).
        const bLines = countBy(lines.filter(isB), (l) => l.project_id);
        for (const p of projects) expect(p.lines, `project ${p.id}`).toBe(bLines.get(p.id));
        expect(projects.map((p) => p.lines)).toEqual([...projects.map((p) => p.lines)].sort((a, b) => b - a));
        expect(projects.every((p) => /^[A-Z]{2}$/.test(p.state))).toBe(true);

        for (const kind of ['competitive', 'complimentary'] as const) {
          const { total: brandCount, rows } = drillFigures[kind].brand.response.parse(
            await post(drillFigures[kind]),
          );
          const expected = adjacencyReference(lines, isB, kind);
          expect(rows.length, `${s.label} ${kind}`).toBe(expected.size);
          expect(brandCount, `${s.label} ${kind}`).toBe(expected.size);
          expect(rows.length).toBeGreaterThan(0);
          for (const r of rows) {
            expect(s.ids).not.toContain(r.manufacturer_id);
            expect(r.percentage, `${kind} ${r.manufacturer_id}`).toBeCloseTo(
              expected.get(r.manufacturer_id) ?? NaN,
              9,
            );
          }
        }

        const rows = drillFigures.topVendors.brand.response.parse(await post(drillFigures.topVendors));
        const own = vendors.filter((v) => s.ids.includes(v.manufacturer_id));
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
      for (const g of subjects()) {
        if (g.brandId === undefined) continue;
        const res = await c.post(brandCategoryRankRoute.path.replace(':brandId', String(g.brandId)), input);
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

  it('logos: the group’s brands by name with their logos', async () => {
    const ids = [ranked[1] as number, ranked[0] as number];
    const res = await c.post(`${base}/multi/logos`, { brand_ids: ids });
    const brands = await c.db.selectFrom('manufacturer').selectAll().where('id', 'in', ids).execute();
    expect(res.json()).toEqual(
      brands
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
        .map((b) => ({ manufacturer_id: b.id, name: b.name, image_url: b.logo_url })),
    );
  });

  describe('group events', () => {
    interface Fact {
      id: number;
      event_type_id: number;
      manufacturer_id: number;
      day: string;
    }
    let facts: Fact[];
    beforeAll(async () => {
      ({ rows: facts } = await sql<Fact>`
        select cast(id as int) as id, event_type_id, manufacturer_id,
          strftime(event_date at time zone 'UTC', '%Y-%m-%d') as day
        from user_event where manufacturer_id is not null`.execute(c.db));
    });

    it('eventtypesummary counts the group’s events per type in the window, most first', async () => {
      const { scope } = await c.universe({ period_interval: 24 });
      const ids = [ranked[0] as number, ranked[3] as number];
      const rows = multiEventTypeSummaryRoute.response.parse(
        (await c.post(`${base}/multi/eventtypesummary`, { period_interval: 24, brand_ids: ids })).json(),
      );
      const expected = countBy(
        facts.filter(
          (f) => ids.includes(f.manufacturer_id) && f.day >= scope.window.start && f.day <= scope.window.end,
        ),
        (f) => f.event_type_id,
      );
      expect(new Map(rows.map((r) => [r.event_type_id, r.cnt]))).toEqual(expected);
      expect(rows.map((r) => r.cnt)).toEqual([...rows.map((r) => r.cnt)].sort((a, b) => b - a));
      expect(rows.every((r) => r.name.length > 0)).toBe(true);
    });

    it('eventsummary: pages cover the total exactly once, ascending by event_date, every field filled in', async () => {
      const input = { period_interval: 12 } as const;
      const { scope } = await c.universe(input);
      const ids = [ranked[4] as number, ranked[5] as number];
      const expected = facts.filter(
        (f) => ids.includes(f.manufacturer_id) && f.day >= scope.window.start && f.day <= scope.window.end,
      );
      expect(expected.length).toBeGreaterThan(50);
      const seen: number[] = [];
      let previous = '';
      for (let offset = 0; ; offset += 50) {
        const res = await c.post(`${base}/multi/eventsummary?offset=${offset}&limit=50`, {
          ...input,
          brand_ids: ids,
        });
        expect(res.statusCode).toBe(200);
        const page = eventPageSchema.parse(res.json());
        expect(page.total).toBe(expected.length);
        if (page.rows.length === 0) break;
        expect(page.rows.length).toBe(Math.min(50, expected.length - offset));
        for (const r of page.rows) {
          expect(r.event_date >= previous, `${r.event_date} after ${previous}`).toBe(true);
          previous = r.event_date;
          expect(ids).toContain(r.manufacturer_id);
          expect(
            r.manufacturer_name && r.firm_name && r.city_name && r.region_name && r.region_group,
          ).toBeTruthy();
          expect(r.event_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
          seen.push(r.event_id);
        }
      }
      expect(seen).toHaveLength(expected.length);
      expect(new Set(seen)).toEqual(new Set(expected.map((f) => f.id)));
    });

    it('eventsummary sorts on the server by any column, both ways, and still covers every event once', async () => {
      const ids = [ranked[6] as number, ranked[8] as number];
      for (const sort of ['event_date', 'product_name', 'score', 'firm_name', 'region_group'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const all: number[] = [];
          let total = 0;
          const values: (string | number | null)[] = [];
          for (let offset = 0; offset === 0 || offset < total; offset += 100) {
            const page = eventPageSchema.parse(
              (
                await c.post(
                  `${base}/multi/eventsummary?offset=${offset}&limit=100&sort=${sort}&order=${order}`,
                  {
                    brand_ids: ids,
                  },
                )
              ).json(),
            );
            total = page.total;
            for (const r of page.rows) {
              all.push(r.event_id);
              values.push(r[sort]);
            }
          }
          expect(new Set(all).size, `${sort} ${order}`).toBe(total);
          const present = values.filter((v): v is string | number => v !== null);
          const sorted = [...present].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          expect(present, `${sort} ${order}`).toEqual(order === 'asc' ? sorted : sorted.reverse());
        }
      }
      expect(eventSortFields).toContain('event_date');
    });
  });
});
