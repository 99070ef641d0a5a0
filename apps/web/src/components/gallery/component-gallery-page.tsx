// A developer page exercising every shared component on live brand figures (not routed; the e2e mounts it).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Stack, Typography } from '@mui/material';
import {
  brandMapDataRoute,
  brandSampleSizeRoute,
  brandSpecCountRoute,
  brandTopBrandsRoute,
  sourceMarketSegmentsRoute,
  type MapClusters,
} from '@specpulse/contract';
import { ColumnChart } from '../charts/column-chart.tsx';
import { LineChart } from '../charts/line-chart.tsx';
import { PointMap } from '../charts/point-map.tsx';
import { SegmentPie } from '../charts/segment-pie.tsx';
import { StateMap } from '../charts/state-map.tsx';
import { toStateRows } from '../charts/state-keys.ts';
import { DataTable } from '../data-table/index.ts';
import { useBrandsListReport } from '../page/brands-list.ts';
import { StatCard } from '../stat-card.tsx';
import { FilterSummaryBar, useAnalyticsPage, type FilterType } from '../../filters/index.ts';

const filterTypes: readonly string[] = ['specattribute', 'category', 'adjacency'];

/** Places as the clusters call answers them: two single places and a cluster of two around Atlanta. */
const cities: MapClusters = {
  places: 4,
  markers: [
    { name: null, lat: 33.76, lng: -84.34, places: 2, cnt: 15, expansion_zoom: 9 },
    { name: 'Seattle', lat: 47.6062, lng: -122.3321, places: 1, cnt: 7, expansion_zoom: null },
    { name: 'Anchorage', lat: 61.2181, lng: -149.9003, places: 1, cnt: 2, expansion_zoom: null },
  ],
};

export default function ComponentGalleryPage() {
  const [searchParams] = useSearchParams();
  const type = searchParams.get('gallery_type');
  const filterType = type && filterTypes.includes(type) ? (type as FilterType) : undefined;
  const { data, payload, filters, timing } = useAnalyticsPage({
    queries: {
      topBrands: { route: brandTopBrandsRoute, query: { limit: 60 } },
      mapData: { route: brandMapDataRoute },
      sampleSize: { route: brandSampleSizeRoute },
      specCount: { route: brandSpecCountRoute },
      segments: { route: sourceMarketSegmentsRoute, query: { limit: 5 } },
    },
  });
  const report = useBrandsListReport(filters.qtyShares, data.topBrands);
  const mapSeries = useMemo(
    () =>
      data.mapData && [
        { name: 'Search', rows: toStateRows(data.mapData, 'search') },
        { name: 'Spec', rows: toStateRows(data.mapData, 'spec') },
      ],
    [data.mapData],
  );
  const periods = data.sampleSize?.map((r) => r.period_group);
  const counts = data.sampleSize && [{ name: 'Projects', data: data.sampleSize.map((r) => r.count) }];

  return (
    <Stack spacing={2}>
      <FilterSummaryBar filterType={filterType} />
      <Typography variant="caption" data-testid="load-time">
        {timing ? `${timing.loadedMs} / ${timing.shownMs}` : '∞'}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2 }}>
        <StatCard title="Brands Spec'd" value={data.specCount?.count} />
        <StatCard title="Brands Listed" value={data.topBrands?.length} />
        <StatCard title="Never" value={undefined} />
      </Box>
      <DataTable
        report={report}
        rows={data.topBrands}
        exportable
        onRowClick={(row) => window.history.replaceState(null, '', `#brand-${row.manufacturer_id}`)}
        rowLabel={(row) => `Open ${row.name}`}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <ColumnChart title="Sample Size" categories={periods} series={counts} yAxisTitle="Projects" />
        <LineChart title="Sample Size Trend" categories={periods} series={counts} yAxisTitle="Projects" />
        <StateMap title="Top States" series={mapSeries} valueSuffix="%" />
        <SegmentPie title="Project Type Distribution" data={data.segments} />
      </Box>
      <PointMap title="Places" clusters={cities} />
      <Box component="pre" data-testid="payload" sx={{ fontSize: 11 }}>
        {JSON.stringify(payload)}
      </Box>
    </Stack>
  );
}
