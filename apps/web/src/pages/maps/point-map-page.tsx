// The point map pages (/map/*, internal): title, filters, the clustered map (US or World) and its top places.
import { useMemo, useState } from 'react';
import { Box, Typography } from '@mui/material';
import type { MapPlaceRow, mapProjectsRoute, PointMapColumns, ReportDefinition } from '@specpulse/contract';
import { PointMap, type MapPoint, type MapView } from '../../components/charts/point-map.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { LOAD_FAILED_TEXT } from '../../components/page/settled.ts';

/** The table holds the largest places (the answer is ordered by count); a large map has tens of thousands. */
const TOP_PLACES = 1000;

export interface PointMapPageProps {
  title: string;
  route: typeof mapProjectsRoute;
  report: ReportDefinition<MapPlaceRow>;
  /** What a place's count counts (the map's tooltip), e.g. 'Spec lines'. */
  countLabel: string;
  /** The PNG export's base name. */
  exportName: string;
}

/** The answer's columns as places, in its order (largest count first). */
export function toMapPoints(columns: PointMapColumns): MapPoint[] {
  return columns.name.map((name, i) => ({
    name,
    lat: columns.lat[i]!,
    lng: columns.lng[i]!,
    cnt: columns.cnt[i]!,
    country: columns.country[i]!,
  }));
}

export function PointMapPage({ title, route, report, countLabel, exportName }: PointMapPageProps) {
  const { data, results } = useAnalyticsPage({ queries: { places: { route } } });
  const [view, setView] = useState<MapView>('us');
  const failed = results.places.isError;
  const points = useMemo(
    () => (failed ? [] : data.places && toMapPoints(data.places)),
    [data.places, failed],
  );
  // The table lists the top places the map shows: the US ones on the US view, every one on the World view.
  const places = useMemo(() => points?.filter((p) => view === 'world' || p.country === 'US'), [points, view]);
  const rows = useMemo(
    () => places?.slice(0, TOP_PLACES).map((p): MapPlaceRow => ({ name: p.name, cnt: p.cnt })),
    [places],
  );
  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar />
      <PageTitle title={title} />
      <Box sx={{ mb: 2 }}>
        <PointMap
          points={points}
          countLabel={countLabel}
          view={view}
          onViewChange={setView}
          height={560}
          exportName={exportName}
          title={view === 'us' ? 'United States' : 'World'}
          emptyText={failed ? LOAD_FAILED_TEXT : undefined}
        />
      </Box>
      <DataTable<MapPlaceRow>
        report={report}
        rows={rows}
        loading={results.places.isFetching}
        exportable
        actions={
          places && places.length > TOP_PLACES ? (
            <Typography variant="caption" color="text.secondary">
              {`top ${TOP_PLACES.toLocaleString('en-US')} of ${places.length.toLocaleString('en-US')} places`}
            </Typography>
          ) : undefined
        }
      />
    </Box>
  );
}
