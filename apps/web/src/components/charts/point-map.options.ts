// Pure parts of the clustered point map: supercluster index (radius 70), marker radii 13-21, colour axis 0-20.
import Supercluster from 'supercluster';
import type { EChartsCoreOption } from 'echarts/core';
import { albersUsa } from './albers-usa.ts';
import { US_MAP } from './us-states.ts';

export interface MapPoint {
  name: string;
  lat: number;
  lng: number;
  cnt: number;
}

/** One marker: a single place or a cluster of places, at its projected map position. */
export interface Marker {
  x: number;
  y: number;
  /** Sum of cnt over the places (the colour axis). */
  value: number;
  /** Number of places (the marker size). */
  count: number;
  name: string;
}

/** Spec doc 2 §9: cluster grid size 70. */
export const CLUSTER_RADIUS = 70;
export const COLOR_AXIS = { min: 0, max: 20 } as const;

/** Spec doc 2 §9: radii 13 to 21 for counts 1-4, 5-9, 10-15, 16-20, 21-100 (and beyond). */
export function markerRadius(count: number): number {
  if (count <= 4) return 13;
  if (count <= 9) return 15;
  if (count <= 15) return 17;
  if (count <= 20) return 19;
  return 21;
}

type Props = { name: string; cnt: number };
type ClusterProps = { cnt: number };
export type PointIndex = Supercluster<Props, ClusterProps>;

export function buildPointIndex(points: readonly MapPoint[]): PointIndex {
  const index = new Supercluster<Props, ClusterProps>({
    radius: CLUSTER_RADIUS,
    maxZoom: 16,
    map: (p) => ({ cnt: p.cnt }),
    reduce: (acc, p) => {
      acc.cnt += p.cnt;
    },
  });
  index.load(
    points
      .filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng))
      .map((p) => ({
        type: 'Feature' as const,
        properties: { name: p.name, cnt: Number(p.cnt) || 0 },
        geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
      })),
  );
  return index;
}

/**
 * The supercluster zoom at which its 70 px radius is about 70 screen pixels: the lower 48 span about
 * 58° of longitude and 90% of the map's width (times the user's own zoom of the map).
 */
export function clusterZoom(mapWidthPx: number, mapZoom = 1): number {
  const usWidthPx = Math.max(100, mapWidthPx) * 0.9 * mapZoom;
  return Math.max(0, Math.min(16, Math.round(Math.log2((usWidthPx * 360) / (58 * 512)))));
}

/** Markers at a zoom level, projected to the map (y negated as the registered geometry is). */
export function clusterMarkers(index: PointIndex, zoom: number): Marker[] {
  return index.getClusters([-180, -85, 180, 85], zoom).flatMap((f) => {
    const [lng, lat] = f.geometry.coordinates as [number, number];
    const p = albersUsa(lng, lat);
    if (!p) return [];
    const props = f.properties;
    const isCluster = 'cluster' in props && props.cluster;
    const count = isCluster ? (props as Supercluster.ClusterProperties).point_count : 1;
    const name = isCluster ? `${count} places` : (props as Props).name;
    return [{ x: p[0], y: -p[1], value: props.cnt, count, name }];
  });
}

export function pointMapOption(): EChartsCoreOption {
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: { value: [number, number, number, number, string] }) => `${p.value[4]}: ${p.value[2]}`,
    },
    visualMap: {
      type: 'continuous',
      ...COLOR_AXIS,
      dimension: 2,
      inRange: { color: ['#ffe082', '#e65100'] },
      left: 8,
      bottom: 8,
      calculable: false,
    },
    geo: {
      map: US_MAP,
      aspectScale: 1,
      roam: true,
      silent: true,
      itemStyle: { areaColor: '#f5f5f5', borderColor: '#9e9e9e', borderWidth: 0.5 },
    },
    series: [{ id: 'points', type: 'scatter', coordinateSystem: 'geo', data: [] }],
  };
}

/** The scatter series update for a set of markers (merged into the option, so the user's zoom stays). */
export function markerSeries(markers: readonly Marker[]) {
  return {
    id: 'points',
    data: markers.map((m) => [m.x, m.y, m.value, m.count, m.name]),
    symbolSize: (v: number[]) => 2 * markerRadius(v[3] ?? 1),
    label: {
      show: true,
      formatter: (p: { value: number[] }) => String(p.value[3] ?? ''),
      color: '#000',
      fontSize: 11,
    },
    itemStyle: { borderColor: '#fff', borderWidth: 1, opacity: 0.9 },
  };
}
