// Growth only where the data covers the previous window (issue 28): the tiny set holds three years, so 24 and
// 36 months compare with windows that start before it; with six years (the demo's history) every period is
// covered. Configuration tells the pages from which day the data exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandMoversRoute,
  drillFigures,
  brandTopBrandsRoute,
  configurationResponseSchema,
  productTopProductsRoute,
  type FilterPayloadInput,
} from '@specpulse/contract';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';

const base = '/v2/analytics';

async function configurationData(c: AnalyticsTestContext) {
  const res = await c.t.app.inject({
    method: 'GET',
    url: '/v2/configuration',
    headers: { authorization: c.tokens.analyst },
  });
  expect(res.statusCode).toBe(200);
  return configurationResponseSchema.parse(res.json()).data;
}

async function growths(c: AnalyticsTestContext, input: FilterPayloadInput) {
  const brands = brandTopBrandsRoute.response.parse((await c.post(`${base}/brand/topbrands`, input)).json());
  const products = productTopProductsRoute.response.parse(
    (await c.post(`${base}/product/topproducts`, input)).json(),
  );
  return [...brands, ...products];
}

describe('growth on three years of data', () => {
  let c: AnalyticsTestContext;
  beforeAll(async () => {
    c = await createAnalyticsTestContext();
  });
  afterAll(async () => c?.close());

  it('configuration says from which day the data exists', async () => {
    expect(await configurationData(c)).toEqual({ as_of: '2026-09-30', data_from: '2023-10-01' });
  });

  it('12 months (previous window from 2024-10-01) are covered: every row has its growth', async () => {
    const rows = await growths(c, { period_interval: 12 });
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) expect(r.spec_growth_absolute).not.toBeNull();
    expect(rows.some((r) => r.spec_growth_real !== null)).toBe(true);
  });

  it('the same 12 and 24 months a year ago are covered; 36 months a year ago start before the data', async () => {
    for (const months of [12, 24]) {
      const rows = await growths(c, { period_interval: months, compare: 'yearAgo' });
      for (const r of rows) expect(r.spec_growth_absolute).not.toBeNull();
    }
    const rows = await growths(c, { period_interval: 36, compare: 'yearAgo' });
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) expect([r.spec_growth_absolute, r.spec_growth_real]).toEqual([null, null]);
  });

  it.each([24, 36])(
    '%i months start the previous window before the data: no growth anywhere',
    async (months) => {
      const input = { period_interval: months };
      const rows = await growths(c, input);
      expect(rows.length).toBeGreaterThan(20);
      for (const r of rows) {
        expect(r.spec_growth_absolute).toBeNull();
        expect(r.spec_growth_real).toBeNull();
      }
      const movers = brandMoversRoute.response.parse((await c.post(`${base}/brand/movers`, input)).json());
      expect(movers).toMatchObject({ previous_covered: false, gainers: [], losers: [] });
      const brandId = rows.find((r) => 'manufacturer_id' in r && r.sum_spec > 0);
      const id = brandId && 'manufacturer_id' in brandId ? brandId.manufacturer_id : 0;
      const explained = drillFigures.shareExplained.brand.response.parse(
        (await c.post(`${base}/brand/${id}/shareexplained`, input)).json(),
      );
      expect(explained.previous_covered).toBe(false);
    },
  );
});

describe('growth on six years of data (the demo history)', () => {
  let c: AnalyticsTestContext;
  beforeAll(async () => {
    c = await createAnalyticsTestContext({ historyYears: 6 });
  });
  afterAll(async () => c?.close());

  it('starts on the January 1st six years before the as-of year', async () => {
    expect((await configurationData(c)).data_from).toBe('2020-01-01');
  });

  it.each([12, 24, 36])(
    '%i months: every row has its growth, and the movers list real moves',
    async (months) => {
      const input = { period_interval: months };
      const rows = await growths(c, input);
      expect(rows.length).toBeGreaterThan(20);
      for (const r of rows) expect(r.spec_growth_absolute).not.toBeNull();
      const movers = brandMoversRoute.response.parse((await c.post(`${base}/brand/movers`, input)).json());
      expect(movers.previous_covered).toBe(true);
      expect(movers.gainers.length + movers.losers.length).toBeGreaterThan(0);
    },
  );
});
