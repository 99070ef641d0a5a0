// The waterfall's bars: totals from 0, steps floating between the running totals, the end = start + steps; and
// its value axis, broken when the steps are small beside the totals so that they can be seen (issue 48),
// measured on the plot ECharts lays out (drawn without a canvas, as the PDF export draws it).
import { describe, expect, it } from 'vitest';
import { init, use as registerChartParts } from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { AxisBreak } from 'echarts/features';
import { SVGRenderer } from 'echarts/renderers';
import {
  MIN_STEP_PIXELS,
  MIN_STEP_SHARE,
  waterfallAxis,
  waterfallBars,
  waterfallOption,
  waterfallValueText,
  type WaterfallBar,
  type WaterfallInput,
} from './waterfall.options.ts';

registerChartParts([BarChart, GridComponent, TooltipComponent, AxisBreak, SVGRenderer]);

const input = (start: number, ...steps: number[]): WaterfallInput => ({
  start: { label: 'Previous', value: start },
  steps: steps.map((value, i) => ({ label: `Step ${i + 1}`, value })),
  endLabel: 'Current',
});

interface Laid {
  getModel(): {
    getComponent(type: string): unknown;
    getSeriesByIndex(i: number): { getData(): { getItemLayout(i: number): { height: number } | null } };
  };
}

/**
 * As ECharts lays the chart out: each step's bar height as a share of the plot's height and in pixels, and the
 * value the plot's bottom edge stands for (ECharts keeps its model private).
 */
function drawn(bars: readonly WaterfallBar[]) {
  const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 600, height: 300 });
  try {
    chart.setOption({ ...waterfallOption(bars, '%', ' pts'), animation: false });
    const model = (chart as unknown as Laid).getModel();
    const axis = model.getComponent('yAxis') as { axis: { scale: { getExtent(): number[] } } };
    const grid = model.getComponent('grid') as { coordinateSystem: { getRect(): { height: number } } };
    const plot = grid.coordinateSystem.getRect().height;
    const shown = model.getSeriesByIndex(1).getData();
    const steps = bars.flatMap((b, i) => {
      if (b.kind === 'total') return [];
      // An empty value ('-') is laid out with no height (NaN): no bar.
      const height = shown.getItemLayout(i)?.height ?? 0;
      return [Number.isFinite(height) ? Math.abs(height) : 0];
    });
    return {
      axisMin: axis.axis.scale.getExtent()[0],
      stepShares: steps.map((px) => px / plot),
      stepPixels: steps,
    };
  } finally {
    chart.dispose();
  }
}

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

describe('waterfall axis', () => {
  it('breaks the axis under the lowest total when the steps are small beside the totals', () => {
    // A share of 10 % moving by tenths of a point: each step a pixel or two on an axis from 0.
    const bars = waterfallBars(input(10, 0.3, -0.1));
    const axis = waterfallAxis(bars);
    expect(axis.breakAt).toBeGreaterThan(0);
    expect(axis.breakAt).toBeLessThan(10);
    const option = waterfallOption(bars, '%', ' pts') as {
      yAxis: { breaks?: { start: number; end: number }[]; breakArea?: { show: boolean } };
    };
    expect(option.yAxis.breaks).toEqual([expect.objectContaining({ start: 0, end: axis.breakAt })]);
    expect(option.yAxis.breakArea?.show).toBe(true);
    // Drawn: the smallest step takes a tenth of the plot or more (it took under 1 % from 0).
    const { stepShares } = drawn(bars);
    expect(Math.min(...stepShares)).toBeGreaterThanOrEqual(0.1);
  });

  it('keeps small steps a tenth of the plot or more, however small the numbers', () => {
    for (const [start, ...steps] of [
      [0.5, 0.01, -0.02],
      [42, 0.4, 0.2, -0.3],
      [3.2, -0.05],
    ] as const) {
      const { stepShares } = drawn(waterfallBars(input(start, ...steps)));
      for (const share of stepShares)
        expect(share, `${start} ${steps.join(' ')}`).toBeGreaterThanOrEqual(0.1);
    }
  });

  it('breaks for one large step beside a tiny one, and never draws a step that moved the share as nothing', () => {
    // brand@'s drilldown: -2.7057 pts from its own specifications, +0.0155 from the market mix.
    const bars = waterfallBars(input(11.4679, -2.7057, 0.0155));
    expect(waterfallAxis(bars).breakAt).toBeGreaterThan(0);
    const { stepShares, stepPixels } = drawn(bars);
    // The large step fills most of the plot (a fifth of it from 0); the tiny one is a visible sliver.
    expect(stepShares[0]).toBeGreaterThan(0.5);
    expect(stepPixels[1]).toBeGreaterThanOrEqual(MIN_STEP_PIXELS);
    // A step of exactly 0 is no bar at all.
    expect(drawn(waterfallBars(input(10, 0.3, 0))).stepPixels[1]).toBe(0);
  });

  it('leaves the axis whole from 0 when the steps are large enough to see, or a total is not above 0', () => {
    const large = waterfallBars(input(10, 4, -2));
    expect(waterfallAxis(large)).toEqual({});
    expect(drawn(large).axisMin).toBe(0);
    expect(Math.min(...drawn(large).stepShares)).toBeGreaterThanOrEqual(MIN_STEP_SHARE);
    expect(waterfallAxis(waterfallBars(input(0, 0.2, 0.1)))).toEqual({});
    expect(waterfallAxis(waterfallBars(input(1, -1.5, 0.2)))).toEqual({});
    expect(waterfallAxis(waterfallBars(input(5)))).toEqual({});
  });
});
