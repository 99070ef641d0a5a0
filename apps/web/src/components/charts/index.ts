// The chart components every analytics page uses (ECharts, tree-shaken per chart kind).
export { LineChart } from './line-chart.tsx';
export { ColumnChart } from './column-chart.tsx';
export type { ChartSeries } from './chart-export.ts';
export { SegmentPie } from './segment-pie.tsx';
export { StateMap, type StateMapSeries } from './state-map.tsx';
export { toStateRows } from './state-keys.ts';
export { PointMap, type MapPoint, type MapView } from './point-map.tsx';
export { ChartFrame, type ChartExport } from './chart-frame.tsx';
export { useEChart } from './use-echart.ts';
