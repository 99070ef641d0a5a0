// The line and column charts' shared body: category x-axis, y-axis title, legend, 4-decimal tooltip, exports.
import { useMemo } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import { TOOLTIP_DECIMALS, formatNumber } from '../format.ts';
import { ChartFrame } from './chart-frame.tsx';
import type { ChartData } from './chart-data-table.tsx';
import { seriesSheet, sheetAndImageExports, type ChartSeries } from './chart-export.ts';
import { useEChart } from './use-echart.ts';

export type { ChartSeries };

export interface SeriesChartProps {
  title?: string;
  /** x-axis labels (e.g. period groups); undefined while loading. */
  categories: readonly string[] | undefined;
  /** One entry per line/column group, values aligned with `categories`; undefined while loading. */
  series: readonly ChartSeries[] | undefined;
  yAxisTitle: string;
  /** Heading of the category column in the spreadsheet (default 'Period'). */
  xAxisTitle?: string;
  /** Default: shown when there is more than one series. */
  legend?: boolean;
  /** After tooltip values, e.g. '%'. */
  valueSuffix?: string;
  /** A reload is running. */
  loading?: boolean;
  /** Base of the export file names (default: the title). */
  exportName?: string;
  height?: number;
  emptyText?: string;
}

export interface SeriesOptionInput {
  kind: 'line' | 'bar';
  categories: readonly string[];
  series: readonly ChartSeries[];
  yAxisTitle: string;
  legend: boolean;
  valueSuffix?: string;
}

export function seriesChartOption(input: SeriesOptionInput): EChartsCoreOption {
  const format = (value: unknown) => formatNumber(value, TOOLTIP_DECIMALS, input.valueSuffix);
  return {
    color: ['#00796b', '#f9a825', '#5c6bc0', '#e57373', '#8d6e63', '#26a69a'],
    grid: { left: 64, right: 24, top: input.legend ? 48 : 24, bottom: 40 },
    legend: input.legend ? { top: 8, data: input.series.map((s) => s.name) } : { show: false },
    tooltip: { trigger: 'axis', valueFormatter: format },
    xAxis: { type: 'category', data: [...input.categories] },
    yAxis: {
      type: 'value',
      name: input.yAxisTitle,
      nameLocation: 'middle',
      nameGap: 48,
      axisLabel: { formatter: (v: number) => `${v}${input.valueSuffix ?? ''}` },
    },
    series: input.series.map((s) => ({
      type: input.kind,
      name: s.name,
      data: [...s.data],
      ...(input.kind === 'line' ? { smooth: false, showSymbol: true } : { barMaxWidth: 48 }),
    })),
  };
}

export function SeriesChart(props: SeriesChartProps & { kind: 'line' | 'bar'; testId: string }) {
  const { kind, title, categories, series, yAxisTitle, xAxisTitle = 'Period', valueSuffix, testId } = props;
  const legend = props.legend ?? (series?.length ?? 0) > 1;
  const empty = series !== undefined && (series.length === 0 || (categories?.length ?? 0) === 0);
  const option = useMemo(
    () =>
      categories && series && !empty
        ? seriesChartOption({ kind, categories, series, yAxisTitle, legend, valueSuffix })
        : null,
    [kind, categories, series, yAxisTitle, legend, valueSuffix, empty],
  );
  const { containerRef } = useEChart(option);
  // No rows while loading: the frame keeps the 'Show data' row's place until they come.
  const data = useMemo<ChartData>(
    () => ({
      caption: title ?? yAxisTitle,
      headers: [xAxisTitle, ...(series ?? []).map((s) => s.name)],
      rows: (categories ?? []).map((category, i) => [
        category,
        ...(series ?? []).map((s) => formatNumber(s.data[i], TOOLTIP_DECIMALS, valueSuffix)),
      ]),
    }),
    [categories, series, title, yAxisTitle, xAxisTitle, valueSuffix],
  );
  const baseName = props.exportName ?? title ?? (kind === 'bar' ? 'columnchart' : 'linechart');
  const exports = sheetAndImageExports(option, baseName, title, () =>
    seriesSheet(title ?? baseName, xAxisTitle, categories ?? [], series ?? []),
  );
  return (
    <ChartFrame
      title={title}
      exports={exports}
      height={props.height ?? 300}
      loading={series === undefined || props.loading === true}
      empty={empty}
      emptyText={props.emptyText}
      containerRef={containerRef}
      testId={testId}
      data={data}
      kindLabel={kind === 'bar' ? 'Column chart' : 'Line chart'}
    />
  );
}
