// Clustered point map of places (internal map pages): the markers the server clustered for the map's zoom level
// and viewport, over the US states (Alaska and Hawaii inset) or the world's countries; the component reports
// each new viewport (pan, zoom) for the markers to ask for, and a click on a cluster zooms into it. Markers are
// sized and coloured by their places (the seed's) or their volume.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IconButton, Tooltip, Typography } from '@mui/material';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import { use as registerChartParts } from 'echarts/core';
import { CustomChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { MapClusters } from '@specpulse/contract';
import { imageFileName } from '../export/file-names.ts';
import { downloadChartImage } from './chart-export.ts';
import { formatCount } from '../format.ts';
import { ChartFrame } from './chart-frame.tsx';
import { ChartToggle } from './chart-toggle.tsx';
import {
  clusterZoom,
  mapZoomFor,
  markerRadius,
  markerSeries,
  markerTable,
  placeMarkers,
  pointMapOption,
  TERRITORY_COLORS,
  viewportOf,
  wholeMap,
  type MapView,
  type MapViewport,
  type Marker,
  type MarkerValue,
  type SizeBy,
  type TerritoryOutline,
} from './point-map.options.ts';
import { useEChart } from './use-echart.ts';
import { useUsStates } from './use-us-states.ts';
import { loadWorldCountries } from './world-countries.ts';

registerChartParts([
  CustomChart,
  ScatterChart,
  GeoComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export type { MapView, MapViewport, SizeBy };

export interface PointMapProps {
  title?: string;
  /** What the map shows (e.g. 'Projects Map'): with the title (the view), its accessible name and its data
   * table's caption ('Projects Map: United States'). */
  name?: string;
  /** The markers of the current viewport and the places of the view (the clusters call); undefined while loading. */
  clusters: MapClusters | undefined;
  /** What cnt counts, for the tooltip, e.g. 'Spec lines'. */
  countLabel?: string;
  /** The shown view (default: the component's own, starting with the US). */
  view?: MapView;
  onViewChange?: (view: MapView) => void;
  /** Called with the zoom level and box the map shows whenever they change: the markers to ask for. */
  onViewportChange?: (viewport: MapViewport) => void;
  loading?: boolean;
  height?: number;
  emptyText?: string;
  /** Base name of the PNG export (default 'pointmap'). */
  exportName?: string;
  /** The firm's territories with the names of their US states (e.g. 'Texas'): one outline each on the US view. */
  territories?: readonly MapTerritory[];
}

export interface MapTerritory {
  name: string;
  stateNames: readonly string[];
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

/** What the map last drew: markers, cluster zoom level, the largest cluster's pixel position, the radii. */
interface Drawn {
  markers: number;
  level: number;
  clusterAt: number[] | null;
  radii: number[];
}

interface ClickParams {
  componentType?: string;
  value?: unknown;
}

const sameViewport = (a: MapViewport | null, b: MapViewport) =>
  a !== null && (Object.keys(b) as (keyof MapViewport)[]).every((k) => a[k] === b[k]);

const NO_TERRITORIES: readonly MapTerritory[] = [];

export function PointMap(props: PointMapProps) {
  const { title, clusters, countLabel = 'Count', exportName = 'pointmap', onViewportChange } = props;
  const territories = props.territories ?? NO_TERRITORIES;
  const [ownView, setOwnView] = useState<MapView>('us');
  const view = props.view ?? ownView;
  const [sizeBy, setSizeBy] = useState<SizeBy>('places');
  const usStates = useUsStates();
  const worldReady = useWorldCountries(view === 'world');
  const atlasReady = view === 'us' ? usStates !== null : worldReady;
  // Each territory's states merged into one outline, coloured in turn.
  const outlines = useMemo(
    (): TerritoryOutline[] =>
      usStates
        ? territories.map((t, i) => ({
            name: t.name,
            outline: usStates.outline(t.stateNames),
            color: TERRITORY_COLORS[i % TERRITORY_COLORS.length]!,
          }))
        : [],
    [usStates, territories],
  );
  // A new option (another view, or Reset) starts from the whole map.
  const [resets, setResets] = useState(0);
  const option = useMemo(() => {
    // Each reset is a new option object, which useEChart sets without merging: zoom and centre go.
    void resets;
    return atlasReady ? pointMapOption(view, countLabel, outlines) : null;
  }, [atlasReady, view, countLabel, resets, outlines]);
  const { containerRef, chartRef } = useEChart(option);
  const markers = useMemo(() => (clusters ? placeMarkers(clusters.markers, view) : []), [clusters, view]);
  // The text alternative: the markers the map draws, behind 'Show data' (issue 48).
  const name = [props.name, title].filter(Boolean).join(': ') || 'Point map';
  const data = useMemo(() => markerTable(markers, name, countLabel), [markers, name, countLabel]);
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const reported = useRef<MapViewport | null>(null);

  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const latestMarkers = useRef<Marker[]>([]);
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !option || !clusters || !viewport) return;
    latestMarkers.current = markers;
    const update = markerSeries(markers, sizeBy, countLabel);
    chart.setOption(update);
    // Where the largest cluster is on screen (the e2e journey clicks it).
    const largest = markers.find((m) => m.expansion_zoom !== null);
    const at = largest ? chart.convertToPixel({ geoIndex: 0 }, [largest.x, largest.y]) : null;
    setDrawn({
      markers: markers.length,
      level: viewport.zoom,
      clusterAt: Array.isArray(at) ? at.map(Math.round) : null,
      radii: update.series[0]!.data.map((v) => markerRadius(v[2])),
    });
  }, [chartRef, option, clusters, markers, viewport, sizeBy, countLabel]);

  // The handlers read the current view and viewport callback without re-binding.
  const latest = useRef({ view, onViewportChange });
  latest.current = { view, onViewportChange };
  const report = useCallback((next: MapViewport) => {
    if (sameViewport(reported.current, next)) return;
    reported.current = next;
    setViewport(next);
    latest.current.onViewportChange?.(next);
  }, []);

  // The whole map's markers are asked for as soon as the map's width is known, while the atlas still loads.
  useEffect(() => {
    const width = containerRef.current?.clientWidth;
    if (width) report(wholeMap(width, view));
  }, [containerRef, report, view]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !option) return;
    const measure = () => {
      const shownView = latest.current.view;
      const zoom = (chart.getOption() as { geo?: { zoom?: number }[] }).geo?.[0]?.zoom ?? 1;
      const width = chart.getWidth();
      const corners = [
        chart.convertFromPixel({ geoIndex: 0 }, [0, 0]),
        chart.convertFromPixel({ geoIndex: 0 }, [width, chart.getHeight()]),
      ] as [number[], number[]];
      report(viewportOf(shownView, clusterZoom(width, zoom, shownView), zoom, corners));
    };
    const zoomInto = (params: ClickParams) => {
      const value = params.value as MarkerValue | undefined;
      if (params.componentType !== 'series' || !value || value[6] < 0) return;
      const target = Math.min(value[6], 17);
      chart.setOption({
        geo: {
          center: [value[0], value[1]],
          zoom: mapZoomFor(target, chart.getWidth(), latest.current.view),
        },
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
  }, [chartRef, option, report]);

  const changeView = useCallback(
    (next: MapView) => {
      setOwnView(next);
      props.onViewChange?.(next);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.onViewChange],
  );

  const actions = (
    <>
      <ChartToggle
        label="Size by"
        caption
        value={sizeBy}
        options={[
          { value: 'places', label: 'Places' },
          { value: 'volume', label: 'Volume' },
        ]}
        onChange={setSizeBy}
      />
      <ChartToggle
        label="Map view"
        value={view}
        options={[
          { value: 'us', label: 'US' },
          { value: 'world', label: 'World' },
        ]}
        onChange={changeView}
      />
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
            const base = pointMapOption(view, countLabel, outlines) as {
              geo: object;
              visualMap: object;
              series: { id: string }[];
            };
            const update = markerSeries(latestMarkers.current, sizeBy, countLabel);
            await downloadChartImage(
              {
                ...base,
                geo: { ...base.geo, ...(geo?.center ? { center: geo.center } : {}), zoom: geo?.zoom ?? 1 },
                visualMap: { ...base.visualMap, ...update.visualMap },
                series: [
                  ...base.series.filter((s) => s.id !== 'points'),
                  { ...update.series[0], type: 'scatter', coordinateSystem: 'geo' },
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
      loading={clusters === undefined || !atlasReady || props.loading === true}
      empty={clusters !== undefined && clusters.places === 0}
      emptyText={props.emptyText}
      containerRef={containerRef}
      testId="point-map"
      name={name}
      data={data}
      kindLabel={view === 'us' ? 'Point map of the US' : 'Point map of the world'}
      footer={
        clusters && drawn && option ? (
          <Typography
            variant="caption"
            component="p"
            color="text.secondary"
            data-testid="point-map-summary"
            data-markers={drawn.markers}
            data-level={drawn.level}
            data-cluster-at={drawn.clusterAt?.join(',') ?? ''}
            data-size-by={sizeBy}
            data-radii={drawn.radii.join(',')}
            sx={{ mt: 0.5 }}
          >
            {`${formatCount(clusters.places)} places in ${formatCount(drawn.markers)} markers`}
            {drawn.clusterAt ? ' · click a cluster to zoom in, drag to pan' : ''}
          </Typography>
        ) : null
      }
    />
  );
}
