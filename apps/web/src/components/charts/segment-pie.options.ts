// Pure parts of the market-segments pie: slices, six greens, 1-decimal percentage labels, export sheet. Six greens
// are hard to tell apart (and impossible for some colour-blind readers): every slice also carries a label with its
// value and one of ECharts' decal patterns (aria.decal), so no slice is known by its colour alone (issue 48).
import type { EChartsCoreOption } from 'echarts/core';
import { formatNumber, toNumber } from '../format.ts';
import type { XlsxSheet } from '../export/xlsx.ts';

/** Spec doc 1 §9: six greens. */
export const SEGMENT_GREENS = ['#1b5e20', '#2e7d32', '#43a047', '#66bb6a', '#a5d6a7', '#c8e6c9'] as const;
/** Spec doc 1 §2.6: the export's title. */
export const SEGMENT_EXPORT_TITLE = 'Distribution of Projects';

export interface SegmentShare {
  name: string;
  /** Share of projects, in percent. */
  value: number | string | null;
}

export interface SegmentSlice {
  name: string;
  value: number;
}

/** Numeric, positive slices in the order given (the API ranks them); no 'Other' is added. */
export function segmentSlices(data: readonly SegmentShare[]): SegmentSlice[] {
  return data.flatMap((d) => {
    const value = toNumber(d.value);
    return value !== null && value > 0 ? [{ name: d.name, value }] : [];
  });
}

/** 'Workplace: 28.4%': the value is already a percentage of projects, shown with 1 decimal. */
export const segmentLabel = (name: string, value: number): string =>
  `${name}: ${formatNumber(value, PIE_DECIMALS)}%`;
/** Spec doc 1 §2.6: the pie's percentages have 1 decimal. */
export const PIE_DECIMALS = 1;

export function segmentPieOption(slices: readonly SegmentSlice[]): EChartsCoreOption {
  return {
    color: [...SEGMENT_GREENS],
    // ECharts' default decals (stripes, dots, grids…) in turn, one per slice; needs the AriaComponent. Its
    // generated aria-label stays off: the chart's frame names the chart and points to its data table.
    aria: { enabled: true, decal: { show: true }, label: { enabled: false } },
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; value: number }) => segmentLabel(p.name, p.value),
    },
    series: [
      {
        type: 'pie',
        radius: ['0%', '65%'],
        center: ['50%', '55%'],
        data: slices.map((s) => ({ ...s })),
        label: {
          show: true,
          formatter: (p: { name: string; value: number }) => segmentLabel(p.name, p.value),
        },
        labelLine: { show: true },
      },
    ],
  };
}

export function segmentSheet(slices: readonly SegmentSlice[]): XlsxSheet {
  return {
    name: SEGMENT_EXPORT_TITLE,
    columns: [
      { key: 'name', header: 'Segment' },
      { key: 'value', header: 'Percentage', decimals: 1, suffix: '%' },
    ],
    rows: slices,
  };
}
