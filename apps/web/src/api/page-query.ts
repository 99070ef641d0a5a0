// A page's declared query (endpoint contract, path params, querystring, body) → request and cache key.
import type { z } from 'zod';
import type { FilterPayload, RouteContract } from '@specpulse/contract';
import { api, resolvePath, type PathParams, type QueryValue } from './client.ts';

export interface PageQuery {
  /** The endpoint's contract: method, path (with :params) and response schema. */
  route: RouteContract & { response: z.ZodType };
  /** Values of the path's :params, e.g. { brandId }. A missing value disables the query. */
  params?: PathParams;
  /** Querystring, e.g. { limit: 10 }. */
  query?: Readonly<Record<string, QueryValue>>;
  /** false skips the request (e.g. projects with hideprojects); default true. */
  enabled?: boolean;
  /** The request body from the filter payload (default: the payload itself; GET routes send none). */
  body?: (payload: FilterPayload) => unknown;
}

export type PageQueryData<Q extends PageQuery> = z.output<Q['route']['response']>;

export interface PreparedQuery {
  queryKey: readonly unknown[];
  enabled: boolean;
  run: (signal: AbortSignal) => Promise<unknown>;
}

/** Key: [route path, path params, querystring, body] — the filter payload is part of the body. */
export function prepareQuery(declared: PageQuery, payload: FilterPayload): PreparedQuery {
  const path = resolvePath(declared.route.path, declared.params);
  const post = declared.route.method !== 'GET';
  const body = post ? (declared.body ? declared.body(payload) : payload) : undefined;
  const query = declared.query ?? {};
  return {
    queryKey: [declared.route.path, declared.params ?? {}, query, body ?? null],
    enabled: path !== null && declared.enabled !== false,
    run: (signal) => {
      if (path === null)
        return Promise.reject(new Error(`Missing path parameter for ${declared.route.path}`));
      return api.call(declared.route, { params: declared.params, body, query, signal });
    },
  };
}
