// The waterfall's bars: totals from 0, steps floating between the running totals, the end = start + steps.
import { describe, expect, it } from 'vitest';
import { waterfallBars, waterfallValueText } from './waterfall.options.ts';

describe('waterfall bars', () => {
  it('floats each step between the totals before and after it', () => {
    const bars = waterfallBars({
      start: { label: 'Previous', value: 10 },
      steps: [
        { label: 'Own', value: 2.39 },
        { label: 'Mix', value: -1.59 },
      ],
      endLabel: 'Current',
    });
    expect(bars.map((b) => [b.label, b.base, b.height, b.kind])).toEqual([
      ['Previous', 0, 10, 'total'],
      ['Own', 10, 2.39, 'up'],
      ['Mix', expect.closeTo(10.8, 9), 1.59, 'down'],
      ['Current', 0, expect.closeTo(10.8, 9), 'total'],
    ]);
    expect(waterfallValueText(bars[1] ?? bars[0]!, '%', ' pts')).toBe('+2.3900 pts');
    expect(waterfallValueText(bars[2] ?? bars[0]!, '%', ' pts')).toBe('-1.5900 pts');
    expect(waterfallValueText(bars[3] ?? bars[0]!, '%', ' pts')).toBe('10.8000%');
  });
});
