// Sign-in throttle: failed sign-ins counted per email, per email and client address, and per address, with the
// API's one limiter (plugins/rate-limit.ts: in Redis when REDIS_URL is set, so every API process shares the
// counts). An attempt is counted before the password is verified, atomically, so of concurrent attempts no more
// than a limit reach the check; it is taken back when it succeeds, so the counts are of failures and of attempts
// still in flight. The per-address ceiling is far higher than the others: people behind one NAT share an
// address, and strangers' failures must not lock a colleague with the right password out; it stops credential
// stuffing (many accounts tried from one place).
import { windowLimiter, type LimiterStore, type RefundableLimiter } from '../../plugins/rate-limit.ts';

/** Failures a minute for one email, from any address. */
export const LOGIN_FAILURE_LIMIT = 10;
/** Failures an hour for one email from one address: a guesser keeping under the minute's limit. */
export const LOGIN_EMAIL_ADDRESS_HOURLY_LIMIT = 30;
/** Failures a minute from one address, for any emails. */
export const LOGIN_ADDRESS_LIMIT = 100;

/** The counts an attempt holds, to take back when it succeeds. */
export type LoginAttempt = readonly { limiter: RefundableLimiter; key: string }[];

export interface LoginThrottle {
  /** Counts an attempt; when a limit is reached, nothing is counted and the answer is the ms to wait. */
  reserve(email: string, address: string): Promise<{ attempt: LoginAttempt } | { waitMs: number }>;
  /** Takes a successful attempt back out of the counts. */
  release(attempt: LoginAttempt): Promise<void>;
}

export function loginThrottle(store: LimiterStore): LoginThrottle {
  const byEmail = windowLimiter(store, 'login:email', { points: LOGIN_FAILURE_LIMIT, seconds: 60 });
  const byEmailAddress = windowLimiter(store, 'login:email-address', {
    points: LOGIN_EMAIL_ADDRESS_HOURLY_LIMIT,
    seconds: 3600,
  });
  const byAddress = windowLimiter(store, 'login:address', { points: LOGIN_ADDRESS_LIMIT, seconds: 60 });
  const release = async (attempt: LoginAttempt) => {
    await Promise.all(attempt.map(({ limiter, key }) => limiter.giveBack(key)));
  };
  return {
    async reserve(email, address) {
      const normalised = email.trim().toLowerCase();
      const counts = [
        { limiter: byEmail, key: normalised },
        { limiter: byEmailAddress, key: `${normalised} ${address}` },
        { limiter: byAddress, key: address },
      ];
      const held: { limiter: RefundableLimiter; key: string }[] = [];
      // One after another: an attempt refused by one count takes back what it took, so it counts nowhere.
      for (const count of counts) {
        const waitMs = await count.limiter.take(count.key);
        held.push(count);
        if (waitMs > 0) {
          await release(held);
          return { waitMs };
        }
      }
      return { attempt: held };
    },
    release,
  };
}
