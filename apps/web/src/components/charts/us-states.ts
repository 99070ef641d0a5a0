// The US states map for ECharts: us-atlas' Albers USA TopoJSON, loaded on first use and registered once.
import { registerMap } from 'echarts/core';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Position } from 'geojson';
import { stateKey } from './state-keys.ts';
import { territoryOutline, type StatesTopology } from './territory-outlines.ts';

export const US_MAP = 'us-states-albers';

export interface UsStates {
  /** State name by map key ('us-georgia' → 'Georgia'). */
  nameOfKey: ReadonlyMap<string, string>;
  /** The states named (e.g. 'Texas') as one merged outline, in the registered map's coordinates. */
  outline(stateNames: readonly string[]): MultiPolygon;
}

type StateFeature = Feature<Geometry, { name: string }>;

/** The geometry is already projected with y pointing down; ECharts reads y as latitude (up), so negate it. */
function flip(coordinates: unknown): unknown {
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number') {
    const [x, y] = coordinates as Position;
    return [x, -(y ?? 0)];
  }
  return Array.isArray(coordinates) ? coordinates.map(flip) : coordinates;
}

function flipGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'GeometryCollection')
    return { ...geometry, geometries: geometry.geometries.map(flipGeometry) };
  return { ...geometry, coordinates: flip(geometry.coordinates) } as Geometry;
}

let loaded: Promise<UsStates> | null = null;

export function loadUsStates(): Promise<UsStates> {
  loaded ??= (async () => {
    const [{ default: raw }, { feature, merge }] = await Promise.all([
      import('us-atlas/states-albers-10m.json'),
      import('topojson-client'),
    ]);
    const topology = raw as unknown as StatesTopology;
    const states = feature(topology, topology.objects.states) as FeatureCollection<
      Geometry,
      { name: string }
    >;
    const features: StateFeature[] = states.features.map((f) => ({
      ...f,
      geometry: flipGeometry(f.geometry),
    }));
    registerMap(US_MAP, { type: 'FeatureCollection', features } as unknown as Parameters<
      typeof registerMap
    >[1]);
    return {
      nameOfKey: new Map(features.map((f) => [stateKey(f.properties.name), f.properties.name])),
      outline: (stateNames: readonly string[]) =>
        flipGeometry(territoryOutline(merge, topology, stateNames)) as MultiPolygon,
    };
  })().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
