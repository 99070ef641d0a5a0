import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { stubResizeObserver } from '../../test-support/stub-resize-observer.ts';
import { PointMap, type MapPoint } from './point-map.tsx';

// ECharts draws on a canvas, which jsdom does not have: `init` is replaced at the module boundary by a
// recorder of what the component asks of the chart (options, size, zoom, events). Everything else is real:
// the us-atlas states are loaded and registered, supercluster clusters and d3-geo projects.
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
  convertToPixel(_finder: unknown, value: number[]) {
    return value;
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

type MarkerValue = [x: number, y: number, places: number, cnt: number, name: string, clusterId: number];
interface PointsSeries {
  id: string;
  data: MarkerValue[];
  symbolSize: (value: number[]) => number;
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

/** Five offices ~1 km apart in Chicago, one in Los Angeles, one in Paris (outside the US insets). */
const chicago: MapPoint[] = [0, 1, 2, 3, 4].map((i) => ({
  name: `Chicago ${i + 1}`,
  lat: 41.88 + i * 0.01,
  lng: -87.63,
  cnt: i + 1,
}));
const points: MapPoint[] = [
  ...chicago,
  { name: 'Los Angeles', lat: 34.05, lng: -118.24, cnt: 7 },
  { name: 'Paris', lat: 48.85, lng: 2.35, cnt: 9, country: 'FR' },
  // Inside the lower 48's projection extent, but abroad: only on the World view.
  { name: 'Toronto', lat: 43.65, lng: -79.38, cnt: 3, country: 'CA' },
];

function renderMap(props: Partial<Parameters<typeof PointMap>[0]> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => <SnackbarProvider>{children}</SnackbarProvider>;
  return render(<PointMap title="Offices" points={points} {...props} />, { wrapper });
}

// Loading and parsing the atlases takes seconds on a busy machine: wait for them rather than fail.
configure({ asyncUtilTimeout: 10_000 });

describe('PointMap', { timeout: 30_000 }, () => {
  it('shows a spinner while the points load and the empty text when there are none', async () => {
    const { rerender } = renderMap({ points: undefined });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    rerender(<PointMap title="Offices" points={[]} emptyText="No offices" />);
    await waitFor(() => expect(screen.getByText('No offices')).toBeTruthy());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('draws the US states map by default, zoomable, with the colour axis 0-20', async () => {
    renderMap();
    await waitFor(() => expect(markers()).toBeDefined());
    const base = chart().options[0]!;
    expect(base.geo).toMatchObject({ map: 'us-states-albers', roam: true });
    expect(screen.getByRole('button', { name: 'US' }).getAttribute('aria-pressed')).toBe('true');
    expect(base.visualMap).toMatchObject({ min: 0, max: 20, dimension: 2 });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('clusters nearby places into one marker sized by its count and coloured by the summed cnt', async () => {
    renderMap();
    await waitFor(() => expect(markers()).toBeDefined());
    const series = markers()!;
    expect(series.data.map((m) => [m[4], m[2], m[3]])).toEqual(
      expect.arrayContaining([
        ['5 places', 5, 15],
        ['Los Angeles', 1, 7],
      ]),
    );
    // Paris and Toronto are abroad, so they have no marker on the US view.
    expect(series.data).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByTestId('point-map-summary').textContent).toMatch(
        /^6 places in 2 markers · click a cluster/,
      ),
    );
    // Radii 13 (1-4 places) and 15 (5-9 places), as diameters.
    expect(series.symbolSize([0, 0, 1, 7])).toBe(26);
    expect(series.symbolSize([0, 0, 5, 15])).toBe(30);
    // Los Angeles is left of (smaller x than) Chicago on the map.
    const x = (name: string) => series.data.find((m) => m[4] === name)![0];
    expect(x('Los Angeles')).toBeLessThan(x('5 places'));
  });

  it('splits a cluster into its places when the user zooms in, and merges them again on zooming out', async () => {
    renderMap();
    await waitFor(() => expect(markers()).toBeDefined());
    act(() => {
      chart().geoZoom = 10_000;
      chart().emit('georoam');
    });
    await waitFor(() => expect(markers()!.data).toHaveLength(6));
    expect(markers()!.data.map((m) => m[4])).toEqual(
      expect.arrayContaining(['Chicago 1', 'Chicago 5', 'Los Angeles']),
    );

    act(() => {
      chart().geoZoom = 1;
      chart().emit('georoam');
    });
    await waitFor(() => expect(markers()!.data).toHaveLength(2));
  });

  it('zooms into a cluster when it is clicked, until it splits', async () => {
    renderMap();
    await waitFor(() => expect(markers()).toBeDefined());
    const cluster = markers()!.data.find((m) => m[5] >= 0)!;
    act(() => chart().emit('click', { componentType: 'series', value: cluster }));
    await waitFor(() => expect(markers()!.data.length).toBeGreaterThan(2));
    const zoomed = chart().options.find((o) => (o.geo as { zoom?: number } | undefined)?.zoom);
    expect(zoomed?.geo).toMatchObject({ center: [cluster[0], cluster[1]] });
    expect((zoomed!.geo as { zoom: number }).zoom).toBeGreaterThan(1);
    // A single place is not a cluster: clicking it changes nothing.
    const before = chart().options.length;
    const place = markers()!.data.find((m) => m[5] < 0)!;
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
