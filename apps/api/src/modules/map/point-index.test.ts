// The server's cluster index against supercluster itself (the seed's clustering) on the same places: the same
// markers, to the last bit of every position, at every zoom level and in every kind of viewport. The places are
// dense metros, exact duplicates and a scatter, so merges happen at every level and clusters merge into
// clusters. map.int.test.ts does the same through the API on the loaded data set.
import Supercluster from 'supercluster';
import { describe, expect, it } from 'vitest';
import { CLUSTER_RADIUS, MAX_CLUSTER_ZOOM, MAX_MAP_MARKERS, type MapMarker } from '@specpulse/contract';
import type { PlaceColumns } from './map.queries.ts';
import { buildPointIndex, clustersAt, markerOrder } from './point-index.ts';

/** Places around 40 metros: a third on the metro's very spot, some within a block, the rest across the region. */
function places(n: number, seed: number): PlaceColumns {
  let state = seed;
  const random = () => (state = (state * 16807) % 2147483647) / 2147483647;
  const metros = Array.from({ length: 40 }, () => [-179 + random() * 358, -60 + random() * 130] as const);
  const columns: PlaceColumns = { name: [], lat: [], lng: [], cnt: [] };
  for (let i = 0; i < n; i++) {
    const [lng, lat] = metros[Math.floor(random() * metros.length)]!;
    const spread = random() < 0.3 ? 0 : random() < 0.5 ? 0.001 : 3;
    columns.name.push(`Place ${i}`);
    columns.lng.push(Math.max(-180, Math.min(180, lng + (random() - 0.5) * spread)));
    columns.lat.push(lat + (random() - 0.5) * spread);
    columns.cnt.push(1 + Math.floor(random() * 20));
  }
  return columns;
}

/** supercluster's markers, as the API describes them. */
function reference(columns: PlaceColumns, box: [number, number, number, number], zoom: number): MapMarker[] {
  const index = new Supercluster<{ name: string; cnt: number }, { cnt: number }>({
    radius: CLUSTER_RADIUS,
    maxZoom: MAX_CLUSTER_ZOOM,
    map: (p) => ({ cnt: p.cnt }),
    reduce: (acc, p) => {
      acc.cnt += p.cnt;
    },
  });
  index.load(
    columns.name.map((name, i) => ({
      type: 'Feature' as const,
      properties: { name, cnt: columns.cnt[i]! },
      geometry: { type: 'Point' as const, coordinates: [columns.lng[i]!, columns.lat[i]!] },
    })),
  );
  return index.getClusters(box, zoom).map((f) => {
    const [lng, lat] = f.geometry.coordinates as [number, number];
    const props = f.properties as { name?: string; cnt: number; cluster_id?: number; point_count?: number };
    return props.cluster_id === undefined
      ? { lat, lng, places: 1, cnt: props.cnt, name: props.name!, expansion_zoom: null }
      : {
          lat,
          lng,
          places: props.point_count!,
          cnt: props.cnt,
          name: null,
          expansion_zoom: index.getClusterExpansionZoom(props.cluster_id),
        };
  });
}

const keys = (markers: readonly MapMarker[]) => markers.map((m) => JSON.stringify(m)).sort();

/** The first MAX_MAP_MARKERS in the answer's order. */
const firstMarkers = (markers: MapMarker[]) => [...markers].sort(markerOrder).slice(0, MAX_MAP_MARKERS);

describe('point index', () => {
  const columns = places(6000, 11);
  const index = buildPointIndex(columns);
  const boxes: [string, [number, number, number, number]][] = [
    ['the world', [-180, -90, 180, 90]],
    ['a region', [-100, 20, -60, 50]],
    ['a box across the antimeridian', [150, -60, -150, 70]],
    ['a box wider than the world', [-300, -80, 200, 80]],
  ];

  it.each(boxes)('answers the markers supercluster does in %s, at every zoom', (_, box) => {
    for (let zoom = 0; zoom <= MAX_CLUSTER_ZOOM + 2; zoom++) {
      const answer = clustersAt(index, {
        view: 'world',
        west: box[0],
        south: box[1],
        east: box[2],
        north: box[3],
        zoom,
      });
      expect(answer.places).toBe(6000);
      expect(keys(answer.markers), `zoom ${zoom}`).toEqual(keys(firstMarkers(reference(columns, box, zoom))));
    }
  });

  it('makes clusters of clusters and keeps every place in exactly one marker at each zoom', () => {
    for (let zoom = 0; zoom <= MAX_CLUSTER_ZOOM + 1; zoom++) {
      const { markers } = clustersAt(index, {
        view: 'world',
        west: -180,
        south: -90,
        east: 180,
        north: 90,
        zoom,
      });
      if (markers.length === MAX_MAP_MARKERS) continue;
      expect(
        markers.reduce((sum, m) => sum + m.places, 0),
        `zoom ${zoom}`,
      ).toBe(6000);
      expect(markers.reduce((sum, m) => sum + m.cnt, 0)).toBe(columns.cnt.reduce((a, b) => a + b, 0));
    }
    expect(
      clustersAt(index, { view: 'world', west: -180, south: -90, east: 180, north: 90, zoom: 0 }).markers
        .length,
    ).toBeLessThan(40);
  });

  it('indexes no places', () => {
    const empty = buildPointIndex({ name: [], lat: [], lng: [], cnt: [] });
    expect(
      clustersAt(empty, { view: 'world', west: -180, south: -90, east: 180, north: 90, zoom: 3 }),
    ).toEqual({
      places: 0,
      markers: [],
    });
  });
});
