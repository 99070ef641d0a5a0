// The chart components every analytics page uses (ECharts, tree-shaken per chart kind).
export { LineChart, type LineChartProps } from './line-chart.tsx';
export { ColumnChart, type ColumnChartProps } from './column-chart.tsx';
export type { ChartSeries } from './chart-export.ts';
export { SegmentPie, type SegmentPieProps, type SegmentShare } from './segment-pie.tsx';
export { StateMap, type StateMapProps, type StateMapSeries } from './state-map.tsx';
export { stateKey, toStateRows, type StateValue } from './state-keys.ts';
export { PointMap, type PointMapProps, type MapPoint } from './point-map.tsx';
export { ChartFrame, type ChartFrameProps, type ChartExport } from './chart-frame.tsx';
export { useEChart } from './use-echart.ts';
