// US state outlines for placing sites: us-atlas' geographic states-10m (the web maps' outline), loaded once, with a point-in-polygon test.
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { stateByCode, states } from './geography.ts';

/** A polygon's rings (outer first, then holes) as flat [lng, lat, lng, lat, …] arrays, with its bounding box. */
export interface Outline {
  rings: Float64Array[];
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

type Position = readonly number[];
type StateGeometry =
  { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };
interface StateFeature {
  properties: { name: string } | null;
  geometry: StateGeometry | null;
}

/** One polygon (outer ring then holes, as GeoJSON lists them) ready for `insideOutlines`. */
export function outlineOf(polygon: readonly (readonly Position[])[]): Outline {
  const outline: Outline = {
    rings: [],
    minLng: Infinity,
    minLat: Infinity,
    maxLng: -Infinity,
    maxLat: -Infinity,
  };
  for (const ring of polygon) {
    const flat = new Float64Array(ring.length * 2);
    ring.forEach(([lng = 0, lat = 0], i) => {
      flat[2 * i] = lng;
      flat[2 * i + 1] = lat;
      outline.minLng = Math.min(outline.minLng, lng);
      outline.maxLng = Math.max(outline.maxLng, lng);
      outline.minLat = Math.min(outline.minLat, lat);
      outline.maxLat = Math.max(outline.maxLat, lat);
    });
    outline.rings.push(flat);
  }
  return outline;
}

/**
 * Whether (lng, lat) lies inside any of the polygons: a bounding-box check per polygon, then even-odd ray
 * casting over all of its rings, so a point in a hole counts as outside.
 */
export function insideOutlines(outlines: readonly Outline[], lng: number, lat: number): boolean {
  for (const o of outlines) {
    if (lng < o.minLng || lng > o.maxLng || lat < o.minLat || lat > o.maxLat) continue;
    let inside = false;
    for (const ring of o.rings) {
      const n = ring.length;
      for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
        const yi = ring[i + 1] as number;
        const yj = ring[j + 1] as number;
        if (yi > lat !== yj > lat) {
          const xi = ring[i] as number;
          const xj = ring[j] as number;
          if (lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
        }
      }
    }
    if (inside) return true;
  }
  return false;
}

let byState: Map<string, Outline[]> | null = null;

function load(): Map<string, Outline[]> {
  const require = createRequire(import.meta.url);
  const topology = require('us-atlas/states-10m.json') as Parameters<typeof feature>[0];
  const collection = feature(
    topology,
    topology.objects.states as Parameters<typeof feature>[1],
  ) as unknown as {
    features: StateFeature[];
  };
  const codeByName = new Map(states.map((s) => [s.name, s.code]));
  const map = new Map<string, Outline[]>();
  for (const f of collection.features) {
    const code = f.properties && codeByName.get(f.properties.name);
    if (!code || !f.geometry) continue; // territories (Puerto Rico, Guam, …) the demo market has no state for
    const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    map.set(code, polygons.map(outlineOf));
  }
  for (const s of states) if (!map.has(s.code)) throw new Error(`us-atlas has no outline for ${s.name}`);
  return map;
}

/** The outline polygons of a US state by its code (`'IL'`); throws for a code that is not a state here. */
export function stateOutlines(code: string): readonly Outline[] {
  byState ??= load();
  const outlines = byState.get(code);
  if (!outlines || !stateByCode.has(code)) throw new Error(`No state outline for ${code}`);
  return outlines;
}

/** Whether (lat, lng) lies inside the outline of the state with that code. */
export function insideState(code: string, lat: number, lng: number): boolean {
  return insideOutlines(stateOutlines(code), lng, lat);
}
