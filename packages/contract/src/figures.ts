// What the figures mean to a reader (metrics.md): their units, the smallest sample worth a share, and the
// caveats the pages show beside them. Both sides read these, so a table, a tile and an export say the same.

/** Suffix of a share: spec_percent, search_percent and the like. */
export const PERCENT_SUFFIX = '%';
/** Suffix of a change between two shares (percentage points): a share going from 2% to 3% is +1 pts, not +1%. */
export const POINTS_SUFFIX = ' pts';

export const GROWTH_REAL_DESCRIPTION =
  'Relative change of the share between the comparison window and the window, in %.';
export const GROWTH_ABSOLUTE_DESCRIPTION =
  'Change of the share between the comparison window and the window, in percentage points (pts).';

/**
 * What a growth is measured against, as every growth's label or tooltip says it: 'vs previous 12 months' or
 * 'vs same 12 months a year ago' (the number is the window's length).
 */
export const comparisonLabel = (compare: 'previous' | 'yearAgo', months: number): string =>
  compare === 'yearAgo' ? `vs same ${months} months a year ago` : `vs previous ${months} months`;

/** Every analytics page, export and email says how fresh the data is: 'Data through 2026-09-30'. */
export const dataThroughText = (asOf: string): string => `Data through ${asOf}`;
/** The last sheet of every spreadsheet (the web app's and the server's): dataThroughText in its first cell. */
export const ABOUT_SHEET = 'About';

/** Shown for a relative growth from nothing (no share in the previous window, one now): tiles, tables and
 * exports alike. */
export const NEW_GROWTH_TEXT = 'New';
/** Shown instead of a growth the data cannot give: the previous window starts before the data does. */
export const NO_GROWTH_TEXT = '—';
/** The tooltip of NO_GROWTH_TEXT: why there is no figure, and from which day the data exists. */
export const noGrowthDescription = (dataFrom: string | null): string =>
  `No growth: the previous window starts before the data${dataFrom ? `, which exists from ${dataFrom}` : ''}. ` +
  'Choose a shorter period to compare.';

/**
 * Shown and exported instead of a quantity share when the lines in the filters are counted in different units
 * (square feet of flooring, items of lighting): such quantities do not add up (metrics.md).
 */
export const MIXED_UNITS_TEXT = 'mixed units';
export const QUANTITY_SHARE_DESCRIPTION =
  "Share of the quantity specified, in the unit the filters' categories count it in; " +
  `'${MIXED_UNITS_TEXT}' when the categories count it in different units.`;
/** A heading with the unit its figures count: 'Quantity Share (sq ft)'; without a unit, the heading alone. */
export const withUnit = (label: string, unit: string | null | undefined): string =>
  unit ? `${label} (${unit})` : label;

/** Fewer spec lines than this behind a share and the share says little: maps grey such a state out. */
export const MIN_SAMPLE_LINES = 30;
/** Fewer searches than this behind a search share and the share says little: maps grey such a state out. */
export const MIN_SAMPLE_SEARCHES = 30;

/** metrics.md: the search universe ignores segments, statuses and projects. */
export const SEARCH_FILTERS_CAVEAT =
  'Segments, project statuses and projects do not apply to searches: Median Search ignores those filters.';

/** The table column of a growth (4 digits, signed colours, its meaning as the heading's tooltip). */
export const GROWTH_REAL_COLUMN = {
  kind: 'number',
  decimals: 4,
  suffix: PERCENT_SUFFIX,
  signColors: true,
  growth: true,
  description: GROWTH_REAL_DESCRIPTION,
} as const;
export const GROWTH_ABSOLUTE_COLUMN = {
  ...GROWTH_REAL_COLUMN,
  suffix: POINTS_SUFFIX,
  description: GROWTH_ABSOLUTE_DESCRIPTION,
} as const;
