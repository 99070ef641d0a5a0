// A page's declared query (endpoint contract, path params, querystring, body) → request and cache key.
import type { z } from 'zod';
import type { FilterPayload, RouteContract } from '@specpulse/contract';
import { api, type QueryValue } from './client.ts';

export interface PageQuery {
  /** The endpoint's contract: method, path (with :params) and response schema. */
  route: RouteContract & { response: z.ZodType };
  /** Values of the path's :params, e.g. { brandId }. A missing value disables the query. */
  params?: Readonly<Record<string, string | number | null | undefined>>;
  /** Querystring, e.g. { limit: 10 }. */
  query?: Readonly<Record<string, QueryValue>>;
  /** false skips the request (e.g. projects with hideprojects); default true. */
  enabled?: boolean;
  /** The request body from the filter payload (default: the payload itself; GET routes send none). */
  body?: (payload: FilterPayload) => unknown;
}

export type PageQueryData<Q extends PageQuery> = z.output<Q['route']['response']>;

/** The path with its :params filled in, or null while one is missing. */
export function resolvePath(path: string, params: PageQuery['params'] = {}): string | null {
  let missing = false;
  const resolved = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? null : resolved;
}

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
  const schema = declared.route.response;
  return {
    queryKey: [declared.route.path, declared.params ?? {}, query, body ?? null],
    enabled: path !== null && declared.enabled !== false,
    run: (signal) => {
      if (path === null)
        return Promise.reject(new Error(`Missing path parameter for ${declared.route.path}`));
      return post
        ? api.post(path, body, { schema, query, signal })
        : api.get(path, { schema, query, signal });
    },
  };
}
