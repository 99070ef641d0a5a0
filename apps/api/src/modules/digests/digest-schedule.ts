// When a digest is due: each subscriber's slot (weekly: a weekday and hour; monthly: the 1st at that hour) in
// their own time zone, and the period it belongs to, which names the digest once (the idempotency key).
import type { DigestFrequency } from '@specpulse/contract';

interface LocalTime {
  year: number;
  month: number;
  day: number;
  /** ISO: 1 Monday … 7 Sunday. */
  weekday: number;
  hour: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function localTime(at: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: WEEKDAYS.indexOf(get('weekday')) + 1,
    hour: Number(get('hour')),
  };
}

/** ISO week of a calendar date: `2026-W48`. */
function isoWeek({ year, month, day }: LocalTime): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const first = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((d.getTime() - first.getTime()) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export interface DigestSlot {
  frequency: DigestFrequency;
  weekday: number;
  hour: number;
  timeZone: string;
}

/** The period `at` falls in, and whether that period's slot has come by then. */
function periodAt(at: Date, slot: DigestSlot): { period: string; reached: boolean } {
  const t = localTime(at, slot.timeZone);
  if (slot.frequency === 'monthly')
    return {
      period: `${t.year}-${String(t.month).padStart(2, '0')}`,
      reached: t.day > 1 || t.hour >= slot.hour,
    };
  return {
    period: isoWeek(t),
    reached: t.weekday > slot.weekday || (t.weekday === slot.weekday && t.hour >= slot.hour),
  };
}

/**
 * The period whose digest is due at `now`, or null: its slot has come, and the subscription did not start
 * after that slot (a subscription made on a Wednesday for Mondays waits for next Monday). A slot missed while
 * no process ran is sent late within its period, never for a past one.
 */
export function duePeriod(now: Date, slot: DigestSlot, subscribedAt: Date): string | null {
  const current = periodAt(now, slot);
  if (!current.reached) return null;
  const start = periodAt(subscribedAt, slot);
  if (start.period === current.period && start.reached) return null;
  return current.period;
}
