// Clustered point map of places (internal map pages): supercluster markers over the US states (Alaska and
// Hawaii inset) or the world's countries, re-clustered on zoom and pan; a click on a cluster zooms into it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IconButton, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import { use as registerChartParts } from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { imageFileName } from '../export/file-names.ts';
import { downloadChartImage } from './chart-export.ts';
import { ChartFrame } from './chart-frame.tsx';
import {
  buildPointIndex,
  clusterMarkers,
  clusterZoom,
  mapZoomFor,
  markerSeries,
  pointMapOption,
  pointsInView,
  type MapPoint,
  type MapView,
  type Marker,
} from './point-map.options.ts';
import { useEChart } from './use-echart.ts';
import { useUsStates } from './use-us-states.ts';
import { loadWorldCountries } from './world-countries.ts';

registerChartParts([ScatterChart, GeoComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export type { MapPoint, MapView };

export interface PointMapProps {
  title?: string;
  /** The places ({name, lat, lng, cnt, country}); undefined while loading. */
  points: readonly MapPoint[] | undefined;
  /** What cnt counts, for the tooltip, e.g. 'Spec lines'. */
  countLabel?: string;
  /** The shown view (default: the component's own, starting with the US). */
  view?: MapView;
  onViewChange?: (view: MapView) => void;
  loading?: boolean;
  height?: number;
  emptyText?: string;
  /** Base name of the PNG export (default 'pointmap'). */
  exportName?: string;
}

/** True once the world countries are registered (loaded only when the World view is first shown). */
function useWorldCountries(wanted: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    loadWorldCountries().then(
      () => live && setReady(true),
      (error: unknown) => console.error('World map failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}

/** What the map last drew: markers, cluster zoom level, the largest cluster's pixel position. */
interface Drawn {
  markers: number;
  level: number;
  clusterAt: number[] | null;
}

/** The clicked scatter item's value: [x, y, places, cnt, name, cluster id or -1]. */
interface ClickParams {
  componentType?: string;
  value?: unknown;
}

export function PointMap(props: PointMapProps) {
  const { title, points, countLabel = 'Count', exportName = 'pointmap' } = props;
  const [ownView, setOwnView] = useState<MapView>('us');
  const view = props.view ?? ownView;
  const usStates = useUsStates();
  const worldReady = useWorldCountries(view === 'world');
  const atlasReady = view === 'us' ? usStates !== null : worldReady;
  const shown = useMemo(() => (points ? pointsInView(points, view) : undefined), [points, view]);
  const index = useMemo(() => {
    if (!shown?.length) return null;
    const start = performance.now();
    const built = buildPointIndex(shown);
    // Visible in the browser's performance timeline (and read by the e2e timing of 50,000 places).
    performance.measure('point-map index', { start });
    return built;
  }, [shown]);
  // A new option (new places, another view, or Reset) starts from the whole map.
  const [resets, setResets] = useState(0);
  const option = useMemo(() => {
    // Each reset is a new option object, which useEChart sets without merging: zoom and centre go.
    void resets;
    return atlasReady && index ? pointMapOption(view, countLabel) : null;
  }, [atlasReady, index, view, countLabel, resets]);
  const { containerRef, chartRef } = useEChart(option);
  const [size, setSize] = useState({ width: 900, zoom: 1 });
  const level = clusterZoom(size.width, size.zoom, view);

  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const latestMarkers = useRef<Marker[]>([]);
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !option || !index) return;
    const start = performance.now();
    const markers = clusterMarkers(index, level, view);
    latestMarkers.current = markers;
    chart.setOption({ series: [markerSeries(markers)] });
    performance.measure('point-map markers', { start });
    // Where the largest cluster is on screen (the e2e journey clicks it).
    const largest = markers.reduce<Marker | null>(
      (best, m) => (m.clusterId !== null && (!best || m.count > best.count) ? m : best),
      null,
    );
    const at = largest ? chart.convertToPixel({ geoIndex: 0 }, [largest.x, largest.y]) : null;
    setDrawn({ markers: markers.length, level, clusterAt: Array.isArray(at) ? at.map(Math.round) : null });
  }, [chartRef, option, index, level, view]);

  // The click handler reads the current index and view without re-binding.
  const latest = useRef({ index, view });
  latest.current = { index, view };

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !option) return;
    const measure = () => {
      const geo = (chart.getOption() as { geo?: { zoom?: number }[] }).geo?.[0];
      const next = { width: chart.getWidth(), zoom: geo?.zoom ?? 1 };
      setSize((prev) => (prev.width === next.width && prev.zoom === next.zoom ? prev : next));
    };
    const zoomInto = (params: ClickParams) => {
      const { index: current, view: shownView } = latest.current;
      const value = params.value as [number, number, number, number, string, number] | undefined;
      if (!current || params.componentType !== 'series' || !value || value[5] < 0) return;
      const target = Math.min(current.getClusterExpansionZoom(value[5]), 17);
      chart.setOption({
        geo: { center: [value[0], value[1]], zoom: mapZoomFor(target, chart.getWidth(), shownView) },
      });
      measure();
    };
    measure();
    chart.on('georoam', measure);
    chart.on('finished', measure);
    chart.on('click', zoomInto);
    return () => {
      chart.off('georoam', measure);
      chart.off('finished', measure);
      chart.off('click', zoomInto);
    };
  }, [chartRef, option]);

  const changeView = useCallback(
    (next: MapView | null) => {
      if (!next) return;
      setOwnView(next);
      props.onViewChange?.(next);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.onViewChange],
  );

  const actions = (
    <>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, next: MapView | null) => changeView(next)}
        aria-label="Map view"
      >
        <ToggleButton value="us" sx={{ py: 0.25, px: 1.5 }}>
          US
        </ToggleButton>
        <ToggleButton value="world" sx={{ py: 0.25, px: 1.5 }}>
          World
        </ToggleButton>
      </ToggleButtonGroup>
      <Tooltip title="Show the whole map">
        <span>
          <IconButton
            size="small"
            aria-label="Show the whole map"
            disabled={!option}
            onClick={() => setResets((n) => n + 1)}
          >
            <ZoomOutMapIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
  const exports = option
    ? [
        {
          kind: 'image' as const,
          // The map as the user sees it (view, centre, zoom and markers), at the export size and scale.
          run: async () => {
            const geo = (chartRef.current?.getOption() as { geo?: { center?: number[]; zoom?: number }[] })
              ?.geo?.[0];
            const base = pointMapOption(view, countLabel) as { geo: object };
            await downloadChartImage(
              {
                ...base,
                geo: { ...base.geo, ...(geo?.center ? { center: geo.center } : {}), zoom: geo?.zoom ?? 1 },
                series: [
                  { ...markerSeries(latestMarkers.current), type: 'scatter', coordinateSystem: 'geo' },
                ],
              },
              imageFileName(exportName),
              title,
            );
          },
        },
      ]
    : [];

  return (
    <ChartFrame
      title={title}
      actions={actions}
      exports={exports}
      height={props.height ?? 500}
      loading={points === undefined || !atlasReady || props.loading === true}
      empty={shown !== undefined && shown.length === 0}
      emptyText={props.emptyText}
      containerRef={containerRef}
      testId="point-map"
      footer={
        shown && drawn && option ? (
          <Typography
            variant="caption"
            component="p"
            color="text.secondary"
            data-testid="point-map-summary"
            data-markers={drawn.markers}
            data-level={drawn.level}
            data-cluster-at={drawn.clusterAt?.join(',') ?? ''}
            sx={{ mt: 0.5 }}
          >
            {`${shown.length.toLocaleString('en-US')} places in ${drawn.markers.toLocaleString('en-US')} markers`}
            {drawn.clusterAt ? ' · click a cluster to zoom in, drag to pan' : ''}
          </Typography>
        ) : null
      }
    />
  );
}
