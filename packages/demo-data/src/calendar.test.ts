// The data range: three years exactly, or a longer history from a January 1st with the same trend clock.
import { describe, expect, it } from 'vitest';
import { dataRange, formatDay, yearsFromMiddle } from './calendar.ts';

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
