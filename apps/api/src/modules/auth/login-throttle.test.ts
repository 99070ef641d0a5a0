import { describe, expect, it } from 'vitest';
import { memoryLoginThrottle, throttleKeys, withFallback, type LoginThrottle } from './login-throttle.ts';

describe('memoryLoginThrottle', () => {
  it('blocks a key after 10 failures and frees it as the one-minute window slides', async () => {
    let now = 1_000_000;
    const throttle = memoryLoginThrottle(() => now);
    const keys = throttleKeys('A@Example.com', '1.2.3.4');
    expect(keys).toEqual(['email:a@example.com', 'ip:1.2.3.4']);
    for (let i = 0; i < 9; i++) {
      await throttle.recordFailure(keys);
      now += 1000;
    }
    expect(await throttle.isBlocked(keys)).toBe(false);
    await throttle.recordFailure(keys);
    expect(await throttle.isBlocked(keys)).toBe(true);
    expect(await throttle.isBlocked(['email:other@example.com', 'ip:1.2.3.4'])).toBe(true);
    expect(await throttle.isBlocked(['email:other@example.com', 'ip:5.6.7.8'])).toBe(false);
    // The first failure (at 1,000,000) leaves the window 60 s later: 9 remain.
    now = 1_000_000 + 60_000;
    expect(await throttle.isBlocked(keys)).toBe(false);
  });
});

describe('withFallback', () => {
  it('counts in process while the shared store fails', async () => {
    const broken: LoginThrottle = {
      isBlocked: () => Promise.reject(new Error('redis down')),
      recordFailure: () => Promise.reject(new Error('redis down')),
      close: async () => {},
    };
    const errors: unknown[] = [];
    const throttle = withFallback(broken, memoryLoginThrottle(), (e) => errors.push(e));
    for (let i = 0; i < 10; i++) await throttle.recordFailure(['ip:x']);
    expect(await throttle.isBlocked(['ip:x'])).toBe(true);
    expect(errors).toHaveLength(11);
  });
});
