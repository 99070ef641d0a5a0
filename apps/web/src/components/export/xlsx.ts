// The one spreadsheet writer: sheets of (columns, rows) → an .xlsx download, used by tables and charts.
import { ABOUT_SHEET } from '@specpulse/contract';
import { dataThroughLine } from './data-through.ts';
import { toNumber } from '../format.ts';
import { saveFile } from './save-file.ts';
import { showNothingToExport } from './nothing-to-export.tsx';

export interface XlsxColumn {
  /** Field of the row. */
  key: string;
  header: string;
  /** Fixed decimals: the cell stays a number, formatted like the table shows it. */
  decimals?: number;
  /** Shown after numbers (kept out of the value so the cell stays numeric). */
  suffix?: string;
  width?: number;
}

/** Any plain row object; cells are read by the columns' keys. */
export type XlsxRow = object;

export interface XlsxSheet {
  name: string;
  columns: readonly XlsxColumn[];
  rows: readonly XlsxRow[];
}

type CellValue = string | number | boolean | Date | null;

/** Excel number format for fixed decimals and a literal suffix (a bare % would multiply by 100). */
export function numberFormat(decimals?: number, suffix?: string): string | undefined {
  if (decimals === undefined && !suffix) return undefined;
  const base = decimals === undefined ? 'General' : decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0';
  return suffix ? `${base}"${suffix.replace(/"/g, '')}"` : base;
}

export function cellValue(value: unknown, column: XlsxColumn): CellValue {
  if (value === null || value === undefined) return null;
  if (column.decimals !== undefined || column.suffix) {
    const n = toNumber(value);
    if (n !== null) return n;
  }
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  return JSON.stringify(value);
}

/** Excel refuses sheet names over 31 characters, with []:*?/\ or repeated. */
export function sheetNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((raw, i) => {
    const base =
      raw
        .replace(/[[\]:*?/\\]/g, ' ')
        .trim()
        .slice(0, 31) || `Sheet${i + 1}`;
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++)
      name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/** The product name written as every workbook's creator and company (the deployment's, set at start). */
let workbookAuthor: string | null = null;
export function setWorkbookAuthor(name: string): void {
  workbookAuthor = name;
}

/** The workbook bytes; ExcelJS is loaded only when someone exports. */
export async function buildXlsx(sheets: readonly XlsxSheet[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  if (workbookAuthor) {
    workbook.creator = workbookAuthor;
    workbook.lastModifiedBy = workbookAuthor;
    workbook.company = workbookAuthor;
  }
  const names = sheetNames(sheets.map((s) => s.name));
  sheets.forEach((sheet, i) => {
    const worksheet = workbook.addWorksheet(names[i]);
    worksheet.columns = sheet.columns.map((c) => ({
      header: c.header,
      key: c.key,
      width: c.width ?? Math.min(60, Math.max(10, c.header.length + 2)),
      style: { numFmt: numberFormat(c.decimals, c.suffix) },
    }));
    worksheet.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      const cells = row as Readonly<Record<string, unknown>>;
      worksheet.addRow(Object.fromEntries(sheet.columns.map((c) => [c.key, cellValue(cells[c.key], c)])));
    }
  });
  // The one writer of every spreadsheet: here each says how fresh its figures are, after its own sheets.
  const dataThrough = dataThroughLine();
  if (dataThrough) {
    const about = workbook.addWorksheet(sheetNames([...names, ABOUT_SHEET]).at(-1));
    about.getColumn(1).width = 30;
    about.addRow([dataThrough]);
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Downloads the sheets as `fileName`; with no rows at all it says 'no records to export' in the app's
 * dialog (spec doc 1 §8) and returns false.
 */
export async function downloadXlsx(fileName: string, sheets: readonly XlsxSheet[]): Promise<boolean> {
  if (sheets.every((s) => s.rows.length === 0)) {
    showNothingToExport();
    return false;
  }
  const bytes = await buildXlsx(sheets);
  saveFile(new Blob([bytes], { type: XLSX_TYPE }), fileName);
  return true;
}
