// The brand drilldown body (spec doc 2 §2): name, figure cards, performance, products, states, projects,
// adjacencies, vendors and why the share changed, of one brand (or the firm's own brands, 'show'), all requested
// in parallel; the brand summary drill shows the same for a brand group (`multi`).
import { useTerritoryList } from '../../components/page/use-territory-list.ts';
import { territoryRows } from '../../components/charts/territory-shares.ts';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { Alert, Box, Chip } from '@mui/material';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import {
  adjacencySortFields,
  brandCompetitiveReport,
  brandComplimentaryReport,
  brandProjectSortFields,
  brandProjectsReport,
  brandTopProductSortFields,
  drillFigures,
  brandTopProductsReport,
  brandTopVendorsReport,
  accessRules,
  MIN_SAMPLE_LINES,
  MIN_SAMPLE_SEARCHES,
  type FilterSet,
  type RouteContract,
} from '@specpulse/contract';
import { allPages } from '../../api/all-pages.ts';
import { ApiError } from '../../api/client.ts';
import { useCan } from '../../session/access.ts';
import { useConfiguration } from '../../session/session-context.tsx';
import { ColumnChart } from '../../components/charts/column-chart.tsx';
import { StateMap, type StateMapSeries } from '../../components/charts/state-map.tsx';
import { toStateRows } from '../../components/charts/state-keys.ts';
import { DataTable, useReportPaging } from '../../components/data-table/index.ts';
import { StatCard } from '../../components/stat-card.tsx';
import { FilterSummaryBar, useAnalyticsPage, useFilterSet } from '../../filters/index.ts';
import { brandDrillQueries, type DrillSubject } from './brand-drill-queries.ts';
import { myBrandsFilters } from './brand-paths.ts';
import { MyBrandsCategories } from './my-brands-categories.tsx';
import { MyBrandsStrip } from './my-brands-strip.tsx';
import { FavouriteButton } from '../../favourites/favourite-button.tsx';
import { WatchButton } from '../../watches/watch-button.tsx';
import { PageTitle } from '../../components/page/page-title.tsx';
import { GROUP_DRILL_PATH } from '../../components/page/page-links.ts';
import { LOAD_FAILED_TEXT, settledRows } from '../../components/page/settled.ts';
import { ShareExplainedSection } from './share-explained-section.tsx';
import { MarketMoversCard } from '../../components/page/market-movers-card.tsx';

/** Spec doc 2 §1: the brand drilldown's own loading status. */
export const DRILL_LOADING_STATUS = 'Reticulating splines';
/** A paged list's route (its brand's or its group's): one page and the total of all pages. */
type PageRoute<Row> = RouteContract & { response: z.ZodType<{ total: number; rows: Row[] }> };
/** Height of the charts, so that a chart and a table side by side line up. */
const CHART_HEIGHT = 344;

export function BrandDrilldown({ subject }: { subject: DrillSubject }) {
  const { pathname } = useLocation();
  const group = 'brandIds' in subject ? subject.brandIds : null;
  const brandId = 'brandId' in subject ? subject.brandId : null;
  const myBrandsPage = pathname.startsWith('/mybrands');
  const { configuration } = useConfiguration();
  const { base, filters: urlFilters } = useFilterSet();
  const hideProjects = configuration.hasfeature.hideprojects === true;
  const myBrands = useCan(accessRules.mybrands);
  const brands = useCan(accessRules.brands);

  const allCategories = useMemo(() => configuration.filters.categories.map((c) => c.id), [configuration]);
  const adjustFilters = useCallback(
    (filters: FilterSet): FilterSet => myBrandsFilters(filters, base, allCategories),
    [base, allCategories],
  );

  // Spec doc 2 §8 maps a 404 to 'Didnt find the api call!'; the page says what it means instead, and only that.
  const notFoundText = useCallback(
    (error: unknown): string | null => {
      if (group || !(error instanceof ApiError) || error.status !== 404) return null;
      return brandId === 'show'
        ? 'Your firm has no brands of its own to show.'
        : `There is no brand with id ${brandId}.`;
    },
    [group, brandId],
  );

  // The lists that run long for a leading brand (its projects, its products, the brands beside it on its
  // projects) come a page at a time, sorted by the server; each starts again at its first page for other
  // filters or another subject.
  const listsOf = [urlFilters, subject];
  // Each list's own order, which the server gives without a sort, is its report's initial sort.
  const paging = {
    topProducts: useReportPaging(brandTopProductsReport, brandTopProductSortFields, listsOf),
    projects: useReportPaging(brandProjectsReport, brandProjectSortFields, listsOf),
    competitive: useReportPaging(brandCompetitiveReport, adjacencySortFields, listsOf),
    complimentary: useReportPaging(brandComplimentaryReport, adjacencySortFields, listsOf),
  };
  const { data, results, timing, payload } = useAnalyticsPage({
    view: group ? { brandIds: group } : { brandId },
    loadingStatus: group ? undefined : DRILL_LOADING_STATUS,
    adjustFilters: myBrandsPage ? adjustFilters : undefined,
    explainError: notFoundText,
    showAtOnce: ['logos'],
    queries: brandDrillQueries({
      subject,
      hideProjects,
      myBrands,
      brands,
      pages: paging,
    }),
  });
  /**
   * A paged list's table: the page on screen (none once its request failed), and the server's paging, whose
   * 'All' and export fetch every page of the subject's list in the order the table shows.
   */
  function pagedTable<Row>(
    figure: { brand: PageRoute<Row>; group: PageRoute<Row> },
    result: UseQueryResult<{ total: number; rows: Row[] }, unknown>,
    listPaging: ReturnType<typeof useReportPaging>,
  ) {
    const everyRow = (onProgress: (loaded: number) => void) =>
      group
        ? allPages(figure.group, { ...payload, brand_ids: [...group] }, onProgress, listPaging.orderQuery)
        : allPages(figure.brand, payload, onProgress, listPaging.orderQuery, {
            brandId: brandId ?? undefined,
          });
    return {
      rows: result.isError ? [] : result.data?.rows,
      loading: result.isFetching,
      // Sorted by the server over the whole list: the order of a page alone would mislead.
      server: listPaging.server(result.isError ? 0 : (result.data?.total ?? 0), everyRow),
    };
  }

  // A group names its unknown ids in every figure's 404; the single brand's name call says it.
  const notFound = [results.name.error, results.counts.error].find(
    (e): e is ApiError => e instanceof ApiError && e.status === 404,
  );
  const logos = data.logos ?? [];
  // The logos of the 'My Brand(s)' strip are still coming (a group's always come; a brand's with mybrands).
  const stripPending = (group !== null || myBrands) && results.logos.isPending;
  const ownBrand = brandId === 'show' || logos.some((l) => l.manufacturer_id === brandId);
  const title = group
    ? `Brand Summary Drilldown : ${data.logos ? data.logos.map((l) => l.name).join(', ') : '-'}`
    : `Brand Drilldown : ${data.name?.name ?? '-'}`;
  const counts = data.counts;
  // Empty when none of the brand's products is specified in these filters (its spec figures are the page's
  // answer; views and searches ignore project filters, so they can count on while nothing matches).
  const empty = counts?.specified === 0;
  const performance = data.performance;
  const performanceFailed = results.performance.isError;
  const territories = useTerritoryList().data?.territories;
  const mapSeries = useMemo<StateMapSeries[] | undefined>(() => {
    if (results.topStates.isError) return [];
    const states = data.topStates;
    if (!states) return undefined;
    const searches = { unit: 'searches', minimum: MIN_SAMPLE_SEARCHES };
    const lines = { unit: 'spec lines', minimum: MIN_SAMPLE_LINES };
    // Each share with the count behind it; a state with too few lines or searches behind it is greyed out.
    // With territories, the toggle also shows each territory's shares.
    const byTerritory = territories?.length
      ? [
          {
            name: 'Search by territory',
            rows: territoryRows(states, 'search', 'searches', territories),
            sample: searches,
          },
          {
            name: 'Spec by territory',
            rows: territoryRows(states, 'spec', 'lines', territories),
            sample: lines,
          },
        ]
      : [];
    return [
      { name: 'Search', rows: toStateRows(states, 'search', 'searches'), sample: searches },
      { name: 'Spec', rows: toStateRows(states, 'spec', 'lines'), sample: lines },
      ...byTerritory,
    ];
  }, [data.topStates, results.topStates.isError, territories]);

  // The Source Data panel lists the projects specifying the page's brand(s).
  const sourceBrands = useMemo(() => {
    if (group)
      return { ids: group, name: data.logos?.map((l) => l.name).join(', ') ?? `${group.length} brands` };
    return typeof brandId === 'number'
      ? { ids: [brandId], name: data.name?.name ?? `brand ${brandId}` }
      : undefined;
  }, [group, brandId, data.logos, data.name]);
  const loadTime = timing ? `${Math.round(timing.loadedMs)} ms` : '∞';
  return (
    <Box component="section" aria-labelledby="page-title">
      {!myBrandsPage && <FilterSummaryBar sourceBrands={sourceBrands} empty={empty} />}
      <PageTitle
        dateRange
        title={title}
        // The logo's and the star's places are there from the start (an empty box, a star named by the id
        // until the name comes), so the title row keeps its size as the name loads (CLS).
        logo={
          brandId !== null && !notFound ? { name: data.name?.name, url: data.name?.image_url } : undefined
        }
        aside={
          <>
            {typeof brandId === 'number' && !notFound && (
              <FavouriteButton
                kind="brand"
                id={brandId}
                name={data.name?.name ?? `brand ${brandId}`}
                size="medium"
              />
            )}
            {typeof brandId === 'number' && !notFound && (
              <WatchButton
                target={{ subject: 'brand', ids: [brandId], name: data.name?.name ?? `brand ${brandId}` }}
              />
            )}
            <Chip
              icon={<TimerOutlined />}
              label={`Load time: ${loadTime}`}
              variant="outlined"
              size="small"
              data-testid="load-time"
            />
          </>
        }
      />
      {myBrandsPage && <MyBrandsCategories categories={payload.categories} />}
      {notFound && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {notFoundText(notFound) ?? `${notFound.message}.`}
        </Alert>
      )}
      {/* The strip sits above the figures: they wait for the logos (one short request), so it does not push
          them down when it comes (CLS). */}
      {stripPending
        ? null
        : group
          ? logos.length > 0 && (
              <MyBrandsStrip
                logos={logos}
                label="Brand group"
                current="all"
                basePath={GROUP_DRILL_PATH}
                allPath={`${GROUP_DRILL_PATH}/${group.join(',')}`}
              />
            )
          : myBrands &&
            ownBrand &&
            logos.length > 0 &&
            brandId !== null && (
              <MyBrandsStrip
                logos={logos}
                current={brandId}
                basePath={myBrandsPage ? '/mybrands' : '/brands/drill'}
              />
            )}
      {!stripPending && (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' },
              mb: 2,
            }}
          >
            <StatCard title="Products Specified" value={counts?.specified} decimals={0} />
            <StatCard title="Product Views" value={counts?.views} decimals={0} />
            <StatCard title="Asset Views" value={counts?.images} decimals={0} />
            <StatCard title="Vendor Views" value={counts?.vendors} decimals={0} />
            <StatCard title="Total Events" value={counts?.events} decimals={0} />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              // minmax(0, …): a wide table scrolls in its own box instead of widening the page (320 px).
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              // An odd last section spans both columns.
              '& > :last-child:nth-of-type(odd)': { gridColumn: '1 / -1' },
            }}
          >
            <ColumnChart
              title="Brand Performance Average"
              timeline
              categories={performanceFailed ? [] : performance?.period}
              series={
                performanceFailed
                  ? []
                  : performance && [
                      { name: 'Spec Percent', data: performance.spec },
                      { name: 'Search Percent', data: performance.search },
                    ]
              }
              yAxisTitle="Percent"
              valueSuffix="%"
              legend
              height={CHART_HEIGHT}
              emptyText={performanceFailed ? LOAD_FAILED_TEXT : undefined}
            />
            <DataTable
              report={brandTopProductsReport}
              exportable
              {...pagedTable(drillFigures.topProducts, results.topProducts, paging.topProducts)}
            />
            <StateMap
              title="Top States"
              series={mapSeries}
              defaultSeries="Spec"
              valueSuffix="%"
              height={CHART_HEIGHT}
              emptyText={results.topStates.isError ? LOAD_FAILED_TEXT : undefined}
            />
            {!hideProjects && (
              <DataTable
                report={brandProjectsReport}
                exportable
                {...pagedTable(drillFigures.projects, results.projects, paging.projects)}
              />
            )}
            <DataTable
              report={brandCompetitiveReport}
              exportable
              {...pagedTable(drillFigures.competitive, results.competitive, paging.competitive)}
            />
            <DataTable
              report={brandComplimentaryReport}
              exportable
              {...pagedTable(drillFigures.complimentary, results.complimentary, paging.complimentary)}
            />
            <DataTable report={brandTopVendorsReport} rows={settledRows(results.topVendors)} exportable />
          </Box>
          <Box sx={{ mt: 2 }}>
            <ShareExplainedSection
              data={data.shareExplained}
              failed={results.shareExplained.isError}
              payload={payload}
              showProjects={!hideProjects}
              height={CHART_HEIGHT}
            />
          </Box>
          {/* Who gained the share the brand lost (or lost what it gained), in the same filters. */}
          {brands && (
            <Box sx={{ mt: 2 }}>
              <MarketMoversCard kind="brand" movers={data.movers} failed={results.movers.isError} />
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
