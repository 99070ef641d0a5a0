// A page's figures: one TanStack query per declared figure, all in parallel, each skipped unless the server's
// guard would let it through (its route's access rule), rendered once per load.
import { useCallback, useRef } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { allows, type FilterPayload } from '@specpulse/contract';
import { useAccessHolder } from '../session/access.ts';
import type { ApiError } from './client.ts';
import { prepareQuery, type PageQuery, type PageQueryData, type PreparedQuery } from './page-query.ts';

export type PageResults<Q extends Record<string, PageQuery>> = {
  [K in keyof Q]: UseQueryResult<PageQueryData<Q[K]>, ApiError | Error>;
};

type Results<Q extends Record<string, PageQuery>> = UseQueryResult<
  PageQueryData<Q[keyof Q]>,
  ApiError | Error
>[];

export interface PageQueries<Q extends Record<string, PageQuery>> {
  /** Each figure's result, by its name. */
  results: PageResults<Q>;
  /** The keys of the queries the load runs (enabled, allowed): the same text while only answers change. */
  loadKeys: string;
  enabledKeys: readonly (readonly unknown[])[];
  /** The results of the queries the load runs. */
  enabledResults: UseQueryResult<unknown, ApiError | Error>[];
}

/**
 * `showAtOnce`: the queries the page lays out by (the brand drilldown's logos strip, which the figures wait
 * for): their answers render as soon as they come instead of with the rest of the load.
 */
export function usePageQueries<Q extends Record<string, PageQuery>>(
  queries: Q,
  payload: FilterPayload,
  showAtOnce?: readonly (keyof Q & string)[],
): PageQueries<Q> {
  const holder = useAccessHolder();
  const names = Object.keys(queries) as (keyof Q & string)[];
  const prepared: PreparedQuery[] = names.map((name) => {
    const declared = queries[name]!;
    const query = prepareQuery(declared, payload);
    // A call the server would refuse is never made (a page the firm lost shows nothing, not an error).
    return { ...query, enabled: query.enabled && allows(declared.route.access, holder) };
  });

  const enabledKeys = prepared.filter((q) => q.enabled).map((q) => q.queryKey);
  const loadKeys = JSON.stringify(enabledKeys);
  /** '1' at the index of each showAtOnce query: a text, so the combine below changes only when it does. */
  const atOnceMask = names.map((name) => (showAtOnce?.includes(name) ? '1' : '0')).join('');
  const held = useRef<{ keys: string; results: Results<Q> } | null>(null);
  // A page renders its figures once per load, not once per answer: while some of the same queries are still
  // fetching (and none has failed), the results the page last rendered are kept. Each render of a page on a
  // partial answer held the remaining answers back; the full-screen spinner covers the page meanwhile. New
  // queries (new filters, another page) show at once, pending, and so do the answers of the queries the page
  // lays out by (showAtOnce).
  const combine = useCallback(
    (live: UseQueryResult[]) => {
      const last = held.current;
      const settling = live.some((r) => r.isFetching) && !live.some((r) => r.isError && !r.isFetching);
      const laidOutBy = [...atOnceMask].some(
        (c, i) => c === '1' && live[i]?.status !== last?.results[i]?.status,
      );
      if (settling && last?.keys === loadKeys && !laidOutBy) return last.results;
      const results = live as Results<Q>;
      held.current = { keys: loadKeys, results };
      return results;
    },
    [loadKeys, atOnceMask],
  );
  const results = useQueries({
    queries: prepared.map((q) => ({
      queryKey: q.queryKey,
      enabled: q.enabled,
      queryFn: ({ signal }: { signal: AbortSignal }) => q.run(signal),
    })),
    combine,
  });

  return {
    results: Object.fromEntries(names.map((name, i) => [name, results[i]])) as PageResults<Q>,
    loadKeys,
    enabledKeys,
    enabledResults: results.filter((_, i) => prepared[i]!.enabled),
  };
}
