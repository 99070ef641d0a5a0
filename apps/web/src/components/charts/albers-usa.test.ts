import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { albersUsa } from './albers-usa.ts';

const require = createRequire(import.meta.url);
const load = (file: string) =>
  JSON.parse(readFileSync(require.resolve(`us-atlas/${file}`), 'utf8')) as Topology<{
    states: GeometryCollection;
  }>;
const states = (file: string) =>
  feature(load(file), load(file).objects.states) as FeatureCollection<Geometry, { name: string }>;

function positions(f: Feature<Geometry>): Position[] {
  const g = f.geometry;
  if (g.type === 'Polygon') return g.coordinates.flat();
  if (g.type === 'MultiPolygon') return g.coordinates.flat(2);
  return [];
}

describe('albersUsa', () => {
  const lonLat = states('states-10m.json');
  const projected = new Map(states('states-albers-10m.json').features.map((f) => [f.properties.name, f]));

  it('places the vertices of every state inside that state in us-atlas pre-projected geometry', () => {
    let checked = 0;
    for (const state of lonLat.features) {
      const target = projected.get(state.properties.name);
      if (!target) continue; // territories albersUsa does not show
      const xs = positions(target).map((p) => p[0]!);
      const ys = positions(target).map((p) => p[1]!);
      const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      // The main body of the state (its largest ring's points) must fall in the state's box, within 2 px.
      for (const [lon, lat] of positions(state).filter((_, i) => i % 25 === 0)) {
        const p = albersUsa(lon!, lat!);
        if (!p) continue; // far islands outside the insets
        expect(p[0], state.properties.name).toBeGreaterThanOrEqual(minX - 2);
        expect(p[0], state.properties.name).toBeLessThanOrEqual(maxX + 2);
        expect(p[1], state.properties.name).toBeGreaterThanOrEqual(minY - 2);
        expect(p[1], state.properties.name).toBeLessThanOrEqual(maxY + 2);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(projected.size).toBeGreaterThanOrEqual(51);
  });

  it('puts Anchorage and Honolulu in their insets and refuses a point in Europe', () => {
    const anchorage = albersUsa(-149.9, 61.2);
    const honolulu = albersUsa(-157.86, 21.31);
    expect(anchorage).not.toBeNull();
    expect(honolulu).not.toBeNull();
    expect(anchorage![0]).toBeLessThan(300);
    expect(anchorage![1]).toBeGreaterThan(450);
    expect(honolulu![0]).toBeGreaterThan(200);
    expect(honolulu![0]).toBeLessThan(380);
    expect(albersUsa(2.35, 48.85)).toBeNull();
  });
});
