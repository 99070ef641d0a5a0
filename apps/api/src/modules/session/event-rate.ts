// Per-user rate of usage events in this process: a fixed one-minute window, so a script cannot fill the
// session table (each event is a row, kept for the admin's session activity).
import { messages } from '@specpulse/contract';
import { AppError } from '../../errors.ts';

/** Far above a person's page views and filter changes (a few a minute), far below a flood. */
export const SESSION_EVENTS_PER_MINUTE = 120;
const WINDOW_MS = 60_000;
/** Beyond this many users tracked, windows that ended are dropped. */
const PRUNE_AT = 10_000;

export function sessionEventRate(limit = SESSION_EVENTS_PER_MINUTE, now: () => number = Date.now) {
  const windows = new Map<number, { start: number; count: number }>();
  return {
    /** Counts one event for the user, or throws 429 when the user's minute is full. */
    take(userId: number) {
      const at = now();
      if (windows.size > PRUNE_AT) {
        for (const [id, w] of windows) if (at - w.start >= WINDOW_MS) windows.delete(id);
      }
      let window = windows.get(userId);
      if (!window || at - window.start >= WINDOW_MS) {
        window = { start: at, count: 0 };
        windows.set(userId, window);
      }
      if (window.count >= limit) throw new AppError(429, messages.tooManySessionEvents(limit));
      window.count++;
    },
  };
}
