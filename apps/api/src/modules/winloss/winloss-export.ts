// The lost-projects files (CSV and xlsx), streamed batch by batch like every download (modules/source): the
// list's order is read once, then each batch of projects becomes rows only when the client has taken the last.
// Each says how fresh its data is: the CSV's first line, the workbook's last sheet 'About' (issue 45).
import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { lostProjectTableRow, type LostExportQuery } from '@specpulse/contract';
import type { FilterScope } from '../../filters/scope.ts';
import { addAboutSheet } from '../source/export-about-sheet.ts';
import { csvFormat, csvHead } from '../source/export-csv.ts';
import { batches, batchTextStream, drained, fileTimestamp } from '../source/export-files.ts';
import { lostProjectIds, lostProjectRows, type Contest } from './winloss.queries.ts';

/** The files' columns, in order. */
export const lostColumns = [
  { key: 'project_id', header: 'Project ID' },
  { key: 'project_name', header: 'Project Name' },
  { key: 'state', header: 'State' },
  { key: 'segment', header: 'Segment' },
  { key: 'spec_date', header: 'Spec Date' },
  { key: 'competitors', header: 'Competitors (status)' },
  { key: 'firm_name', header: 'Firm' },
  { key: 'principals', header: 'Principals' },
] as const;

/** The files' name: the source-data timestamp (MM-dd-yyyy_kkmmss, user's clock) plus lost_projects. */
export const lostFileName = (at: Date, extension: 'csv' | 'xlsx') =>
  `${fileTimestamp(at)}_lost_projects.${extension}`;

/** The lost projects' rows, batch by batch, in the list's order. */
async function* lostRowBatches(scope: FilterScope, contest: Contest, ids: readonly number[]) {
  for (const batch of batches(ids))
    yield (await lostProjectRows(scope, contest, batch)).map(lostProjectTableRow);
}

export async function streamLostCsv(
  scope: FilterScope,
  contest: Contest,
  order: LostExportQuery,
): Promise<Readable> {
  const ids = await lostProjectIds(scope, contest, order);
  const options = { columns: [...lostColumns], ...csvFormat };
  return batchTextStream(
    ids,
    csvHead(scope.asOf, lostColumns),
    async (batch) =>
      stringify((await lostProjectRows(scope, contest, batch)).map(lostProjectTableRow), options),
    '',
  );
}

/**
 * One worksheet written as the client reads (exceljs' streaming writer: no workbook held in memory), then
 * the sheet 'About'.
 */
export async function streamLostXlsx(
  scope: FilterScope,
  contest: Contest,
  order: LostExportQuery,
): Promise<Readable> {
  const ids = await lostProjectIds(scope, contest, order);
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet('Lost projects');
  sheet.columns = lostColumns.map((c) => ({ key: c.key, header: c.header }));
  void (async () => {
    for await (const rows of lostRowBatches(scope, contest, ids)) {
      for (const row of rows) sheet.addRow(row).commit();
      await drained(out);
    }
    sheet.commit();
    addAboutSheet(book, scope.asOf);
    await book.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
