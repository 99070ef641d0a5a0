// Product figures, characteristics and the product drilldown against the plain metrics.md reference (tiny data).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productDetailRoute,
  productMediansRoute,
  productNameRoute,
  productSpecCountRoute,
  productSpecificationsRoute,
  productTopProductsRoute,
  messages,
  sortOrders,
  topProductSortFields,
  type FilterPayloadInput,
  type TopProductRow,
} from '@specpulse/contract';
import { sortedReference } from '../../../test/sorted-reference.ts';
import { referencePeriodGroup } from '../../../test/filter-reference.ts';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import {
  countBy,
  mediansReference,
  pct,
  shareFigureMismatches,
  shareRankingReference,
  sum,
} from '../../../test/market-reference.ts';

const base = '/v2/analytics/product';
const payloads: [string, FilterPayloadInput][] = [
  ['firm defaults', {}],
  ['south, 3 months to the last month', { regions: ['south'], period_interval: 3, period_end: 'month' }],
  ['same 3 months a year ago', { period_interval: 3, period_end: 'month', compare: 'yearAgo' }],
];

describe('product analytics', () => {
  let c: AnalyticsTestContext;
  let topProduct: number;
  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    const { lines } = await c.universe();
    topProduct = [...countBy(lines, (l) => l.product_id)].sort((a, b) => b[1] - a[1])[0]?.[0] ?? -1;
  });
  afterAll(async () => c?.close());

  it('guards every route: 401 without a token, 403 without products, 400 on a bad id, 404 when unknown', async () => {
    const paths = [
      'topproducts',
      'samplesize',
      'speccount',
      'medians',
      'specifications',
      `${topProduct}/name`,
      `${topProduct}/productdetail`,
    ];
    for (const path of paths) {
      expect((await c.post(`${base}/${path}`, {}, null)).statusCode).toBe(401);
      expect((await c.post(`${base}/${path}`, {}, c.tokens.brandsOnly)).statusCode).toBe(403);
    }
    for (const path of ['name', 'productdetail']) {
      for (const bad of ['abc', '0', '2.5', 'show']) {
        const res = await c.post(`${base}/${bad}/${path}`);
        expect(res.statusCode, `${bad}/${path}`).toBe(400);
        expect(res.json().error.message).toMatch(/product id must be a positive whole number/);
      }
      const unknown = await c.post(`${base}/999999999/${path}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('Product 999999999 does not exist');
    }
  });

  it('topproducts refuses a bad offset or limit (400)', async () => {
    for (const bad of [
      'offset=-1',
      'offset=abc',
      'offset=2.5',
      'offset=100000001',
      'limit=0',
      'limit=10001',
    ]) {
      const res = await c.post(`${base}/topproducts?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message, bad).toMatch(/^Invalid request: /);
    }
  });

  it('name: the product, its brand, image and category, and whether the filters leave the category out', async () => {
    const p = await c.db
      .selectFrom('product as p')
      .innerJoin('manufacturer as m', 'm.id', 'p.manufacturer_id')
      .innerJoin('category as k', 'k.id', 'p.category_id')
      .select(['p.id', 'p.name', 'p.image_url', 'm.name as brand', 'p.category_id', 'k.name as category'])
      .where('p.id', '=', topProduct)
      .executeTakeFirstOrThrow();
    const named = async (categories: number[]) =>
      productNameRoute.response.parse((await c.post(`${base}/${topProduct}/name`, { categories })).json());
    expect(await named([p.category_id])).toEqual({
      id: p.id,
      name: p.name,
      manufacturer_name: p.brand,
      image: p.image_url,
      category_id: p.category_id,
      category_name: p.category,
      outside_categories: false,
      category_selectable: true,
    });
    const other = c.facts.topCategoryIds.find((id) => id !== p.category_id);
    expect(other).toBeDefined();
    const outside = await named([other!]);
    expect([outside.outside_categories, outside.category_selectable]).toEqual([true, true]);
  });

  /** topproducts against the reference: spec percent, quantity share and growth, largest first. */
  async function expectTopProducts(input: FilterPayloadInput) {
    const now = await c.universe(input, 'window');
    const before = await c.universe(input, 'previous');
    const expected = shareRankingReference(now.lines, before.lines, 'product_id');
    const rows = productTopProductsRoute.response.parse((await c.post(`${base}/topproducts`, input)).json());
    expect(rows.length).toBe(expected.size);
    expect(sum(rows.map((r) => r.spec_percent))).toBeCloseTo(100, 8);
    const brands = new Map(
      (await c.db.selectFrom('product').select(['id', 'manufacturer_id']).execute()).map((p) => [
        p.id,
        p.manufacturer_id,
      ]),
    );
    for (const r of rows) {
      const e = expected.get(r.product_id);
      expect(r.manufacturer_id).toBe(brands.get(r.product_id));
      expect(shareFigureMismatches(r, e), `product ${r.product_id}`).toEqual([]);
    }
    const top10 = (await c.post(`${base}/topproducts?limit=10`, input)).json();
    expect(top10).toEqual(rows.slice(0, 10));
    return rows;
  }

  it('topproducts: a quantity share where the categories count one unit, none where they mix units', async () => {
    // Flooring, Tile & Stone and Ceilings count square feet; Flooring and Lighting square feet and items.
    const units = [];
    for (const categories of [[1, 2, 3], [13], [1, 13]])
      units.push((await expectTopProducts({ categories }))[0]?.quantity_unit);
    expect(units).toEqual(['sq ft', 'each', null]);
  });

  describe.each(payloads)('%s', (_name, input) => {
    it('topproducts: spec percent, quantity share and growth, largest first', async () => {
      await expectTopProducts(input);
    });

    it("topproducts pages: every product once, in the one list's order, as many as speccount", async () => {
      const all = productTopProductsRoute.response.parse((await c.post(`${base}/topproducts`, input)).json());
      const { count } = productSpecCountRoute.response.parse(
        (await c.post(`${base}/speccount`, input)).json(),
      );
      // The table's total is speccount: the pages must reach exactly that many products.
      expect(all.length).toBe(count);
      const size = 7;
      expect(all.length).toBeGreaterThan(2 * size);
      const paged = [];
      for (let offset = 0; offset < count; offset += size) {
        const page = (await c.post(`${base}/topproducts?offset=${offset}&limit=${size}`, input)).json();
        expect(page.length, `offset ${offset}`).toBe(Math.min(size, count - offset));
        paged.push(...page);
      }
      expect(paged).toEqual(all);
      expect(new Set(paged.map((r) => r.product_id)).size).toBe(count);
      for (const offset of [count, count + 100]) {
        const beyond = await c.post(`${base}/topproducts?offset=${offset}&limit=${size}`, input);
        expect(beyond.statusCode).toBe(200);
        expect(beyond.json()).toEqual([]);
      }
    });

    it('topproducts sorted by each column, both directions: the plain sort of the whole list, page by page', async () => {
      const all = productTopProductsRoute.response.parse((await c.post(`${base}/topproducts`, input)).json());
      // Five pages or so: each row must still land on exactly one of them.
      const size = Math.ceil(all.length / 5);
      for (const field of topProductSortFields) {
        for (const order of sortOrders) {
          const expected = sortedReference(all, field, order, 'product_id');
          const paged: TopProductRow[] = [];
          for (let offset = 0; offset < all.length; offset += size) {
            const query = `offset=${offset}&limit=${size}&sort=${field}&order=${order}`;
            paged.push(
              ...productTopProductsRoute.response.parse(
                (await c.post(`${base}/topproducts?${query}`, input)).json(),
              ),
            );
          }
          expect(paged, `${field} ${order}`).toEqual(expected);
        }
      }
    });

    it('speccount and medians over products', async () => {
      const { lines, searches } = await c.universe(input);
      const count = productSpecCountRoute.response.parse((await c.post(`${base}/speccount`, input)).json());
      expect(count.count).toBe(new Set(lines.map((l) => l.product_id)).size);
      const medians = productMediansRoute.response.parse((await c.post(`${base}/medians`, input)).json());
      const expected = mediansReference(lines, searches, 'product_id');
      expect(medians.spec).toBeCloseTo(expected.spec ?? NaN, 9);
      expect(medians.search).toBeCloseTo(expected.search ?? NaN, 9);
    });

    it('productdetail: performance per period group, running average and growth', async () => {
      const { lines, searches, scope, payload } = await c.universe(input);
      const res = productDetailRoute.response.parse(
        (await c.post(`${base}/${topProduct}/productdetail`, input)).json(),
      );
      const groups = scope.periodGroups('window');
      const group = (day: string) => referencePeriodGroup(day, payload);
      const specAll = countBy(lines, (l) => group(l.spec_date));
      const specMine = countBy(
        lines.filter((l) => l.product_id === topProduct),
        (l) => group(l.spec_date),
      );
      const searchAll = countBy(searches, (s) => group(s.day));
      const searchMine = countBy(
        searches.filter((s) => s.product_id === topProduct),
        (s) => group(s.day),
      );
      expect(res.performance.map((r) => r.period_group)).toEqual(groups);
      let [sa, sm, qa, qm] = [0, 0, 0, 0];
      groups.forEach((g, i) => {
        const spec = pct(specMine.get(g) ?? 0, specAll.get(g) ?? 0);
        const search = pct(searchMine.get(g) ?? 0, searchAll.get(g) ?? 0);
        expect(res.performance[i]?.spec_pct, g).toBeCloseTo(spec, 9);
        expect(res.performance[i]?.search_pct, g).toBeCloseTo(search, 9);
        [sa, sm, qa, qm] = [
          sa + (specAll.get(g) ?? 0),
          sm + (specMine.get(g) ?? 0),
          qa + (searchAll.get(g) ?? 0),
          qm + (searchMine.get(g) ?? 0),
        ];
        expect(res.average[i]?.spec_pct, g).toBeCloseTo(pct(sm, sa), 9);
        expect(res.average[i]?.search_pct, g).toBeCloseTo(pct(qm, qa), 9);
        const previous = res.performance[i - 1];
        if (!previous) {
          expect(res.growth[i]).toEqual({ period_group: g, spec_pct: null, search_pct: null });
        } else {
          expect(res.growth[i]?.spec_pct).toBeCloseTo(spec - (previous.spec_pct ?? 0), 9);
          expect(res.growth[i]?.search_pct).toBeCloseTo(search - (previous.search_pct ?? 0), 9);
        }
      });
      expect(res.performance.some((r) => (r.spec_pct ?? 0) > 0)).toBe(true);
    });

    it('productdetail monthly: the performance per calendar month of the window, whatever its period groups', async () => {
      const { lines, searches, scope } = await c.universe(input);
      const res = productDetailRoute.response.parse(
        (await c.post(`${base}/${topProduct}/productdetail`, input)).json(),
      );
      const month = (day: string) => day.slice(0, 7);
      const months: string[] = [];
      for (
        let d = new Date(`${scope.window.start}T00:00:00Z`);
        month(d.toISOString()) <= month(scope.window.end);
        d.setUTCMonth(d.getUTCMonth() + 1)
      ) {
        months.push(month(d.toISOString()));
      }
      expect(res.monthly.map((r) => r.period_group)).toEqual(months);
      const specAll = countBy(lines, (l) => month(l.spec_date));
      const specMine = countBy(
        lines.filter((l) => l.product_id === topProduct),
        (l) => month(l.spec_date),
      );
      const searchAll = countBy(searches, (s) => month(s.day));
      const searchMine = countBy(
        searches.filter((s) => s.product_id === topProduct),
        (s) => month(s.day),
      );
      months.forEach((m, i) => {
        expect(res.monthly[i]?.spec_pct, m).toBeCloseTo(pct(specMine.get(m) ?? 0, specAll.get(m) ?? 0), 9);
        expect(res.monthly[i]?.search_pct, m).toBeCloseTo(
          pct(searchMine.get(m) ?? 0, searchAll.get(m) ?? 0),
          9,
        );
      });
      expect(res.monthly.some((r) => (r.spec_pct ?? 0) > 0)).toBe(true);
    });
  });

  describe('specifications (product characteristics)', () => {
    it('needs the spectypes permission (403) and exactly one category (400)', async () => {
      const { scope } = await c.universe();
      const one = { categories: [scope.payload.categories[0]] };
      // The route's rule is products and spectypes: the guard names the one the caller lacks.
      const locked = await c.post(`${base}/specifications`, one, c.tokens.productsOnly);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().error.message).toBe(messages.accessLocked(['spectypes']));
      const noProducts = await c.post(`${base}/specifications`, one, c.tokens.brandsOnly);
      expect(noProducts.statusCode).toBe(403);
      expect(noProducts.json().error.message).toBe(messages.accessLocked(['products']));
      // Refused before the body is read: an invalid body gets the same 403, not a 400.
      const invalid = await c.post(`${base}/specifications`, { period_interval: 7 }, c.tokens.productsOnly);
      expect(invalid.statusCode).toBe(403);
      const many = await c.post(`${base}/specifications`, {
        categories: scope.payload.categories.slice(0, 2),
      });
      expect(many.statusCode).toBe(400);
      expect(many.json().error.message).toBe(
        'Product characteristics need exactly one category in the filters',
      );
      // Empty categories mean the firm's three default categories: not one.
      expect((await c.post(`${base}/specifications`, {})).statusCode).toBe(400);
    });

    it("shares of the category's spec lines by value, only for the firm's spec types, 100 per type", async () => {
      const { scope } = await c.universe();
      const category = scope.payload.categories[0] ?? -1;
      const input = { categories: [category] };
      const { lines } = await c.universe(input);
      const res = productSpecificationsRoute.response.parse(
        (await c.post(`${base}/specifications`, input)).json(),
      );
      const types = await c.db.selectFrom('spec_type').select(['id', 'code', 'name']).execute();
      const allowed = types.filter((t) => t.code === 'color' || t.id === 3 || t.id === 4);
      const values = await c.db
        .selectFrom('product_spec_value as psv')
        .innerJoin('spec_value as sv', 'sv.id', 'psv.spec_value_id')
        .select(['psv.product_id', 'sv.spec_type_id', 'sv.name'])
        .execute();
      const linesPerProduct = countBy(lines, (l) => l.product_id);
      const expected = new Map<number, Map<string, number>>();
      for (const v of values) {
        const n = linesPerProduct.get(v.product_id) ?? 0;
        if (n === 0 || !allowed.some((t) => t.id === v.spec_type_id)) continue;
        const perValue = expected.get(v.spec_type_id) ?? new Map<string, number>();
        perValue.set(v.name, (perValue.get(v.name) ?? 0) + n);
        expected.set(v.spec_type_id, perValue);
      }
      expect(res.specTypes.map((g) => g.specTypeId).sort()).toEqual([...expected.keys()].sort());
      expect(res.specTypes.length).toBeGreaterThan(0);
      for (const g of res.specTypes) {
        expect(g.categoryId).toBe(category);
        expect(g.name).toBe(types.find((t) => t.id === g.specTypeId)?.name);
        const perValue = expected.get(g.specTypeId) ?? new Map<string, number>();
        const total = sum(perValue.values());
        expect(g.data).toHaveLength(perValue.size);
        for (const d of g.data)
          expect(d.value, `${g.name} ${d.name}`).toBeCloseTo(pct(perValue.get(d.name) ?? 0, total), 9);
        expect(sum(g.data.map((d) => d.value))).toBeCloseTo(100, 8);
      }
    });
  });
});
