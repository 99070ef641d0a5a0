// The report registry format: each table declares its columns once, keyed by its row type (a field that is
// not in the row does not compile); the DataTable and its xlsx export derive from the declaration.

/** A field of the row type `Row` (its string keys). */
export type ReportField<Row extends object> = Extract<keyof Row, string>;

/** A column of a table of `Row`s; the default row type is any row (the shared table's helpers). */
export interface ReportColumn<Row extends object = Record<string, unknown>> {
  /** Field of the row (the API row schema's, or the page's row built from it). */
  field: ReportField<Row>;
  /** Column heading shown to users (and in exports). */
  label: string;
  /** What the figure means, shown as the heading's tooltip (e.g. the unit of a growth). */
  description?: string;
  kind?: 'text' | 'number' | 'image' | 'date';
  /** Fixed decimals for numbers (the spec's "4 digits" = 4). */
  decimals?: number;
  /** Suffix after numbers, e.g. '%'. */
  suffix?: string;
  /** Kept in the row (and exports) but not shown. */
  hidden?: boolean;
  /** Initial sort of the table by this column. */
  sort?: 'asc' | 'desc';
  /** Colour positive values green and negative red. */
  signColors?: boolean;
  /** A growth: null when the data does not cover the previous window, shown as '—' with why (figures.ts). */
  growth?: boolean;
  /** Shown and exported instead of a missing figure, e.g. MIXED_UNITS_TEXT for a quantity share. */
  nullText?: string;
  /** Image columns: the row field naming the item (alt text; 'open spec' gets the built-in image).
   * Default: `name`, else `product_name`. */
  nameField?: ReportField<Row>;
  /** Date columns: a date-fns pattern (default 'yyyy-MM-dd hh:mm:ss aa'; missing dates read 'N/A'). */
  dateFormat?: string;
}

export interface ReportDefinition<Row extends object = Record<string, unknown>> {
  id: string;
  /** Table title; the xlsx file name derives from it (spec doc 1 §2.6). */
  title: string;
  columns: readonly ReportColumn<Row>[];
  /** Rows per page (default 10). */
  pageSize?: 10 | 25 | 50;
}

/** A table's declaration, checked against its row type: `defineReport<TopBrandRow>({ … })`. */
export const defineReport = <Row extends object>(report: ReportDefinition<Row>): ReportDefinition<Row> =>
  report;

/** Spec doc 1 §2.6: title lowercased, first space replaced by an underscore, plus .xlsx. */
export const exportFileName = (title: string): string => `${title.toLowerCase().replace(' ', '_')}.xlsx`;
