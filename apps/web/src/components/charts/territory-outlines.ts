// The point maps' territory outlines (issue 44): a territory's US states merged into one shape over us-atlas'
// topology (topojson-client's merge drops every arc two of its states share), so a territory is drawn as one
// outline instead of one border per state.
import type { MultiPolygon as MergedOutline } from 'geojson';
import type { merge as topojsonMerge } from 'topojson-client';
import type { GeometryCollection, MultiPolygon, Polygon, Topology } from 'topojson-specification';

type StateProperties = { name: string };
export type StatesTopology = Topology<{ states: GeometryCollection<StateProperties> }>;

/**
 * The union of the states named (us-atlas names, e.g. 'Texas'): neighbours share no border inside it; states
 * apart stay separate polygons. `merge` is topojson-client's, passed in as it is loaded with the atlas.
 */
export function territoryOutline(
  merge: typeof topojsonMerge,
  topology: StatesTopology,
  stateNames: readonly string[],
): MergedOutline {
  const wanted = new Set(stateNames);
  const states = topology.objects.states.geometries.filter(
    (g): g is Polygon<StateProperties> | MultiPolygon<StateProperties> =>
      (g.type === 'Polygon' || g.type === 'MultiPolygon') && wanted.has(g.properties?.name ?? ''),
  );
  return merge(topology, states);
}
