import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { stubResizeObserver } from '../../test-support/stub-resize-observer.ts';
import type { MapClusters } from '@specpulse/contract';
import { PointMap } from './point-map.tsx';

// ECharts draws on a canvas, which jsdom does not have: `init` is replaced at the module boundary by a
// recorder of what the component asks of the chart (options, size, zoom, events). Everything else is real:
// the us-atlas states are loaded and registered and d3-geo projects; the markers are the server's answer.
type Handler = (params?: unknown) => void;
class FakeChart {
  options: Record<string, unknown>[] = [];
  width = 900;
  geoZoom = 1;
  handlers = new Map<string, Set<Handler>>();
  setOption(option: Record<string, unknown>) {
    this.options.push(option);
    // A zoom set by the component (a click on a cluster) is what the chart then reports, as ECharts does.
    const zoom = (option.geo as { zoom?: number } | undefined)?.zoom;
    if (zoom !== undefined) this.geoZoom = zoom;
  }
  getOption() {
    return { geo: [{ zoom: this.geoZoom }] };
  }
  getWidth() {
    return this.width;
  }
  getHeight() {
    return 560;
  }
  convertToPixel(_finder: unknown, value: number[]) {
    return value;
  }
  /** The visible map around Chicago's Albers position, the smaller the more zoomed in. */
  convertFromPixel(_finder: unknown, [px, py]: number[]) {
    const [x, y] = [650, -170];
    const half = 400 / this.geoZoom;
    return [x + (px! / this.width - 0.5) * 2 * half, y - (py! / 560 - 0.5) * 2 * half];
  }
  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
  }
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
  }
  emit(event: string, params?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(params);
  }
  resize() {}
  clear() {}
  dispose() {}
}
const charts = vi.hoisted(() => [] as FakeChart[]);
vi.mock('echarts/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('echarts/core')>()),
  init: () => {
    const chart = new FakeChart();
    charts.push(chart);
    return chart;
  },
}));

// The chart's size comes from FakeChart.getWidth.
stubResizeObserver();

type MarkerValue = [
  x: number,
  y: number,
  band: number,
  cnt: number,
  name: string,
  places: number,
  expansionZoom: number,
];
interface PointsSeries {
  id: string;
  data: MarkerValue[];
  symbolSize: (value: MarkerValue) => number;
}

const chart = () => charts[charts.length - 1]!;
/** The last scatter update the map sent (the markers on screen). */
function markers(): PointsSeries | undefined {
  for (const option of [...chart().options].reverse()) {
    const series = (option.series as PointsSeries[] | undefined)?.[0];
    if (series && 'data' in series && series.data.length) return series;
  }
  return undefined;
}
const legend = () =>
  [...chart().options].reverse().find((o) => (o.visualMap as { text?: string[] } | undefined)?.text)!
    .visualMap as { text: string[] };

/** As the clusters call answers: five Chicago offices in one cluster, Los Angeles, and Paris (abroad). */
const clusters: MapClusters = {
  places: 7,
  markers: [
    { name: null, lat: 41.9, lng: -87.63, places: 5, cnt: 15, expansion_zoom: 9 },
    { name: 'Los Angeles', lat: 34.05, lng: -118.24, places: 1, cnt: 700, expansion_zoom: null },
    { name: 'Paris', lat: 48.85, lng: 2.35, places: 1, cnt: 9, expansion_zoom: null },
  ],
};

function renderMap(props: Partial<Parameters<typeof PointMap>[0]> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => <SnackbarProvider>{children}</SnackbarProvider>;
  return render(<PointMap title="Offices" clusters={clusters} {...props} />, { wrapper });
}

// Loading and parsing the atlases takes seconds on a busy machine: wait for them rather than fail.
configure({ asyncUtilTimeout: 10_000 });

describe('PointMap', { timeout: 30_000 }, () => {
  it('shows a spinner while the markers load and the empty text when there are none', async () => {
    const { rerender } = renderMap({ clusters: undefined });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    rerender(<PointMap title="Offices" clusters={{ places: 0, markers: [] }} emptyText="No offices" />);
    await waitFor(() => expect(screen.getByText('No offices')).toBeTruthy());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('draws the US states map by default, zoomable, with the colour axis 0-20 of places', async () => {
    renderMap();
    await waitFor(() => expect(markers()).toBeDefined());
    const base = chart().options[0]!;
    expect(base.geo).toMatchObject({ map: 'us-states-albers', roam: true });
    expect(screen.getByRole('button', { name: 'US' }).getAttribute('aria-pressed')).toBe('true');
    expect(base.visualMap).toMatchObject({ min: 0, max: 20, dimension: 2 });
    expect(legend().text).toEqual(['20+ places', '0']);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('outlines each territory once, its states merged (no border between them), coloured and named', async () => {
    renderMap({
      territories: [
        { name: 'Plains', stateNames: ['Kansas', 'Oklahoma'] },
        { name: 'Gulf', stateNames: ['Texas'] },
      ],
    });
    await waitFor(() => expect(markers()).toBeDefined());
    interface Drawn {
      shape: { pathData: string };
      style: { stroke: string };
    }
    const [territories, points] = chart().options[0]!.series as {
      id: string;
      data: { name: string }[];
      renderItem: (params: { dataIndex: number }, api: { coord: (p: number[]) => number[] }) => Drawn;
    }[];
    expect([territories!.id, points!.id]).toEqual(['territories', 'points']);
    expect(territories!.data.map((d) => d.name)).toEqual(['Plains', 'Gulf']);
    const drawn = [0, 1].map((dataIndex) => territories!.renderItem({ dataIndex }, { coord: (p) => p }));
    // Kansas and Oklahoma are one ring: one subpath, not one per state.
    expect(drawn[0]!.shape.pathData.match(/M/g)).toHaveLength(1);
    expect(drawn[0]!.style.stroke).not.toBe(drawn[1]!.style.stroke);
  });

  it("draws the server's markers sized by their places, and asks for the whole map's markers first", async () => {
    const onViewportChange = vi.fn();
    renderMap({ onViewportChange });
    await waitFor(() => expect(markers()).toBeDefined());
    expect(onViewportChange).toHaveBeenCalledWith({ zoom: 3, west: -180, south: -90, east: 180, north: 90 });
    const series = markers()!;
    expect(series.data.map((m) => [m[4], m[2], m[3]])).toEqual([
      ['', 5, 15],
      ['Los Angeles', 1, 700],
    ]);
    // Paris is abroad, so it has no marker on the US view.
    await waitFor(() =>
      expect(screen.getByTestId('point-map-summary').textContent).toMatch(
        /^7 places in 2 markers · click a cluster/,
      ),
    );
    // Radii 15 (5-9 places) and 13 (1-4 places), as diameters.
    expect(series.data.map((m) => series.symbolSize(m))).toEqual([30, 26]);
    expect(screen.getByTestId('point-map-summary').dataset.radii).toBe('15,13');
    // Los Angeles is left of (smaller x than) Chicago on the map.
    expect(series.data[1]![0]).toBeLessThan(series.data[0]![0]);
  });

  it('sizes and colours the markers by their volume when asked, on the same bands', async () => {
    renderMap({ countLabel: 'Projects' });
    await waitFor(() => expect(markers()).toBeDefined());
    expect(screen.getByRole('button', { name: 'Places' }).getAttribute('aria-pressed')).toBe('true');
    act(() => screen.getByRole('button', { name: 'Volume' }).click());
    // Los Angeles holds the largest count (20 on the axis, radius 19); Chicago's 15 is 1 (radius 13).
    await waitFor(() => expect(screen.getByTestId('point-map-summary').dataset.sizeBy).toBe('volume'));
    expect(markers()!.data.map((m) => [m[2], markers()!.symbolSize(m)])).toEqual([
      [1, 26],
      [20, 38],
    ]);
    expect(legend().text).toEqual(['700 projects', '0']);
    act(() => screen.getByRole('button', { name: 'Places' }).click());
    await waitFor(() => expect(markers()!.data.map((m) => m[2])).toEqual([5, 1]));
  });

  it('asks for the markers of a deeper level and a smaller box when the user zooms in, and back', async () => {
    const onViewportChange = vi.fn();
    renderMap({ onViewportChange });
    await waitFor(() => expect(markers()).toBeDefined());
    act(() => {
      chart().geoZoom = 64;
      chart().emit('georoam');
    });
    const zoomed = onViewportChange.mock.lastCall![0] as { zoom: number; west: number; east: number };
    expect(zoomed.zoom).toBe(9);
    expect(zoomed.west).toBeGreaterThan(-180);
    expect(zoomed.east - zoomed.west).toBeLessThan(5);
    act(() => {
      chart().geoZoom = 1;
      chart().emit('georoam');
    });
    expect(onViewportChange).toHaveBeenLastCalledWith({
      zoom: 3,
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
  });

  it('zooms into a cluster when it is clicked, to the level where it splits', async () => {
    renderMap();
    await waitFor(() => expect(markers()).toBeDefined());
    const cluster = markers()!.data.find((m) => m[6] >= 0)!;
    act(() => chart().emit('click', { componentType: 'series', value: cluster }));
    const zoomed = chart().options.find((o) => (o.geo as { zoom?: number } | undefined)?.zoom);
    expect(zoomed?.geo).toMatchObject({ center: [cluster[0], cluster[1]] });
    await waitFor(() => expect(screen.getByTestId('point-map-summary').dataset.level).toBe('9'));
    // A single place is not a cluster: clicking it changes nothing.
    const before = chart().options.length;
    const place = markers()!.data.find((m) => m[6] < 0)!;
    act(() => chart().emit('click', { componentType: 'series', value: place }));
    expect(chart().options).toHaveLength(before);
  });

  it('switches to the World view with the places abroad, and back to the US', async () => {
    const onViewChange = vi.fn();
    renderMap({ onViewChange });
    await waitFor(() => expect(markers()).toBeDefined());
    act(() => screen.getByRole('button', { name: 'World' }).click());
    expect(onViewChange).toHaveBeenCalledWith('world');
    await waitFor(() =>
      expect(
        chart().options.some((o) => (o.geo as { map?: string } | undefined)?.map === 'world-countries'),
      ).toBe(true),
    );
    await waitFor(() => expect(markers()!.data.map((m) => m[4])).toEqual(expect.arrayContaining(['Paris'])));
    // World markers sit at longitude and latitude.
    expect(
      markers()!
        .data.find((m) => m[4] === 'Paris')!
        .slice(0, 2),
    ).toEqual([2.35, 48.85]);
    act(() => screen.getByRole('button', { name: 'US' }).click());
    await waitFor(() => expect(markers()!.data.map((m) => m[4])).not.toContain('Paris'));
  });
});
