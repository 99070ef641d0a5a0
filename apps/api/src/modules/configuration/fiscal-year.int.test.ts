// A firm whose fiscal year starts in February: its 'Last day of' quarter and year are fiscal ones, named
// 'FQ2 2027' and 'FY2026' (the tiny set ends 2026-09-30), and its windows end with them; calendar firms keep theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandTopBrandsRoute,
  configurationResponseSchema,
  filterPayloadSchema,
  type FilterPayloadInput,
} from '@specpulse/contract';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import { bearerFor, createFirmUser } from '../../../test/auth-helpers.ts';
import { referenceSpecLines } from '../../../test/filter-reference.ts';

describe('fiscal year starting in February', () => {
  let c: AnalyticsTestContext;
  let fiscal: string;
  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    const { userId, firmId } = await createFirmUser(c.portal, {
      email: 'fiscal@test.example',
      configuration: c.config,
    });
    await c.portal.updateTable('firm').set({ fiscal_year_start: 2 }).where('id', '=', firmId).execute();
    fiscal = await bearerFor(c.portal, userId);
  });
  afterAll(async () => c?.close());

  const periods = async (token: string) => {
    const res = await c.t.app.inject({
      method: 'GET',
      url: '/v2/configuration',
      headers: { authorization: token },
    });
    return configurationResponseSchema.parse(res.json()).configuration.filters.periods;
  };

  it('names the fiscal quarter and year the window ends with; a calendar firm reads as before', async () => {
    expect(await periods(fiscal)).toEqual([
      { id: 'month', abbr: 'Month' },
      { id: 'qtr', abbr: 'FQ2 2027' },
      { id: 'year', abbr: 'FY2026' },
    ]);
    expect((await periods(c.tokens.analyst)).map((p) => p.abbr)).toEqual(['Month', 'Quarter', 'Year']);
  });

  /** The lines of the firm's universe between two days, whatever the payload's window. */
  const linesBetween = (input: FilterPayloadInput, start: string, end: string) =>
    referenceSpecLines(c.facts, filterPayloadSchema.parse(input), c.config, 'none').filter(
      (l) => l.spec_date >= start && l.spec_date <= end,
    ).length;

  it.each([
    // FY2026: February 2025 to January 2026.
    ['year', { period_end: 'year', period_interval: 12 }, '2025-02-01', '2026-01-31'],
    // To the end of FQ2 2027 (July 2026): across the fiscal year's turn in February 2026.
    [
      'quarter, across the fiscal year',
      { period_end: 'qtr', period_interval: 12 },
      '2025-08-01',
      '2026-07-31',
    ],
    ['quarter, 3 months', { period_end: 'qtr', period_interval: 3 }, '2026-05-01', '2026-07-31'],
  ] as const)('%s: the window ends with the fiscal period', async (_name, input, start, end) => {
    const rows = brandTopBrandsRoute.response.parse(
      (await c.post('/v2/analytics/brand/topbrands', input, fiscal)).json(),
    );
    expect(rows.reduce((a, r) => a + r.sum_spec, 0)).toBe(linesBetween(input, start, end));
    // The calendar firm's quarter ends in September: another window, another count.
    const calendar = brandTopBrandsRoute.response.parse(
      (await c.post('/v2/analytics/brand/topbrands', input)).json(),
    );
    expect(calendar.reduce((a, r) => a + r.sum_spec, 0)).not.toBe(linesBetween(input, start, end));
  });
});
