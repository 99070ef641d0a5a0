// Export All (spec doc 1 §2.5): every spec line of the projects in the filters as one worksheet 'All
// Projects', then the 'About' sheet, with the columns, widths and formats the web app's spreadsheets had when
// the browser built this file.
import type { Readable } from 'node:stream';
import type { SourceSpecRow } from '@specpulse/contract';
import type { FilterScope } from '../../filters/scope.ts';
import { batches } from './export-files.ts';
import { streamXlsx, type XlsxColumn } from './export-xlsx.ts';
import { projectSpecLines } from './source-data.queries.ts';

export const allProjectsColumns: readonly XlsxColumn<keyof SourceSpecRow>[] = [
  { key: 'project_id', header: 'Project ID' },
  { key: 'project_name', header: 'Project Name', width: 36 },
  { key: 'state', header: 'State' },
  { key: 'segment', header: 'Segment', width: 24 },
  { key: 'manufacturer_name', header: 'Manufacturer', width: 28 },
  { key: 'product_id', header: 'Product ID' },
  { key: 'product_name', header: 'Product', width: 36 },
  { key: 'status', header: 'Status', width: 18 },
  { key: 'quantity', header: 'Quantity', numFmt: '0' },
  { key: 'spec_date', header: 'Spec Date', width: 12 },
];

async function* lineBatches(scope: FilterScope, projectIds: readonly number[]) {
  for (const batch of batches(projectIds)) yield await projectSpecLines(scope.db, scope, batch);
}

/** The workbook of `projectIds`' spec lines in the filters, in the projects' order, by `author`. */
export const streamAllProjectsXlsx = (
  scope: FilterScope,
  projectIds: readonly number[],
  author: string,
): Readable =>
  streamXlsx({
    sheet: 'All Projects',
    columns: allProjectsColumns,
    rows: lineBatches(scope, projectIds),
    author,
    dataThrough: scope.asOf,
    styled: true,
  });
