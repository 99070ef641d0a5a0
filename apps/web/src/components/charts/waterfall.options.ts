// Pure parts of the waterfall chart: bars from a starting total through signed steps to the end total. When the
// steps are small beside the totals (a share of 10 % moving by 0.3 pts), the value axis is broken between 0 and
// just under the lowest running total, with ECharts' zigzag across the totals' bars, so the steps fill the plot
// instead of being a pixel high (issue 48).
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

/** A step under this share of an unbroken axis (0 to the highest total) is too small to see: the axis breaks. */
export const MIN_STEP_SHARE = 0.1;
/** No step that moved the share is drawn thinner than this (pixels), however small beside the others. */
export const MIN_STEP_PIXELS = 3;
/** The running totals' span gets this much room under and over it on a broken axis (a share of the span). */
const BROKEN_PADDING = 0.25;
/** The height the zigzag gap of a broken axis takes (ECharts' `gap`). */
const BREAK_GAP = '6%';

/** The value axis: from 0, or (steps too small beside the totals) broken from 0 to `breakAt`, shown to `max`. */
export interface WaterfallAxis {
  /** The break's upper end: the value the axis resumes at over the zigzag; undefined = no break. */
  breakAt?: number;
  /** The axis' top on a broken axis (the highest total and its padding); undefined = ECharts' own. */
  max?: number;
}

/** Whether and where to break the axis, from the running totals (the steps' ends). */
export function waterfallAxis(bars: readonly WaterfallBar[]): WaterfallAxis {
  const levels = bars.flatMap((b) => (b.kind === 'total' ? [b.height] : [b.base, b.base + b.height]));
  const steps = bars.filter((b) => b.kind !== 'total' && b.height > 0);
  if (!levels.length || !steps.length) return {};
  const low = Math.min(...levels);
  const high = Math.max(...levels);
  const span = high - low;
  const smallest = Math.min(...steps.map((b) => b.height));
  // A total at or under 0 leaves nothing to cut; steps that are all visible from 0 need no break.
  if (low <= 0 || span <= 0 || smallest / high >= MIN_STEP_SHARE) return {};
  const breakAt = low - span * BROKEN_PADDING;
  if (breakAt <= 0) return {};
  return { breakAt, max: high + span * BROKEN_PADDING };
}

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
  const axis = waterfallAxis(bars);
  const broken = axis.breakAt !== undefined;
  // Ticks of a broken axis land on its odd ends (9.925): two decimals are enough to read them.
  const tick = (v: number) => (broken ? formatNumber(v, 2, totalSuffix) : `${v}${totalSuffix}`);
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
    yAxis: {
      type: 'value',
      min: 0,
      ...(broken
        ? {
            max: axis.max,
            breaks: [{ start: 0, end: axis.breakAt, gap: BREAK_GAP }],
            // The zigzag stays: a click would expand it back into the unreadable full axis.
            breakArea: { show: true, expandOnClick: false },
          }
        : {}),
      axisLabel: { formatter: tick },
    },
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
        // A step far smaller than the others still shows where it is (its label says how small it is).
        barMinHeight: MIN_STEP_PIXELS,
        label: {
          show: true,
          position: 'top',
          formatter: (p: { dataIndex: number }) => {
            const bar = bars[p.dataIndex];
            return bar ? waterfallValueText(bar, totalSuffix, stepSuffix) : '';
          },
        },
        // A step of exactly 0 is no bar (barMinHeight would draw one); the data table still lists it.
        data: bars.map((b) => ({
          value: b.kind !== 'total' && b.height === 0 ? '-' : b.height,
          itemStyle: { color: COLORS[b.kind] },
        })),
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
