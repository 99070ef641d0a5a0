// /products/drill and /products/drill/{productId} (spec doc 2, Product drilldown): chooser, performance charts, table.
import { useCallback, useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { Alert, Box, Typography } from '@mui/material';
import {
  productDetailRoute,
  POINTS_SUFFIX,
  PERCENT_SUFFIX,
  productNameRoute,
  productPerformanceReport,
  type ProductPeriodRow,
} from '@specpulse/contract';
import { ApiError } from '../../api/client.ts';
import { LineChart } from '../../components/charts/line-chart.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { useCurrentPage } from '../../components/page/current-page.ts';
import { FavouriteButton } from '../../favourites/favourite-button.tsx';
import { WatchButton } from '../../watches/watch-button.tsx';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { OutsideCategoriesNotice } from './outside-categories-notice.tsx';
import { ProductChooser } from './product-chooser.tsx';
import { parseProductId, performanceRows, periodSeries } from './product-figures.ts';
import { LOAD_FAILED_TEXT } from '../../components/page/settled.ts';
import { manufacturerFromHash } from '../../components/page/page-links.ts';

export const CHOOSE_PRODUCT_TEXT = 'Search for a product by name to see its performance over time.';
export const unknownProductText = (id: string) => `There is no product with the id ${id}.`;

/** Lines the chart cards up with the Performance Table card beside them. */
const CHART_HEIGHT = 344;

interface PeriodChartProps {
  title: string;
  rows: readonly ProductPeriodRow[] | undefined;
  failed: boolean;
  loading: boolean;
  yAxisTitle: string;
  /** '%' for shares, ' pts' for changes of a share (the growth list). */
  valueSuffix: string;
}

function PeriodChart({ title, rows, failed, loading, yAxisTitle, valueSuffix }: PeriodChartProps) {
  const shaped = useMemo(() => (rows ? periodSeries(rows) : undefined), [rows]);
  return (
    <LineChart
      title={title}
      timeline
      categories={shaped?.categories}
      series={failed ? [] : shaped?.series}
      emptyText={failed ? LOAD_FAILED_TEXT : undefined}
      yAxisTitle={yAxisTitle}
      valueSuffix={valueSuffix}
      legend
      loading={loading}
      height={CHART_HEIGHT}
    />
  );
}

export default function ProductDrillPage() {
  const { productId: rawId } = useParams();
  const { hash } = useLocation();
  const productId = parseProductId(rawId);
  // An unknown product's 404s are the page's own sentence (as an unknown brand's are): not the error banner too.
  const explainError = useCallback(
    (error: unknown) =>
      rawId !== undefined && error instanceof ApiError && error.status === 404
        ? unknownProductText(rawId)
        : null,
    [rawId],
  );
  const { data, results } = useAnalyticsPage({
    view: { productId: rawId ?? null },
    explainError,
    queries: {
      name: { route: productNameRoute, params: { productId } },
      detail: { route: productDetailRoute, params: { productId } },
    },
  });

  const nameError = results.name.error;
  const unknown =
    rawId !== undefined &&
    (productId === null || (nameError instanceof ApiError && nameError.status === 404));
  const manufacturer = manufacturerFromHash(hash) ?? data.name?.manufacturer_name ?? null;
  const detail = data.detail;
  const detailFailed = results.detail.isError;
  const detailLoading = results.detail.isFetching;
  // Empty when the product has no spec share in any period of these filters (searches ignore project
  // filters, so their share can stay while nothing matches).
  const empty = detail?.performance.every((r) => !r.spec_pct) === true;
  const productShown = rawId !== undefined && !unknown;
  // Before a product is chosen (or when there is none), the registry's title (app/pages.ts).
  const currentPage = useCurrentPage();
  const tableRows = useMemo(() => (detail ? performanceRows(detail.monthly) : undefined), [detail]);

  return (
    <Box component="section" aria-labelledby="page-title" sx={{ display: 'grid', gap: 2 }}>
      <PageTitle
        dateRange
        // The product is the page's title once there is one: its name, or the id while the name is unknown.
        title={
          productShown
            ? (data.name?.name ?? (results.name.isError ? `Product ${rawId}` : 'Loading product…'))
            : (currentPage?.title ?? 'Product Drilldown')
        }
        logo={productShown ? { name: data.name?.name, url: data.name?.image } : undefined}
        subtitle={
          productShown && manufacturer && <span data-testid="product-manufacturer">by {manufacturer}</span>
        }
        aside={
          productId !== null &&
          data.name && (
            <>
              <FavouriteButton kind="product" id={productId} name={data.name.name} size="medium" />
              <WatchButton compact target={{ subject: 'product', ids: [productId], name: data.name.name }} />
            </>
          )
        }
      />
      <FilterSummaryBar empty={empty} />
      <ProductChooser autoFocus={rawId === undefined} />
      {rawId === undefined ? (
        <Typography color="text.secondary">{CHOOSE_PRODUCT_TEXT}</Typography>
      ) : unknown ? (
        <Alert severity="warning" data-testid="unknown-product">
          {unknownProductText(rawId)}
        </Alert>
      ) : (
        <>
          {data.name && <OutsideCategoriesNotice product={data.name} />}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <PeriodChart
              title="Performance"
              rows={detail?.performance}
              failed={detailFailed}
              loading={detailLoading}
              yAxisTitle="Share %"
              valueSuffix={PERCENT_SUFFIX}
            />
            <PeriodChart
              title="Performance Avg"
              rows={detail?.average}
              failed={detailFailed}
              loading={detailLoading}
              yAxisTitle="Running average %"
              valueSuffix={PERCENT_SUFFIX}
            />
            <PeriodChart
              title="Performance Growth"
              rows={detail?.growth}
              failed={detailFailed}
              loading={detailLoading}
              yAxisTitle="Change (% points)"
              valueSuffix={POINTS_SUFFIX}
            />
            <DataTable
              report={productPerformanceReport}
              rows={detailFailed ? [] : tableRows}
              loading={detailLoading}
              exportable
            />
          </Box>
        </>
      )}
    </Box>
  );
}
