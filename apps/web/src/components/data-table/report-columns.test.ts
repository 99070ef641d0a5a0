import { describe, expect, it } from 'vitest';
import {
  brandProjectsReport,
  brandsListReport,
  defineReport,
  internalTopBrandsReport,
  topProductsReport,
  type ReportDefinition,
} from '@specpulse/contract';
import { cellValue, numberFormat } from '../export/xlsx.ts';
import {
  cellText,
  compareCells,
  imageName,
  initialSorting,
  isNewGrowth,
  reportSheet,
  shownColumns,
  withColumnsShown,
} from './report-columns.ts';

const report = defineReport({
  id: 'test',
  title: 'Brands List',
  pageSize: 25,
  columns: [
    { field: 'image_url', label: 'Logo', kind: 'image' },
    { field: 'name', label: 'Name', kind: 'text' },
    { field: 'id', label: 'Id', kind: 'number', hidden: true },
    { field: 'spec_percent', label: 'Spec Percent', kind: 'number', decimals: 4, suffix: '%', sort: 'desc' },
    { field: 'when', label: 'When', kind: 'date' },
  ],
});

describe('report columns', () => {
  it('shows the declared columns except hidden ones and sorts by the declared column', () => {
    expect(shownColumns(report).map((c) => c.field)).toEqual(['image_url', 'name', 'spec_percent', 'when']);
    expect(initialSorting(report)).toEqual([{ id: 'spec_percent', desc: true }]);
    expect(initialSorting({ ...report, columns: [report.columns[1]!] })).toEqual([]);
  });

  it('lifts hidden on chosen columns', () => {
    const shown = withColumnsShown(report, ['id'], true);
    expect(shownColumns(shown).map((c) => c.field)).toContain('id');
    const off = withColumnsShown(shown, ['id'], false);
    expect(shownColumns(off).map((c) => c.field)).not.toContain('id');
    // Switched off, the column is not exported either.
    expect(reportSheet(off, [{ id: 1, name: 'a' }]).columns.map((c) => c.key)).not.toContain('id');
    expect(reportSheet(shown, [{ id: 1, name: 'a' }]).columns.map((c) => c.key)).toContain('id');
  });

  it('compares numbers numerically, text naturally, dates by time, missing values first', () => {
    expect(compareCells(9, 10, 'number')).toBeLessThan(0);
    expect(compareCells('9', '10', 'number')).toBeLessThan(0);
    expect(compareCells('item 9', 'item 10', 'text')).toBeLessThan(0);
    expect(compareCells('b', 'A', 'text')).toBeGreaterThan(0);
    expect(compareCells(null, -5, 'number')).toBeLessThan(0);
    expect(compareCells(null, undefined, 'number')).toBe(0);
    expect(compareCells('2026-01-02', '2025-12-31', 'date')).toBeGreaterThan(0);
  });

  it('formats numbers and dates and reads missing dates as N/A', () => {
    const [, , , pct, when] = report.columns;
    expect(cellText(1.5, pct!)).toBe('1.5000%');
    // Grouped, and a count column (0 decimals) is whole: '3,810', never '3810.0000'.
    expect(cellText(12345.678, pct!)).toBe('12,345.6780%');
    expect(cellText(3810, { field: 'id', label: 'Lines', kind: 'number', decimals: 0 })).toBe('3,810');
    expect(cellText('3810', { field: 'id', label: 'Lines', kind: 'number' })).toBe('3,810');
    expect(cellText(null, pct!)).toBe('');
    expect(cellText(new Date(2026, 0, 2, 15, 4, 5), when!)).toBe('2026-01-02 03:04:05 PM');
    expect(cellText(null, when!)).toBe('N/A');
    expect(cellText('garbage', when!)).toBe('N/A');
  });

  it("names an image by the row's name or product_name", () => {
    const image = report.columns[0]!;
    expect(imageName({ name: 'Acme' }, image)).toBe('Acme');
    expect(imageName({ product_name: 'Chair' }, image)).toBe('Chair');
    expect(imageName({ title: 'X' }, { ...image, nameField: 'title' })).toBe('X');
  });

  it('exports every declared column, hidden ones included, with the table title', () => {
    const sheet = reportSheet(report, [
      { image_url: 'u', name: 'Acme', id: 3, spec_percent: 1.25, when: null },
    ]);
    expect(sheet.name).toBe('Brands List');
    expect(sheet.columns.map((c) => c.header)).toEqual(['Logo', 'Name', 'Id', 'Spec Percent', 'When']);
    expect(sheet.columns[3]).toMatchObject({ decimals: 4, suffix: '%' });
    expect(sheet.rows[0]).toEqual({ image_url: 'u', name: 'Acme', id: 3, spec_percent: 1.25, when: 'N/A' });
  });

  it.each([brandsListReport, topProductsReport, internalTopBrandsReport] as ReportDefinition[])(
    '$title: Growth Absolute reads and exports in percentage points, Growth Real in percent',
    (growthReport) => {
      const absolute = growthReport.columns.find((c) => c.field === 'spec_growth_absolute')!;
      expect(cellText(0.42, absolute)).toBe('+0.4200 pts');
      expect(cellText(-1.5, absolute)).toBe('-1.5000 pts');
      const exported = reportSheet(growthReport, []).columns.find((c) => c.key === 'spec_growth_absolute')!;
      expect(numberFormat(exported.decimals, exported.suffix)).toBe('0.0000" pts"');
      // The export's heading says what the growth is measured against; other headings are unchanged.
      const compared = reportSheet(growthReport, [], 'vs same 12 months a year ago').columns;
      expect(compared.find((c) => c.key === 'spec_growth_absolute')?.header).toBe(
        'Growth Absolute (vs same 12 months a year ago)',
      );
      expect(compared.filter((c) => c.header.includes('a year ago')).map((c) => c.key)).toEqual(
        growthReport.columns.filter((c) => c.growth).map((c) => c.field),
      );
      expect(absolute.description).toMatch(/percentage points/);
      const real = growthReport.columns.find((c) => c.field === 'spec_growth_real');
      if (real) {
        expect(cellText(3.25, real)).toBe('+3.2500%');
        // A growth on a small base (contract SMALL_BASE_GROWTH) is whole and says so; just under it is not.
        expect(cellText(1689.412, real)).toBe('+1,689% (small base)');
        expect(cellText(999.5, real)).toBe('+999.5000%');
        expect(cellText(-100, real)).toBe('-100.0000%');
        expect(real.description).toMatch(/Relative change/);
      }
    },
  );

  it("exports a growth the data does not cover as '—', one from nothing as 'New', and a real zero or figure as a number", () => {
    const rows = [
      { name: 'Uncovered', spec_percent: 2, spec_growth_real: null, spec_growth_absolute: null },
      { name: 'Flat', spec_percent: 1, spec_growth_real: 0, spec_growth_absolute: 0 },
      { name: 'Newcomer', spec_percent: 0.5, spec_growth_real: null, spec_growth_absolute: 0.5 },
    ];
    const sheet = reportSheet(brandsListReport as ReportDefinition, rows);
    expect(sheet.rows[0]).toMatchObject({
      spec_growth_real: '—',
      spec_growth_absolute: '—',
      spec_percent: 2,
    });
    expect(sheet.rows[1]).toMatchObject({ spec_growth_real: 0, spec_growth_absolute: 0 });
    // The dashboard's tiles say 'New' for it: so do the tables and their exports.
    expect(sheet.rows[2]).toMatchObject({ spec_growth_real: 'New', spec_growth_absolute: 0.5 });
    expect(
      isNewGrowth(
        rows[2]!,
        brandsListReport.columns.find((c) => c.field === 'spec_growth_real')!,
      ),
    ).toBe(true);
    const absolute = sheet.columns.find((c) => c.key === 'spec_growth_absolute')!;
    expect(cellValue('—', absolute)).toBe('—');
  });

  it("sorts the drilldown's Projects by the brand's lines, showing them beside the percentage", () => {
    expect(initialSorting(brandProjectsReport)).toEqual([{ id: 'lines', desc: true }]);
    expect(shownColumns(brandProjectsReport).map((c) => c.label)).toEqual([
      'Name',
      'State',
      'Brand Lines',
      'Percentage',
    ]);
  });
});
