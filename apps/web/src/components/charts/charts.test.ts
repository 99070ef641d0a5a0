import { describe, expect, it } from 'vitest';
import { MIN_SAMPLE_LINES } from '@specpulse/contract';
import { seriesSheet } from './chart-export.ts';
import { albersUsa } from './albers-usa.ts';
import {
  bandValue,
  clusterZoom,
  mapZoomFor,
  markerRadius,
  markerSeries,
  markerTable,
  markerTooltip,
  placeMarkers,
  pointMapOption,
  viewportOf,
  type Marker,
} from './point-map.options.ts';
import {
  SEGMENT_EXPORT_TITLE,
  SEGMENT_GREENS,
  segmentLabel,
  segmentPieOption,
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
  stateMapTable,
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

describe('segment pie for colour-blind readers (issue 48)', () => {
  const option = segmentPieOption([
    { name: 'Workplace', value: 28.44 },
    { name: 'Education', value: 17 },
  ]) as {
    color: string[];
    aria: { enabled: boolean; decal: { show: boolean }; label: { enabled: boolean } };
    series: { label: { show: boolean; formatter: (p: { name: string; value: number }) => string } }[];
  };

  it("keeps the specification's six greens and adds a decal pattern to every slice", () => {
    expect(option.color).toEqual([...SEGMENT_GREENS]);
    expect(option.aria.enabled).toBe(true);
    expect(option.aria.decal.show).toBe(true);
    // ECharts' own aria-label would replace the frame's summary naming the chart.
    expect(option.aria.label.enabled).toBe(false);
  });

  it('labels each slice with its name and value, not by colour alone', () => {
    const label = option.series[0]!.label;
    expect(label.show).toBe(true);
    expect(label.formatter({ name: 'Education', value: 17 })).toBe('Education: 17.0%');
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
      visualMap: { min: number; max: number; inRange: { color: string[] }; text: string[] };
      tooltip: { formatter: (p: { name: string; value: unknown }) => string };
    };
    expect(option.visualMap).toMatchObject({ min: 0, max: 3 });
    // The legend's ends are rounded, the tooltip keeps the spec's 4 decimals.
    expect(option.visualMap.text).toEqual(['3%', '0%']);
    const fine = stateMapOption(
      { name: 'Spec', rows: [{ key: 'us-georgia', value: 12.94 }] },
      nameOfKey,
      '%',
    ) as {
      visualMap: { text: string[] };
    };
    expect(fine.visualMap.text).toEqual(['12.9%', '0%']);
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

  it("lists the shown series' states with their figures and samples as the map's data table", () => {
    const table = stateMapTable(
      {
        name: 'Spec',
        rows: [
          { key: 'us-georgia', value: 1.5, sample: 1200 },
          { key: 'us-district of columbia', value: 2.25, sample: 40 },
          { key: 'us-atlantis', value: 9, sample: 1 },
        ],
        sample: { unit: 'spec lines' },
      },
      nameOfKey,
      'Top States: Spec',
      '%',
    );
    expect(table.caption).toBe('Top States: Spec');
    expect(table.headers).toEqual(['State', 'Spec', 'Sample (spec lines)']);
    // The largest figure first; a key that is not a state of the map is left out, as on the map.
    expect(table.rows).toEqual([
      ['District of Columbia', '2.2500%', '40'],
      ['Georgia', '1.5000%', '1,200'],
    ]);
    const noFigure = stateMapTable(
      { name: 'Win Rate', rows: [{ key: 'us-georgia', value: null }] },
      nameOfKey,
      'Win Rate',
    );
    expect(noFigure.headers).toEqual(['State', 'Win Rate']);
    expect(noFigure.rows).toEqual([['Georgia', 'No Data']]);
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
  const marker = (places: number, cnt: number, name: string | null = null): Marker => ({
    x: 0,
    y: 0,
    lat: 40,
    lng: -100,
    places,
    cnt,
    name,
    expansion_zoom: name === null ? 5 : null,
  });

  it('sizes markers 13 to 21 by the number of places in the bands 1-4, 5-9, 10-15, 16-20, 21-100', () => {
    expect([1, 4, 5, 9, 10, 15, 16, 20, 21, 100, 500].map(markerRadius)).toEqual([
      13, 13, 15, 15, 17, 17, 19, 19, 21, 21, 21,
    ]);
    // As symbol diameters of the scatter series, by the places (value dimension 2).
    const series = markerSeries([1, 5, 12, 18, 60].map((n) => marker(n, 1000)));
    expect(series.series[0]!.data.map((v) => series.series[0]!.symbolSize(v))).toEqual([26, 30, 34, 38, 42]);
    expect(series.visualMap.text).toEqual(['20+ places', '0']);
  });

  it('colours markers on the axis 0-20 by the value they are banded by', () => {
    for (const view of ['us', 'world'] as const) {
      const option = pointMapOption(view, 'Spec lines') as { visualMap: Record<string, unknown> };
      expect(option.visualMap).toMatchObject({ min: 0, max: 20, dimension: 2 });
    }
    const [cluster] = markerSeries([marker(2, 7)]).series[0]!.data;
    expect(cluster?.slice(2, 6)).toEqual([2, 7, '', 2]);
  });

  it('bands by volume on the same bands, the largest summed count shown being 20', () => {
    // New York's searches against smaller cities: by places every one is a single place.
    const shown = [marker(1, 35_215, 'New York, NY'), marker(1, 17_600, 'B'), marker(1, 8_000, 'C')];
    shown.push(marker(1, 3_500, 'D'), marker(1, 1_700, 'E'), marker(1, 2, 'F'));
    expect(shown.map((m) => bandValue(m, 'places', 35_215))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(shown.map((m) => bandValue(m, 'volume', 35_215))).toEqual([20, 10, 5, 2, 1, 1]);
    const byPlaces = markerSeries(shown, 'places', 'Searches').series[0]!;
    const byVolume = markerSeries(shown, 'volume', 'Searches');
    expect(byPlaces.data.map((v) => markerRadius(v[2]))).toEqual([13, 13, 13, 13, 13, 13]);
    expect(byVolume.series[0]!.data.map((v) => markerRadius(v[2]))).toEqual([19, 17, 15, 13, 13, 13]);
    expect(byVolume.visualMap.text).toEqual(['35,215 searches', '0']);
    // A cluster of many small places is small by volume, however many places it holds.
    expect(bandValue(marker(300, 400), 'volume', 35_215)).toBe(1);
    expect(bandValue(marker(300, 400), 'places', 35_215)).toBe(300);
    expect(bandValue(marker(3, 0), 'volume', 0)).toBe(1);
  });

  it('places the markers at Albers positions on the US view (none abroad) and at lng/lat on the World view', () => {
    const markers = [
      { ...marker(1, 5, 'Chicago, IL'), lat: 41.88, lng: -87.63 },
      { ...marker(1, 1, 'Paris, France'), lat: 48.85, lng: 2.35 },
    ];
    const us = placeMarkers(markers, 'us');
    const [x, y] = albersUsa(-87.63, 41.88)!;
    expect(us).toEqual([expect.objectContaining({ name: 'Chicago, IL', x, y: -y })]);
    expect(placeMarkers(markers, 'world').map((m) => [m.x, m.y])).toEqual([
      [-87.63, 41.88],
      [2.35, 48.85],
    ]);
  });

  it('asks for the whole world when the whole map shows, else a padded box snapped to the level', () => {
    expect(
      viewportOf('us', 3, 1, [
        [0, 0],
        [900, 600],
      ]),
    ).toEqual({ zoom: 3, west: -180, south: -90, east: 180, north: 90 });
    // The World view around Chicago at level 8 (tiles of 1.40625°).
    const world = viewportOf('world', 8, 40, [
      [-88, 42.5],
      [-87, 41.5],
    ]);
    expect(world).toMatchObject({
      zoom: 8,
      west: -88.59375,
      east: -85.78125,
      south: 40.78125,
      north: 43.59375,
    });
    // The same corners a little further pan to the same box: the same question.
    expect(
      viewportOf('world', 8, 40, [
        [-87.9, 42.45],
        [-86.95, 41.45],
      ]),
    ).toEqual(world);
    // The US view's corners are Albers positions (y negated): the box holds the place under them.
    const [x, y] = albersUsa(-87.63, 41.88)!;
    const us = viewportOf('us', 8, 60, [
      [x - 5, -(y - 5)],
      [x + 5, -(y + 5)],
    ]);
    expect(us.west).toBeLessThan(-87.63);
    expect(us.east).toBeGreaterThan(-87.63);
    expect(us.south).toBeLessThan(41.88);
    expect(us.north).toBeGreaterThan(41.88);
    expect(us.east - us.west).toBeLessThan(5);
  });

  it('picks a deeper cluster zoom for a wider or zoomed-in map, and the map zoom where a cluster splits', () => {
    expect(clusterZoom(900)).toBe(3);
    expect(clusterZoom(900, 8)).toBe(6);
    expect(clusterZoom(450)).toBeLessThan(clusterZoom(1800));
    expect(clusterZoom(900, 1, 'world')).toBeLessThan(clusterZoom(900, 1, 'us'));
    for (const view of ['us', 'world'] as const)
      for (const z of [4, 7, 12]) expect(clusterZoom(900, mapZoomFor(z, 900, view), view)).toBe(z);
  });

  it("lists its markers as the map's data table: a place by name, a cluster by its places and position", () => {
    const table = markerTable(
      [
        { lat: 40.7128, lng: -74.006, places: 1520, cnt: 48210, name: null, expansion_zoom: 6 },
        { lat: 33.75, lng: -84.39, places: 1, cnt: 12, name: 'Atlanta, GA', expansion_zoom: null },
      ],
      'Projects Map',
      'Spec lines',
    );
    expect(table).toEqual({
      caption: 'Projects Map',
      headers: ['Marker', 'Places', 'Spec lines'],
      rows: [
        ['1,520 places around 40.71, -74.01', '1,520', '48,210'],
        ['Atlanta, GA', '1', '12'],
      ],
    });
  });

  it("shows a place's name and count in its tooltip, escaped, and the number of places for a cluster", () => {
    expect(markerTooltip([0, 0, 1, 1234, 'Hayes & Park <Toronto>', 1, -1], 'Projects')).toBe(
      'Hayes &#38; Park &#60;Toronto&#62;<br/>Projects: <b>1,234</b>',
    );
    expect(markerTooltip([0, 0, 12, 40, '', 12, 3], 'Searches')).toBe('12 places<br/>Searches: <b>40</b>');
  });
});
