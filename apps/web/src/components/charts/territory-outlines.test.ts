import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { merge, mesh } from 'topojson-client';
import type { Position } from 'geojson';
import { territoryOutline, type StatesTopology } from './territory-outlines.ts';

const require = createRequire(import.meta.url);
const topology = JSON.parse(
  readFileSync(require.resolve('us-atlas/states-albers-10m.json'), 'utf8'),
) as StatesTopology;
const states = topology.objects.states;
const nameOf = (state: { properties?: object }) => (state.properties as { name: string }).name;
const key = (p: Position) => `${p[0]},${p[1]}`;
const vertices = (names: readonly string[]) =>
  new Set(territoryOutline(merge, topology, names).coordinates.flat(2).map(key));

describe('territoryOutline', () => {
  // Kansas and Oklahoma: each one ring, and neighbours along Oklahoma's northern border.
  const pair = ['Kansas', 'Oklahoma'];

  it('merges a two-state territory into one ring with no border inside it', () => {
    const rings = (names: string[]) => territoryOutline(merge, topology, names).coordinates.flat(1).length;
    expect(rings(['Kansas']) + rings(['Oklahoma'])).toBe(2);
    const merged = territoryOutline(merge, topology, pair);
    expect(merged.coordinates).toHaveLength(1);
    expect(merged.coordinates[0]).toHaveLength(1);

    // The border the two share (the arc between them): its inner points are on each state's own outline, and
    // on the merged outline none is.
    const shared = mesh(topology, states, (a, b) => a !== b && [a, b].every((s) => pair.includes(nameOf(s))));
    const inner = shared.coordinates.flatMap((line) => line.slice(1, -1)).map(key);
    expect(inner.length).toBeGreaterThan(0);
    const kansas = vertices(['Kansas']);
    const oklahoma = vertices(['Oklahoma']);
    expect(inner.every((p) => kansas.has(p) && oklahoma.has(p))).toBe(true);
    const outline = vertices(pair);
    expect(inner.filter((p) => outline.has(p))).toEqual([]);
    // Everything else of the two outlines is the merged one's.
    const rest = [...kansas, ...oklahoma].filter((p) => !inner.includes(p));
    expect(rest.every((p) => outline.has(p))).toBe(true);
  });

  it('keeps states apart as separate polygons, and names outside the atlas add nothing', () => {
    const apart = territoryOutline(merge, topology, ['Kansas', 'Florida', 'Atlantis']);
    const florida = territoryOutline(merge, topology, ['Florida']).coordinates.length;
    expect(apart.coordinates).toHaveLength(1 + florida);
    expect(territoryOutline(merge, topology, []).coordinates).toEqual([]);
  });
});
