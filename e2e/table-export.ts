// The xlsx a DataTable's Export button downloads, read back with ExcelJS.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { savedDownload } from './harness.ts';

/** Clicks the table's Export button and reads the first sheet of the file it saves. */
export async function exportedSheet(p: Page, table: Locator): Promise<ExcelJS.Worksheet> {
  const [download] = await Promise.all([
    p.waitForEvent('download'),
    table.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await savedDownload(download))) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}
