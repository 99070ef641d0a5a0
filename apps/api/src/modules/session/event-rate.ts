// Per-user rate of usage events, so a script cannot fill the session table (each event is a row, kept for the
// admin's session activity and the firm reports): a one-minute window on the API's one limiter
// (plugins/rate-limit.ts), shared by every API process through Redis when REDIS_URL is set.
import { messages } from '@specpulse/contract';
import {
  tooManyRequests,
  windowKeyPrefix,
  windowLimiter,
  type LimiterStore,
} from '../../plugins/rate-limit.ts';

/** Far above a person's page views and filter changes (a few a minute), far below a flood. */
export const SESSION_EVENTS_PER_MINUTE = 120;
const LIMITER = 'session-events';
/** How the limit's Redis keys start (then `user:{id}`). */
export const SESSION_EVENT_RATE_PREFIX = windowKeyPrefix(LIMITER);

export function sessionEventRate(store: LimiterStore, limit = SESSION_EVENTS_PER_MINUTE) {
  const limiter = windowLimiter(store, LIMITER, { points: limit, seconds: 60 });
  return {
    /** Counts one event for the user, or throws 429 (with Retry-After) when the user's minute is full. */
    async take(userId: number): Promise<void> {
      const waitMs = await limiter.take(`user:${userId}`);
      if (waitMs > 0) throw tooManyRequests(messages.tooManySessionEvents(limit), waitMs);
    },
  };
}
