// The sheet 'About' the server's spreadsheets end with, as the web app's do (buildXlsx): 'Data through {as_of}'
// in its first cell, so a file passed on still says how fresh its figures are (issue 45).
import type ExcelJS from 'exceljs';
import { ABOUT_SHEET, dataThroughText } from '@specpulse/contract';

/**
 * Adds the sheet 'About' to `book` (a workbook, or exceljs' streaming writer after its other sheets were
 * committed); the streaming writer's commit writes it.
 */
export function addAboutSheet(book: Pick<ExcelJS.Workbook, 'addWorksheet'>, asOf: string): void {
  const about = book.addWorksheet(ABOUT_SHEET);
  about.columns = [{ key: 'text', width: 30 }];
  about.addRow([dataThroughText(asOf)]);
}
