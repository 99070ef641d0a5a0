// Clustered point map of US places (internal map pages): supercluster markers over the states, re-clustered on zoom.
import { useEffect, useMemo, useState } from 'react';
import { use as registerChartParts } from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { ChartFrame } from './chart-frame.tsx';
import {
  buildPointIndex,
  clusterMarkers,
  clusterZoom,
  markerSeries,
  pointMapOption,
  type MapPoint,
} from './point-map.options.ts';
import { useEChart } from './use-echart.ts';
import { useUsStates } from './use-us-states.ts';

registerChartParts([ScatterChart, GeoComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export type { MapPoint };

export interface PointMapProps {
  title?: string;
  /** Rows of /map/* ({name, lat, lng, cnt}); undefined while loading. */
  points: readonly MapPoint[] | undefined;
  loading?: boolean;
  height?: number;
  emptyText?: string;
}

export function PointMap(props: PointMapProps) {
  const { title, points } = props;
  const states = useUsStates();
  const index = useMemo(() => (points?.length ? buildPointIndex(points) : null), [points]);
  const option = useMemo(() => (states && index ? pointMapOption() : null), [states, index]);
  const { containerRef, chartRef } = useEChart(option);
  const [view, setView] = useState({ width: 900, zoom: 1 });
  const level = clusterZoom(view.width, view.zoom);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !option || !index) return;
    chart.setOption({ series: [markerSeries(clusterMarkers(index, level))] });
  }, [chartRef, option, index, level]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !option) return;
    const measure = () => {
      const geo = (chart.getOption() as { geo?: { zoom?: number }[] }).geo?.[0];
      const next = { width: chart.getWidth(), zoom: geo?.zoom ?? 1 };
      setView((prev) => (prev.width === next.width && prev.zoom === next.zoom ? prev : next));
    };
    measure();
    chart.on('georoam', measure);
    chart.on('finished', measure);
    return () => {
      chart.off('georoam', measure);
      chart.off('finished', measure);
    };
  }, [chartRef, option]);

  return (
    <ChartFrame
      title={title}
      height={props.height ?? 500}
      loading={points === undefined || states === null || props.loading === true}
      empty={points !== undefined && points.length === 0}
      emptyText={props.emptyText}
      containerRef={containerRef}
      testId="point-map"
    />
  );
}
