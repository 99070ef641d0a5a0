// The lost-projects files (CSV and xlsx), streamed batch by batch like every download (modules/source): the
// list's order is read once, then each batch of projects becomes rows only when the client has taken the last.
// Each says how fresh its data is: the CSV's first line, the workbook's last sheet 'About' (issue 45).
import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { lostProjectTableRow, type LostExportQuery } from '@specpulse/contract';
import type { FilterScope } from '../../filters/scope.ts';
import { csvFormat, csvHead } from '../source/export-csv.ts';
import { batches, batchTextStream, fileTimestamp } from '../source/export-files.ts';
import { streamXlsx } from '../source/export-xlsx.ts';
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

/** One worksheet written as the client reads (the source module's streaming writer), then the sheet 'About'. */
export async function streamLostXlsx(
  scope: FilterScope,
  contest: Contest,
  order: LostExportQuery,
): Promise<Readable> {
  const ids = await lostProjectIds(scope, contest, order);
  return streamXlsx({
    sheet: 'Lost projects',
    columns: lostColumns,
    rows: lostRowBatches(scope, contest, ids),
    dataThrough: scope.asOf,
  });
}
