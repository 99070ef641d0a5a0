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

/** Each bar's drawn height as a share of the plot's height, and the value the plot's bottom edge stands for. */
function drawn(bars: readonly WaterfallBar[]) {
  const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 600, height: 300 });
  try {
    chart.setOption({ ...waterfallOption(bars, '%', ' pts'), animation: false });
    const y = (value: number) => chart.convertToPixel({ yAxisIndex: 0 }, value) as number;
    // The value axis' laid-out extent (ECharts keeps its model private).
    const model = (chart as unknown as { getModel(): { getComponent(type: string): unknown } }).getModel();
    const extent = (
      model.getComponent('yAxis') as { axis: { scale: { getExtent(): number[] } } }
    ).axis.scale.getExtent();
    const [bottom, top] = [y(extent[0]!), y(extent[1]!)];
    return {
      axisMin: extent[0],
      stepShares: bars
        .filter((b) => b.kind !== 'total')
        .map((b) => (y(b.base) - y(b.base + b.height)) / (bottom - top)),
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

  it('keeps steps of a twentieth of the highest total visible, however small the numbers', () => {
    for (const [start, ...steps] of [
      [0.5, 0.01, -0.02],
      [42, 0.4, 0.2, -0.3],
      [3.2, -0.05],
    ] as const) {
      const { stepShares } = drawn(waterfallBars(input(start, ...steps)));
      for (const share of stepShares)
        expect(share, `${start} ${steps.join(' ')}`).toBeGreaterThanOrEqual(0.08);
    }
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
