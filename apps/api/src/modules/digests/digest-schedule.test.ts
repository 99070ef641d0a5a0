// When a digest is due: the slot in the subscriber's time zone, the period that names it, and a subscription
// made after this period's slot waiting for the next.
import { describe, expect, it } from 'vitest';
import { duePeriod } from './digest-schedule.ts';

const weekly = { frequency: 'weekly' as const, weekday: 1, hour: 8, timeZone: 'America/Chicago' };
const longAgo = new Date('2026-01-01T00:00:00Z');

describe('duePeriod', () => {
  it("is due from the slot's hour in the subscriber's time zone, named by the ISO week", () => {
    // Monday 2026-11-23 07:59 in Chicago (UTC-6) is 13:59 UTC: not yet; 14:00 UTC is 08:00 there.
    expect(duePeriod(new Date('2026-11-23T13:59:00Z'), weekly, longAgo)).toBeNull();
    expect(duePeriod(new Date('2026-11-23T14:00:00Z'), weekly, longAgo)).toBe('2026-W48');
    // Later in the same week: still that week's digest (sent late, never twice: the key is the period).
    expect(duePeriod(new Date('2026-11-27T03:00:00Z'), weekly, longAgo)).toBe('2026-W48');
  });

  it('names the ISO week across a year end', () => {
    const utc = { ...weekly, timeZone: 'UTC' };
    expect(duePeriod(new Date('2027-01-01T09:00:00Z'), utc, longAgo)).toBe('2026-W53');
  });

  it('sends monthly digests from the 1st at the hour, named by the month', () => {
    const monthly = { frequency: 'monthly' as const, weekday: 1, hour: 6, timeZone: 'Europe/London' };
    expect(duePeriod(new Date('2026-12-01T05:59:00Z'), monthly, longAgo)).toBeNull();
    expect(duePeriod(new Date('2026-12-01T06:00:00Z'), monthly, longAgo)).toBe('2026-12');
    expect(duePeriod(new Date('2026-12-15T00:00:00Z'), monthly, longAgo)).toBe('2026-12');
  });

  it("waits for the next slot when the subscription was made after this period's", () => {
    const madeWednesday = new Date('2026-11-25T12:00:00Z');
    expect(duePeriod(new Date('2026-11-26T12:00:00Z'), weekly, madeWednesday)).toBeNull();
    expect(duePeriod(new Date('2026-11-30T14:00:00Z'), weekly, madeWednesday)).toBe('2026-W49');
    // Made on Monday before the hour: this week's slot still counts.
    expect(duePeriod(new Date('2026-11-23T15:00:00Z'), weekly, new Date('2026-11-23T10:00:00Z'))).toBe(
      '2026-W48',
    );
  });
});
