import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@specpulse/contract';
import { limiterStore } from '../../plugins/rate-limit.ts';
import { sessionEventRate } from './event-rate.ts';

describe('session event rate', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes the limit per user per minute, then 429 until the minute is over', async () => {
    const rate = sessionEventRate(limiterStore(undefined, { warn: () => undefined }), 3);
    for (let i = 0; i < 3; i++) await rate.take(1);
    await expect(rate.take(1)).rejects.toThrow(messages.tooManySessionEvents(3));
    await rate.take(2);
    vi.advanceTimersByTime(59_999);
    await expect(rate.take(1)).rejects.toThrow();
    vi.advanceTimersByTime(1);
    await rate.take(1);
  });
});
