// The one API client: bearer token, 350 s timeout and the error catalogue of spec doc 1 §8.
import type { z, ZodType } from 'zod';
import { configurationVersionHeader, messages, type RouteContract } from '@specpulse/contract';
import { clearToken, readToken } from '../auth/token-store.ts';

export const REQUEST_TIMEOUT_MS = 350_000;

/** Every failure of an API call, with the catalogue's text as its message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The list the error banner shows when the server answered with several errors. */
    readonly errors?: string[],
    /** True when no response arrived (network failure, timeout, request never sent). */
    readonly noResponse = false,
  ) {
    super(message);
  }
}

export type QueryValue = string | number | boolean | undefined;

export interface GetOptions<T> {
  query?: Record<string, QueryValue>;
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** Public calls (sign-in) send no token and leave a 401 to the caller instead of signing out. */
  public?: boolean;
  /** The only success status (sign-in: 200); any other status fails with that status. */
  onlyStatus?: number;
}

/** Values of a route path's :params, e.g. { brandId: 12 }. */
export type PathParams = Readonly<Record<string, string | number | null | undefined>>;

/** A call of an endpoint by its contract: path params, querystring and the body its schema takes. */
export interface RouteCall<C extends RouteContract> extends Omit<GetOptions<never>, 'schema'> {
  params?: PathParams;
  /** What the route's body schema takes (anything for a route not known here; none without a schema). */
  body?: C['body'] extends ZodType ? z.input<C['body']> : C['body'] extends undefined ? undefined : unknown;
}

/** What a route answers: its response schema's output (unknown when it declares none). */
export type RouteAnswer<C extends RouteContract> = C['response'] extends ZodType
  ? z.output<C['response']>
  : unknown;

/** The path with its :params filled in, or null while one is missing. */
export function resolvePath(path: string, params: PathParams = {}): string | null {
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

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  if (typeof window !== 'undefined') window.location.assign('/login');
};
/** The token a 401 already sent the user to /login for, so concurrent failures redirect once. */
let redirectedForToken: string | null = null;

/** Lets the app route to /login inside the single-page app instead of reloading. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

type ConfigurationChangeHandler = () => void;
let onConfigurationChange: ConfigurationChangeHandler = () => {};
/** The configuration version the server last answered with, and the token it answered. */
let seenVersion: { token: string | null; version: string } | null = null;

/**
 * Lets the app reload the firm configuration when the server says it changed: an answer carries another
 * configuration version than the last one for the same token (an administrator saved the firm), or a call is
 * refused (403: the firm may have lost a permission or feature the app still shows).
 */
export function setConfigurationChangeHandler(handler: ConfigurationChangeHandler): void {
  onConfigurationChange = handler;
}

function followConfiguration(token: string | null, response: Response): void {
  const version = response.headers.get(configurationVersionHeader);
  const changed = version !== null && seenVersion?.token === token && seenVersion.version !== version;
  if (version !== null) seenVersion = { token, version };
  if (changed || response.status === 403) onConfigurationChange();
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorList(body: unknown): string[] | null {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return null;
  const { errors } = body;
  if (!Array.isArray(errors)) return null;
  return errors.map((e: unknown) =>
    typeof e === 'string' ? e : typeof e === 'object' && e && 'message' in e ? String(e.message) : String(e),
  );
}

function singleError(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  if (typeof error === 'string') return error;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return null;
}

/** Maps a non-success response body to the catalogue's error. */
function failure(status: number, body: unknown): ApiError {
  const list = errorList(body);
  if (list) return new ApiError(status, list.join('\n') || messages.generic, list);
  const single = singleError(body);
  if (single !== null) return new ApiError(status, status === 404 ? messages.notFoundApiCall : single);
  return new ApiError(status, messages.generic);
}

interface RequestSpec {
  method: RouteContract['method'];
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  public?: boolean;
  onlyStatus?: number;
}

/** Sends the request and returns the response when it is a success; throws the catalogue's ApiError otherwise. */
async function send(spec: RequestSpec): Promise<Response> {
  const token = readToken();
  if (!spec.public && !token) throw new ApiError(401, messages.unauthorizedLogInFirst);

  let url: string;
  let init: RequestInit;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  try {
    url = buildUrl(spec.path, spec.query);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token && !spec.public) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (spec.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(spec.body);
    }
    const signal = spec.signal ? AbortSignal.any([spec.signal, timeout.signal]) : timeout.signal;
    init = { method: spec.method, headers, body, signal };
  } catch {
    clearTimeout(timer);
    throw new ApiError(501, messages.setupError);
  }

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (e) {
    // The caller cancelling (a newer query replaced this one) is not an error to show.
    if (spec.signal?.aborted) throw e;
    const timedOut = timeout.signal.aborted;
    throw new ApiError(500, timedOut ? messages.requestError : messages.networkError, undefined, true);
  } finally {
    clearTimeout(timer);
  }

  if (!spec.public) followConfiguration(token, response);
  if (response.status === 401 && !spec.public) {
    clearToken('expired');
    if (redirectedForToken !== token) {
      redirectedForToken = token;
      onUnauthorized();
    }
    throw new ApiError(401, messages.unauthorizedPleaseLogIn);
  }
  if (!response.ok) throw failure(response.status, await readJson(response));
  if (spec.onlyStatus !== undefined && response.status !== spec.onlyStatus) {
    throw new ApiError(response.status, messages.generic);
  }
  return response;
}

async function parse<T>(response: Response, schema?: ZodType<T>): Promise<T> {
  if (response.status === 204) return undefined as T;
  const body = await readJson(response);
  const list = errorList(body);
  if (list && Object.keys(body as object).length === 1)
    throw new ApiError(response.status, list.join('\n'), list);
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected response from ${response.url}`, parsed.error.issues);
    throw new ApiError(response.status, messages.generic);
  }
  return parsed.data;
}

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

const fileNameOf = (disposition: string | null): string | null =>
  disposition ? (/filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null) : null;

export const api = {
  /** Calls an endpoint by its contract: its method, its path with `params` filled in, its response schema. */
  async call<C extends RouteContract>(route: C, call: RouteCall<C> = {}): Promise<RouteAnswer<C>> {
    const { params, ...options } = call;
    const path = resolvePath(route.path, params);
    if (path === null) throw new ApiError(501, messages.setupError);
    const response = await send({ method: route.method, path, ...options });
    return parse(response, route.response as ZodType<RouteAnswer<C>> | undefined);
  },

  /**
   * Downloads what an endpoint streams (a PDF, a CSV), reporting the bytes received as they arrive, so a
   * long export shows its progress. Failures are the same catalogue errors as call's.
   */
  async download<C extends RouteContract>(
    route: C,
    call: RouteCall<C> & { onProgress?: (bytes: number) => void } = {},
  ): Promise<DownloadedFile> {
    const { params, onProgress, ...options } = call;
    const path = resolvePath(route.path, params);
    if (path === null) throw new ApiError(501, messages.setupError);
    const response = await send({ method: route.method, path, ...options });
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    const reader = response.body?.getReader();
    if (reader) {
      for (;;) {
        let part: ReadableStreamReadResult<Uint8Array<ArrayBuffer>>;
        try {
          part = await reader.read();
        } catch {
          // The server gave up part-way (the generation failed) or the connection dropped.
          throw new ApiError(500, messages.downloadError, undefined, true);
        }
        if (part.done) break;
        chunks.push(part.value);
        received += part.value.byteLength;
        onProgress?.(received);
      }
    }
    const type = response.headers.get('content-type') ?? 'application/octet-stream';
    return {
      blob: new Blob(chunks, { type }),
      fileName: fileNameOf(response.headers.get('content-disposition')),
    };
  },
};
