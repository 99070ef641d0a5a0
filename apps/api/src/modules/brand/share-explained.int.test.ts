// Why a share changed and the market movers (metrics.md) on the tiny data set: the splits sum to the change for
// every brand, the counts match the plain reference, movers agree with topbrands/topproducts, and the guards.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandMoversRoute,
  drillFigures,
  brandTopBrandsRoute,
  MIN_SAMPLE_LINES,
  productMoversRoute,
  productTopProductsRoute,
  type FilterPayloadInput,
  type ShareExplained,
} from '@specpulse/contract';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import { countBy, pct, sum, type Key } from '../../../test/market-reference.ts';

const base = '/v2/analytics';
const payloads: [string, FilterPayloadInput][] = [
  ['firm defaults', {}],
  ['south and west, to a month end', { regions: ['south', 'west'], period_end: 'month' }],
  ['same 6 months a year ago', { period_interval: 6, compare: 'yearAgo' }],
  ['same 24 months a year ago (overlapping windows)', { period_interval: 24, compare: 'yearAgo' }],
];
/** Sums of floating-point parts: equal to this many decimals. */
const DIGITS = 9;

describe('share explained and movers', () => {
  let c: AnalyticsTestContext;
  beforeAll(async () => {
    c = await createAnalyticsTestContext();
  });
  afterAll(async () => c?.close());

  const explained = async (path: string, body: unknown, token?: string): Promise<ShareExplained> => {
    const res = await c.post(`${base}/brand/${path}`, body, token);
    expect(res.statusCode, `${path} ${res.payload.slice(0, 200)}`).toBe(200);
    return drillFigures.shareExplained.brand.response.parse(res.json());
  };

  /** The parts of every split sum to the change. */
  const expectExact = (e: ShareExplained, label: string) => {
    expect(e.current.spec_percent - e.previous.spec_percent, label).toBeCloseTo(e.change, DIGITS);
    expect(e.own_lines + e.market_volume, label).toBeCloseTo(e.change, DIGITS);
    expect(e.within + e.mix, label).toBeCloseTo(e.change, DIGITS);
    for (const dimension of ['state', 'segment', 'category'] as const) {
      const rows = e.contributors.filter((r) => r.dimension === dimension);
      expect(rows.length, `${label} ${dimension}`).toBeGreaterThan(0);
      expect(sum(rows.map((r) => r.change)), `${label} ${dimension}`).toBeCloseTo(e.change, DIGITS);
      for (const r of rows) expect(r.within + r.mix).toBeCloseTo(r.change, 12);
    }
  };

  describe.each(payloads)('%s', (_name, input) => {
    it('shareexplained: on every brand, the parts sum to the change, which is topbrands’ growth', async () => {
      const now = await c.universe(input, 'window');
      const before = await c.universe(input, 'previous');
      const previousStart = before.scope.previous.start;
      const { rows: first } = await sql<{ product_id: number; first: string }>`
        select product_id, cast(min(spec_date) as varchar) as first from spec_line group by 1`.execute(c.db);
      const firstDay = new Map(first.map((r) => [r.product_id, r.first]));
      const top = brandTopBrandsRoute.response.parse((await c.post(`${base}/brand/topbrands`, input)).json());
      const growth = new Map(top.map((r) => [r.manufacturer_id, r.spec_growth_absolute]));
      const brands = new Set([...now.lines, ...before.lines].map((l) => l.manufacturer_id));
      const lines1 = countBy(now.lines, (l) => l.manufacturer_id);
      const lines0 = countBy(before.lines, (l) => l.manufacturer_id);
      expect(brands.size).toBeGreaterThan(10);
      for (const id of brands) {
        const e = await explained(`${id}/shareexplained`, input);
        expectExact(e, `brand ${id}`);
        expect(e.current).toEqual({
          lines: lines1.get(id) ?? 0,
          total: now.lines.length,
          spec_percent: expect.closeTo(pct(lines1.get(id) ?? 0, now.lines.length), DIGITS),
        });
        expect(e.previous.lines).toBe(lines0.get(id) ?? 0);
        expect(e.previous.total).toBe(before.lines.length);
        if (growth.has(id)) expect(e.change).toBeCloseTo(growth.get(id) ?? NaN, DIGITS);
        // Projects: gains and losses ordered, each as defined.
        for (const p of [...e.projects.gains, ...e.projects.losses]) {
          const n1 = now.lines.filter((l) => l.project_id === p.id && l.manufacturer_id === id).length;
          const n0 = before.lines.filter((l) => l.project_id === p.id && l.manufacturer_id === id).length;
          expect([p.lines, p.previous_lines]).toEqual([n1, n0]);
          expect(p.change).toBeCloseTo(pct(n1, now.lines.length) - pct(n0, before.lines.length), DIGITS);
        }
        expect(e.projects.gains.every((p) => p.change > 0)).toBe(true);
        expect(e.projects.losses.every((p) => p.change < 0)).toBe(true);
        // New products: the brand's products first specified (anywhere) since the previous window's start.
        const launched = (l: { manufacturer_id: number; product_id: number }) =>
          l.manufacturer_id === id && (firstDay.get(l.product_id) ?? '') >= previousStart;
        const [n0, n1] = [before.lines.filter(launched), now.lines.filter(launched)];
        expect(e.new_products).toEqual({
          products: new Set([...n0, ...n1].map((l) => l.product_id)).size,
          previous_lines: n0.length,
          lines: n1.length,
          change: expect.closeTo(
            pct(n1.length, now.lines.length) - pct(n0.length, before.lines.length),
            DIGITS,
          ),
        });
      }
    });

    it('shareexplained: contributors carry each value’s lines and the brand’s share within it', async () => {
      const now = await c.universe(input, 'window');
      const before = await c.universe(input, 'previous');
      const id = [...countBy(now.lines, (l) => l.manufacturer_id)].sort((a, b) => b[1] - a[1])[0]?.[0];
      const e = await explained(`${id}/shareexplained`, input);
      const states1 = countBy(now.lines, (l) => l.state_id);
      const states0 = countBy(before.lines, (l) => l.state_id);
      const brand1 = countBy(
        now.lines.filter((l) => l.manufacturer_id === id),
        (l) => l.state_id,
      );
      for (const r of e.contributors.filter((x) => x.dimension === 'state')) {
        expect(r.region).toMatch(/^(northeast|midwest|south|west)$/);
        expect(r.lines).toBe(states1.get(r.id) ?? 0);
        expect(r.previous_lines).toBe(states0.get(r.id) ?? 0);
        expect(r.current_percent).toBeCloseTo(pct(brand1.get(r.id) ?? 0, states1.get(r.id) ?? 0), DIGITS);
      }
      expect(e.contributors.filter((r) => r.dimension !== 'state').every((r) => r.region === null)).toBe(
        true,
      );
      const changes = e.contributors.map((r) => Math.abs(r.change));
      expect(changes).toEqual([...changes].sort((a, b) => b - a));
    });

    it.each([
      ['brand', 'manufacturer_id', brandTopBrandsRoute, brandMoversRoute],
      ['product', 'product_id', productTopProductsRoute, productMoversRoute],
    ] as const)(
      '%s/movers agree with the ranking’s growth columns',
      async (kind, key: Key, ranking, route) => {
        const before = await c.universe(input, 'previous');
        const previous = countBy(before.lines, (l) => l[key]);
        const rows = ranking.response.parse((await c.post(`${base}/${kind}/top${kind}s`, input)).json());
        const ranked = rows
          .map((r) => ({
            id: 'product_id' in r ? r.product_id : r.manufacturer_id,
            growth: r.spec_growth_absolute ?? Number.NaN,
            real: r.spec_growth_real,
            sample: r.sum_spec + (previous.get('product_id' in r ? r.product_id : r.manufacturer_id) ?? 0),
          }))
          .filter((r) => r.sample >= MIN_SAMPLE_LINES);
        for (const limit of [5, 3]) {
          const res = await c.post(`${base}/${kind}/movers?limit=${limit}`, input);
          expect(res.statusCode).toBe(200);
          const m = route.response.parse(res.json());
          expect(m.min_sample).toBe(MIN_SAMPLE_LINES);
          const gainers = ranked
            .filter((r) => r.growth > 0)
            .sort((a, b) => b.growth - a.growth || a.id - b.id)
            .slice(0, limit);
          const losers = ranked
            .filter((r) => r.growth < 0)
            .sort((a, b) => a.growth - b.growth || a.id - b.id)
            .slice(0, limit);
          expect(gainers.length + losers.length, kind).toBeGreaterThan(0);
          for (const [got, want] of [
            [m.gainers, gainers],
            [m.losers, losers],
          ] as const) {
            expect(got.map((r) => r.id)).toEqual(want.map((r) => r.id));
            for (const [i, r] of got.entries()) {
              expect(r.spec_growth_absolute).toBe(want[i]?.growth);
              expect(r.spec_growth_real).toBe(want[i]?.real);
              expect(r.sample).toBe(want[i]?.sample);
              expect(r.spec_percent - r.previous_percent).toBeCloseTo(r.spec_growth_absolute, DIGITS);
            }
          }
        }
      },
    );
  });

  it("gives metrics.md's tiny-set example; the headline within and mix are the segments' sums", async () => {
    // The tiny set's figures since issue 49's duopolies (paint's leaders renamed the brands drawn after them) and
    // fuller scopes on big projects.
    const input = { categories: [1, 4, 13] };
    const ironstead = await explained('410/shareexplained', input);
    expect(ironstead.previous).toMatchObject({ lines: 30, total: 1626 });
    expect(ironstead.current).toMatchObject({ lines: 44, total: 2078 });
    const round = (e: ShareExplained) =>
      [e.change, e.own_lines, e.market_volume, e.within, e.mix].map((v) => Number(v.toFixed(2)));
    expect(round(ironstead)).toEqual([0.27, 0.77, -0.49, 0.4, -0.13]);
    const segments = ironstead.contributors.filter((r) => r.dimension === 'segment');
    // Workplace (+0.39) just ahead of Health & Wellness (-0.39).
    expect(segments[0]).toMatchObject({ name: 'Workplace', previous_lines: 488, lines: 369 });
    expect(Number(segments[0]?.change.toFixed(2))).toBe(0.39);
    expect(segments[1]).toMatchObject({ name: 'Health & Wellness', previous_lines: 270, lines: 476 });
    expect(ironstead.within).toBeCloseTo(sum(segments.map((r) => r.within)), 12);
    expect(ironstead.mix).toBeCloseTo(sum(segments.map((r) => r.mix)), 12);
    expect(ironstead.new_products).toMatchObject({ products: 1, previous_lines: 1, lines: 3 });
    expect(ironstead.new_products.change).toBeCloseTo((100 * 3) / 2078 - (100 * 1) / 1626, 12);
    const two = await explained('2/shareexplained', input);
    expect(round(two)).toEqual([-0.31, 1.15, -1.46, -0.33, 0.01]);
    expect(two.new_products).toMatchObject({ products: 4, previous_lines: 4, lines: 17 });
    expect(two.new_products.change).toBeCloseTo((100 * 17) / 2078 - (100 * 4) / 1626, 12);
  });

  it('multi with one id answers as the brand; two brands as one sum their lines', async () => {
    const { lines } = await c.universe();
    const [a, b] = [...countBy(lines, (l) => l.manufacturer_id)].sort((x, y) => y[1] - x[1]).map(([m]) => m);
    const single = await explained(`${a}/shareexplained`, {});
    expect(await explained('multi/shareexplained', { brand_ids: [a] })).toEqual(single);
    const pair = await explained('multi/shareexplained', { brand_ids: [a, b] });
    expectExact(pair, 'pair');
    const other = await explained(`${b}/shareexplained`, {});
    expect(pair.current.lines).toBe(single.current.lines + other.current.lines);
    expect(pair.previous.lines).toBe(single.previous.lines + other.previous.lines);
    const show = await explained('show/shareexplained', {});
    const firm = await explained('multi/shareexplained', { brand_ids: c.config.firmbrands });
    expect(show).toEqual(firm);
  });

  it('guards: 401, 403 without the permission, firm scope, 404, hideprojects lists no projects', async () => {
    const { lines } = await c.universe();
    const id = lines[0]?.manufacturer_id;
    const calls: [string, unknown, string][] = [
      [`brand/${id}/shareexplained`, {}, c.tokens.productsOnly],
      ['brand/movers', {}, c.tokens.productsOnly],
      ['product/movers', {}, c.tokens.brandsOnly],
      ['brand/multi/shareexplained', { brand_ids: [id] }, c.tokens.brandsOnly],
    ];
    for (const [path, body, locked] of calls) {
      expect((await c.post(`${base}/${path}`, body, null)).statusCode, path).toBe(401);
      expect((await c.post(`${base}/${path}`, body, locked)).statusCode, path).toBe(403);
      const outside = await c.post(`${base}/${path}`, { ...(body as object), categories: [999999] });
      expect(outside.statusCode, path).toBe(403);
      expect(outside.json().error.message).toBe('Category 999999 is not enabled for your firm');
      expect((await c.post(`${base}/${path}`, { ...(body as object), period_interval: 7 })).statusCode).toBe(
        400,
      );
    }
    expect((await c.post(`${base}/brand/movers?limit=0`)).statusCode).toBe(400);
    expect((await c.post(`${base}/brand/movers?limit=51`)).statusCode).toBe(400);
    expect((await c.post(`${base}/brand/999999999/shareexplained`)).statusCode).toBe(404);
    expect((await c.post(`${base}/brand/show/shareexplained`, {}, c.tokens.noFirmBrands)).statusCode).toBe(
      404,
    );
    expect((await c.post(`${base}/brand/multi/shareexplained`, { brand_ids: [999999999] })).statusCode).toBe(
      404,
    );
    const shown = await explained(`${id}/shareexplained`, {});
    const hidden = await explained(`${id}/shareexplained`, {}, c.tokens.hideProjects);
    expect(shown.projects.gains.length + shown.projects.losses.length).toBeGreaterThan(0);
    expect(hidden).toEqual({ ...shown, projects: { gains: [], losses: [] } });
  });
});
