// The data range: three years exactly, or a longer history from a January 1st with the same trend clock; and the
// market cycle the day weights carry (the spring-2020 trough, the recovery).
import { describe, expect, it } from 'vitest';
import { dataRange, daySampler, formatDay, yearsFromMiddle } from './calendar.ts';

describe('dataRange', () => {
  it('holds three years ending on the end day, the trends’ clock in its middle', () => {
    const r = dataRange('2026-09-30');
    expect(formatDay(r.startDay)).toBe('2023-10-01');
    expect(r.months).toBe(36);
    expect(r.clockOffset).toBe(r.days / 2);
    expect(r.clockMonths).toBe(18);
  });

  it('starts a longer history on the January 1st six years before, keeping the newest years’ clock', () => {
    const three = dataRange('2026-10-31');
    const six = dataRange('2026-10-31', 6);
    expect(formatDay(six.startDay)).toBe('2020-01-01');
    expect(six.months).toBe(82);
    // The same day gets the same trend time in both, so the newest three years look alike.
    const lastDay = (r: typeof six) => yearsFromMiddle(r, r.days - 1);
    expect(lastDay(six)).toBeCloseTo(lastDay(three), 9);
    expect(six.months - six.clockMonths).toBe(three.months - three.clockMonths);
  });

  it('at the end of a year starts the January 1st after the one six years before', () => {
    expect(formatDay(dataRange('2026-12-31', 6).startDay)).toBe('2021-01-01');
  });
});

describe('the market cycle in the day weights', () => {
  const range = dataRange('2026-10-31', 6);
  const weights = daySampler(range, 0.04);
  /** The summed day weights of the days whose 'YYYY-MM-DD' starts with one of the prefixes. */
  const activity = (...prefixes: string[]) => {
    let sum = 0;
    range.isoByOffset.forEach((iso, i) => {
      if (prefixes.some((p) => iso.startsWith(p))) sum += weights.weightAt(i);
    });
    return sum;
  };

  it('has a spring-2020 trough well below January and February', () => {
    expect(activity('2020-04', '2020-05') / activity('2020-01', '2020-02')).toBeLessThan(0.75);
  });

  it('recovers through 2021 with the growth of a recovery year, not a rebound from a collapse', () => {
    const growth = (year: number) => activity(String(year)) / activity(String(year - 1)) - 1;
    expect(growth(2021)).toBeGreaterThan(0.05);
    expect(growth(2021)).toBeLessThan(0.18);
    // No later full year swings by more than a few points either way.
    for (const year of [2022, 2023, 2024, 2025]) {
      expect(growth(year), String(year)).toBeGreaterThan(-0.05);
      expect(growth(year), String(year)).toBeLessThan(0.18);
    }
  });
});
