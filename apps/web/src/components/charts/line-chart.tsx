// Line chart (ECharts line series on a category axis), e.g. product performance over periods.
import { use as registerChartParts } from 'echarts/core';
import { LineChart as EChartsLine } from 'echarts/charts';
import { SeriesChart, type SeriesChartProps } from './series-chart.tsx';

registerChartParts([EChartsLine]);

export type LineChartProps = SeriesChartProps;

export function LineChart(props: LineChartProps) {
  return <SeriesChart {...props} kind="line" testId="line-chart" />;
}
