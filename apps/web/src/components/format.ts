// Numbers for people: the one formatting module of tables, tooltips, cards, legends and exports' texts, on
// Intl.NumberFormat (the rules themselves are the contract's number-format.ts, which the server's PDFs share).
//
// - Counts are whole and grouped: '12,159 places', '3,810' (formatCount, or a column with 0 decimals).
// - The spec's 4 decimals where it asks for them: a table's share columns (their report declares decimals: 4),
//   the line chart's and the maps' tooltips (TOOLTIP_DECIMALS).
// - Shares elsewhere (cards, sentences, pie labels) with 1 or 2 decimals (SHARE_DECIMALS, the pie's 1).
// - A relative growth on a small base reads '+1,689% (small base)', a growth from nothing 'New'
//   (contract: SMALL_BASE_GROWTH says when a base is small).
// - A colour legend's ends are rounded: '0%' to '12.9%' (formatLegend).
// Numbers are grouped in every case, so a figure never reads '3810.0000'.
import { formatCount as countText, formatDecimals, formatGrowth, formatRounded } from '@specpulse/contract';

/** A finite number from a number or numeric text (API rows may carry numeric strings), else null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Decimals of a number that declares none: a count shows whole, anything else at most this many. */
const DEFAULT_MAX_DECIMALS = 2;

/**
 * `1,234.5678%` for (1234.56781, 4, '%'); without decimals a whole number is a grouped count ('3,810') and
 * a fraction keeps at most 2 decimals; text passes through; null and undefined read as ''.
 */
export function formatNumber(value: unknown, decimals?: number, suffix = ''): string {
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined ? '' : String(value);
  const text = decimals === undefined ? formatRounded(n, DEFAULT_MAX_DECIMALS) : formatDecimals(n, decimals);
  return `${text}${suffix}`;
}

/** A count with grouping, e.g. '12,159' (rounded to whole); '' for no number. */
export function formatCount(value: unknown): string {
  const n = toNumber(value);
  return n === null ? '' : countText(n);
}

/** A change with its sign: `+0.4200 pts` for (0.42, 4, ' pts'); a fall has its minus, zero none. */
export function formatChange(value: unknown, decimals?: number, suffix = ''): string {
  const n = toNumber(value);
  if (n === null || n === 0) return formatNumber(value, decimals, suffix);
  return `${formatDecimals(n, decimals ?? DEFAULT_MAX_DECIMALS, true)}${suffix}`;
}

/**
 * A relative growth in %: as formatChange, except on a small base (contract SMALL_BASE_GROWTH), where it is
 * whole and says so: '+1,689% (small base)'.
 */
export function formatRelativeGrowth(value: unknown, decimals: number, suffix = '%'): string {
  const n = toNumber(value);
  return n === null ? formatNumber(value) : formatGrowth(n, decimals, suffix);
}

/** A colour legend's end, rounded to one decimal at most: '0%', '12.9%'. */
export const formatLegend = (value: number, suffix = ''): string => `${formatRounded(value, 1)}${suffix}`;

/** The sign a coloured column shows: 1 positive, -1 negative, 0 for zero or no number. */
export function signOf(value: unknown): -1 | 0 | 1 {
  const n = toNumber(value);
  if (n === null || n === 0) return 0;
  return n > 0 ? 1 : -1;
}

/** Tooltip precision of the line, column and map charts (spec doc 1 §9, doc 2 §9). */
export const TOOLTIP_DECIMALS = 4;
/** A share outside a table or a tooltip (cards, sentences): 2 decimals. */
export const SHARE_DECIMALS = 2;
