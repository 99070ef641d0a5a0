// The report registry format: each table declares its columns once; the DataTable, its xlsx export and
// the API row schema derive from the declaration.
export interface ReportColumn {
  /** Field of the API row. */
  field: string;
  /** Column heading shown to users (and in exports). */
  label: string;
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
  /** Image columns: the row field naming the item (alt text; 'open spec' gets the built-in image).
   * Default: `name`, else `product_name`. */
  nameField?: string;
  /** Date columns: a date-fns pattern (default 'yyyy-MM-dd hh:mm:ss aa'; missing dates read 'N/A'). */
  dateFormat?: string;
}

export interface ReportDefinition {
  id: string;
  /** Table title; the xlsx file name derives from it (spec doc 1 §2.6). */
  title: string;
  columns: readonly ReportColumn[];
  /** Rows per page (default 10). */
  pageSize?: 10 | 25 | 50;
}

export const defineReport = <T extends ReportDefinition>(report: T): T => report;

/** Spec doc 1 §2.6: title lowercased, first space replaced by an underscore, plus .xlsx. */
export const exportFileName = (title: string): string => `${title.toLowerCase().replace(' ', '_')}.xlsx`;
