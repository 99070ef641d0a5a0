import { describe, expect, it } from 'vitest';
import { messages } from '@specpulse/contract';
import { sessionEventRate } from './event-rate.ts';

describe('session event rate', () => {
  it('takes the limit per user per minute, then 429 until the minute is over', () => {
    let now = 1_000_000;
    const rate = sessionEventRate(3, () => now);
    for (let i = 0; i < 3; i++) rate.take(1);
    expect(() => rate.take(1)).toThrow(messages.tooManySessionEvents(3));
    rate.take(2);
    now += 59_999;
    expect(() => rate.take(1)).toThrow();
    now += 1;
    rate.take(1);
  });
});
