// A page load's status (spec doc 2 §1): the processing bar and spinner while its queries run, the error banner
// when one fails, 'data loaded in {n}ms shown in {n}ms' once the data is painted, and the reload that Apply
// Filters runs.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { LOADING_STATUS, useProcessingActions } from '../shell/processing.tsx';
import type { ApiError } from './client.ts';
import { useRegisterPageLoader } from './page-loader.ts';
import { pageErrors } from './page-load-errors.ts';

export interface PageTiming {
  /** Time for the calls. */
  loadedMs: number;
  /** Time to render once the data was there. */
  shownMs: number;
}

export interface LoadStatusOptions {
  /** The load's queries (usePageQueries): a new text is a new load. */
  loadKeys: string;
  enabledKeys: readonly (readonly unknown[])[];
  enabledResults: readonly UseQueryResult<unknown, ApiError | Error>[];
  /** Status while loading (default '...Reticulating splines...'). */
  loadingStatus?: string;
  /** The page's own text for a failure it explains on the page, or null (see AnalyticsPageOptions). */
  explainError?: (error: unknown) => string | null;
}

export interface LoadStatus {
  /** The last completed load's timing; null before the first one ends (show ∞ / '-'). */
  timing: PageTiming | null;
  /** Re-runs every query of the load (what Apply Filters calls). */
  reload: () => void;
}

interface LoadRun {
  key: string;
  startedAt: number;
  /**
   * The queries this load runs again: 'all' for a reload, the failed ones for a retry, null for a new load.
   * Their results older than startedAt do not count.
   */
  refetch: 'all' | ReadonlySet<string> | null;
  /** 'ending' = outcome known, waiting for the paint to report it. */
  state: 'running' | 'ending' | 'done';
}

export function useLoadStatus({
  loadKeys,
  enabledKeys,
  enabledResults,
  loadingStatus = LOADING_STATUS,
  explainError,
}: LoadStatusOptions): LoadStatus {
  const queryClient = useQueryClient();
  const { begin, succeed, fail, reset } = useProcessingActions();

  const [generation, setGeneration] = useState(0);
  /** What the next load runs again: every query (a reload) or the failed ones (the banner's Retry). */
  const refetchNext = useRef<'all' | ReadonlySet<string> | null>(null);
  const reload = useCallback(() => {
    refetchNext.current = 'all';
    setGeneration((g) => g + 1);
  }, []);
  const retryFailed = useCallback((keys: readonly string[]) => {
    refetchNext.current = new Set(keys);
    setGeneration((g) => g + 1);
  }, []);
  useRegisterPageLoader(reload);

  const loadKey = `${loadKeys}#${generation}`;
  const run = useRef<LoadRun | null>(null);
  const [timing, setTiming] = useState<(PageTiming & { key: string }) | null>(null);

  // A new load: new filters or params (new keys), or a reload.
  useEffect(() => {
    if (enabledKeys.length === 0) return;
    const refetch = refetchNext.current;
    refetchNext.current = null;
    run.current = { key: loadKey, startedAt: Date.now(), refetch, state: 'running' };
    begin(loadingStatus);
    for (const queryKey of enabledKeys) {
      if (refetch === 'all' || refetch?.has(JSON.stringify(queryKey)))
        void queryClient.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false });
    }
    return () => {
      // Left before it finished (new filters, another page): end it so the spinner does not stay.
      if (run.current?.key === loadKey && run.current.state !== 'done') reset();
    };
    // enabledKeys is captured through loadKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadKey, begin, reset, loadingStatus, queryClient]);

  // The end of the current load: every enabled query settled (for a reload, settled after it began).
  useEffect(() => {
    const load = run.current;
    if (!load || load.state !== 'running' || load.key !== loadKey) return;
    const keys = enabledKeys.map((queryKey) => JSON.stringify(queryKey));
    const rerun = (i: number) => load.refetch === 'all' || Boolean(load.refetch?.has(keys[i] ?? ''));
    const fresh = (i: number, at: number) => !rerun(i) || at >= load.startedAt;
    const failedAt = enabledResults.flatMap((r, i) =>
      r.isError && !r.isFetching && fresh(i, r.errorUpdatedAt) ? [i] : [],
    );
    if (failedAt.length) {
      load.state = 'done';
      const failed = failedAt.map((i) => enabledResults[i]!);
      const explained = failed.map((r) => explainError?.(r.error) ?? null);
      const banner = pageErrors(failed.filter((_, i) => explained[i] === null).map((r) => r.error));
      const own = [...new Set(explained.filter((text): text is string => text !== null))];
      // The banner's Retry runs the failed calls again, as a load of their own (the others' answers stay).
      const failedKeys = failedAt.map((i) => keys[i]!);
      fail(banner, [...own, ...banner].join('; '), () => retryFailed(failedKeys));
      return;
    }
    const settled = enabledResults.every((r, i) => !r.isFetching && r.isSuccess && fresh(i, r.dataUpdatedAt));
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

  return {
    timing: timing?.key === loadKey ? { loadedMs: timing.loadedMs, shownMs: timing.shownMs } : null,
    reload,
  };
}
