// The market timeline on a time chart: which annotations it shows, where, and the 'Annotations' sheet.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Annotation } from '@specpulse/contract';
import { buildXlsx } from '../export/xlsx.ts';
import { seriesSheet } from './chart-export.ts';
import { seriesChartOption } from './series-chart.tsx';
import { annotationsSheet, timelineMarkOptions, timelineMarks } from './timeline.ts';

const note = (id: number, title: string, starts_on: string, ends_on = starts_on): Annotation => ({
  id,
  title,
  starts_on,
  ends_on,
  link: id === 2 ? 'https://neocon.example/' : null,
  scope: id === 2 ? 'everyone' : 'firm',
  editable: true,
});
const notes = [
  note(1, 'Launch', '2026-03-02'),
  note(2, 'NeoCon', '2026-06-08', '2026-08-10'),
  note(3, 'Too early', '2024-01-05'),
  note(4, 'Across the start', '2025-09-20', '2025-11-02'),
];
const quarters = ['2025-Q4', '2026-Q1', '2026-Q2', '2026-Q3'];

describe('timeline marks', () => {
  it('places each annotation on the period groups it covers, clipped to the chart, and leaves out the others', () => {
    expect(timelineMarks(notes, quarters).map((m) => [m.annotation.id, m.from, m.to])).toEqual([
      [1, '2026-Q1', '2026-Q1'],
      [2, '2026-Q2', '2026-Q3'],
      [4, '2025-Q4', '2025-Q4'],
    ]);
    const months = ['2026-05', '2026-06', '2026-07'];
    expect(timelineMarks(notes, months).map((m) => [m.annotation.id, m.from, m.to])).toEqual([
      [2, '2026-06', '2026-07'],
    ]);
    // Not a time axis (products by name): nothing is drawn.
    expect(timelineMarks(notes, ['Chair', 'Lamp'])).toEqual([]);
  });

  it('draws a one-group annotation as a line and a span as a band, titled on hover', () => {
    const option = seriesChartOption({
      kind: 'bar',
      categories: quarters,
      series: [{ name: 'Projects', data: [1, 2, 3, 4] }],
      yAxisTitle: 'Projects',
      legend: false,
      marks: timelineMarks(notes, quarters),
    }) as { series: Record<string, unknown>[] };
    expect(option.series[0]).toMatchObject(timelineMarkOptions(timelineMarks(notes, quarters)));
    expect(option.series[0]?.markLine).toMatchObject({
      data: [
        { xAxis: '2026-Q1', name: 'Launch' },
        { xAxis: '2025-Q4', name: 'Across the start' },
      ],
      emphasis: { label: { show: true } },
    });
    expect(option.series[0]?.markArea).toMatchObject({
      data: [[{ xAxis: '2026-Q2', name: 'NeoCon' }, { xAxis: '2026-Q3' }]],
    });
  });

  it("writes the chart's spreadsheet with a sheet 'Annotations'", async () => {
    const marks = timelineMarks(notes, quarters);
    const bytes = await buildXlsx([
      seriesSheet('Sample Size', 'Period', quarters, [{ name: 'Projects', data: [1, 2, 3, 4] }]),
      annotationsSheet(marks),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Sample Size', 'Annotations']);
    const sheet = workbook.getWorksheet('Annotations')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Title', 'From', 'To', 'For', 'Link']);
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      'NeoCon',
      '2026-06-08',
      '2026-08-10',
      'Everyone',
      'https://neocon.example/',
    ]);
    expect(sheet.rowCount).toBe(4);
  });
});
