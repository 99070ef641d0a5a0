// A point map's clusters, computed on the server: one index per (data version, filters, map, view) over every
// place of the view, asked for the markers of a zoom level inside a viewport. The browser receives the markers it
// draws, not the tens of thousands of places behind them.
//
// The clusters are supercluster's (the seed's clustering: grid 70, the same greedy merge level by level from
// zoom 16 down to 0, the same KD-trees, so the same clusters to the last bit; the tests hold it to supercluster
// run on every place). What differs is what is kept: supercluster keeps a copy of every unmerged place at every
// zoom level in plain arrays, which took the API past its memory target on the largest maps. Here each place and
// each cluster is kept once, in typed arrays, with the levels it lives on (born at one zoom, merged into a bigger
// cluster at a lower one).
import KDBush from 'kdbush';
import {
  CLUSTER_RADIUS,
  MAX_CLUSTER_ZOOM,
  MAX_MAP_MARKERS,
  type MapClusters,
  type MapClustersQuery,
  type MapMarker,
} from '@specpulse/contract';
import type { PlaceColumns } from './map.queries.ts';

/** supercluster's tile extent and KD-tree leaf size, which set its radius in world units and its search order. */
const EXTENT = 512;
const NODE_SIZE = 64;
/** The level of the places themselves, above the last clustered zoom. */
const PLACES_LEVEL = MAX_CLUSTER_ZOOM + 1;

/**
 * The places and the clusters made of them. Entities 0 … places-1 are the places (in the columns' order), the
 * rest the clusters in the order they were made. An entity is on the levels `merged < level <= born`.
 */
export interface PointIndex {
  names: readonly string[];
  lat: readonly number[];
  lng: readonly number[];
  /** The places indexed. */
  places: number;
  /** Web Mercator position in [0, 1] (supercluster's), places' rounded to float32 as supercluster does. */
  x: Float64Array;
  y: Float64Array;
  /** Places in the entity, and the sum of their counts. */
  size: Uint32Array;
  cnt: Float64Array;
  born: Uint8Array;
  /** The zoom at which the entity was merged into a cluster; -1 when never. */
  merged: Int8Array;
  /** Every entity, for the viewport's search. */
  tree: KDBush;
  /** What the index holds in memory, estimated (its weight in the cache). */
  bytes: number;
}

const lngX = (lng: number) => lng / 360 + 0.5;
function latY(lat: number) {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return y < 0 ? 0 : y > 1 ? 1 : y;
}
const xLng = (x: number) => (x - 0.5) * 360;
function yLat(y: number) {
  const y2 = ((180 - y * 360) * Math.PI) / 180;
  return (360 * Math.atan(Math.exp(y2))) / Math.PI - 90;
}

/** A KD-tree over the entities `ids` (float32 positions, as supercluster's). */
function treeOf(index: Pick<PointIndex, 'x' | 'y'>, ids: Uint32Array): KDBush {
  const tree = new KDBush(ids.length, NODE_SIZE, Float32Array);
  for (const id of ids) tree.add(index.x[id]!, index.y[id]!);
  return tree.finish();
}

/**
 * What the index keeps per place besides its typed arrays: its name and its position in the columns' arrays
 * (measured on 300,000 places with 30-character names, rounded up).
 */
const BYTES_PER_PLACE_KEPT = 128;

/** The seed's clustering (spec doc 2 §9: grid size 70) over the places, summing their counts. */
export function buildPointIndex(columns: PlaceColumns): PointIndex {
  const places = columns.name.length;
  // n places make at most n - 1 clusters.
  const capacity = Math.max(1, 2 * places);
  const x = new Float64Array(capacity);
  const y = new Float64Array(capacity);
  const size = new Uint32Array(capacity);
  const cnt = new Float64Array(capacity);
  const born = new Uint8Array(capacity);
  const merged = new Int8Array(capacity).fill(-1);
  for (let i = 0; i < places; i++) {
    x[i] = Math.fround(lngX(columns.lng[i]!));
    y[i] = Math.fround(latY(columns.lat[i]!));
    size[i] = 1;
    cnt[i] = columns.cnt[i]!;
    born[i] = PLACES_LEVEL;
  }
  let entities = places;
  // The entities of the level above, in supercluster's order: the order in which each level is walked decides
  // which place seeds a cluster.
  let level = Uint32Array.from({ length: places }, (_, i) => i);
  for (let zoom = MAX_CLUSTER_ZOOM; zoom >= 0; zoom--) {
    const tree = treeOf({ x, y }, level);
    const r = CLUSTER_RADIUS / (EXTENT * 2 ** zoom);
    const done = new Uint8Array(level.length);
    const next = new Uint32Array(level.length);
    let kept = 0;
    for (let p = 0; p < level.length; p++) {
      if (done[p]) continue;
      done[p] = 1;
      const seed = level[p]!;
      const near = tree.within(x[seed]!, y[seed]!, r);
      let total = size[seed]!;
      for (const q of near) if (!done[q]) total += size[level[q]!]!;
      if (total === size[seed]) {
        next[kept++] = seed;
        continue;
      }
      // Summed in the KD-tree's order, as supercluster does: the centre is the same to the last bit.
      let wx = x[seed]! * size[seed]!;
      let wy = y[seed]! * size[seed]!;
      let sum = cnt[seed]!;
      for (const q of near) {
        if (done[q]) continue;
        done[q] = 1;
        const e = level[q]!;
        wx += x[e]! * size[e]!;
        wy += y[e]! * size[e]!;
        sum += cnt[e]!;
        merged[e] = zoom;
      }
      merged[seed] = zoom;
      const cluster = entities++;
      x[cluster] = wx / total;
      y[cluster] = wy / total;
      size[cluster] = total;
      cnt[cluster] = sum;
      born[cluster] = zoom;
      next[kept++] = cluster;
    }
    level = next.slice(0, kept);
  }
  const all = Uint32Array.from({ length: entities }, (_, i) => i);
  return {
    names: columns.name,
    lat: columns.lat,
    lng: columns.lng,
    places,
    x,
    y,
    size,
    cnt,
    born,
    merged,
    tree: treeOf({ x, y }, all),
    bytes: 4096 + capacity * 30 + entities * 12 + places * BYTES_PER_PLACE_KEPT,
  };
}

/** The entities on the level of `zoom` inside the box [west, south, east, north] (supercluster's getClusters). */
function entitiesIn(
  index: PointIndex,
  box: readonly [number, number, number, number],
  zoom: number,
): number[] {
  let west = ((((box[0] + 180) % 360) + 360) % 360) - 180;
  const south = Math.max(-90, Math.min(90, box[1]));
  let east = box[2] === 180 ? 180 : ((((box[2] + 180) % 360) + 360) % 360) - 180;
  const north = Math.max(-90, Math.min(90, box[3]));
  if (box[2] - box[0] >= 360) {
    west = -180;
    east = 180;
  } else if (west > east) {
    return [
      ...entitiesIn(index, [west, south, 180, north], zoom),
      ...entitiesIn(index, [-180, south, east, north], zoom),
    ];
  }
  const level = Math.max(0, Math.min(Math.floor(zoom), PLACES_LEVEL));
  return index.tree
    .range(lngX(west), latY(north), lngX(east), latY(south))
    .filter((e) => index.merged[e]! < level && level <= index.born[e]!);
}

/** The answer's order: the most places first, then the highest count, west to east, south to north, by name. */
export const markerOrder = (a: MapMarker, b: MapMarker) =>
  b.places - a.places ||
  b.cnt - a.cnt ||
  a.lng - b.lng ||
  a.lat - b.lat ||
  ((a.name ?? '') < (b.name ?? '') ? -1 : (a.name ?? '') > (b.name ?? '') ? 1 : 0);

/** The markers at the query's zoom level inside its box, in markerOrder, at most MAX_MAP_MARKERS. */
export function clustersAt(index: PointIndex, query: MapClustersQuery): MapClusters {
  const markers = entitiesIn(index, [query.west, query.south, query.east, query.north], query.zoom).map(
    (e): MapMarker =>
      e < index.places
        ? {
            lat: index.lat[e]!,
            lng: index.lng[e]!,
            places: 1,
            cnt: index.cnt[e]!,
            name: index.names[e]!,
            expansion_zoom: null,
          }
        : {
            lat: yLat(index.y[e]!),
            lng: xLng(index.x[e]!),
            places: index.size[e]!,
            cnt: index.cnt[e]!,
            name: null,
            // A cluster made at zoom z splits into its parts on the level above.
            expansion_zoom: index.born[e]! + 1,
          },
  );
  markers.sort(markerOrder);
  return { places: index.places, markers: markers.slice(0, MAX_MAP_MARKERS) };
}
