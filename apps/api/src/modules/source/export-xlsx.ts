// The server's spreadsheets, streamed as the client reads (exceljs' streaming writer: no workbook held in
// memory): one worksheet of columns and rows, read batch by batch, and optionally the 'About' sheet that says
// how fresh the figures are, as the web app's own workbooks do (apps/web components/export/xlsx.ts).
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { addAboutSheet } from './export-about-sheet.ts';
import { drained } from './export-files.ts';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface XlsxColumn<K extends string = string> {
  key: K;
  header: string;
  width?: number;
  /** Excel number format of the column's cells (e.g. '0' for whole numbers). */
  numFmt?: string;
}

export interface XlsxOptions<K extends string> {
  sheet: string;
  columns: readonly XlsxColumn<K>[];
  /** The rows, batch by batch; the next batch is asked for only when the client has taken the last. */
  rows: AsyncIterable<readonly Readonly<Record<K, unknown>>[]>;
  /** The workbook's creator and company (the deployment's product name). */
  author?: string;
  /** The last day of the data: an 'About' sheet after the rows says 'Data through {date}'. */
  dataThrough?: string;
  /** Bold header and the columns' number formats (a styles part in the file). */
  styled?: boolean;
}

/** The width the web app's writer gives a column without one: its header's, between 10 and 60. */
const defaultWidth = (header: string) => Math.min(60, Math.max(10, header.length + 2));

export function streamXlsx<K extends string>(options: XlsxOptions<K>): Readable {
  const { columns, styled = false } = options;
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: styled,
    useSharedStrings: false,
  });
  if (options.author) {
    book.creator = options.author;
    book.lastModifiedBy = options.author;
    book.company = options.author;
  }
  const sheet = book.addWorksheet(options.sheet);
  sheet.columns = columns.map((c) => ({
    key: c.key,
    header: c.header,
    ...(styled ? { width: c.width ?? defaultWidth(c.header) } : {}),
    ...(styled && c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  if (styled) sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const rows of options.rows) {
      for (const row of rows) sheet.addRow(row).commit();
      await drained(out);
    }
    sheet.commit();
    if (options.dataThrough) addAboutSheet(book, options.dataThrough);
    await book.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
