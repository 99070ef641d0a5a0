// Streamed CSV exports (RFC 4180: CRLF records, quoted fields; UTF-8 BOM so Excel reads the accents):
// specs = the spec lines in scope, contacts = the principals, of one project or of every project in scope.
// Each starts with a line 'Data through {as_of}' (issue 45), then the columns' header.
import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import { dataThroughText, type ExportType } from '@specpulse/contract';
import type { MarketDB } from '../../db/market-schema.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { batchTextStream } from './export-files.ts';
import { principalsOf, projectSpecLines } from './source-data.queries.ts';

/** The header of each CSV kind, in column order (the rows' fields in the same order). */
export const csvColumns = {
  specs: [
    { key: 'project_id', header: 'Project ID' },
    { key: 'project_name', header: 'Project Name' },
    { key: 'state', header: 'State' },
    { key: 'segment', header: 'Segment' },
    { key: 'manufacturer_name', header: 'Manufacturer' },
    { key: 'product_id', header: 'Product ID' },
    { key: 'product_name', header: 'Product' },
    { key: 'status', header: 'Status' },
    { key: 'quantity', header: 'Quantity' },
    { key: 'spec_date', header: 'Spec Date' },
  ],
  contacts: [
    { key: 'project_id', header: 'Project ID' },
    { key: 'project_name', header: 'Project Name' },
    { key: 'type_name', header: 'Role' },
    { key: 'company_name', header: 'Company' },
    { key: 'first_name', header: 'First Name' },
    { key: 'last_name', header: 'Last Name' },
    { key: 'city_str', header: 'City' },
    { key: 'state_abbr', header: 'State' },
    { key: 'phone', header: 'Phone' },
  ],
} as const;

/** Every CSV download's format: CRLF records; a cell starting with = + - @ is prefixed with ' so a
 * spreadsheet does not run it as a formula. */
export const csvFormat = { record_delimiter: 'windows', escape_formulas: true } as const;

const csvOptions = (type: ExportType) => ({ columns: [...csvColumns[type]], ...csvFormat }) as const;

/**
 * The head of a CSV download: the BOM, a first line saying how fresh the data is ('Data through 2026-09-30'),
 * then the header of `columns`. (CRM files keep their header on the first line, which their importers read:
 * export-crm.ts puts the date in the file name instead.)
 */
export const csvHead = (asOf: string, columns: readonly { key: string; header: string }[]) =>
  stringify([[dataThroughText(asOf)]], { ...csvFormat, bom: true }) +
  stringify([], { columns: [...columns], ...csvFormat, header: true });

/**
 * A CSV of `type` for the projects `projects` (id and name, in order): the head (csvHead), then each batch
 * of projects' rows as CSV text, read as the client takes the file. A failure part-way destroys the stream
 * (the download fails).
 */
export function streamCsv(
  db: Kysely<MarketDB>,
  scope: FilterScope,
  type: ExportType,
  projects: readonly { id: number; name: string }[],
): Readable {
  const names = new Map(projects.map((p) => [p.id, p.name]));
  const rowsOf = async (ids: number[]): Promise<object[]> =>
    type === 'specs'
      ? projectSpecLines(db, scope, ids)
      : (await principalsOf(db, ids)).map((r) => ({ ...r, project_name: names.get(r.project_id) ?? '' }));
  return batchTextStream(
    projects.map((p) => p.id),
    csvHead(scope.asOf, csvColumns[type]),
    async (ids) => stringify(await rowsOf(ids), csvOptions(type)),
    '',
  );
}
