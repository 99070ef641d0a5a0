// The world countries map for ECharts (the point maps' World view): world-atlas' 110m TopoJSON, longitude and
// latitude as they are, loaded on first use and registered once.
import { registerMap } from 'echarts/core';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';

export const WORLD_MAP = 'world-countries';

/** Antarctica (ISO 3166 numeric 010) takes a fifth of the map and holds no office or searcher. */
const LEFT_OUT = new Set(['010']);

/**
 * A ring cut at the antimeridian (Russia's far east, Fiji) jumps from 180° to -180° and back, which a flat map
 * draws as a line across the world: its western part is moved east by 360° so the ring stays whole.
 */
function joinAcrossAntimeridian(ring: Position[]): Position[] {
  const jumps = ring.some((p, i) => i > 0 && Math.abs((p[0] ?? 0) - (ring[i - 1]![0] ?? 0)) > 180);
  return jumps ? ring.map(([lng = 0, lat = 0]) => [lng < 0 ? lng + 360 : lng, lat]) : ring;
}

function withWholeRings(f: Feature<Geometry, { name: string }>): Feature<Geometry, { name: string }> {
  const g = f.geometry;
  if (g.type === 'Polygon')
    return { ...f, geometry: { ...g, coordinates: g.coordinates.map(joinAcrossAntimeridian) } };
  if (g.type === 'MultiPolygon')
    return {
      ...f,
      geometry: { ...g, coordinates: g.coordinates.map((polygon) => polygon.map(joinAcrossAntimeridian)) },
    };
  return f;
}

let loaded: Promise<void> | null = null;

export function loadWorldCountries(): Promise<void> {
  loaded ??= (async () => {
    const [{ default: raw }, { feature }] = await Promise.all([
      import('world-atlas/countries-110m.json'),
      import('topojson-client'),
    ]);
    const topology = raw as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    const countries = feature(topology, topology.objects.countries) as FeatureCollection<
      Geometry,
      { name: string }
    >;
    const features = countries.features.filter((f) => !LEFT_OUT.has(String(f.id))).map(withWholeRings);
    registerMap(WORLD_MAP, { type: 'FeatureCollection', features } as unknown as Parameters<
      typeof registerMap
    >[1]);
  })().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
