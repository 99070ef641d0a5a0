// Export All (its rows and its spreadsheet) refuses, before it streams, filters whose spec lines would not fit in one worksheet; the limit is
// lowered here so that the tiny data set can cross it.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, sourceSpecRowSchema } from '@specpulse/contract';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import { countBy } from '../../../test/market-reference.ts';

const { LIMIT } = vi.hoisted(() => ({ LIMIT: 50 }));
vi.mock('@specpulse/contract', async (original) => ({
  ...(await original<typeof import('@specpulse/contract')>()),
  SPREADSHEET_MAX_ROWS: LIMIT,
}));

const full = '/v2/analytics/source/projects/full';

describe('Export All and the spreadsheet row limit', () => {
  let c: AnalyticsTestContext;
  let exporter: string;

  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    exporter = c.tokens.exporter;
  });
  afterAll(async () => c?.close());

  it('refuses filters with more spec lines than a worksheet holds, naming both counts', async () => {
    const { lines } = await c.universe({});
    expect(lines.length).toBeGreaterThan(LIMIT);
    for (const url of [full, `${full}/xlsx`]) {
      const res = await c.post(url, {}, exporter);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        error: { status: 400, message: messages.spreadsheetTooLarge(lines.length, LIMIT) },
      });
    }
  });

  it('gives every row of filters under the limit', async () => {
    const { lines: all } = await c.universe({});
    // The projects with the fewest lines, together under the limit.
    const small: number[] = [];
    let total = 0;
    for (const [id, n] of [...countBy(all, (l) => l.project_id)].sort((a, b) => a[1] - b[1] || a[0] - b[0])) {
      if (total + n > LIMIT) break;
      small.push(id);
      total += n;
    }
    expect(small.length).toBeGreaterThan(1);
    const input = { project_ids: small };
    const { lines } = await c.universe(input);
    const res = await c.post(full, input, exporter);
    expect(res.statusCode).toBe(200);
    expect(sourceSpecRowSchema.array().parse(res.json())).toHaveLength(lines.length);
    const xlsx = await c.post(`${full}/xlsx`, input, exporter);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('All Projects')!.rowCount).toBe(lines.length + 1);
  });
});
