// What an operator's tools read: /metrics (Prometheus text, behind METRICS_TOKEN), /v2/version, the request id
// header, operator paths that never fall back to the web app's page, and log levels of expected refusals.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { readyRoute, versionRoute } from '@specpulse/contract';
import { buildApp } from '../../app.ts';
import { loadConfig, noRateBudgets } from '../../config.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createFirmUser, firmConfiguration, TEST_SECRET } from '../../../test/auth-helpers.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import rootPackage from '../../../../../package.json' with { type: 'json' };

const METRICS_TOKEN = 'metrics-token-for-the-test';

type Sample = { labels?: Record<string, string>; value?: string; buckets?: Record<string, string> };
type Family = { name: string; type: string; metrics: Sample[] };

const familyOf = (families: Family[], name: string) => {
  const family = families.find((f) => f.name === name);
  if (!family) throw new Error(`no metric ${name}`);
  return family;
};

describe('operations', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN, BUILD_ID: 'abc1234' }, {});
    const db = t.testDb.database.db;
    const configuration = firmConfiguration({ permissions: { brands: true } });
    token = await bearerFor(
      db,
      (await createFirmUser(db, { email: 'ops@test.example', configuration })).userId,
    );
  });
  afterAll(async () => t?.close());

  it('/metrics: 401 without the token or with another, with a Bearer challenge', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token', `Basic ${METRICS_TOKEN}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json().error.status).toBe(401);
    }
  });

  it('/metrics: requests by route pattern and status, the answer cache, market queries and memory', async () => {
    const figure = () =>
      t.app.inject({
        method: 'POST',
        url: '/v2/analytics/brand/topbrands',
        payload: {},
        headers: { authorization: token },
      });
    expect((await figure()).statusCode).toBe(200);
    expect((await figure()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v2/brand/12345/whatever' })).statusCode).toBe(404);

    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusTextFormat(res.body) as Family[];

    const requests = familyOf(families, 'http_requests_total');
    const count = (route: string, status: string) =>
      Number(
        requests.metrics.find((m) => m.labels?.route === route && m.labels.status === status)?.value ?? 0,
      );
    expect(count('/v2/analytics/brand/topbrands', '200')).toBe(2);
    expect(count('/healthz', '200')).toBe(1);
    // Unmatched paths share one series: ids in URLs must not make a series each.
    expect(count('unmatched', '404')).toBe(1);
    expect(requests.metrics.some((m) => m.labels?.route?.includes('12345'))).toBe(false);
    expect(familyOf(families, 'http_request_duration_seconds').type).toBe('HISTOGRAM');

    expect(
      Number(familyOf(families, 'specpulse_answer_cache_misses_total').metrics[0]?.value),
    ).toBeGreaterThan(0);
    expect(Number(familyOf(families, 'specpulse_answer_cache_hits_total').metrics[0]?.value)).toBeGreaterThan(
      0,
    );
    const queries = familyOf(families, 'specpulse_market_query_duration_seconds');
    // The parser keeps a histogram's buckets only: every query falls in the +Inf bucket.
    expect(Number(queries.metrics[0]?.buckets?.['+Inf'])).toBeGreaterThan(0);
    expect(Number(familyOf(families, 'process_resident_memory_bytes').metrics[0]?.value)).toBeGreaterThan(0);
  });

  it('/v2/version: the release, the build and the data version /readyz reports', async () => {
    const version = versionRoute.response.parse(
      (await t.app.inject({ method: 'GET', url: '/v2/version' })).json(),
    );
    const ready = readyRoute.response.parse((await t.app.inject({ method: 'GET', url: '/readyz' })).json());
    expect(version).toEqual({
      release: rootPackage.version,
      build: 'abc1234',
      dataVersion: ready.dataVersion,
    });
  });

  it("logs and counts a page's error report; refuses personal-data-sized or unknown fields (400)", async () => {
    const report = { message: 'x is undefined', route: '/brands/drill/:brandId', release: '0.1.0' };
    const res = await t.app.inject({ method: 'POST', url: '/v2/client-errors', payload: report });
    expect(res.statusCode).toBe(204);
    const tooLong = { ...report, message: 'x'.repeat(501) };
    expect(
      (await t.app.inject({ method: 'POST', url: '/v2/client-errors', payload: tooLong })).statusCode,
    ).toBe(400);
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const families = parsePrometheusTextFormat(metrics.body) as Family[];
    expect(familyOf(families, 'specpulse_client_errors_total').metrics[0]?.value).toBe('1');
  });

  it('echoes a new request id, and takes none from a client it does not trust', async () => {
    const a = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'from-client' },
    });
    const b = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('operations: a deployment behind a trusted proxy, serving the web app', () => {
  const lines: Record<string, unknown>[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let webDist: string;
  let drop: () => Promise<void>;
  let signedIn: { userId: number; token: string };
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'specpulse-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>');
    const testDb = await createTestDatabase();
    drop = testDb.drop;
    const { userId } = await createFirmUser(testDb.database.db, { email: 'logged@test.example' });
    signedIn = { userId, token: await bearerFor(testDb.database.db, userId) };
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DEMO_SCALE: 'none',
        TRUST_PROXY: 'true',
        WEB_DIST: webDist,
        ...noRateBudgets,
        RATE_LIMIT_REPORT: '1,10',
      }),
      database: testDb.database,
      market: testDb.market,
      jwtSecret: TEST_SECRET,
      logger: { level: 'trace', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('keeps the id a trusted proxy sends, and rejects one that could forge log lines', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-42.a:b' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42.a:b');
    const forged = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'a b\nc' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers operator paths themselves (404 when off), never with the web app; HEAD / is 200', async () => {
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(404);
    expect(metrics.headers['content-type']).toMatch(/^application\/json/);
    for (const url of ['/readyz/', '/healthz/', '/metrics/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).not.toMatch(/html/);
    }
    const page = await app.inject({ method: 'GET', url: '/brands/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect((await app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it('logs an expected 401 below warn, with the request id and the route on each line', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/v2/analytics/brand/topbrands',
      payload: {},
      headers: { 'x-request-id': 'req-401' },
    });
    expect(res.statusCode).toBe(401);
    const mine = lines.filter((l) => l.reqId === 'req-401');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.filter((l) => (l.level as number) >= 40)).toEqual([]);
    expect(mine.some((l) => l.route === '/v2/analytics/brand/topbrands')).toBe(true);
  });

  it('logs an error report at warn, and refuses more than its budget per address (429)', async () => {
    lines.length = 0;
    const report = { message: 'boom', route: '/', release: '0.1.0' };
    const send = () => app.inject({ method: 'POST', url: '/v2/client-errors', payload: report });
    expect((await send()).statusCode).toBe(204);
    expect(lines.find((l) => l.msg === 'a page crashed in the browser')).toMatchObject({
      level: 40,
      clientError: report,
    });
    // RATE_LIMIT_REPORT's default: one a second and a reserve of ten a minute.
    const more = [];
    for (let i = 0; i < 11; i++) more.push(await send());
    expect(more.filter((r) => r.statusCode === 204).length).toBeLessThanOrEqual(10);
    const refused = more.find((r) => r.statusCode === 429);
    expect(refused?.headers['retry-after']).toBeDefined();
  });

  it('logs the signed-in user id on the lines after authentication', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/v2/configuration',
      headers: { 'x-request-id': 'req-me', authorization: signedIn.token },
    });
    expect(res.statusCode).toBe(200);
    const done = lines.find((l) => l.reqId === 'req-me' && l.msg === 'request completed');
    expect(done).toMatchObject({ userId: signedIn.userId, route: '/v2/configuration' });
  });
});
