// The point map pages (/map/*, internal): title, filters, the clustered map (US or World) and its top places.
// The map draws the markers the server clustered for its zoom level and viewport (asked for again on each pan
// or zoom, the last markers kept meanwhile); the table lists the view's largest places.
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Box, Typography } from '@mui/material';
import type {
  MapClusters,
  MapPlaceRow,
  mapProjectsClustersRoute,
  mapProjectsRoute,
  ReportDefinition,
} from '@specpulse/contract';
import { prepareQuery } from '../../api/page-query.ts';
import {
  PointMap,
  type MapTerritory,
  type MapView,
  type MapViewport,
} from '../../components/charts/point-map.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { formatCount } from '../../components/format.ts';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { useTerritoryList } from '../../components/page/use-territory-list.ts';
import { LOAD_FAILED_TEXT } from '../../components/page/settled.ts';

/** The table holds the largest places of the view (a page of the server's list, largest first). */
const TOP_PLACES = 1000;

export interface PointMapPageProps {
  title: string;
  /** The map's places as rows (the table). */
  route: typeof mapProjectsRoute;
  /** The map's markers at a zoom level and viewport (the map). */
  clustersRoute: typeof mapProjectsClustersRoute;
  report: ReportDefinition<MapPlaceRow>;
  /** What a place's count counts (the map's tooltip), e.g. 'Spec lines'. */
  countLabel: string;
  /** The PNG export's base name. */
  exportName: string;
}

export function PointMapPage({
  title,
  route,
  clustersRoute,
  report,
  countLabel,
  exportName,
}: PointMapPageProps) {
  const [view, setView] = useState<MapView>('us');
  // The viewport the map shows (known once it has measured itself), and the first one of each view: the whole
  // map, whose markers belong to the page's load (the status line covers the map). Each pan or zoom after is
  // the map's own question, its last markers kept meanwhile; the same question is one request.
  const [viewports, setViewports] = useState<
    Partial<Record<MapView, { opening: MapViewport; current: MapViewport }>>
  >({});
  const showViewport = (next: MapViewport) =>
    setViewports((known) => ({ ...known, [view]: { opening: known[view]?.opening ?? next, current: next } }));
  const shown = viewports[view];
  const { data, results, payload } = useAnalyticsPage({
    queries: {
      places: { route, query: { view, limit: TOP_PLACES } },
      markers: { route: clustersRoute, query: { view, ...shown?.opening }, enabled: !!shown },
    },
  });
  const markers = prepareQuery({ route: clustersRoute, query: { view, ...shown?.current } }, payload);
  const current = useQuery({
    queryKey: markers.queryKey,
    queryFn: ({ signal }) => markers.run(signal) as Promise<MapClusters>,
    enabled: !!shown,
    placeholderData: keepPreviousData,
  });
  const clusters = current.data ?? data.markers;
  const failed = results.places.isError || results.markers.isError || current.isError;
  const places = clusters?.places;
  const territoryList = useTerritoryList().data;
  // The firm's territories outlined, by name: each with the names of its US states (the map's region names).
  const territories = useMemo((): MapTerritory[] => {
    if (!territoryList) return [];
    const stateName = new Map(
      territoryList.areas.filter((a) => a.name !== a.code).map((a) => [a.code, a.name]),
    );
    return [...territoryList.territories]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((t) => ({ name: t.name, stateNames: t.states.flatMap((code) => stateName.get(code) ?? []) }))
      .filter((t) => t.stateNames.length > 0);
  }, [territoryList]);
  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar empty={data.places?.length === 0} />
      <PageTitle dateRange title={title} />
      <Box sx={{ mb: 2 }}>
        <PointMap
          name={title}
          clusters={failed ? { places: 0, markers: [] } : clusters}
          countLabel={countLabel}
          view={view}
          onViewChange={setView}
          onViewportChange={showViewport}
          height={560}
          exportName={exportName}
          territories={territories}
          title={view === 'us' ? 'United States' : 'World'}
          emptyText={failed ? LOAD_FAILED_TEXT : undefined}
        />
      </Box>
      <DataTable<MapPlaceRow>
        report={report}
        rows={data.places}
        loading={results.places.isFetching}
        exportable
        actions={
          places !== undefined && places > TOP_PLACES ? (
            <Typography variant="caption" color="text.secondary">
              {`top ${formatCount(TOP_PLACES)} of ${formatCount(places)} places`}
            </Typography>
          ) : undefined
        }
      />
    </Box>
  );
}
