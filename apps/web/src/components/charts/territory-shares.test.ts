import { describe, expect, it } from 'vitest';
import type { MultiPolygon } from 'geojson';
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
  // A square with a square hole, and a second square apart: two polygons, three rings.
  const outline: MultiPolygon = {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [0, 0],
          [0, 4],
          [4, 4],
          [4, 0],
          [0, 0],
        ],
        [
          [1, 1],
          [2, 1],
          [2, 2],
          [1, 2],
          [1, 1],
        ],
      ],
      [
        [
          [10, 0],
          [10, 1],
          [11, 1],
          [10, 0],
        ],
      ],
    ],
  };
  const plains = { name: 'Plains & <West>', outline, color: '#1565c0' };
  type Series = {
    id: string;
    type: string;
    data: { name: string }[];
    renderItem: (
      params: { dataIndex: number },
      api: { coord: (p: number[]) => number[] },
    ) => {
      shape: { pathData: string };
      style: { stroke: string };
    };
    tooltip: { formatter: (p: { name: string }) => string };
  };
  const seriesOf = (option: unknown) => (option as { series: Series[] }).series;

  it('draws each territory as one shape under the markers, on the US view only, named on hover', () => {
    const series = seriesOf(pointMapOption('us', 'Specs', [plains]));
    expect(series.map((s) => s.id)).toEqual(['territories', 'points']);
    const [territories] = series;
    expect(territories!.data.map((d) => d.name)).toEqual(['Plains & <West>']);
    expect(territories!.tooltip.formatter({ name: plains.name })).toBe('Plains &#38; &#60;West&#62;');
    // One path with a subpath per ring, in the map's pixels, in the territory's colour.
    const drawn = territories!.renderItem({ dataIndex: 0 }, { coord: ([x, y]) => [x! * 10, y! * 10] });
    expect(drawn.style.stroke).toBe('#1565c0');
    expect(drawn.shape.pathData.match(/M/g)).toHaveLength(3);
    expect(drawn.shape.pathData.startsWith('M0 0L0 40L40 40L40 0L0 0Z')).toBe(true);

    expect(seriesOf(pointMapOption('world', 'Specs', [plains])).map((s) => s.id)).toEqual(['points']);
    expect(seriesOf(pointMapOption('us', 'Specs')).map((s) => s.id)).toEqual(['points']);
  });
});
