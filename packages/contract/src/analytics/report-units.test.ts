import { describe, expect, it } from 'vitest';
import * as contract from '../index.ts';
import { PERCENT_SUFFIX, POINTS_SUFFIX } from '../figures.ts';
import type { ReportColumn, ReportDefinition } from '../report.ts';

const reports = Object.entries(contract).filter(
  (entry): entry is [string, ReportDefinition] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'columns' in entry[1] && 'title' in entry[1],
);
const columns = reports.flatMap(([name, report]) =>
  (report.columns as readonly ReportColumn[]).map((column) => ({ name, column })),
);

describe('the units of every report column (issue 28: no figure with a wrong unit)', () => {
  it('finds the reports', () => {
    expect(reports.length).toBeGreaterThan(20);
  });

  it('shows a change of a share in points and a relative growth in percent, each saying so', () => {
    const growth = columns.filter(({ column }) => /growth|change/i.test(column.field) && !column.hidden);
    expect(growth.length).toBeGreaterThan(5);
    for (const { name, column } of growth) {
      const real = /growth_real/.test(column.field);
      expect(`${name}.${column.field}: ${column.suffix}`).toBe(
        `${name}.${column.field}: ${real ? PERCENT_SUFFIX : POINTS_SUFFIX}`,
      );
      expect(column.description, `${name}.${column.field}`).toBeTruthy();
    }
  });
});
