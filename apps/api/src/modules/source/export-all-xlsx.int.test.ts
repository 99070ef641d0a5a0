// Export All written by the server: the streamed workbook opened with ExcelJS and read back row by row against
// the plain reference's spec lines, with the seed's file name, columns, formats and 'About' sheet.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataThroughText, sourceSpecRowSchema } from '@specpulse/contract';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import type { ReferenceSpecLine } from '../../../test/filter-reference.ts';
import { allProjectsColumns } from './export-all-xlsx.ts';
import { fileTimestamp, userClock } from './export-files.ts';

const url = '/v2/analytics/source/projects/full/xlsx';

async function workbookOf(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

/** The data rows of a worksheet, as arrays of cell values in column order. */
const dataRows = (sheet: ExcelJS.Worksheet) =>
  sheet.getRows(2, sheet.rowCount - 1)?.map((r) => (r.values as unknown[]).slice(1)) ?? [];

const byText = (a: unknown[], b: unknown[]) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);

describe('Export All spreadsheet streamed by the server', () => {
  let c: AnalyticsTestContext;
  let names: Record<'project' | 'product' | 'manufacturer', Map<number, string>>;
  let statuses: Map<number, string>;

  const nameMap = async (table: 'project' | 'product' | 'manufacturer' | 'product_status') =>
    new Map(
      (await c.db.selectFrom(table).select(['id', 'name']).execute()).map((r) => [r.id, r.name] as const),
    );

  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    names = {
      project: await nameMap('project'),
      product: await nameMap('product'),
      manufacturer: await nameMap('manufacturer'),
    };
    statuses = await nameMap('product_status');
  });
  afterAll(async () => c?.close());

  /** A reference line as the spreadsheet's row. */
  const expectedRow = (
    l: ReferenceSpecLine,
    projectStates: Map<number, { state: string; segment: string }>,
  ) => {
    const project = projectStates.get(l.project_id)!;
    return [
      l.project_id,
      names.project.get(l.project_id),
      project.state,
      project.segment,
      names.manufacturer.get(l.manufacturer_id),
      l.product_id,
      names.product.get(l.product_id),
      statuses.get(l.status_id),
      l.quantity,
      l.spec_date,
    ];
  };

  it.each([
    ['firm defaults', {}],
    ['west, 24 months', { regions: ['west'], period_interval: 24 }],
  ])('%s: every spec line once, as the reference, in the JSON rows order', async (_, input) => {
    const offset = -300;
    const before = Math.floor(Date.now() / 1000);
    const res = await c.post(url, { ...input, utc_offset: offset }, c.tokens.exporter);
    const after = Math.ceil(Date.now() / 1000);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // The seed's name on the user's clock: {MM-dd-yyyy_kkmmss}_all_projects.xlsx.
    const name = /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1];
    const onTheClock = Array.from(
      { length: after - before + 1 },
      (_, i) => `${fileTimestamp(userClock(offset, (before + i) * 1000))}_all_projects.xlsx`,
    );
    expect(onTheClock).toContain(name);

    const book = await workbookOf(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['All Projects', 'About']);
    expect(book.creator).toBe('SpecPulse');
    const sheet = book.getWorksheet('All Projects')!;
    // The seed's headers are spelled out in the e2e (source-data.e2e.ts); here, every column in its order.
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(allProjectsColumns.map((c) => c.header));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBe(36);
    expect(sheet.getColumn(1).width).toBe(12);

    const { lines, scope } = await c.universe(input);
    expect(lines.length).toBeGreaterThan(0);
    const projects = new Map(
      (
        await c.db
          .selectFrom('project as p')
          .innerJoin('us_state as s', 's.id', 'p.state_id')
          .innerJoin('segment as g', 'g.id', 'p.segment_id')
          .select(['p.id', 's.code as state', 'g.name as segment'])
          .execute()
      ).map((p) => [p.id, { state: p.state, segment: p.segment }] as const),
    );
    const rows = dataRows(sheet);
    expect(rows).toHaveLength(lines.length);
    expect([...rows].sort(byText)).toEqual(lines.map((l) => expectedRow(l, projects)).sort(byText));
    // Quantities are numbers in the whole-number format, as the web-built file had them.
    expect(rows.every((r) => typeof r[8] === 'number')).toBe(true);
    expect(sheet.getRow(2).getCell(9).numFmt).toBe('0');

    // The same order as the JSON rows of the same filters (the projects' order, then brand and product).
    const json = await c.post('/v2/analytics/source/projects/full', input, c.tokens.exporter);
    const ordered = sourceSpecRowSchema
      .array()
      .parse(json.json())
      .map((r) => [r.project_id, r.product_id, r.spec_date, r.quantity]);
    expect(rows.map((r) => [r[0], r[5], r[9], r[8]])).toEqual(ordered);

    const about = book.getWorksheet('About')!;
    expect(about.getCell('A1').value).toBe(dataThroughText(scope.asOf));
    expect(about.rowCount).toBe(1);
  });

  it('filters with no spec line give the header row and the About sheet', async () => {
    const res = await c.post(url, { project_ids: [999_999] }, c.tokens.exporter);
    expect(res.statusCode).toBe(200);
    const book = await workbookOf(res.rawPayload);
    expect(book.getWorksheet('All Projects')!.rowCount).toBe(1);
    expect(book.getWorksheet('About')!.getCell('A1').value).toMatch(/^Data through \d{4}-\d{2}-\d{2}$/);
  });
});
