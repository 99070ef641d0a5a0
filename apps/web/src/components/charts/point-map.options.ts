// Pure parts of the clustered point map: supercluster index (radius 70), marker radii 13-21 and the colour
// axis 0-20 by the number of places in a marker (spec doc 2 §9), the US (Albers, insets) and World views.
import Supercluster from 'supercluster';
import type { EChartsCoreOption } from 'echarts/core';
import { albersUsa } from './albers-usa.ts';
import { US_MAP } from './us-states.ts';
import { WORLD_MAP } from './world-countries.ts';

export interface MapPoint {
  name: string;
  lat: number;
  lng: number;
  cnt: number;
  /** ISO 3166 alpha-2; absent = 'US'. Only US places show on the US view. */
  country?: string;
}

/** The US view (lower 48 with Alaska and Hawaii insets, the default) or the World view. */
export type MapView = 'us' | 'world';

/** One marker: a single place or a cluster of places, at its map position. */
export interface Marker {
  x: number;
  y: number;
  /** Number of places (the marker's size and colour). */
  count: number;
  /** Sum of cnt over the places (the tooltip's figure). */
  cnt: number;
  name: string;
  /** supercluster's id of a cluster (click to zoom into it); null for a single place. */
  clusterId: number | null;
}

/** Spec doc 2 §9: cluster grid size 70. */
export const CLUSTER_RADIUS = 70;
export const COLOR_AXIS = { min: 0, max: 20 } as const;
/** The colour axis from few places (light) to many (dark); it ends at 20 places (spec doc 2 §9). */
export const COLOR_RANGE = ['#ffe082', '#e65100'] as const;
/** supercluster keeps clusters up to this zoom; beyond it every place is its own marker. */
const MAX_CLUSTER_ZOOM = 16;

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

/** The places a view shows: the US view only US places (Toronto lies inside the lower 48's box). */
export const pointsInView = (points: readonly MapPoint[], view: MapView): readonly MapPoint[] =>
  view === 'world' ? points : points.filter((p) => (p.country ?? 'US') === 'US');

export function buildPointIndex(points: readonly MapPoint[]): PointIndex {
  const index = new Supercluster<Props, ClusterProps>({
    radius: CLUSTER_RADIUS,
    maxZoom: MAX_CLUSTER_ZOOM,
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
 * Map width in pixels per 360° of longitude: the lower 48 span about 58° over 90% of the US map's width; the
 * world spans 360° over 95% of its width; both times the user's own zoom of the map.
 */
const pixelsPer360 = (view: MapView, mapWidthPx: number, mapZoom: number) =>
  view === 'us'
    ? (Math.max(100, mapWidthPx) * 0.9 * mapZoom * 360) / 58
    : Math.max(100, mapWidthPx) * 0.95 * mapZoom;

/** The supercluster zoom at which its 70 px radius is about 70 screen pixels (supercluster's world is 512·2^z). */
export function clusterZoom(mapWidthPx: number, mapZoom = 1, view: MapView = 'us'): number {
  const z = Math.log2(pixelsPer360(view, mapWidthPx, mapZoom) / 512);
  return Math.max(0, Math.min(MAX_CLUSTER_ZOOM + 1, Math.round(z)));
}

/** The map zoom at which clusterZoom reaches `zoom` (clicking a cluster zooms to where it splits). */
export function mapZoomFor(zoom: number, mapWidthPx: number, view: MapView = 'us'): number {
  return (512 * 2 ** zoom) / pixelsPer360(view, mapWidthPx, 1);
}

/** Markers at a zoom level at their map position: Albers (y negated as the registered geometry is) or lng/lat. */
export function clusterMarkers(index: PointIndex, zoom: number, view: MapView = 'us'): Marker[] {
  return index.getClusters([-180, -85, 180, 85], zoom).flatMap((f): Marker[] => {
    const [lng, lat] = f.geometry.coordinates as [number, number];
    let x = lng;
    let y = lat;
    if (view === 'us') {
      const p = albersUsa(lng, lat);
      if (!p) return [];
      [x, y] = [p[0], -p[1]];
    }
    const props = f.properties;
    if ('cluster' in props && props.cluster) {
      const count = (props as Supercluster.ClusterProperties).point_count;
      return [{ x, y, count, cnt: props.cnt, name: `${count} places`, clusterId: props.cluster_id }];
    }
    return [{ x, y, count: 1, cnt: props.cnt, name: (props as Props).name, clusterId: null }];
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const formatCount = (n: number) => n.toLocaleString('en-US');

/** One scatter point: [x, y, places, cnt, name, cluster id or -1]. */
type MarkerValue = [number, number, number, number, string, number];

/** The tooltip of a marker: its name (or N places) and its count, labelled `countLabel`. */
export function markerTooltip(value: MarkerValue, countLabel: string): string {
  const [, , count, cnt, name, clusterId] = value;
  const heading = clusterId >= 0 ? `${formatCount(count)} places` : escapeHtml(name);
  return `${heading}<br/>${escapeHtml(countLabel)}: <b>${formatCount(cnt)}</b>`;
}

export function pointMapOption(view: MapView, countLabel: string): EChartsCoreOption {
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: { value: MarkerValue }) => markerTooltip(p.value, countLabel),
    },
    visualMap: {
      type: 'continuous',
      ...COLOR_AXIS,
      dimension: 2,
      inRange: { color: [...COLOR_RANGE] },
      text: ['20+ places', '0'],
      left: 8,
      bottom: 8,
      itemHeight: 80,
      calculable: false,
    },
    geo: {
      map: view === 'us' ? US_MAP : WORLD_MAP,
      aspectScale: view === 'us' ? 1 : 0.75,
      roam: true,
      scaleLimit: { min: 0.8, max: view === 'us' ? 5000 : 50000 },
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
    data: markers.map((m): MarkerValue => [m.x, m.y, m.count, m.cnt, m.name, m.clusterId ?? -1]),
    symbolSize: (v: MarkerValue) => 2 * markerRadius(v[2]),
    label: {
      show: true,
      // Clusters show how many places they hold; a single place needs no number.
      formatter: (p: { value: MarkerValue }) => (p.value[5] >= 0 ? formatCount(p.value[2]) : ''),
      color: '#000',
      fontSize: 11,
      fontWeight: 'bold',
    },
    itemStyle: { borderColor: '#fff', borderWidth: 1, opacity: 0.9 },
    emphasis: { scale: 1.1 },
    // Hundreds of markers at most after clustering: no progressive rendering needed, and no animation on
    // every zoom step.
    animation: false,
  };
}
