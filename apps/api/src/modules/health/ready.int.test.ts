// GET /readyz: ready (200) while the portal database, the current market snapshot and Redis (when used) answer;
// 503 naming what failed when the snapshot file is damaged after the start or Redis does not answer.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, truncateSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyRoute } from '@specpulse/contract';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openMarketStore, type MarketStore } from '../../db/market-store.ts';
import { TEST_SECRET } from '../../../test/auth-helpers.ts';
import { createTestDatabase, recordDataVersion, type TestDatabase } from '../../../test/test-database.ts';
import { startRedis } from '../../../test/test-redis.ts';

const VERSION = 'ready-1';

describe('GET /readyz', () => {
  let dir: string;
  let t: TestDatabase;
  let market: MarketStore;
  const servers: ChildProcess[] = [];
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-ready-'));
    t = await createTestDatabase();
    market = openMarketStore({ dir, connections: 1 });
    await market.build(VERSION, (w) =>
      w.run(`insert into category (id, name, quantity_unit) values (1, 'Doors', 'each')`),
    );
    await recordDataVersion(t.database.db, VERSION);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await market?.close();
    await t?.drop();
    for (const s of servers) s.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  const appWith = async (env: Record<string, string> = {}) => {
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
      database: t.database,
      market,
      jwtSecret: TEST_SECRET,
      logger: false,
    });
    apps.push(app);
    return app;
  };

  it('is ready while the database, the snapshot and Redis answer', async () => {
    const app = await appWith({ REDIS_URL: await startRedis(servers) });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(readyRoute.response.parse(res.json())).toEqual({
      ok: true,
      database: t.database.kind,
      dataVersion: VERSION,
      redis: 'ok',
    });
  });

  it('is not ready (503, naming Redis) when Redis does not answer', async () => {
    // Port 1 on loopback: nothing listens there.
    const app = await appWith({ REDIS_URL: 'redis://127.0.0.1:1' });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { status: 503, message: 'Not ready: redis failed' } });
  });

  it('is not ready (503, naming the snapshot) once the snapshot file is damaged after the start', async () => {
    const app = await appWith();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    truncateSync(market.fileOf(VERSION) as string, 100);
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { status: 503, message: 'Not ready: market snapshot failed' } });
    // Liveness is another question: the process is up.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
