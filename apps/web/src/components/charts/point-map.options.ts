// Pure parts of the clustered point map: the markers the server clustered (supercluster, grid 70) placed on the
// US (Albers, insets) or World view, their radii 13-21 and the colour axis 0-20 by their number of places (spec
// doc 2 §9) or by their volume on the same bands, the cluster zoom of the map's zoom and the viewport asked for.
import type { EChartsCoreOption } from 'echarts/core';
import type { MultiPolygon, Position } from 'geojson';
import { MAX_CLUSTER_ZOOM, type MapClustersQuery, type MapMarker, type MapView } from '@specpulse/contract';
import { formatCount } from '../format.ts';
import { albersUsa, albersUsaInvert } from './albers-usa.ts';
import { US_MAP } from './us-states.ts';
import { WORLD_MAP } from './world-countries.ts';
import type { ChartData } from './chart-data-table.tsx';

export type { MapMarker, MapView };

/** What sizes and colours a marker: its number of places (the seed's, the default) or its summed count. */
export type SizeBy = 'places' | 'volume';

/** The zoom level and box of the markers a map shows (the clusters call's query without the view). */
export type MapViewport = Omit<MapClustersQuery, 'view'>;

/** The whole world, at the cluster zoom of a map of `mapWidthPx` shown whole. */
export const wholeMap = (mapWidthPx: number, view: MapView): MapViewport => ({
  zoom: clusterZoom(mapWidthPx, 1, view),
  west: -180,
  south: -90,
  east: 180,
  north: 90,
});

/** One marker at its map position: Albers (y negated as the registered geometry is) or lng/lat. */
export interface Marker extends MapMarker {
  x: number;
  y: number;
}

export const COLOR_AXIS = { min: 0, max: 20 } as const;
/** The colour axis from few places (light) to many (dark); it ends at 20 places (spec doc 2 §9). */
export const COLOR_RANGE = ['#ffe082', '#e65100'] as const;

/** Spec doc 2 §9: radii 13 to 21 for counts 1-4, 5-9, 10-15, 16-20, 21-100 (and beyond). */
export function markerRadius(count: number): number {
  if (count <= 4) return 13;
  if (count <= 9) return 15;
  if (count <= 15) return 17;
  if (count <= 20) return 19;
  return 21;
}

/**
 * The number a marker is banded and coloured by: its places, or its volume on the same scale, where the
 * largest summed count among the markers shown is 20 (the end of the colour axis and of the 16-20 band) and
 * a marker with a tenth of it is 2. Banding the raw sums would put nearly every marker past 20.
 */
export function bandValue(
  marker: Pick<MapMarker, 'places' | 'cnt'>,
  sizeBy: SizeBy,
  largestCnt: number,
): number {
  if (sizeBy === 'places') return marker.places;
  return largestCnt > 0 ? Math.max(1, Math.ceil((COLOR_AXIS.max * marker.cnt) / largestCnt)) : 1;
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

/** A map position (the chart's coordinates) as longitude and latitude, or null where nothing is. */
const toLngLat = (view: MapView, [x, y]: readonly number[]): [number, number] | null =>
  view === 'us' ? albersUsaInvert(x!, -y!) : [x!, y!];

/**
 * The viewport to ask for: the box of longitudes and latitudes under the visible part of the map (`corners`:
 * its top-left and bottom-right in map coordinates), padded by half its size on each side so a short pan needs
 * no new markers, and snapped outward to the cluster level's tile grid so nearby boxes are the same (cached)
 * question. The whole map shown is the whole world.
 */
export function viewportOf(
  view: MapView,
  zoom: number,
  mapZoom: number,
  corners: readonly [readonly number[], readonly number[]],
): MapViewport {
  if (mapZoom <= 1) return { zoom, west: -180, south: -90, east: 180, north: 90 };
  const [[left, top], [right, bottom]] = corners as [[number, number], [number, number]];
  // A grid over the screen: the US view's conic projection bends its parallels, and its insets lie apart.
  const seen: [number, number][] = [];
  for (let i = 0; i <= 8; i++)
    for (let j = 0; j <= 8; j++) {
      const at = toLngLat(view, [left + ((right - left) * i) / 8, top + ((bottom - top) * j) / 8]);
      if (at && at.every(Number.isFinite)) seen.push(at);
    }
  if (!seen.length) return { zoom, west: -180, south: -90, east: 180, north: 90 };
  const lngs = seen.map((p) => p[0]);
  const lats = seen.map((p) => p[1]);
  const [west, east, south, north] = [
    Math.min(...lngs),
    Math.max(...lngs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  const padX = (east - west) / 2;
  const padY = (north - south) / 2;
  const step = 360 / 2 ** zoom;
  const snap = (v: number, round: (n: number) => number, limit: number) =>
    Math.max(-limit, Math.min(limit, round(v / step) * step));
  return {
    zoom,
    west: snap(west - padX, Math.floor, 180),
    south: snap(south - padY, Math.floor, 90),
    east: snap(east + padX, Math.ceil, 180),
    north: snap(north + padY, Math.ceil, 90),
  };
}

/** The server's markers at their map position (off the US view's insets: not drawn). */
export function placeMarkers(markers: readonly MapMarker[], view: MapView): Marker[] {
  return markers.flatMap((m): Marker[] => {
    if (view === 'world') return [{ ...m, x: m.lng, y: m.lat }];
    const p = albersUsa(m.lng, m.lat);
    return p ? [{ ...m, x: p[0], y: -p[1] }] : [];
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One scatter point: [x, y, band value, cnt, name, places, expansion zoom or -1 for a single place]. */
export type MarkerValue = [number, number, number, number, string, number, number];

/** The tooltip of a marker: its name (or N places) and its count, labelled `countLabel`. */
export function markerTooltip(value: MarkerValue, countLabel: string): string {
  const [, , , cnt, name, places, expansionZoom] = value;
  const heading = expansionZoom >= 0 ? `${formatCount(places)} places` : escapeHtml(name);
  return `${heading}<br/>${escapeHtml(countLabel)}: <b>${formatCount(cnt)}</b>`;
}

/**
 * The markers drawn as the map's data table (its text alternative, issue 48): a place by its name, a cluster by
 * its places and position, each with its places and count; the most places first, as the server sent them.
 */
export function markerTable(markers: readonly MapMarker[], caption: string, countLabel: string): ChartData {
  return {
    caption,
    headers: ['Marker', 'Places', countLabel],
    rows: markers.map((m) => [
      m.name ?? `${formatCount(m.places)} places around ${m.lat.toFixed(2)}, ${m.lng.toFixed(2)}`,
      formatCount(m.places),
      formatCount(m.cnt),
    ]),
  };
}

/** The colour axis' end labels: 20 places, or the largest summed count shown. */
const axisText = (sizeBy: SizeBy, countLabel: string, largestCnt: number) =>
  sizeBy === 'places' ? ['20+ places', '0'] : [`${formatCount(largestCnt)} ${countLabel.toLowerCase()}`, '0'];

/** One of the firm's territories on the US view (issue 44): its states merged into one outline, its colour. */
export interface TerritoryOutline {
  name: string;
  /** In the registered map's coordinates (us-states.ts outline). */
  outline: MultiPolygon;
  color: string;
}

/** The territories' colours, in turn by name: distinct from the markers' yellow-to-orange axis. */
export const TERRITORY_COLORS = [
  '#6a1b9a',
  '#1565c0',
  '#2e7d32',
  '#ad1457',
  '#00838f',
  '#4e342e',
  '#283593',
  '#558b2f',
] as const;

/** An outline as SVG path data, each ring a closed subpath: a hole's ring runs the other way, so the (nonzero)
 * fill leaves it empty. */
export const outlinePath = (outline: MultiPolygon, toPixel: (point: Position) => number[]): string =>
  outline.coordinates
    .flatMap((polygon) => polygon.map((ring) => `M${ring.map((p) => toPixel(p).join(' ')).join('L')}Z`))
    .join('');

interface CustomApi {
  coord: (point: Position) => number[];
}

/** The territories as one shape each under the markers, named on hover (a custom series on the map). */
function territorySeries(territories: readonly TerritoryOutline[]) {
  return {
    id: 'territories',
    type: 'custom',
    coordinateSystem: 'geo',
    data: territories.map((t) => ({ name: t.name, value: t.outline.coordinates[0]?.[0]?.[0] ?? [0, 0] })),
    renderItem: ({ dataIndex }: { dataIndex: number }, api: CustomApi) => {
      const { outline, color } = territories[dataIndex]!;
      return {
        type: 'path',
        shape: { pathData: outlinePath(outline, api.coord) },
        style: { fill: `${color}1f`, stroke: color, lineWidth: 2 },
        emphasis: { style: { fill: `${color}40` } },
      };
    },
    tooltip: { formatter: (p: { name: string }) => escapeHtml(p.name) },
    animation: false,
  };
}

/** `territories`: the firm's territories, each outlined as one shape on the US view. */
export function pointMapOption(
  view: MapView,
  countLabel: string,
  territories: readonly TerritoryOutline[] = [],
): EChartsCoreOption {
  const outlined = view === 'us' ? territories : [];
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
      text: axisText('places', countLabel, 0),
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
      // Land and borders in the colour scheme's tones (chart-theme.ts).
      itemStyle: { borderWidth: 0.5 },
    },
    series: [
      ...(outlined.length ? [territorySeries(outlined)] : []),
      { id: 'points', type: 'scatter', coordinateSystem: 'geo', data: [] },
    ],
  };
}

/** The largest summed count among the markers (what volume is scaled to). */
export const largestCnt = (markers: readonly Pick<MapMarker, 'cnt'>[]) =>
  markers.reduce((max, m) => Math.max(max, m.cnt), 0);

/**
 * The update for a set of markers (merged into the option, so the user's zoom stays): the scatter series, sized
 * by the band of each marker's places or volume, and the colour axis' labels for that choice.
 */
export function markerSeries(markers: readonly Marker[], sizeBy: SizeBy = 'places', countLabel = 'Count') {
  const largest = largestCnt(markers);
  return {
    visualMap: { text: axisText(sizeBy, countLabel, largest) },
    series: [
      {
        id: 'points',
        data: markers.map((m): MarkerValue => [
          m.x,
          m.y,
          bandValue(m, sizeBy, largest),
          m.cnt,
          m.name ?? '',
          m.places,
          m.expansion_zoom ?? -1,
        ]),
        symbolSize: (v: MarkerValue) => 2 * markerRadius(v[2]),
        label: {
          show: true,
          // Clusters show how many places they hold; a single place needs no number.
          formatter: (p: { value: MarkerValue }) => (p.value[6] >= 0 ? formatCount(p.value[5]) : ''),
          color: '#000',
          fontSize: 11,
          fontWeight: 'bold',
        },
        itemStyle: { borderColor: '#fff', borderWidth: 1, opacity: 0.9 },
        emphasis: { scale: 1.1 },
        // A few thousand markers at most: no progressive rendering needed, and no animation on every zoom step.
        animation: false,
      },
    ],
  };
}
