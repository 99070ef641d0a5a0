// The caption of the chart files (issue 45): the image and the PDF draw the chart from exportOption, which
// puts 'Data through {as_of}' at the foot once the configuration has loaded. Drawn here to SVG by ECharts (its
// server-side renderer, no DOM), as the PDF is.
import { afterEach, describe, expect, it } from 'vitest';
import { use as registerChartParts } from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { setDataThrough } from '../export/data-through.ts';
import { EXPORT_SIZE } from './chart-export.ts';
import { chartSvg } from './chart-svg.ts';
import { seriesChartOption } from './series-chart.tsx';

registerChartParts([BarChart]);

const option = seriesChartOption({
  kind: 'bar',
  categories: ['2026-Q2', '2026-Q3'],
  series: [{ name: 'Spec Percent', data: [1.5, 2.5] }],
  yAxisTitle: 'Percent',
  legend: false,
  valueSuffix: '%',
});

/** The drawn texts, each with its position (ECharts places a text by a translate transform). */
function drawnTexts(svg: string) {
  return [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, text]) => {
    const at = /transform="translate\(([-\d.]+) ([-\d.]+)\)"/.exec(attributes ?? '');
    return { text, x: Number(at?.[1] ?? NaN), y: Number(at?.[2] ?? NaN) };
  });
}

describe('chart files', () => {
  afterEach(() => setDataThrough(null));

  it("carry the caption 'Data through {as_of}' at the foot, below the chart's axis labels", () => {
    setDataThrough('2026-09-30');
    const texts = drawnTexts(chartSvg(option, 'Brand Performance'));
    const caption = texts.find((t) => t.text === 'Data through 2026-09-30');
    expect(caption).toBeDefined();
    // Inside the picture, right of its middle, and below every other text (the category labels included).
    expect(caption!.x).toBeGreaterThan(EXPORT_SIZE.width / 2);
    expect(caption!.x).toBeLessThan(EXPORT_SIZE.width);
    expect(caption!.y).toBeLessThan(EXPORT_SIZE.height);
    const others = texts.filter((t) => t !== caption && !Number.isNaN(t.y));
    expect(others.map((t) => t.text)).toEqual(
      expect.arrayContaining(['Brand Performance', '2026-Q2', '2026-Q3']),
    );
    for (const t of others) expect(t.y, t.text).toBeLessThan(caption!.y);
  });

  it('carry no caption before the configuration has loaded', () => {
    const texts = drawnTexts(chartSvg(option, 'Brand Performance'));
    expect(texts.map((t) => t.text)).toContain('Brand Performance');
    expect(texts.some((t) => t.text?.startsWith('Data through'))).toBe(false);
  });
});
