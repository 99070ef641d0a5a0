// Numbers for people, the same on both sides (the web app's format.ts builds on these; the server's PDFs use
// them directly): Intl.NumberFormat with grouping, fixed decimals where a figure asks for them, and a relative
// growth on a tiny base said as such instead of shown as a four-digit percentage.

/** One locale for every figure: the spec's texts, exports and emails are in US English. */
const LOCALE = 'en-US';

const formats = new Map<string, Intl.NumberFormat>();
/** A cached formatter: minimum and maximum decimals, and whether a rise carries a '+'. */
function numberFormat(min: number, max: number, signed: boolean): Intl.NumberFormat {
  const key = `${min}:${max}:${signed}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      // 'negative': a value that rounds to zero shows no sign ('0.0000', never '-0.0000'); 'exceptZero' adds
      // the '+' of a rise and leaves zero bare.
      signDisplay: signed ? 'exceptZero' : 'negative',
    });
    formats.set(key, format);
  }
  return format;
}

/** A count, whole and grouped: '12,159'. */
export const formatCount = (n: number): string => numberFormat(0, 0, false).format(n);

/** Exactly `decimals` decimals, grouped: '1,234.5678' for (1234.56781, 4); `signed` adds a rise's '+'. */
export const formatDecimals = (n: number, decimals: number, signed = false): string =>
  numberFormat(decimals, decimals, signed).format(n);

/** At most `decimals` decimals, trailing zeros dropped: '12.9' and '0' for (12.94, 1) and (0, 1). */
export const formatRounded = (n: number, decimals: number): string =>
  numberFormat(0, decimals, false).format(n);

/**
 * A relative growth (in %) of this much or more is on a small base: the share it grew from was at most a
 * tenth of today's (+1,000 % is eleven times the base), so the percentage says more about how small the
 * base was than about the growth. It is shown whole with the base named, '+1,689% (small base)', rather
 * than as '+1689.4120%'. A growth from nothing at all has no figure and reads NEW_GROWTH_TEXT (figures.ts).
 */
export const SMALL_BASE_GROWTH = 1000;
export const SMALL_BASE_TEXT = 'small base';
export const isSmallBaseGrowth = (percent: number): boolean => percent >= SMALL_BASE_GROWTH;

/** A relative growth: signed with `decimals`, or whole and marked on a small base. */
export function formatGrowth(percent: number, decimals: number, suffix = '%'): string {
  if (isSmallBaseGrowth(percent)) return `${formatDecimals(percent, 0, true)}${suffix} (${SMALL_BASE_TEXT})`;
  return `${formatDecimals(percent, decimals, true)}${suffix}`;
}
