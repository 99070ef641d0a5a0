// The world countries map for ECharts (the point maps' World view): world-atlas' 110m TopoJSON, longitude and
// latitude as they are, loaded on first use and registered once.
import { registerMap } from 'echarts/core';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, Geometry } from 'geojson';

export const WORLD_MAP = 'world-countries';

/** Antarctica (ISO 3166 numeric 010) takes a fifth of the map and holds no office or searcher. */
const LEFT_OUT = new Set(['010']);

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
    const features = countries.features.filter((f) => !LEFT_OUT.has(String(f.id)));
    registerMap(WORLD_MAP, { type: 'FeatureCollection', features } as unknown as Parameters<
      typeof registerMap
    >[1]);
  })().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
