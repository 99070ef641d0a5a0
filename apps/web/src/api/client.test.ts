import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@specpulse/contract';
import { ApiError, REQUEST_TIMEOUT_MS, api, setUnauthorizedHandler } from './client.ts';
import { readToken, storeToken } from '../auth/token-store.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** A route of the contract's shape for calls whose path or schema only this test knows. */
const testRoute = (method: 'GET' | 'POST', path: string, response?: z.ZodType) =>
  defineRoute({ method, path, access: 'public', summary: 'test route', response });

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  storeToken('token-1', false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the bearer token and the query, and validates the response with the schema', async () => {
    fetchMock.mockResolvedValue(json(200, { count: 3 }));
    const route = testRoute('GET', '/v2/analytics/brand/speccount', z.object({ count: z.number() }));
    const result = await api.call(route, { query: { term: 'a b', starts: true, limit: 5, skip: undefined } });
    expect(result).toEqual({ count: 3 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v2/analytics/brand/speccount?term=a+b&starts=true&limit=5');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('posts the body as JSON', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await api.call(testRoute('POST', '/v2/session/event'), { body: { page: '/brands/' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"page":"/brands/"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("calls a route by its contract: its method, its path's params and its response schema", async () => {
    fetchMock.mockResolvedValue(json(200, { data: { user: {}, token: 't' } }));
    const route = defineRoute({
      method: 'POST',
      path: '/v2/admin/user/:firmId',
      access: 'admin',
      summary: 'test route',
      body: z.object({ name: z.string() }),
      response: z.object({ data: z.object({ token: z.string() }) }),
    });
    const answer = await api.call(route, { params: { firmId: 'a/7' }, body: { name: 'Acme' } });
    expect(answer).toEqual({ data: { token: 't' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v2/admin/user/a%2F7');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Acme"}');

    fetchMock.mockResolvedValueOnce(json(200, { data: {} }));
    expect((await failureOf(api.call(route, { params: { firmId: 7 } }))).message).toBe('prom rej');
    // A missing path parameter is a setup error: nothing is sent.
    fetchMock.mockClear();
    expect((await failureOf(api.call(route, {}))).status).toBe(501);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses to call without a token: 'Unauthorized, log in first', nothing sent", async () => {
    sessionStorage.clear();
    const error = await failureOf(api.call(testRoute('GET', '/v2/configuration')));
    expect(error.message).toBe('Unauthorized, log in first');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on 401 clears the token and goes to /login once, however many calls fail', async () => {
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    fetchMock.mockImplementation(async () => json(401, { error: { status: 401, message: 'expired' } }));
    const errors = await Promise.all([
      failureOf(api.call(testRoute('GET', '/v2/configuration'))),
      failureOf(api.call(testRoute('GET', '/v2/configuration/logos'))),
    ]);
    expect(errors.map((e) => [e.status, e.message])).toEqual([
      [401, 'Unauthorized, please log in'],
      [401, 'Unauthorized, please log in'],
    ]);
    expect(readToken()).toBeNull();
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('maps a network failure to 500 Network Error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(api.call(testRoute('GET', '/v2/configuration')));
    expect([error.status, error.message, error.noResponse]).toEqual([500, 'Network Error', true]);
  });

  it('gives up after 350000 ms with 500 Request Error', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failureOf(api.call(testRoute('GET', '/v2/configuration')));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect([error.status, error.message]).toEqual([500, 'Request Error']);
  });

  it('lets a caller cancellation through as an abort, not a catalogue error', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = api.call(testRoute('GET', '/v2/configuration'), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a request that cannot be built as 501 Setup Error', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const error = await failureOf(api.call(testRoute('POST', '/v2/session/event'), { body: circular }));
    expect([error.status, error.message]).toEqual([501, 'Setup Error']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands a list of errors to the banner', async () => {
    fetchMock.mockResolvedValue(json(400, { errors: ['categories: not allowed', 'period_end: invalid'] }));
    const error = await failureOf(api.call(testRoute('POST', '/v2/analytics/brand/topbrands'), { body: {} }));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual(['categories: not allowed', 'period_end: invalid']);
  });

  it("shows a single error's message, except 404 which reads 'Didnt find the api call!'", async () => {
    fetchMock.mockResolvedValueOnce(json(403, { error: { status: 403, message: 'Forbidden' } }));
    expect((await failureOf(api.call(testRoute('GET', '/v2/admin/firmlist')))).message).toBe('Forbidden');
    fetchMock.mockResolvedValueOnce(json(404, { error: { status: 404, message: 'Route not found' } }));
    const notFound = await failureOf(api.call(testRoute('GET', '/v2/nothing')));
    expect([notFound.status, notFound.message]).toEqual([404, 'Didnt find the api call!']);
  });

  it("calls anything else 'prom rej', including a response the schema rejects", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    expect((await failureOf(api.call(testRoute('GET', '/v2/configuration')))).message).toBe('prom rej');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(200, { count: 'three' }));
    const invalid = await failureOf(api.call(testRoute('GET', '/v2/x', z.object({ count: z.number() }))));
    expect(invalid.message).toBe('prom rej');
  });

  it('public calls send no token and leave a 401 to the caller', async () => {
    sessionStorage.clear();
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    fetchMock.mockResolvedValue(json(401, { error: { status: 401, message: 'Invalid credentials' } }));
    const error = await failureOf(
      api.call(testRoute('POST', '/v2/auth/login'), { body: { email: 'a', password: 'b' }, public: true }),
    );
    expect(error.status).toBe(401);
    expect(toLogin).not.toHaveBeenCalled();
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe('api.download', () => {
  const fileRoute = testRoute('POST', '/v2/test/files/:id/pdf');

  it('reads a streamed file chunk by chunk, reporting the bytes received, with its file name', async () => {
    const chunks = [new Uint8Array([0x25, 0x50, 0x44]), new Uint8Array([0x46, 0x2d])];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(c);
        controller.close();
      },
    });
    fetchMock.mockResolvedValueOnce(
      new Response(body, {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="03-05-2026_240709_12_harbor-view.pdf"',
        },
      }),
    );
    const progress: number[] = [];
    const file = await api.download(fileRoute, {
      params: { id: 12 },
      body: { regions: [] },
      onProgress: (bytes) => progress.push(bytes),
    });
    expect(progress).toEqual([3, 5]);
    expect(file.fileName).toBe('03-05-2026_240709_12_harbor-view.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await file.blob.arrayBuffer())).toBe('%PDF-');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v2/test/files/12/pdf');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('fails with the server error text, and with the download error when the stream breaks', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { error: { status: 403, message: 'locked' } }));
    const refused = await failureOf(api.download(fileRoute, { params: { id: 1 } }));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('locked');

    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2]));
        controller.error(new Error('socket hang up'));
      },
    });
    fetchMock.mockResolvedValueOnce(new Response(broken, { status: 200 }));
    const failed = await failureOf(api.download(fileRoute, { params: { id: 1 } }));
    expect(failed.message).toBe('Error Downloading File');
  });
});
