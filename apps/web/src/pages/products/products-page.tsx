// /products (spec doc 2, Products overview): cards, Sample Size and Top 50 charts, Top Products table, movers,
// characteristics.
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Box } from '@mui/material';
import {
  MOVERS_SHOWN,
  productMediansRoute,
  productMoversRoute,
  productSampleSizeRoute,
  productSpecCountRoute,
  productSpecificationsRoute,
  productTopProductsRoute,
  topProductSortFields,
  topProductsReport,
  type TopProductRow,
} from '@specpulse/contract';
import { allPages } from '../../api/all-pages.ts';
import { useCan } from '../../session/access.ts';
import { ColumnChart } from '../../components/charts/column-chart.tsx';
import { DataTable, useReportPaging } from '../../components/data-table/index.ts';
import { MarketFigureCards } from '../../components/market-figure-cards.tsx';
import { FilterSummaryBar, useAnalyticsPage, useFilterSet } from '../../filters/index.ts';
import { FavouriteButton } from '../../favourites/favourite-button.tsx';
import { useCanFavourite } from '../../favourites/use-favourites.ts';
import { CharacteristicsWidget } from './characteristics/characteristics-widget.tsx';
import { MarketMoversCard } from '../../components/page/market-movers-card.tsx';
import { TOP_PRODUCTS_CHART_LIMIT, topProductLabels, topProductSeries } from './product-figures.ts';
import { LOAD_FAILED_TEXT } from '../../components/page/settled.ts';
import { productDrillPath } from '../../components/page/page-links.ts';
import { PageTitle } from '../../components/page/page-title.tsx';

export const ONE_CATEGORY_HINT =
  'Select exactly one category in the filters to see its product characteristics.';

const grid = (columns: Record<string, string>) => ({ display: 'grid', gap: 2, gridTemplateColumns: columns });

export default function ProductsPage() {
  const { filters } = useFilterSet();
  const navigate = useNavigate();
  const { search } = useLocation();
  const canFavourite = useCanFavourite('product');
  // The route's own rule (products and spectypes): the widget shows only where the API would answer.
  const canSeeCharacteristics = useCan(productSpecificationsRoute.access);
  const oneCategory = filters.categories.length === 1;
  const paging = useReportPaging(topProductsReport, topProductSortFields, filters);

  const { data, results, payload } = useAnalyticsPage({
    queries: {
      specCount: { route: productSpecCountRoute },
      medians: { route: productMediansRoute },
      sampleSize: { route: productSampleSizeRoute },
      topChart: { route: productTopProductsRoute, query: { limit: TOP_PRODUCTS_CHART_LIMIT } },
      topTable: {
        route: productTopProductsRoute,
        query: paging.query,
      },
      movers: { route: productMoversRoute, query: { limit: MOVERS_SHOWN } },
      // Spec doc 2 §5: only requested with spectypes and exactly one category.
      characteristics: { route: productSpecificationsRoute, enabled: oneCategory },
    },
  });

  const failed = {
    sampleSize: results.sampleSize.isError,
    topChart: results.topChart.isError,
    topTable: results.topTable.isError,
    characteristics: results.characteristics.isError,
  };
  const sampleSize = useMemo(
    () =>
      data.sampleSize && {
        categories: data.sampleSize.map((r) => r.period_group),
        series: [{ name: 'Projects', data: data.sampleSize.map((r) => r.count) }],
      },
    [data.sampleSize],
  );
  const topChart = useMemo(
    () =>
      data.topChart && {
        categories: topProductLabels(data.topChart),
        series: topProductSeries(data.topChart),
      },
    [data.topChart],
  );
  // The shown page stays until the next one arrives.
  const [shownPage, setShownPage] = useState(data.topTable);
  if (data.topTable && data.topTable !== shownPage) setShownPage(data.topTable);
  const openProduct = useCallback(
    (row: TopProductRow) => navigate(productDrillPath(row.product_id, row.manufacturer_name, search)),
    [navigate, search],
  );

  return (
    <Box component="section" aria-labelledby="page-title" sx={{ display: 'grid', gap: 2 }}>
      <PageTitle dateRange title="Top Products" />
      <FilterSummaryBar empty={data.specCount?.count === 0} />
      <MarketFigureCards countTitle="Products Spec'd" count={data.specCount?.count} medians={data.medians} />
      <Box sx={grid({ xs: '1fr', lg: '1fr 2fr' })}>
        <ColumnChart
          title="Sample Size"
          timeline
          categories={sampleSize?.categories}
          series={failed.sampleSize ? [] : sampleSize?.series}
          emptyText={failed.sampleSize ? LOAD_FAILED_TEXT : undefined}
          yAxisTitle="Projects"
          loading={results.sampleSize.isFetching}
        />
        <ColumnChart
          title="Top 50 Products"
          categories={topChart?.categories}
          series={failed.topChart ? [] : topChart?.series}
          emptyText={failed.topChart ? LOAD_FAILED_TEXT : undefined}
          yAxisTitle="Spec %"
          xAxisTitle="Product"
          valueSuffix="%"
          loading={results.topChart.isFetching}
        />
      </Box>
      <DataTable<TopProductRow>
        report={topProductsReport}
        rows={failed.topTable ? [] : shownPage}
        loading={results.topTable.isFetching}
        exportable
        // Sorted by the server over every product: the order of a page alone would mislead.
        server={paging.server(
          // The ranking has a row per product with spec lines: as many as "Products Spec'd" counts.
          failed.topTable ? 0 : (data.specCount?.count ?? shownPage?.length ?? 0),
          (onProgress) => allPages(productTopProductsRoute, payload, onProgress, paging.orderQuery),
        )}
        onRowClick={openProduct}
        rowLabel={(row) => `Open ${row.product_name} by ${row.manufacturer_name}`}
        rowActions={
          canFavourite
            ? {
                label: 'Favourite',
                render: (row) => (
                  <FavouriteButton kind="product" id={row.product_id} name={row.product_name} />
                ),
              }
            : undefined
        }
      />
      <MarketMoversCard kind="product" movers={data.movers} failed={results.movers.isError} />
      {canSeeCharacteristics && (
        <Box component="section" aria-label="Product characteristics section">
          {oneCategory && failed.characteristics ? (
            <Alert severity="warning">Product characteristics: {LOAD_FAILED_TEXT.toLowerCase()}</Alert>
          ) : oneCategory ? (
            <CharacteristicsWidget
              groups={data.characteristics?.specTypes}
              loading={results.characteristics.isFetching}
            />
          ) : (
            <Alert severity="info" data-testid="characteristics-hint">
              {ONE_CATEGORY_HINT}
            </Alert>
          )}
        </Box>
      )}
    </Box>
  );
}
