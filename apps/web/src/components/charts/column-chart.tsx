// Column chart (ECharts bar series on a category axis), e.g. 'Brand Performance Average'; exports as 'columnchart'.
import { use as registerChartParts } from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { SeriesChart, type SeriesChartProps } from './series-chart.tsx';

registerChartParts([BarChart]);

export type ColumnChartProps = SeriesChartProps;

/** Spreadsheet and image exports are named 'columnchart' (spec doc 2 §9) unless `exportName` says otherwise. */
export function ColumnChart(props: ColumnChartProps) {
  return <SeriesChart exportName="columnchart" {...props} kind="bar" testId="column-chart" />;
}
