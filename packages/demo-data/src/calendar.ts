// Calendar arithmetic for the generator: days as integers (UTC), the data range and the activity weights.
import { WeightedSampler } from './random.ts';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Seasonality of spec and search activity by calendar month (data.md). */
export const monthMultipliers = [0.95, 0.98, 1.05, 1.05, 1.03, 1.04, 0.94, 0.96, 1.04, 1.06, 0.98, 0.86];
/** By weekday, Sunday first: weekdays 1.0, Friday 0.8, weekends 0.15. */
export const weekdayMultipliers = [0.15, 1, 1, 1, 1, 0.8, 0.15];

/** Days since 1970-01-01 for a 'YYYY-MM-DD' date; throws on anything that is not a real calendar date. */
export function parseDay(iso: string): number {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${iso}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    throw new Error(`not a calendar date: ${iso}`);
  return ms / DAY_MS;
}

export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The last day of the previous calendar month (the default as-of date of a load). */
export function defaultEndDate(now: Date = new Date()): string {
  return formatDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0) / DAY_MS);
}

/** The newest years, those the portal's periods (up to 36 months) look at; the trends' clock is their middle. */
const RECENT_YEARS = 3;

/** The data range: `years` years ending on (and including) the end day (from a January 1st beyond three). */
export interface DataRange {
  startDay: number;
  endDay: number;
  /** Number of days in the range. */
  days: number;
  /** 'YYYY-MM-DD' of each day, by offset from startDay (formatting millions of dates is otherwise costly). */
  isoByOffset: string[];
  /** Month index (0 = the start day's month) by day offset. */
  monthByOffset: Int16Array;
  /** Number of distinct calendar months the range touches. */
  months: number;
  /**
   * Zero of the trends' clock, as a day offset and in months from the start: the middle of the newest three
   * years, so that a longer history extends the same market backwards (the middle of a three-year range).
   */
  clockOffset: number;
  clockMonths: number;
}

export function dataRange(end: string, years = RECENT_YEARS): DataRange {
  const endDay = parseDay(end);
  const yearsBefore = (n: number) => {
    const e = new Date(endDay * DAY_MS);
    return Date.UTC(e.getUTCFullYear() - n, e.getUTCMonth(), e.getUTCDate() + 1) / DAY_MS;
  };
  // Longer histories start on a January 1st: every period's previous window (up to 36 months before a
  // window ending on the last complete year) then lies within the data.
  const startDay =
    years > RECENT_YEARS
      ? Date.UTC(new Date((endDay + 1) * DAY_MS).getUTCFullYear() - years, 0, 1) / DAY_MS
      : yearsBefore(years);
  const days = endDay - startDay + 1;
  const isoByOffset: string[] = new Array<string>(days);
  const monthByOffset = new Int16Array(days);
  const s = new Date(startDay * DAY_MS);
  const startMonth = s.getUTCFullYear() * 12 + s.getUTCMonth();
  for (let i = 0; i < days; i++) {
    const d = new Date((startDay + i) * DAY_MS);
    isoByOffset[i] = d.toISOString().slice(0, 10);
    monthByOffset[i] = d.getUTCFullYear() * 12 + d.getUTCMonth() - startMonth;
  }
  const months = (monthByOffset[days - 1] as number) + 1;
  const recentStart = yearsBefore(Math.min(years, RECENT_YEARS)) - startDay;
  const recentMonths = months - (monthByOffset[recentStart] as number);
  return {
    startDay,
    endDay,
    days,
    isoByOffset,
    monthByOffset,
    months,
    clockOffset: days - (days - recentStart) / 2,
    clockMonths: months - recentMonths / 2,
  };
}

/** Calendar month (0-11) and weekday (0 = Sunday) of a day number. */
export function monthOf(day: number): number {
  return new Date(day * DAY_MS).getUTCMonth();
}
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/**
 * The construction market's cycle as a factor on activity, by date (piecewise linear, 1 outside): the spring-2020
 * stop (new design work fell by about half in April and May and won most of it back by mid-summer), a slow
 * recovery through 2021 (so 2021 grows as a recovery year does, not as a rebound from a collapse), a strong 2022
 * and a flatter 2023-2024 (rates up), so yearly growth is uneven rather than the steady trend alone.
 */
const marketCycleKnots: [string, number][] = [
  ['2020-03-10', 1],
  ['2020-04-10', 0.5],
  ['2020-05-15', 0.56],
  ['2020-07-15', 0.9],
  ['2020-10-15', 0.93],
  ['2021-03-01', 0.91],
  ['2021-12-01', 0.97],
  ['2022-06-01', 1.03],
  ['2023-06-01', 0.99],
  ['2024-06-01', 0.97],
  ['2025-06-01', 1],
];
const cycleDays = marketCycleKnots.map(([iso]) => parseDay(iso));
export function marketCycle(day: number): number {
  if (day <= (cycleDays[0] as number)) return (marketCycleKnots[0] as [string, number])[1];
  for (let i = 1; i < cycleDays.length; i++) {
    const d1 = cycleDays[i] as number;
    if (day <= d1) {
      const d0 = cycleDays[i - 1] as number;
      const [v0, v1] = [
        (marketCycleKnots[i - 1] as [string, number])[1],
        (marketCycleKnots[i] as [string, number])[1],
      ];
      return v0 + ((day - d0) / (d1 - d0)) * (v1 - v0);
    }
  }
  return (marketCycleKnots[marketCycleKnots.length - 1] as [string, number])[1];
}

/**
 * Activity weight of every day of the range: seasonality × weekday × a steady yearly growth × the market's
 * cycle, so the generated facts follow the calendar (and 2020's stop) and the newest window is the busiest.
 */
export function daySampler(range: DataRange, yearlyGrowth: number): WeightedSampler {
  const weights = new Float64Array(range.days);
  for (let i = 0; i < range.days; i++) {
    const day = range.startDay + i;
    const years = yearsFromMiddle(range, i);
    weights[i] =
      (monthMultipliers[monthOf(day)] as number) *
      (weekdayMultipliers[weekdayOf(day)] as number) *
      Math.pow(1 + yearlyGrowth, years) *
      marketCycle(day);
  }
  return new WeightedSampler(weights);
}

/** Years from the trends' clock (the middle of the newest three years) to a day offset, negative before it. */
export function yearsFromMiddle(range: DataRange, offset: number): number {
  return (offset - range.clockOffset) / 365.25;
}
