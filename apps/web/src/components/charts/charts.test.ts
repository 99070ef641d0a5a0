import { describe, expect, it } from 'vitest';
import { MIN_SAMPLE_LINES } from '@specpulse/contract';
import { seriesSheet } from './chart-export.ts';
import {
  buildPointIndex,
  CLUSTER_RADIUS,
  clusterMarkers,
  clusterZoom,
  mapZoomFor,
  markerRadius,
  markerSeries,
  markerTooltip,
  pointMapOption,
  pointsInView,
} from './point-map.options.ts';
import {
  SEGMENT_EXPORT_TITLE,
  SEGMENT_GREENS,
  segmentLabel,
  segmentSheet,
  segmentSlices,
} from './segment-pie.options.ts';
import { seriesChartOption } from './series-chart.tsx';
import { stateKey, toStateRows } from './state-keys.ts';
import {
  THIN_SAMPLE_COLOR,
  initialSeries,
  sampleNote,
  stateMapData,
  stateMapOption,
  stateMapSheets,
} from './state-map.options.ts';

describe('segment pie', () => {
  it('keeps positive numeric slices in the given order, without adding an Other slice', () => {
    const slices = segmentSlices([
      { name: 'Workplace', value: '28.44' },
      { name: 'Education', value: 17 },
      { name: 'Retail', value: 0 },
      { name: 'Broken', value: null },
    ]);
    expect(slices).toEqual([
      { name: 'Workplace', value: 28.44 },
      { name: 'Education', value: 17 },
    ]);
  });

  it('shows percentages with 1 decimal, six greens, and exports as Distribution of Projects', () => {
    expect(segmentLabel('Workplace', 28.44)).toBe('Workplace: 28.4%');
    expect(segmentLabel('Other', 5)).toBe('Other: 5.0%');
    expect(SEGMENT_GREENS).toHaveLength(6);
    const sheet = segmentSheet([{ name: 'Workplace', value: 28.44 }]);
    expect(sheet.name).toBe(SEGMENT_EXPORT_TITLE);
    expect(SEGMENT_EXPORT_TITLE).toBe('Distribution of Projects');
    expect(sheet.columns[1]).toMatchObject({ decimals: 1, suffix: '%' });
  });
});

describe('line and column charts', () => {
  it('titles the y-axis, shows a legend when asked and formats tooltips with 4 decimals', () => {
    const option = seriesChartOption({
      kind: 'bar',
      categories: ['2025-Q1', '2025-Q2'],
      series: [{ name: 'Spec Percent', data: [1.234567, null] }],
      yAxisTitle: 'Percent',
      legend: true,
      valueSuffix: '%',
    }) as {
      yAxis: { name: string };
      legend: { data: string[] };
      tooltip: { valueFormatter: (v: unknown) => string };
      series: { type: string; data: unknown[] }[];
    };
    expect(option.yAxis.name).toBe('Percent');
    expect(option.legend.data).toEqual(['Spec Percent']);
    expect(option.tooltip.valueFormatter(1.234567)).toBe('1.2346%');
    expect(option.series[0]).toMatchObject({ type: 'bar', data: [1.234567, null] });
  });

  it('exports a row per category and a column per series', () => {
    const sheet = seriesSheet(
      'Brand Performance',
      'Period',
      ['Q1', 'Q2'],
      [
        { name: 'Spec', data: [1, 2] },
        { name: 'Search', data: [3] },
      ],
    );
    expect(sheet.columns.map((c) => c.header)).toEqual(['Period', 'Spec', 'Search']);
    expect(sheet.rows).toEqual([
      { category: 'Q1', s0: 1, s1: 3 },
      { category: 'Q2', s0: 2, s1: null },
    ]);
  });
});

describe('state map', () => {
  const nameOfKey = new Map([
    ['us-georgia', 'Georgia'],
    ['us-district of columbia', 'District of Columbia'],
  ]);

  it("keys rows 'us-' plus the lowercase state name", () => {
    expect(stateKey('District of Columbia')).toBe('us-district of columbia');
    const rows = toStateRows({ Georgia: { name: 'Georgia', code: 'GA', spec: 2.5, search: 1 } }, 'spec');
    expect(rows).toEqual([{ key: 'us-georgia', value: 2.5 }]);
    expect(toStateRows([{ name: 'Georgia', spec: 2.5, search: 1 }], 'search')).toEqual([
      { key: 'us-georgia', value: 1 },
    ]);
  });

  it('maps keys to the map names, drops unknown keys, and scales colour from 0 to the maximum', () => {
    const rows = [
      { key: 'us-georgia', value: 3 },
      { key: 'us-district of columbia', value: 1.5 },
      { key: 'us-atlantis', value: 9 },
    ];
    expect(stateMapData(rows, nameOfKey)).toEqual([
      { name: 'Georgia', value: 3 },
      { name: 'District of Columbia', value: 1.5 },
    ]);
    const option = stateMapOption({ name: 'Spec', rows }, nameOfKey, '%') as {
      visualMap: { min: number; max: number; inRange: { color: string[] } };
      tooltip: { formatter: (p: { name: string; value: unknown }) => string };
    };
    expect(option.visualMap).toMatchObject({ min: 0, max: 3 });
    expect(option.visualMap.inRange.color[1]).toBe('#2e7d32');
    expect(option.tooltip.formatter({ name: 'Georgia', value: 3.123456 })).toBe('Georgia: 3.1235%');
    expect(option.tooltip.formatter({ name: 'Ohio', value: Number.NaN })).toBe('Ohio: No Data');
  });

  it('carries the sample behind each share, and greys out a state whose sample is under the minimum', () => {
    const states = [
      { name: 'Georgia', spec: 2.5, lines: 400 },
      { name: 'District of Columbia', spec: 60, lines: MIN_SAMPLE_LINES - 1 },
    ];
    const rows = toStateRows(states, 'spec', 'lines');
    expect(rows).toEqual([
      { key: 'us-georgia', value: 2.5, sample: 400 },
      { key: 'us-district of columbia', value: 60, sample: MIN_SAMPLE_LINES - 1 },
    ]);
    const sample = { unit: 'spec lines', minimum: MIN_SAMPLE_LINES };
    const data = stateMapData(rows, nameOfKey, sample);
    expect(data[0]).toEqual({ name: 'Georgia', value: 2.5, sample: 400 });
    // The thin state is off the colour scale (its 60% does not set the maximum) and grey.
    expect(data[1]).toMatchObject({ name: 'District of Columbia', share: 60, sample: 29 });
    expect(data[1]?.value).toBeNaN();
    expect(data[1]?.itemStyle).toEqual({ areaColor: THIN_SAMPLE_COLOR });
    // Exactly the minimum is enough.
    expect(stateMapData([{ key: 'us-georgia', value: 1, sample: 30 }], nameOfKey, sample)[0]?.itemStyle).toBe(
      undefined,
    );

    const option = stateMapOption({ name: 'Spec', rows, sample }, nameOfKey, '%') as {
      visualMap: { max: number };
      series: { data: unknown[] }[];
      tooltip: { formatter: (p: { name: string; value: unknown; data: unknown }) => string };
    };
    expect(option.visualMap.max).toBe(2.5);
    const [georgia, dc] = option.series[0]!.data;
    expect(option.tooltip.formatter({ name: 'Georgia', value: 2.5, data: georgia })).toBe(
      'Georgia: 2.5000% (sample: 400 spec lines)',
    );
    expect(option.tooltip.formatter({ name: 'District of Columbia', value: Number.NaN, data: dc })).toBe(
      'District of Columbia: 60.0000% (sample too small: 29 spec lines, under 30)',
    );
    expect(sampleNote(12, { unit: 'searches' })).toBe(' (sample: 12 searches)');
    expect(sampleNote(undefined, sample)).toBe('');
  });

  it('exports the sample beside the share when the series has one', () => {
    const [sheet] = stateMapSheets(
      [{ name: 'Spec', rows: [{ key: 'us-georgia', value: 2, sample: 12 }], sample: { unit: 'spec lines' } }],
      nameOfKey,
      '%',
    );
    expect(sheet!.columns.map((c) => c.header)).toEqual(['State', 'Spec', 'Sample (spec lines)']);
    expect(sheet!.rows).toEqual([{ state: 'Georgia', value: 2, sample: 12 }]);
  });

  it('exports one sheet per series and starts on Spec', () => {
    const series = [
      { name: 'Search', rows: [{ key: 'us-georgia', value: 1 }] },
      { name: 'Spec', rows: [{ key: 'us-georgia', value: 2 }] },
    ];
    const sheets = stateMapSheets(series, nameOfKey);
    expect(sheets.map((s) => s.name)).toEqual(['Search', 'Spec']);
    expect(sheets[1]!.rows).toEqual([{ state: 'Georgia', value: 2 }]);
    expect(initialSeries(series)).toBe('Spec');
    expect(initialSeries(series, 'Search')).toBe('Search');
    expect(initialSeries([{ name: 'Value', rows: [] }])).toBe('Value');
  });
});

describe('point map', () => {
  it('sizes markers 13 to 21 by the number of places in the bands 1-4, 5-9, 10-15, 16-20, 21-100', () => {
    expect([1, 4, 5, 9, 10, 15, 16, 20, 21, 100, 500].map(markerRadius)).toEqual([
      13, 13, 15, 15, 17, 17, 19, 19, 21, 21, 21,
    ]);
    // As symbol diameters of the scatter series, by the places (value dimension 2).
    const { symbolSize } = markerSeries([]);
    expect([1, 5, 12, 18, 60].map((n) => symbolSize([0, 0, n, 0, '', -1]))).toEqual([26, 30, 34, 38, 42]);
  });

  it('colours markers on the axis 0-20 by their number of places, with a cluster radius of 70 px', () => {
    expect(CLUSTER_RADIUS).toBe(70);
    for (const view of ['us', 'world'] as const) {
      const option = pointMapOption(view, 'Spec lines') as { visualMap: Record<string, unknown> };
      expect(option.visualMap).toMatchObject({ min: 0, max: 20, dimension: 2 });
    }
    const index = buildPointIndex([
      { name: 'A', lat: 40, lng: -100, cnt: 3 },
      { name: 'B', lat: 40.01, lng: -100, cnt: 4 },
    ]);
    const [cluster] = markerSeries(clusterMarkers(index, 3)).data;
    expect(cluster?.[2]).toBe(2);
    expect(cluster?.[3]).toBe(7);
  });

  it('clusters nearby places, summing their counts, and separates them when zoomed in', () => {
    const points = [
      { name: 'Atlanta', lat: 33.749, lng: -84.388, cnt: 4 },
      { name: 'Decatur', lat: 33.7748, lng: -84.2963, cnt: 2 },
      { name: 'Seattle', lat: 47.6062, lng: -122.3321, cnt: 7 },
    ];
    const index = buildPointIndex(points);
    const far = clusterMarkers(index, clusterZoom(900));
    expect(far).toHaveLength(2);
    const atlanta = far.find((m) => m.count === 2)!;
    expect(atlanta.cnt).toBe(6);
    expect(atlanta.clusterId).not.toBeNull();
    expect(far.find((m) => m.count === 1)).toMatchObject({ name: 'Seattle', cnt: 7, clusterId: null });
    expect(clusterMarkers(index, 14)).toHaveLength(3);
  });

  it('picks a deeper cluster zoom for a wider or zoomed-in map, and the map zoom where a cluster splits', () => {
    expect(clusterZoom(900)).toBe(3);
    expect(clusterZoom(900, 8)).toBe(6);
    expect(clusterZoom(450)).toBeLessThan(clusterZoom(1800));
    expect(clusterZoom(900, 1, 'world')).toBeLessThan(clusterZoom(900, 1, 'us'));
    for (const view of ['us', 'world'] as const)
      for (const z of [4, 7, 12]) expect(clusterZoom(900, mapZoomFor(z, 900, view), view)).toBe(z);
  });

  it('shows only US places on the US view (Toronto lies inside the lower 48 box) and all on the World view', () => {
    const points = [
      { name: 'Chicago, IL', lat: 41.88, lng: -87.63, cnt: 5, country: 'US' },
      { name: 'Toronto, Canada', lat: 43.65, lng: -79.38, cnt: 2, country: 'CA' },
      { name: 'London, United Kingdom', lat: 51.51, lng: -0.13, cnt: 1, country: 'GB' },
    ];
    expect(pointsInView(points, 'us').map((p) => p.name)).toEqual(['Chicago, IL']);
    const world = clusterMarkers(buildPointIndex(pointsInView(points, 'world')), 6, 'world');
    // World markers sit at their longitude and latitude.
    expect(world.find((m) => m.name === 'London, United Kingdom')).toMatchObject({ x: -0.13, y: 51.51 });
    expect(world).toHaveLength(3);
  });

  it("shows a place's name and count in its tooltip, escaped, and the number of places for a cluster", () => {
    expect(markerTooltip([0, 0, 1, 1234, 'Hayes & Park <Toronto>', -1], 'Projects')).toBe(
      'Hayes &#38; Park &#60;Toronto&#62;<br/>Projects: <b>1,234</b>',
    );
    expect(markerTooltip([0, 0, 12, 40, '12 places', 3], 'Searches')).toBe(
      '12 places<br/>Searches: <b>40</b>',
    );
  });
});
