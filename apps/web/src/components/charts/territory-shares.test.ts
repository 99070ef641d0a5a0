import { describe, expect, it } from 'vitest';
import { territoryRows } from './territory-shares.ts';
import { pointMapOption } from './point-map.options.ts';

const states = [
  { name: 'Texas', code: 'TX', spec: 10, lines: 300 },
  { name: 'Florida', code: 'FL', spec: 40, lines: 100 },
  { name: 'California', code: 'CA', spec: 20, lines: 50 },
];

describe('territoryRows', () => {
  it("gives every state of a territory the territory's share, its states' shares weighted by their lines", () => {
    const rows = territoryRows(states, 'spec', 'lines', [{ name: 'Gulf', states: ['TX', 'fl'] }]);
    // (10 × 300 + 40 × 100) / 400 lines: the territory's lines of ours over all its lines.
    expect(rows).toEqual([
      { key: 'us-texas', value: 17.5, sample: 400 },
      { key: 'us-florida', value: 17.5, sample: 400 },
    ]);
  });

  it('colours a state of several territories with the first by name, and leaves states outside them out', () => {
    const rows = territoryRows(states, 'spec', 'lines', [
      { name: 'West', states: ['CA', 'TX'] },
      { name: 'East', states: ['TX'] },
    ]);
    expect(rows).toEqual([
      { key: 'us-texas', value: 10, sample: 300 },
      { key: 'us-california', value: (10 * 300 + 20 * 50) / 350, sample: 350 },
    ]);
    expect(territoryRows(states, 'spec', 'lines', [{ name: 'None', states: ['NY'] }])).toEqual([]);
  });
});

describe('the point maps with territories', () => {
  it("outlines the territories' states on the US view only", () => {
    const us = pointMapOption('us', 'Specs', ['Texas', 'Florida']) as {
      geo: { regions?: { name: string }[] };
    };
    expect(us.geo.regions?.map((r) => r.name)).toEqual(['Texas', 'Florida']);
    const world = pointMapOption('world', 'Specs', ['Texas']) as { geo: { regions?: unknown } };
    expect(world.geo.regions).toBeUndefined();
    expect((pointMapOption('us', 'Specs') as { geo: { regions?: unknown } }).geo.regions).toBeUndefined();
  });
});
