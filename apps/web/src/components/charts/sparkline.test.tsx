// The sparkline's line: the lowest value at the bottom, the highest at the top, gaps left out, and a name that
// says where the series starts and ends.
import { describe, expect, it } from 'vitest';
import { sparklineLabel, sparklinePoints } from './sparkline.tsx';

const ys = (points: string) => points.split(' ').map((p) => Number(p.split(',')[1]));
const xs = (points: string) => points.split(' ').map((p) => Number(p.split(',')[0]));

describe('sparkline', () => {
  it('spans the box from the lowest value (bottom) to the highest (top), skipping missing values', () => {
    const points = sparklinePoints([1, 3, null, 2], 40);
    expect(ys(points)).toEqual([38, 2, 20]);
    // The missing third value keeps its place on the x axis.
    expect(xs(points)).toEqual([2, 34, 98]);
    expect(sparklinePoints([], 40)).toBe('');
    expect(ys(sparklinePoints([5, 5], 40))).toEqual([20, 20]);
  });

  it('names the series with its first and last figures', () => {
    expect(
      sparklineLabel({ values: [null, 1.234, 2], labels: ['Q1', 'Q2', 'Q3'], name: 'Spec', suffix: '%' }),
    ).toBe('Spec, from 1.23% (Q2) to 2.00% (Q3)');
    expect(sparklineLabel({ values: [], labels: [], name: 'Spec' })).toBe('Spec: no figures');
  });
});
