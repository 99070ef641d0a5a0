import { describe, expect, it } from 'vitest';
import { chartSummary, type ChartData } from './chart-data-table.tsx';

const rowsOf = (n: number): ChartData => ({
  caption: 'Projects',
  headers: ['Place', 'Places'],
  rows: Array.from({ length: n }, (_, i) => [`Place ${i}`, String(i)]),
});

describe('chartSummary', () => {
  it('counts the rows with grouping, in the singular for one', () => {
    expect(chartSummary('Projects', 'Point map', rowsOf(12_159))).toBe(
      'Projects: Point map of 12,159 rows (Places); the figures are in the data table below',
    );
    expect(chartSummary(undefined, 'Pie chart', rowsOf(1))).toBe(
      'Pie chart of 1 row (Places); the figures are in the data table below',
    );
  });
});
