// Pure parts of the waterfall chart: bars from a starting total through signed steps to the end total.
import type { EChartsCoreOption } from 'echarts/core';
import type { XlsxSheet } from '../export/xlsx.ts';
import { TOOLTIP_DECIMALS, formatChange, formatNumber } from '../format.ts';

export interface WaterfallInput {
  /** The first bar, drawn from 0 (e.g. the previous share). */
  start: { label: string; value: number };
  /** The signed changes, each floating from where the previous bar ended. */
  steps: readonly { label: string; value: number }[];
  /** The last bar's label; its value is start + the steps. */
  endLabel: string;
}

export interface WaterfallBar {
  label: string;
  /** Where the visible bar starts (the invisible stack under it). */
  base: number;
  /** The bar's height (always ≥ 0). */
  height: number;
  /** The signed value shown: a total, or a step's change. */
  value: number;
  kind: 'total' | 'up' | 'down';
}

const COLORS = { total: '#00796b', up: '#2e7d32', down: '#c62828' } as const;

/** One bar per total and step; a step floats between the running total before and after it. */
export function waterfallBars(input: WaterfallInput): WaterfallBar[] {
  const bars: WaterfallBar[] = [
    { label: input.start.label, base: 0, height: input.start.value, value: input.start.value, kind: 'total' },
  ];
  let level = input.start.value;
  for (const step of input.steps) {
    const next = level + step.value;
    bars.push({
      label: step.label,
      base: Math.min(level, next),
      height: Math.abs(step.value),
      value: step.value,
      kind: step.value < 0 ? 'down' : 'up',
    });
    level = next;
  }
  bars.push({ label: input.endLabel, base: 0, height: level, value: level, kind: 'total' });
  return bars;
}

/** How a bar's value reads: totals as they are, steps signed, both with the unit. */
export const waterfallValueText = (bar: WaterfallBar, totalSuffix: string, stepSuffix: string) =>
  bar.kind === 'total'
    ? formatNumber(bar.value, TOOLTIP_DECIMALS, totalSuffix)
    : formatChange(bar.value, TOOLTIP_DECIMALS, stepSuffix);

export function waterfallOption(
  bars: readonly WaterfallBar[],
  totalSuffix: string,
  stepSuffix: string,
): EChartsCoreOption {
  return {
    grid: { left: 64, right: 24, top: 24, bottom: 40, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: { dataIndex: number }[]) => {
        const bar = bars[params[0]?.dataIndex ?? -1];
        return bar ? `${bar.label}: ${waterfallValueText(bar, totalSuffix, stepSuffix)}` : '';
      },
    },
    xAxis: { type: 'category', data: bars.map((b) => b.label), axisLabel: { interval: 0 } },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => `${v}${totalSuffix}` } },
    series: [
      // The invisible stack the floating bars stand on.
      {
        type: 'bar',
        stack: 'waterfall',
        silent: true,
        itemStyle: { color: 'transparent' },
        data: bars.map((b) => b.base),
      },
      {
        type: 'bar',
        stack: 'waterfall',
        barMaxWidth: 64,
        label: {
          show: true,
          position: 'top',
          formatter: (p: { dataIndex: number }) => {
            const bar = bars[p.dataIndex];
            return bar ? waterfallValueText(bar, totalSuffix, stepSuffix) : '';
          },
        },
        data: bars.map((b) => ({ value: b.height, itemStyle: { color: COLORS[b.kind] } })),
      },
    ],
  };
}

export function waterfallSheet(name: string, bars: readonly WaterfallBar[]): XlsxSheet {
  return {
    name,
    columns: [
      { key: 'label', header: 'Step' },
      { key: 'value', header: 'Value', decimals: TOOLTIP_DECIMALS },
    ],
    rows: bars.map((b) => ({ label: b.label, value: b.value })),
  };
}
