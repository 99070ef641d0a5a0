// Pure helpers deriving a table's shown columns, initial sort, sort order and xlsx sheet from its report.
import { format, isValid } from 'date-fns';
import {
  NEW_GROWTH_TEXT,
  NO_GROWTH_TEXT,
  PERCENT_SUFFIX,
  type ReportColumn,
  type ReportDefinition,
  type ReportField,
} from '@specpulse/contract';
import { formatChange, formatNumber, formatRelativeGrowth, toNumber } from '../format.ts';
import type { XlsxSheet } from '../export/xlsx.ts';

/** Spec doc 1 §9: 10, 25, 50 or All rows per page, default 10. */
export const PAGE_SIZES = [10, 25, 50] as const;
export const ALL_ROWS = Number.MAX_SAFE_INTEGER;
export const DEFAULT_PAGE_SIZE = 10;
/** The spec's table height: the room a table takes while its first rows load. */
export const TABLE_HEIGHT = 300;
/**
 * How tall the box of a table too wide for the page grows before its rows scroll under the sticky header
 * (issue 48): a default page of rows is shown whole beside the page's own scrolling, and the box never runs past
 * the screen (the top bar, the table's title and its pager stay in view with it).
 */
export const TABLE_MAX_HEIGHT = `max(${TABLE_HEIGHT}px, calc(100dvh - 180px))`;

/** A list that fits in the smallest page offered is shown whole, without a pager. */
export const needsPager = (rows: number, pageSizes: readonly number[] = PAGE_SIZES): boolean =>
  rows > Math.min(...pageSizes);
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd hh:mm:ss aa';

export type TableRow = Readonly<Record<string, unknown>>;

export const shownColumns = <Row extends object>(report: ReportDefinition<Row>): ReportColumn<Row>[] =>
  report.columns.filter((c) => !c.hidden);

/** TanStack sorting state from the first column that declares a sort. */
export function initialSorting<Row extends object>(
  report: ReportDefinition<Row>,
): { id: string; desc: boolean }[] {
  const column = report.columns.find((c) => c.sort && !c.hidden);
  return column ? [{ id: column.field, desc: column.sort === 'desc' }] : [];
}

function dateOf(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value));
  return isValid(date) ? date : null;
}

/** Ascending comparison for a column; missing values sort before everything (so last when descending). */
export function compareCells(a: unknown, b: unknown, kind: ReportColumn['kind']): number {
  const missing = (v: unknown) => v === null || v === undefined || v === '';
  if (missing(a) || missing(b)) return missing(a) === missing(b) ? 0 : missing(a) ? -1 : 1;
  if (kind === 'number') return (toNumber(a) ?? -Infinity) - (toNumber(b) ?? -Infinity);
  if (kind === 'date') return (dateOf(a)?.getTime() ?? -Infinity) - (dateOf(b)?.getTime() ?? -Infinity);
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/**
 * A number cell (format.ts): a relative growth signed and marked on a small base, a change (growth or a
 * coloured column) signed, anything else as declared.
 */
function numberText<Row extends object>(value: unknown, column: ReportColumn<Row>): string {
  if (column.growth && column.suffix === PERCENT_SUFFIX)
    return formatRelativeGrowth(value, column.decimals ?? 0, column.suffix);
  if (column.growth || column.signColors) return formatChange(value, column.decimals, column.suffix);
  return formatNumber(value, column.decimals, column.suffix);
}

/** A missing figure the column has a text for (its nullText). */
const missingWithText = <Row extends object>(
  value: unknown,
  column: ReportColumn<Row>,
): column is ReportColumn<Row> & { nullText: string } =>
  (value === null || value === undefined) && column.nullText !== undefined;

/** The text a number, date or text cell shows. */
export function cellText<Row extends object>(value: unknown, column: ReportColumn<Row>): string {
  if (missingWithText(value, column)) return column.nullText;
  if (column.kind === 'date') {
    const date = dateOf(value);
    return date ? format(date, column.dateFormat ?? DEFAULT_DATE_FORMAT) : 'N/A';
  }
  if (column.kind === 'number') return numberText(value, column);
  return value === null || value === undefined ? '' : String(value);
}

/**
 * True for a growth cell without a figure because the data does not cover the previous window: a ranking's
 * growth columns are null together then (shown as '—' with a tooltip, exported as '—').
 */
export function isNoGrowth<Row extends object>(row: TableRow, column: ReportColumn<Row>): boolean {
  return (
    Boolean(column.growth) &&
    row[column.field] === null &&
    'spec_growth_absolute' in row &&
    row.spec_growth_absolute === null
  );
}

/**
 * True for a relative growth from nothing: no figure while the absolute growth has one (the share was 0 in
 * the previous window). Shown and exported as 'New', as the dashboard's tiles say it.
 */
export function isNewGrowth<Row extends object>(row: TableRow, column: ReportColumn<Row>): boolean {
  return (
    Boolean(column.growth) &&
    row[column.field] === null &&
    'spec_growth_absolute' in row &&
    row.spec_growth_absolute !== null &&
    row.spec_growth_absolute !== undefined
  );
}

/** The name an image column's row carries (alt text and the 'open spec' rule). */
export function imageName<Row extends object>(row: TableRow, column: ReportColumn<Row>): string | null {
  const value = column.nameField ? row[column.nameField] : (row.name ?? row.product_name);
  return typeof value === 'string' ? value : null;
}

/**
 * Every declared column, hidden ones included (the registry keeps them in exports); a growth's heading says
 * what it is measured against (`comparison`, e.g. 'vs previous 12 months'), as its tooltip does on screen.
 */
export function reportSheet<Row extends object>(
  report: ReportDefinition<Row>,
  rows: readonly TableRow[],
  comparison: string | null = null,
): XlsxSheet {
  return {
    name: report.title,
    columns: report.columns.map((c) => ({
      key: c.field,
      header: c.growth && comparison ? `${c.label} (${comparison})` : c.label,
      decimals: c.kind === 'number' ? c.decimals : undefined,
      suffix: c.kind === 'number' ? c.suffix : undefined,
    })),
    rows: rows.map((row) =>
      Object.fromEntries(
        report.columns.map((c) => [
          c.field,
          isNoGrowth(row, c)
            ? NO_GROWTH_TEXT
            : isNewGrowth(row, c)
              ? NEW_GROWTH_TEXT
              : c.kind === 'date' || missingWithText(row[c.field], c)
                ? cellText(row[c.field], c)
                : row[c.field],
        ]),
      ),
    ),
  };
}

/**
 * The report with some columns shown, or left out altogether (e.g. the quantity share only with
 * qtyShares): a column switched off by the filters is in neither the table nor its export.
 */
export function withColumnsShown<Row extends object>(
  report: ReportDefinition<Row>,
  fields: readonly ReportField<Row>[],
  shown: boolean,
): ReportDefinition<Row> {
  return {
    ...report,
    columns: shown
      ? report.columns.map((c) => (fields.includes(c.field) ? { ...c, hidden: false } : c))
      : report.columns.filter((c) => !fields.includes(c.field)),
  };
}
