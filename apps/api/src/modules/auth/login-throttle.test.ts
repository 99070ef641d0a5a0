import { describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURE_LIMIT,
  memoryLoginThrottle,
  throttleKeys,
  withFallback,
  type LoginThrottle,
} from './login-throttle.ts';

describe('memoryLoginThrottle', () => {
  it('blocks a key after 10 attempts held and frees it as the one-minute window slides', async () => {
    let now = 1_000_000;
    const throttle = memoryLoginThrottle(() => now);
    const keys = throttleKeys('A@Example.com', '1.2.3.4');
    expect(keys).toEqual(['email:a@example.com', 'ip:1.2.3.4']);
    for (let i = 0; i < 10; i++) {
      expect(await throttle.reserve(keys)).not.toBeNull();
      now += 1000;
    }
    expect(await throttle.reserve(keys)).toBeNull();
    expect(await throttle.reserve(['email:other@example.com', 'ip:1.2.3.4'])).toBeNull();
    expect(await throttle.reserve(['email:other@example.com', 'ip:5.6.7.8'])).not.toBeNull();
    // The first attempt (at 1,000,000) leaves the window 60 s later: 9 remain, one more fits.
    now = 1_000_000 + 60_000;
    expect(await throttle.reserve(keys)).not.toBeNull();
    expect(await throttle.reserve(keys)).toBeNull();
  });

  it('lets at most the limit of 100 concurrent attempts through', async () => {
    const throttle = memoryLoginThrottle();
    const keys = throttleKeys('a@example.com', '1.2.3.4');
    const attempts = await Promise.all(Array.from({ length: 100 }, () => throttle.reserve(keys)));
    expect(attempts.filter((a) => a !== null)).toHaveLength(LOGIN_FAILURE_LIMIT);
  });

  it('takes a released (successful) attempt out of the window', async () => {
    const throttle = memoryLoginThrottle();
    const keys = throttleKeys('a@example.com', '1.2.3.4');
    for (let i = 0; i < 20; i++) {
      const attempt = await throttle.reserve(keys);
      expect(attempt).not.toBeNull();
      await throttle.release(keys, attempt!);
    }
  });
});

describe('withFallback', () => {
  it('counts in process while the shared store fails', async () => {
    const broken: LoginThrottle = {
      reserve: () => Promise.reject(new Error('redis down')),
      release: () => Promise.reject(new Error('redis down')),
      close: async () => {},
    };
    const errors: unknown[] = [];
    const throttle = withFallback(broken, memoryLoginThrottle(), (e) => errors.push(e));
    for (let i = 0; i < 10; i++) expect(await throttle.reserve(['ip:x'])).not.toBeNull();
    expect(await throttle.reserve(['ip:x'])).toBeNull();
    expect(errors).toHaveLength(11);
  });
});
