import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limiterStore } from '../../plugins/rate-limit.ts';
import {
  LOGIN_ADDRESS_LIMIT,
  LOGIN_EMAIL_ADDRESS_HOURLY_LIMIT,
  LOGIN_FAILURE_LIMIT,
  loginThrottle,
} from './login-throttle.ts';

const quiet = { warn: () => undefined };
const passed = (r: { attempt: unknown } | { waitMs: number }) => 'attempt' in r;

describe('loginThrottle (in process)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('blocks an email after 10 attempts held within its minute, from any address, and frees it after', async () => {
    const throttle = loginThrottle(limiterStore(undefined, quiet));
    for (let i = 0; i < 10; i++) {
      expect(passed(await throttle.reserve('A@Example.com', '1.2.3.4'))).toBe(true);
      vi.advanceTimersByTime(1000);
    }
    const blocked = await throttle.reserve('a@example.com ', '5.6.7.8');
    expect(blocked).toEqual({ waitMs: expect.any(Number) });
    // The minute started with the first attempt (at 1,000,000): 50 s of it are left.
    expect((blocked as { waitMs: number }).waitMs).toBe(50_000);
    // The address is merely busy: another account signs in from it.
    expect(passed(await throttle.reserve('other@example.com', '1.2.3.4'))).toBe(true);
    vi.advanceTimersByTime(50_000);
    expect(passed(await throttle.reserve('a@example.com', '1.2.3.4'))).toBe(true);
  });

  it('lets at most the limit of 100 concurrent attempts through', async () => {
    const throttle = loginThrottle(limiterStore(undefined, quiet));
    const attempts = await Promise.all(
      Array.from({ length: 100 }, () => throttle.reserve('a@example.com', '1.2.3.4')),
    );
    expect(attempts.filter(passed)).toHaveLength(LOGIN_FAILURE_LIMIT);
  });

  it('takes a released (successful) attempt out of the counts', async () => {
    const throttle = loginThrottle(limiterStore(undefined, quiet));
    for (let i = 0; i < 20; i++) {
      const reserved = await throttle.reserve('a@example.com', '1.2.3.4');
      if (!('attempt' in reserved)) throw new Error(`attempt ${i} refused`);
      await throttle.release(reserved.attempt);
    }
  });

  it('refuses an address only at its far higher ceiling, for any emails', async () => {
    const throttle = loginThrottle(limiterStore(undefined, quiet));
    const attempts = await Promise.all(
      Array.from({ length: LOGIN_ADDRESS_LIMIT + 20 }, (_, i) =>
        throttle.reserve(`user-${i}@example.com`, '1.2.3.4'),
      ),
    );
    expect(attempts.filter(passed)).toHaveLength(LOGIN_ADDRESS_LIMIT);
    expect(passed(await throttle.reserve('colleague@example.com', '1.2.3.4'))).toBe(false);
    expect(passed(await throttle.reserve('colleague@example.com', '5.6.7.8'))).toBe(true);
  });

  it('stops one address guessing one email under the minute limit, within the hour', async () => {
    const throttle = loginThrottle(limiterStore(undefined, quiet));
    let allowed = 0;
    for (let minute = 0; minute < 10; minute++) {
      for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) {
        if (passed(await throttle.reserve('a@example.com', '1.2.3.4'))) allowed++;
      }
      vi.advanceTimersByTime(61_000);
    }
    expect(allowed).toBe(LOGIN_EMAIL_ADDRESS_HOURLY_LIMIT);
    // The account itself is not locked: its owner signs in from elsewhere.
    expect(passed(await throttle.reserve('a@example.com', '5.6.7.8'))).toBe(true);
  });
});

describe('loginThrottle with a Redis that cannot be reached', () => {
  it('counts in process', async () => {
    const warnings: string[] = [];
    // Port 1: nothing listens there.
    const store = limiterStore('redis://127.0.0.1:1', { warn: (_o, msg) => void warnings.push(msg) });
    try {
      const throttle = loginThrottle(store);
      for (let i = 0; i < 10; i++) expect(passed(await throttle.reserve('x@example.com', 'x'))).toBe(true);
      expect(passed(await throttle.reserve('x@example.com', 'x'))).toBe(false);
      await vi.waitFor(() =>
        expect(warnings).toEqual(['Redis is unreachable: counting rate limits in process until it answers']),
      );
    } finally {
      store.close();
    }
  });
});
