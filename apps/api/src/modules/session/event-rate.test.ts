import { describe, expect, it } from 'vitest';
import { messages } from '@specpulse/contract';
import { memoryLoginThrottle } from '../auth/login-throttle.ts';
import { sessionEventRate } from './event-rate.ts';

describe('session event rate', () => {
  it('takes the limit per user per minute, then 429 until the minute is over', async () => {
    let now = 1_000_000;
    const rate = sessionEventRate(
      memoryLoginThrottle(() => now, 3),
      3,
    );
    for (let i = 0; i < 3; i++) await rate.take(1);
    await expect(rate.take(1)).rejects.toThrow(messages.tooManySessionEvents(3));
    await rate.take(2);
    now += 59_999;
    await expect(rate.take(1)).rejects.toThrow();
    now += 1;
    await rate.take(1);
  });
});
