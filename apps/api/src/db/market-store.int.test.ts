// The market store on disk: a new data version is built beside the current snapshot and switched to while
// requests run; none fails, each answers from one snapshot, and the answers change with the version.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '@specpulse/demo-data';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loadDataSet } from '../data-load/load.ts';
import { bearerFor, TEST_SECRET } from '../../test/auth-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { openMarketStore, type MarketStore } from './market-store.ts';

describe('market snapshots on disk', () => {
  let dir: string;
  let t: TestDatabase;
  let market: MarketStore;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let bearer: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-market-'));
    t = await createTestDatabase();
    market = openMarketStore({ dir, connections: 2 });
    await loadDataSet(t.database, market, { scale: 'tiny', seed: 1, end: '2026-09-30' });
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_SCALE: 'none' }),
      database: t.database,
      market,
      jwtSecret: TEST_SECRET,
      logger: false,
    });
    await app.ready();
    bearer = await bearerFor(t.database.db, demoAccounts.admin.userId);
  });
  afterAll(async () => {
    await app?.close();
    await market?.close();
    await t?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const topBrands = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2/analytics/brand/topbrands?limit=5',
      payload: {},
      headers: { authorization: bearer },
    });
    return { status: res.statusCode, body: res.body };
  };

  it('keeps one file per data version and answers every request while a data refresh switches to a new version', async () => {
    expect(readdirSync(dir).filter((f) => f.endsWith('.duckdb'))).toHaveLength(1);
    const before = await topBrands();
    expect(before.status).toBe(200);

    let loading = true;
    const answers: { status: number; body: string }[] = [];
    const refresh = { scale: 'tiny', seed: 2, end: '2026-09-30', marketOnly: true } as const;
    const load = loadDataSet(t.database, market, refresh).finally(() => (loading = false));
    // Requests run all through the load and the switch (two at a time, like a page's parallel calls).
    const client = async () => {
      while (loading) answers.push(await topBrands());
    };
    await Promise.all([client(), client(), load]);
    answers.push(await topBrands());

    expect(answers.length).toBeGreaterThan(2);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // The old snapshot's file is gone, the new one is read: seed 2 ranks other brands.
    expect(readdirSync(dir).filter((f) => f.endsWith('.duckdb'))).toHaveLength(1);
    const after = answers.at(-1) as { body: string };
    expect(after.body).not.toBe(before.body);
    // Every answer is one snapshot's whole answer, never a mix.
    expect(new Set(answers.map((a) => a.body)).size).toBeLessThanOrEqual(2);
  });

  it('reads a snapshot within the engine memory it is given, 512 MB unless set', async () => {
    const { version } = await t.database.db
      .selectFrom('data_version')
      .select('version')
      .executeTakeFirstOrThrow();
    const limitOf = async (store: MarketStore) => {
      const { rows } = await sql<{
        limit: string;
      }>`select current_setting('memory_limit') as "limit"`.execute(await store.at(version));
      return rows[0]?.limit;
    };
    // DuckDB reads '512MB' as 512 * 10^6 bytes and shows it in MiB.
    expect(await limitOf(market)).toBe('488.2 MiB');
    const small = openMarketStore({ dir, memoryLimit: '64MB' });
    try {
      expect(await limitOf(small)).toBe('61.0 MiB');
      // A whole scan of the spec lines runs within it.
      const { rows } = await sql<{
        n: number;
      }>`select count(distinct manufacturer_id)::int as n from spec_line`.execute(await small.at(version));
      expect(rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });
});
