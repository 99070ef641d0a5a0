// Per-user rate of usage events, so a script cannot fill the session table (each event is a row, kept for the
// admin's session activity and the firm reports): the sign-in throttle's one-minute window, shared by every
// API process through Redis when REDIS_URL is set.
import { messages } from '@specpulse/contract';
import { AppError } from '../../errors.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';

/** Far above a person's page views and filter changes (a few a minute), far below a flood. */
export const SESSION_EVENTS_PER_MINUTE = 120;
export const SESSION_EVENT_RATE_PREFIX = 'specpulse:session-events:';

export function sessionEventRate(throttle: LoginThrottle, limit = SESSION_EVENTS_PER_MINUTE) {
  return {
    /** Counts one event for the user, or throws 429 when the user's minute is full. */
    async take(userId: number): Promise<void> {
      if ((await throttle.reserve([`user:${userId}`])) === null)
        throw new AppError(429, messages.tooManySessionEvents(limit));
    },
  };
}
