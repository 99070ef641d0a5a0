// The page-processing pattern of spec doc 2 §1: the page's figures (api/use-page-queries.ts) on the URL's
// filters, their load status (api/use-load-status.ts) and the page view under the page's registry name.
import { useMemo } from 'react';
import { filterSetToPayload, type FilterPayload, type FilterSet } from '@specpulse/contract';
import type { PageQuery, PageQueryData } from '../api/page-query.ts';
import { useLoadStatus, type PageTiming } from '../api/use-load-status.ts';
import { usePageQueries, type PageResults } from '../api/use-page-queries.ts';
import { useCurrentPage } from '../components/page/current-page.ts';
import { usePageView } from '../shell/use-page-view.ts';
import { useFilterSet } from './use-filter-set.ts';

export interface AnalyticsPageOptions<Q extends Record<string, PageQuery>> {
  /** Identity of the view sent with the page-view event (a change is a new view), e.g. { brandId }. */
  view?: Record<string, unknown>;
  /** The figures of the page, all requested in parallel. */
  queries: Q;
  /** Status while loading (default '...Reticulating splines...'). */
  loadingStatus?: string;
  /** Adjusts the URL filters before they become the payload (e.g. My Brands: all categories). */
  adjustFilters?: (filters: FilterSet) => FilterSet;
  /**
   * The page's own, clearer text for a failure it explains on the page (e.g. an unknown brand's 404), or
   * null: such failures stay out of the error banner, which would only repeat them less clearly.
   */
  explainError?: (error: unknown) => string | null;
  /**
   * Queries the page lays out by (the brand drilldown's logos strip, which the figures wait for): their
   * answers render as soon as they come instead of with the rest of the load.
   */
  showAtOnce?: readonly (keyof Q & string)[];
}

export interface AnalyticsPage<Q extends Record<string, PageQuery>> {
  results: PageResults<Q>;
  /** Shorthand for results[k].data (undefined while loading or skipped). */
  data: { [K in keyof Q]: PageQueryData<Q[K]> | undefined };
  filters: FilterSet;
  payload: FilterPayload;
  /**
   * A query the page renders is fetching: a load of new queries (new filters, another table page). A reload
   * of the same queries keeps the last results, so it stays false then; the full-screen spinner shows it.
   */
  loading: boolean;
  /** The last completed load's timing; null before the first one ends (show ∞ / '-'). */
  timing: PageTiming | null;
  /** Re-runs every query with the current filters (what Apply Filters calls). */
  reload: () => void;
}

export function useAnalyticsPage<Q extends Record<string, PageQuery>>(
  options: AnalyticsPageOptions<Q>,
): AnalyticsPage<Q> {
  const { view, queries, loadingStatus, adjustFilters, explainError, showAtOnce } = options;
  const { filters: urlFilters } = useFilterSet();
  const filters = useMemo(
    () => (adjustFilters ? adjustFilters(urlFilters) : urlFilters),
    [urlFilters, adjustFilters],
  );
  const payload = useMemo(() => filterSetToPayload(filters), [filters]);
  const { results, loadKeys, enabledKeys, enabledResults } = usePageQueries(queries, payload, showAtOnce);
  const { timing, reload } = useLoadStatus({
    loadKeys,
    enabledKeys,
    enabledResults,
    loadingStatus,
    explainError,
  });
  usePageView(useCurrentPage()?.view, payload as unknown as Record<string, unknown>, view);

  const data = Object.fromEntries(
    Object.entries(results).map(([name, result]) => [name, result.data]),
  ) as AnalyticsPage<Q>['data'];
  return {
    results,
    data,
    filters,
    payload,
    loading: enabledResults.some((r) => r.isFetching || r.isPending),
    timing,
    reload,
  };
}
