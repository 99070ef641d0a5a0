// The analysis window of metrics.md: it ends on the newest complete month/quarter/year on or before as_of;
// quarters and years are the firm's fiscal ones (its year starting in `fiscalYearStart`, 1 = January). The API
// restricts every figure to it and the web app says which months it is, from this one definition.
import type { Comparison, PeriodEnd } from './filter-set.schema.ts';

export interface DateRange {
  /** First day, inclusive, 'YYYY-MM-DD'. */
  start: string;
  /** Last day, inclusive, 'YYYY-MM-DD'. */
  end: string;
}

/** 'window', 'previous', 'both' (previous start to window end) or 'none' (no date restriction). */
export type WindowChoice = 'window' | 'previous' | 'both' | 'none';

interface YearMonth {
  year: number;
  /** 1..12 */
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymIndex = (ym: YearMonth) => ym.year * 12 + ym.month - 1;
const fromIndex = (i: number): YearMonth => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });
const daysIn = (ym: YearMonth) => new Date(Date.UTC(ym.year, ym.month, 0)).getUTCDate();
const firstDay = (ym: YearMonth) => `${ym.year}-${pad(ym.month)}-01`;
const lastDay = (ym: YearMonth) => `${ym.year}-${pad(ym.month)}-${pad(daysIn(ym))}`;

function parseDate(date: string): { ym: YearMonth; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`not a date: ${date}`);
  return { ym: { year: Number(m[1]), month: Number(m[2]) }, day: Number(m[3]) };
}

const monthsPerPeriod: Record<PeriodEnd, number> = { month: 1, qtr: 3, year: 12 };

/**
 * The last month of the newest complete period (month, quarter or year) on or before `asOf`, quarters and
 * years counted from the fiscal year's first month.
 */
export function windowEndMonth(asOf: string, periodEnd: PeriodEnd, fiscalYearStart = 1): YearMonth {
  const { ym, day } = parseDate(asOf);
  const step = monthsPerPeriod[periodEnd];
  // Months since the start of the (fiscal) period containing as_of, then that period's last month.
  const into = (((ymIndex(ym) - (fiscalYearStart - 1)) % step) + step) % step;
  let end = ymIndex(ym) - into + step - 1;
  const periodComplete = end === ymIndex(ym) && day === daysIn(ym);
  if (!periodComplete) end -= step;
  return fromIndex(end);
}

export interface Windows {
  window: DateRange;
  /** The comparison window every growth is measured against (the payload's `compare`). */
  previous: DateRange;
}

/** How many months the comparison window lies before the window. */
const comparisonShift = (compare: Comparison, intervalMonths: number): number =>
  compare === 'yearAgo' ? 12 : intervalMonths;

/**
 * The window of `intervalMonths` months ending at the window end, and the comparison window of the same
 * length: just before it ('previous') or the same months a year earlier ('yearAgo'). This is the one place
 * the comparison window is derived, so every growth follows the choice. A year-ago window of a 24 or 36
 * month window overlaps the window; the sources count such months in both (sources.ts).
 */
export function computeWindows(
  asOf: string,
  periodEnd: PeriodEnd,
  intervalMonths: number,
  compare: Comparison = 'previous',
  fiscalYearStart = 1,
): Windows {
  const end = ymIndex(windowEndMonth(asOf, periodEnd, fiscalYearStart));
  const start = end - intervalMonths + 1;
  const shift = comparisonShift(compare, intervalMonths);
  return {
    window: { start: firstDay(fromIndex(start)), end: lastDay(fromIndex(end)) },
    previous: {
      start: firstDay(fromIndex(start - shift)),
      end: lastDay(fromIndex(end - shift)),
    },
  };
}

/**
 * A fiscal firm's name of the period a window ends with: 'FQ3 2026' or 'FY2026'. A fiscal year is named by the
 * calendar year it ends in (February 2026 to January 2027 is FY2027); its first quarter starts with it.
 */
export function fiscalPeriodLabel(
  end: YearMonth,
  periodEnd: 'qtr' | 'year',
  fiscalYearStart: number,
): string {
  const into = (end.month - fiscalYearStart + 12) % 12;
  const fiscalYear = fiscalYearStart === 1 || end.month < fiscalYearStart ? end.year : end.year + 1;
  return periodEnd === 'year' ? `FY${fiscalYear}` : `FQ${Math.floor(into / 3) + 1} ${fiscalYear}`;
}

/** metrics.md: calendar months for windows of 6 months or less, calendar quarters otherwise. */
export const periodGroupFor = (intervalMonths: number): 'month' | 'quarter' =>
  intervalMonths <= 6 ? 'month' : 'quarter';

/** The period_group label of a 'YYYY-MM-DD' date, as the SQL of periodGroupOf writes it. */
export function periodGroupLabel(date: string, group: 'month' | 'quarter'): string {
  const { ym } = parseDate(date);
  return group === 'month' ? `${ym.year}-${pad(ym.month)}` : `${ym.year}-Q${Math.ceil(ym.month / 3)}`;
}

/** The period_group label a year before another ('2026-03' → '2025-03', '2026-Q1' → '2025-Q1'). */
export const periodGroupYearBefore = (label: string): string =>
  `${Number(label.slice(0, 4)) - 1}${label.slice(4)}`;

/** Every period_group label of a range, oldest first (series with no data still get their point). */
export function periodGroupLabels(range: DateRange, group: 'month' | 'quarter'): string[] {
  const labels: string[] = [];
  const from = ymIndex(parseDate(range.start).ym);
  const to = ymIndex(parseDate(range.end).ym);
  for (let i = from; i <= to; i++) {
    const label = periodGroupLabel(firstDay(fromIndex(i)), group);
    if (labels[labels.length - 1] !== label) labels.push(label);
  }
  return labels;
}

/** The day after a 'YYYY-MM-DD' date (exclusive upper bounds on timestamps). */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthText = (date: string) => {
  const { ym } = parseDate(date);
  return `${monthNames[ym.month - 1]} ${ym.year}`;
};
/** 'Oct 2025 – Sep 2026'. */
export const dateRangeText = (range: DateRange): string =>
  `${monthText(range.start)} – ${monthText(range.end)}`;

/** What a page's figures cover: 'Oct 2025 – Sep 2026 vs Oct 2024 – Sep 2025'. */
export const windowsText = (windows: Windows): string =>
  `${dateRangeText(windows.window)} vs ${dateRangeText(windows.previous)}`;
