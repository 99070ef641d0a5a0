// Brand group `multi`: every call equals the single-brand answer for one id, the union of two brands matches
// the plain metrics.md reference, the event calls page and count exactly, and the guards (tiny data set).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventPageSchema,
  eventSortFields,
  multiCompetitiveRoute,
  multiEventTypeSummaryRoute,
  multiGroupCountsRoute,
  multiPerformanceRoute,
  multiTopProductsRoute,
  multiTopProjectsRoute,
  multiTopStatesRoute,
  multiTopVendorsRoute,
  type FilterPayloadInput,
} from '@specpulse/contract';
import { referencePeriodGroup } from '../../../test/filter-reference.ts';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import {
  adjacencyReference,
  countBy,
  groupShares,
  pct,
  projectsReference,
  sum,
} from '../../../test/market-reference.ts';

const base = '/v2/analytics/brand';
/** Every drilldown figure the group shares with the single-brand drilldown. */
const figures = [
  'topprojects',
  'groupcounts',
  'complimentary',
  'topproducts',
  'topstates',
  'topvendors',
  'competitive',
  'brandperformance',
];
const payloads: [string, FilterPayloadInput][] = [
  ['firm defaults', {}],
  ['south and west, 24 months', { regions: ['south', 'west'], period_interval: 24 }],
];

describe('brand group multi', () => {
  let c: AnalyticsTestContext;
  /** Brands by spec lines in the default window, most first. */
  let ranked: number[];
  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    const { lines } = await c.universe();
    ranked = [...countBy(lines, (l) => l.manufacturer_id)]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .map(([m]) => m);
  });
  afterAll(async () => c?.close());

  it.each(payloads)(
    'with one id answers exactly as the single-brand drilldown, for several brands (%s)',
    async (_n, input) => {
      // The leaders, a middling brand and a small one: groups of different sizes and shapes.
      const brands = [ranked[0], ranked[1], ranked[Math.floor(ranked.length / 2)], ranked[ranked.length - 1]];
      for (const id of brands as number[]) {
        for (const figure of figures) {
          const single = await c.post(`${base}/${id}/${figure}`, input);
          const multi = await c.post(`${base}/multi/${figure}`, { ...input, brand_ids: [id] });
          expect(single.statusCode, `${id} ${figure}`).toBe(200);
          expect(multi.statusCode, `${id} ${figure}`).toBe(200);
          expect(multi.json(), `${id} ${figure}`).toEqual(single.json());
        }
      }
    },
  );

  describe.each(payloads)('two brands as one (%s)', (_n, input) => {
    const pair = () => [ranked[0] as number, ranked[2] as number];

    it('groupcounts, brandperformance, topproducts and topstates of the union', async () => {
      const { lines, searches, scope, payload } = await c.universe(input);
      const ids = pair();
      const body = { ...input, brand_ids: ids };
      const inB = (r: { manufacturer_id: number | null }) =>
        r.manufacturer_id !== null && ids.includes(r.manufacturer_id);
      const events = c.events.filter(
        (e) => inB(e) && e.day >= scope.window.start && e.day <= scope.window.end,
      );
      const counts = multiGroupCountsRoute.response.parse(
        (await c.post(`${base}/multi/groupcounts`, body)).json(),
      );
      expect(counts).toEqual({
        specified: new Set(lines.filter(inB).map((l) => l.product_id)).size,
        views: events.filter((e) => e.code === 'product_view').length,
        images: events.filter((e) => e.code === 'asset_view' || e.code === 'asset_download').length,
        vendors: events.filter((e) => e.code === 'vendor_view').length,
        events: events.length,
      });
      expect(counts.events).toBeGreaterThan(0);

      const perf = multiPerformanceRoute.response.parse(
        (await c.post(`${base}/multi/brandperformance`, body)).json(),
      );
      expect(perf.period).toEqual(scope.periodGroups('window'));
      const specShare = groupShares(lines, (l) => referencePeriodGroup(l.spec_date, payload), inB);
      const searchShare = groupShares(searches, (s) => referencePeriodGroup(s.day, payload), inB);
      perf.period.forEach((p, i) => {
        expect(perf.spec[i], p).toBeCloseTo(specShare.get(p) ?? 0, 9);
        expect(perf.search[i], p).toBeCloseTo(searchShare.get(p) ?? 0, 9);
      });

      const products = multiTopProductsRoute.response.parse(
        (await c.post(`${base}/multi/topproducts`, body)).json(),
      );
      const specs = countBy(lines.filter(inB), (l) => l.product_id);
      const searched = countBy(
        searches.filter((s) => inB(s) && s.product_id !== null),
        (s) => s.product_id ?? -1,
      );
      expect(new Set(products.map((p) => p.product_id))).toEqual(
        new Set([...specs.keys(), ...searched.keys()]),
      );
      for (const p of products) {
        expect(p.spec).toBeCloseTo(pct(specs.get(p.product_id) ?? 0, lines.length), 9);
        expect(p.search).toBeCloseTo(pct(searched.get(p.product_id) ?? 0, searches.length), 9);
      }

      const states = multiTopStatesRoute.response.parse(
        (await c.post(`${base}/multi/topstates`, body)).json(),
      );
      const stateIds = new Map(
        (await c.db.selectFrom('us_state').select(['id', 'name']).execute()).map((s) => [s.name, s.id]),
      );
      const specByState = groupShares(lines, (l) => l.state_id, inB);
      const searchByState = groupShares(searches, (s) => s.state_id, inB);
      expect(states).toHaveLength(stateIds.size);
      for (const s of states) {
        expect(s.spec, s.name).toBeCloseTo(specByState.get(stateIds.get(s.name) ?? -1) ?? 0, 9);
        expect(s.search, s.name).toBeCloseTo(searchByState.get(stateIds.get(s.name) ?? -1) ?? 0, 9);
      }
    });

    it('topprojects, competitive (no brand of the group), complimentary and topvendors of the union', async () => {
      const { lines, scope } = await c.universe(input);
      const ids = pair();
      const body = { ...input, brand_ids: [ids[1], ids[0], ids[1]] };
      const inB = (l: { manufacturer_id: number }) => ids.includes(l.manufacturer_id);
      const projects = multiTopProjectsRoute.response.parse(
        (await c.post(`${base}/multi/topprojects`, body)).json(),
      );
      const expectedProjects = projectsReference(lines, inB);
      expect(projects.length).toBeGreaterThan(0);
      expect(projects).toHaveLength(expectedProjects.size);
      for (const p of projects) expect(p.percentage).toBeCloseTo(expectedProjects.get(p.id) ?? NaN, 9);
      const unionLines = countBy(lines.filter(inB), (l) => l.project_id);
      for (const p of projects) expect(p.lines, `project ${p.id}`).toBe(unionLines.get(p.id));

      for (const kind of ['competitive', 'complimentary'] as const) {
        const rows = multiCompetitiveRoute.response.parse(
          (await c.post(`${base}/multi/${kind}`, body)).json(),
        );
        const expected = adjacencyReference(
          lines,
          inB,
          kind === 'competitive' ? 'competitive' : 'complementary',
        );
        expect(rows.length, kind).toBe(expected.size);
        expect(rows.length, kind).toBeGreaterThan(0);
        for (const r of rows) {
          expect(ids).not.toContain(r.manufacturer_id);
          expect(r.percentage, `${kind} ${r.manufacturer_id}`).toBeCloseTo(
            expected.get(r.manufacturer_id) ?? NaN,
            9,
          );
        }
      }

      const vendors = await c.db
        .selectFrom('vendor')
        .select(['id', 'name', 'email', 'manufacturer_id'])
        .execute();
      const own = vendors.filter((v) => ids.includes(v.manufacturer_id));
      const rows = multiTopVendorsRoute.response.parse(
        (await c.post(`${base}/multi/topvendors`, body)).json(),
      );
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

  describe('events', () => {
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

  it('guards: 401 without a token, 403 without internal, 400 without brand ids, 404 naming unknown ids', async () => {
    const ok = ranked[0] as number;
    for (const figure of [...figures, 'logos', 'eventtypesummary', 'eventsummary']) {
      const url = `${base}/multi/${figure}`;
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
    expect(
      (await c.post(`${base}/multi/topprojects`, { brand_ids: [ok] }, c.tokens.hideProjects)).statusCode,
    ).toBe(403);
  });
});
