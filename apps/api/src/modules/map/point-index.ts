// A point map's clusters, computed on the server: one supercluster index per (data version, filters, map, view)
// over every place of the view, asked for the markers of a zoom level inside a viewport. The browser receives
// the markers it draws, not the tens of thousands of places behind them.
import Supercluster from 'supercluster';
import {
  CLUSTER_RADIUS,
  MAX_CLUSTER_ZOOM,
  MAX_MAP_MARKERS,
  type MapClusters,
  type MapClustersQuery,
  type MapMarker,
} from '@specpulse/contract';
import type { PlaceColumns } from './map.queries.ts';

/** A place as the index holds it: its position in the columns (for its name) and its count. */
type PlaceProps = { i: number; cnt: number };
type ClusterProps = { cnt: number };

export interface PointIndex {
  clusters: Supercluster<PlaceProps, ClusterProps>;
  names: readonly string[];
  /** The places indexed. */
  places: number;
  /** What the index holds in memory, estimated (its weight in the cache). */
  bytes: number;
}

/**
 * Memory per place of an index, estimated from a heap snapshot before and after building one: the place's
 * feature and name, and its entry (numbers and a spatial index entry) at each zoom level where it is not yet
 * merged. Rounded up, so the cache stays under its budget.
 */
const BYTES_PER_PLACE = 1024;

/** The seed's clustering (spec doc 2 §9: grid size 70) over the places, summing their counts. */
export function buildPointIndex(columns: PlaceColumns): PointIndex {
  const clusters = new Supercluster<PlaceProps, ClusterProps>({
    radius: CLUSTER_RADIUS,
    maxZoom: MAX_CLUSTER_ZOOM,
    map: (p) => ({ cnt: p.cnt }),
    reduce: (acc, p) => {
      acc.cnt += p.cnt;
    },
  });
  clusters.load(
    columns.name.map((_, i) => ({
      type: 'Feature' as const,
      properties: { i, cnt: columns.cnt[i]! },
      geometry: { type: 'Point' as const, coordinates: [columns.lng[i]!, columns.lat[i]!] },
    })),
  );
  const places = columns.name.length;
  return { clusters, names: columns.name, places, bytes: 4096 + places * BYTES_PER_PLACE };
}

/** The markers at the query's zoom level inside its box, the most places first, then by count and position. */
export function clustersAt(index: PointIndex, query: MapClustersQuery): MapClusters {
  const { clusters, names } = index;
  const box: [number, number, number, number] = [query.west, query.south, query.east, query.north];
  const markers = clusters.getClusters(box, query.zoom).map((feature): MapMarker => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties;
    if ('cluster' in props && props.cluster)
      return {
        lat,
        lng,
        places: props.point_count,
        cnt: props.cnt,
        name: null,
        expansion_zoom: clusters.getClusterExpansionZoom(props.cluster_id),
      };
    const place = props as PlaceProps;
    return { lat, lng, places: 1, cnt: place.cnt, name: names[place.i]!, expansion_zoom: null };
  });
  markers.sort((a, b) => b.places - a.places || b.cnt - a.cnt || a.lng - b.lng || a.lat - b.lat);
  return { places: index.places, markers: markers.slice(0, MAX_MAP_MARKERS) };
}
