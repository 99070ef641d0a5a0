// The page-processing pattern of spec doc 2 §1: parallel queries on the URL filters, status, timing, page view.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { filterSetToPayload, type FilterPayload, type FilterSet } from '@specpulse/contract';
import type { ApiError } from '../api/client.ts';
import { useRegisterPageLoader } from '../api/page-loader.ts';
import { pageErrors } from '../api/page-load-errors.ts';
import { prepareQuery, type PageQuery, type PageQueryData } from '../api/page-query.ts';
import { LOADING_STATUS, useProcessingActions } from '../shell/processing.tsx';
import { usePageView } from '../shell/use-page-view.ts';
import { useFilterSet } from './use-filter-set.ts';

export interface AnalyticsPageOptions<Q extends Record<string, PageQuery>> {
  /** Page-view event name, e.g. 'brands' or 'brand/drill'. */
  page: string;
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

export interface PageTiming {
  /** Time for the calls. */
  loadedMs: number;
  /** Time to render once the data was there. */
  shownMs: number;
}

export interface AnalyticsPage<Q extends Record<string, PageQuery>> {
  results: { [K in keyof Q]: UseQueryResult<PageQueryData<Q[K]>, ApiError | Error> };
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

type Results<Q extends Record<string, PageQuery>> = UseQueryResult<
  PageQueryData<Q[keyof Q]>,
  ApiError | Error
>[];

interface LoadRun {
  key: string;
  startedAt: number;
  /** A reload: results older than startedAt do not count. */
  force: boolean;
  /** 'ending' = outcome known, waiting for the paint to report it. */
  state: 'running' | 'ending' | 'done';
}

export function useAnalyticsPage<Q extends Record<string, PageQuery>>(
  options: AnalyticsPageOptions<Q>,
): AnalyticsPage<Q> {
  const {
    page,
    view,
    queries,
    loadingStatus = LOADING_STATUS,
    adjustFilters,
    explainError,
    showAtOnce,
  } = options;
  const { filters: urlFilters } = useFilterSet();
  const filters = useMemo(
    () => (adjustFilters ? adjustFilters(urlFilters) : urlFilters),
    [urlFilters, adjustFilters],
  );
  const payload = useMemo(() => filterSetToPayload(filters), [filters]);
  const names = Object.keys(queries) as (keyof Q & string)[];
  const prepared = names.map((name) => prepareQuery(queries[name]!, payload));
  const queryClient = useQueryClient();
  const { begin, succeed, fail, reset } = useProcessingActions();

  const enabledKeys = prepared.filter((q) => q.enabled).map((q) => q.queryKey);
  /** The load's queries: the same text while only their answers change. */
  const keysOf = JSON.stringify(enabledKeys);
  /** '1' at the index of each showAtOnce query: a text, so the combine below changes only when it does. */
  const atOnceMask = names.map((name) => (showAtOnce?.includes(name) ? '1' : '0')).join('');
  const held = useRef<{ keys: string; results: Results<Q> } | null>(null);
  // A page renders its figures once per load, not once per answer: while some of the same queries are still
  // fetching (and none has failed), the results the page last rendered are kept. Each render of a page on a
  // partial answer held the remaining answers back (measured: 50-150 ms a render); the full-screen spinner
  // covers the page meanwhile. New queries (new filters, another page) show at once, pending, and so do the
  // answers of the queries the page lays out by (showAtOnce).
  const combine = useCallback(
    (live: UseQueryResult[]) => {
      const last = held.current;
      const settling = live.some((r) => r.isFetching) && !live.some((r) => r.isError && !r.isFetching);
      const laidOutBy = [...atOnceMask].some(
        (c, i) => c === '1' && live[i]?.status !== last?.results[i]?.status,
      );
      if (settling && last?.keys === keysOf && !laidOutBy) return last.results;
      const results = live as Results<Q>;
      held.current = { keys: keysOf, results };
      return results;
    },
    [keysOf, atOnceMask],
  );
  const results = useQueries({
    queries: prepared.map((q) => ({
      queryKey: q.queryKey,
      enabled: q.enabled,
      queryFn: ({ signal }: { signal: AbortSignal }) => q.run(signal),
    })),
    combine,
  });

  usePageView(page, payload as unknown as Record<string, unknown>, view);

  const [generation, setGeneration] = useState(0);
  const forceNext = useRef(false);
  const reload = useCallback(() => {
    forceNext.current = true;
    setGeneration((g) => g + 1);
  }, []);
  useRegisterPageLoader(reload);

  const loadKey = `${keysOf}#${generation}`;
  const run = useRef<LoadRun | null>(null);
  const [timing, setTiming] = useState<(PageTiming & { key: string }) | null>(null);

  // A new load: new filters or params (new keys), or a reload.
  useEffect(() => {
    if (enabledKeys.length === 0) return;
    const force = forceNext.current;
    forceNext.current = false;
    run.current = { key: loadKey, startedAt: Date.now(), force, state: 'running' };
    begin(loadingStatus);
    if (force) {
      for (const queryKey of enabledKeys) {
        void queryClient.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false });
      }
    }
    return () => {
      // Left before it finished (new filters, another page): end it so the spinner does not stay.
      if (run.current?.key === loadKey && run.current.state !== 'done') reset();
    };
    // enabledKeys is captured through loadKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadKey, begin, reset, loadingStatus, queryClient]);

  // The end of the current load: every enabled query settled (for a reload, settled after it began).
  const enabledResults = results.filter((_, i) => prepared[i]!.enabled);
  useEffect(() => {
    const load = run.current;
    if (!load || load.state !== 'running' || load.key !== loadKey) return;
    const fresh = (at: number) => !load.force || at >= load.startedAt;
    const failed = enabledResults.filter((r) => r.isError && !r.isFetching && fresh(r.errorUpdatedAt));
    if (failed.length) {
      load.state = 'done';
      const explained = failed.map((r) => explainError?.(r.error) ?? null);
      const banner = pageErrors(failed.filter((_, i) => explained[i] === null).map((r) => r.error));
      const own = [...new Set(explained.filter((text): text is string => text !== null))];
      fail(banner, [...own, ...banner].join('; '));
      return;
    }
    const settled = enabledResults.every((r) => !r.isFetching && r.isSuccess && fresh(r.dataUpdatedAt));
    if (!settled) return;
    load.state = 'ending';
    const arrivedAt = Math.max(0, ...enabledResults.map((r) => r.dataUpdatedAt));
    const loadedMs = Math.max(0, arrivedAt - load.startedAt);
    const shownFrom = Math.max(arrivedAt, load.startedAt);
    // Reported once the browser has painted the rendered data.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (run.current !== load || load.state !== 'ending') return;
        load.state = 'done';
        const shownMs = Math.max(0, Date.now() - shownFrom);
        setTiming({ key: load.key, loadedMs, shownMs });
        succeed(loadedMs, shownMs);
      }, 0),
    );
  });

  const byName = Object.fromEntries(
    names.map((name, i) => [name, results[i]]),
  ) as AnalyticsPage<Q>['results'];
  const data = Object.fromEntries(
    names.map((name, i) => [name, results[i]?.data]),
  ) as AnalyticsPage<Q>['data'];
  const shownTiming = timing?.key === loadKey ? { loadedMs: timing.loadedMs, shownMs: timing.shownMs } : null;
  return {
    results: byName,
    data,
    filters,
    payload,
    loading: enabledResults.some((r) => r.isFetching || r.isPending),
    timing: shownTiming,
    reload,
  };
}
