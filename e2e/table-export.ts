// Spreadsheets the app downloads, read back with ExcelJS: any download, or a DataTable's Export.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { savedDownload } from './harness.ts';

/** The workbook of a downloaded xlsx. */
export async function downloadedWorkbook(download: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await savedDownload(download))) as unknown as ArrayBuffer);
  return workbook;
}

/** Clicks the table's Export button and reads the first sheet of the file it saves. */
export async function exportedSheet(p: Page, table: Locator): Promise<ExcelJS.Worksheet> {
  const [download] = await Promise.all([
    p.waitForEvent('download'),
    table.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  return (await downloadedWorkbook(download)).worksheets[0]!;
}
