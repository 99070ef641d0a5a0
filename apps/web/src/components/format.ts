// Number formatting shared by tables, cards and chart tooltips (spec: 4 digits in tables, 4 decimals in tooltips).

/** A finite number from a number or numeric text (API rows may carry numeric strings), else null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** `12.3456%` for (12.34561, 4, '%'); text passes through; null and undefined read as ''. */
export function formatNumber(value: unknown, decimals?: number, suffix = ''): string {
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined ? '' : String(value);
  return `${decimals === undefined ? String(n) : n.toFixed(decimals)}${suffix}`;
}

/** A change with its sign: `+0.4200 pts` for (0.42, 4, ' pts'); zero and negatives as formatNumber. */
export function formatChange(value: unknown, decimals?: number, suffix = ''): string {
  const text = formatNumber(value, decimals, suffix);
  return signOf(value) > 0 ? `+${text}` : text;
}

/** The sign a coloured column shows: 1 positive, -1 negative, 0 for zero or no number. */
export function signOf(value: unknown): -1 | 0 | 1 {
  const n = toNumber(value);
  if (n === null || n === 0) return 0;
  return n > 0 ? 1 : -1;
}

/** Tooltip precision of the line, column and map charts (spec doc 1 §9, doc 2 §9). */
export const TOOLTIP_DECIMALS = 4;
