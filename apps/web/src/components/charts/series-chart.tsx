// The line and column charts' shared body: category x-axis, y-axis title, legend, 4-decimal tooltip, exports;
// a time chart (`timeline`) draws the market timeline's annotations on it, lists them under it and exports them.
import { useMemo } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { annotationDays, type Annotation } from '@specpulse/contract';
import { use as registerChartParts, type EChartsCoreOption } from 'echarts/core';
import {
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { useAnnotations } from '../../annotations/use-annotations.ts';
import { TOOLTIP_DECIMALS, formatNumber } from '../format.ts';
import { ChartFrame } from './chart-frame.tsx';
import type { ChartData } from './chart-data-table.tsx';
import { seriesSheet, sheetAndImageExports, type ChartSeries } from './chart-export.ts';
import { annotationsSheet, timelineMarkOptions, timelineMarks, type TimelineMark } from './timeline.ts';
import { useEChart } from './use-echart.ts';

export type { ChartSeries };

// The parts both kinds draw with; mark lines and areas are the market timeline's annotations on time charts.
registerChartParts([
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  MarkAreaComponent,
  TooltipComponent,
  CanvasRenderer,
]);

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
  /** The categories are period groups: the market timeline's annotations are drawn, listed and exported. */
  timeline?: boolean;
}

export interface SeriesOptionInput {
  kind: 'line' | 'bar';
  categories: readonly string[];
  series: readonly ChartSeries[];
  yAxisTitle: string;
  legend: boolean;
  valueSuffix?: string;
  /** Annotations drawn on the first series (a time chart's). */
  marks?: readonly TimelineMark[];
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
    series: input.series.map((s, i) => ({
      type: input.kind,
      name: s.name,
      data: [...s.data],
      ...(input.kind === 'line' ? { smooth: false, showSymbol: true } : { barMaxWidth: 48 }),
      ...(i === 0 && input.marks?.length ? timelineMarkOptions(input.marks) : {}),
    })),
  };
}

type SeriesChartBodyProps = SeriesChartProps & { kind: 'line' | 'bar'; testId: string };

export function SeriesChart(props: SeriesChartBodyProps) {
  return props.timeline ? <TimelineSeriesChart {...props} /> : <SeriesChartBody {...props} />;
}

/** A time chart: the annotations come from the one list every chart of the page shares. */
function TimelineSeriesChart(props: SeriesChartBodyProps) {
  const annotations = useAnnotations();
  return <SeriesChartBody {...props} annotations={annotations ?? NO_ANNOTATIONS} />;
}
const NO_ANNOTATIONS: readonly Annotation[] = [];

/** The annotations drawn on a chart, under it: day or span, title, and its link. */
function TimelineList({ marks }: { marks: readonly TimelineMark[] }) {
  if (!marks.length) return null;
  return (
    <Box component="ul" data-testid="chart-annotations" sx={{ m: 0, mt: 1, pl: 2.5 }}>
      {marks.map(({ annotation: a }) => (
        <Typography component="li" variant="caption" key={a.id} sx={{ display: 'list-item' }}>
          {annotationDays(a)}:{' '}
          {a.link ? (
            <Link href={a.link} target="_blank" rel="noopener noreferrer">
              {a.title}
            </Link>
          ) : (
            a.title
          )}
        </Typography>
      ))}
    </Box>
  );
}

function SeriesChartBody(props: SeriesChartBodyProps & { annotations?: readonly Annotation[] }) {
  const { kind, title, categories, series, yAxisTitle, xAxisTitle = 'Period', valueSuffix, testId } = props;
  const { annotations } = props;
  const marks = useMemo(
    () => (annotations && categories ? timelineMarks(annotations, categories) : undefined),
    [annotations, categories],
  );
  const legend = props.legend ?? (series?.length ?? 0) > 1;
  const empty = series !== undefined && (series.length === 0 || (categories?.length ?? 0) === 0);
  const option = useMemo(
    () =>
      categories && series && !empty
        ? seriesChartOption({ kind, categories, series, yAxisTitle, legend, valueSuffix, marks })
        : null,
    [kind, categories, series, yAxisTitle, legend, valueSuffix, empty, marks],
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
  const exports = sheetAndImageExports(
    option,
    baseName,
    title,
    () => seriesSheet(title ?? baseName, xAxisTitle, categories ?? [], series ?? []),
    () => (marks ? [annotationsSheet(marks)] : []),
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
      footer={marks && !empty ? <TimelineList marks={marks} /> : undefined}
    />
  );
}
