// Test support: a CSV download read back as a spreadsheet reads it: its first line ('Data through {as_of}',
// issue 45), then the records from the header on.
import { parse } from 'csv-parse/sync';

export interface CsvDownload {
  /** The first line's fields. */
  firstLine: string[];
  /** The records after the first line, the header first. */
  rows: string[][];
}

export function readCsvDownload(bytes: Buffer): CsvDownload {
  const text = bytes.toString('utf8');
  const [first] = parse(text, { bom: true, to_line: 1 }) as string[][];
  return { firstLine: first ?? [], rows: parse(text, { bom: true, from_line: 2 }) as string[][] };
}

/** The records after the header as objects keyed by the header's names. */
export const csvRecords = ({ rows: [header, ...rows] }: CsvDownload): Record<string, string>[] =>
  rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
