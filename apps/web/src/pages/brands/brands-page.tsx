// Top Brands (/brands): market figures (brands spec'd, medians), sample size, states, the Brands List, movers.
import { useTerritoryList } from '../../components/page/use-territory-list.ts';
import { territoryRows } from '../../components/charts/territory-shares.ts';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Box } from '@mui/material';
import {
  MOVERS_SHOWN,
  brandMapDataRoute,
  brandMediansRoute,
  brandMoversRoute,
  brandSampleSizeRoute,
  brandSpecCountRoute,
  brandTopBrandsRoute,
  MIN_SAMPLE_LINES,
  type TopBrandRow,
} from '@specpulse/contract';
import { ColumnChart } from '../../components/charts/column-chart.tsx';
import { StateMap, type StateMapSeries } from '../../components/charts/state-map.tsx';
import { toStateRows } from '../../components/charts/state-keys.ts';
import { DataTable } from '../../components/data-table/index.ts';
import { MarketFigureCards } from '../../components/market-figure-cards.tsx';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { FavouriteButton } from '../../favourites/favourite-button.tsx';
import { useCanFavourite } from '../../favourites/use-favourites.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { MarketMoversCard } from '../../components/page/market-movers-card.tsx';
import { LOAD_FAILED_TEXT } from '../../components/page/settled.ts';
import {
  brandsListServer,
  useBrandsListPaging,
  useBrandsListReport,
} from '../../components/page/brands-list.ts';

const CHART_HEIGHT = 344;

export default function BrandsPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const canFavourite = useCanFavourite('brand');
  // The Brands List a page at a time, sorted on the server (thousands of brands in a broad filter).
  const paging = useBrandsListPaging();
  const { data, results, filters, payload } = useAnalyticsPage({
    queries: {
      specCount: { route: brandSpecCountRoute },
      medians: { route: brandMediansRoute },
      sampleSize: { route: brandSampleSizeRoute },
      mapData: { route: brandMapDataRoute },
      topBrands: { route: brandTopBrandsRoute, query: paging.query },
      movers: { route: brandMoversRoute, query: { limit: MOVERS_SHOWN } },
    },
  });

  // The shown page stays until the next one arrives.
  const [shownPage, setShownPage] = useState(data.topBrands);
  if (data.topBrands && data.topBrands !== shownPage) setShownPage(data.topBrands);
  const listFailed = results.topBrands.isError;
  const report = useBrandsListReport(filters.qtyShares, shownPage);
  const sampleSize = results.sampleSize.isError ? [] : data.sampleSize;
  const territories = useTerritoryList().data?.territories;
  const mapSeries = useMemo<StateMapSeries[] | undefined>(() => {
    if (results.mapData.isError) return [];
    const sample = { unit: 'spec lines', minimum: MIN_SAMPLE_LINES };
    // Each state's share with the spec lines behind it; too few and the state is greyed out. With territories,
    // the toggle also shows each territory's share.
    return (
      data.mapData && [
        { name: 'Spec', rows: toStateRows(data.mapData, 'spec', 'lines'), sample },
        ...(territories?.length
          ? [
              {
                name: 'Spec by territory',
                rows: territoryRows(data.mapData, 'spec', 'lines', territories),
                sample,
              },
            ]
          : []),
      ]
    );
  }, [data.mapData, results.mapData.isError, territories]);

  return (
    <Box component="section" aria-labelledby="page-title">
      {/* No brand spec'd in the window: the notice names the filter that matched nothing. */}
      <FilterSummaryBar empty={data.specCount?.count === 0} />
      <PageTitle dateRange title="Top Brands" />
      <Box sx={{ mb: 2 }}>
        <MarketFigureCards countTitle="Brands Spec'd" count={data.specCount?.count} medians={data.medians} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          mb: 2,
        }}
      >
        <ColumnChart
          title="Sample Size"
          timeline
          categories={sampleSize?.map((row) => row.period_group)}
          series={sampleSize && [{ name: 'Projects', data: sampleSize.map((row) => row.count) }]}
          yAxisTitle="Projects"
          legend={false}
          height={CHART_HEIGHT}
          emptyText={results.sampleSize.isError ? LOAD_FAILED_TEXT : undefined}
        />
        <StateMap
          title="Top States"
          series={mapSeries}
          valueSuffix="%"
          height={CHART_HEIGHT}
          emptyText={results.mapData.isError ? LOAD_FAILED_TEXT : undefined}
        />
      </Box>
      <DataTable<TopBrandRow>
        report={report}
        rows={listFailed ? [] : shownPage}
        loading={results.topBrands.isFetching}
        exportable
        // Sorted by the server over every brand: the order of a page alone would mislead.
        server={brandsListServer(
          paging,
          listFailed ? 0 : (data.specCount?.count ?? shownPage?.length ?? 0),
          payload,
        )}
        onRowClick={(row) => void navigate({ pathname: `/brands/drill/${row.manufacturer_id}`, search })}
        rowLabel={(row) => `Open ${row.name}`}
        rowActions={
          canFavourite
            ? {
                label: 'Favourite',
                render: (row) => <FavouriteButton kind="brand" id={row.manufacturer_id} name={row.name} />,
              }
            : undefined
        }
      />
      <Box sx={{ mt: 2 }}>
        <MarketMoversCard kind="brand" movers={data.movers} failed={results.movers.isError} />
      </Box>
    </Box>
  );
}
