// The market store on disk: a new data version is built beside the current snapshot and switched to while
// requests run; none fails, each answers from one snapshot, and the answers change with the version.
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '@specpulse/demo-data';
import { buildApp } from '../app.ts';
import { loadConfig, noRateBudgets } from '../config.ts';
import { loadDataSet } from '../data-load/load.ts';
import { bearerFor, TEST_SECRET } from '../../test/auth-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  openMarketStore,
  RETIRED_FILE_GRACE_MS,
  SnapshotUnavailableError,
  type MarketStore,
} from './market-store.ts';

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
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_SCALE: 'none', ...noRateBudgets }),
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

  it('keeps a file per data version and answers every request while a data refresh switches to a new version', async () => {
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
    // The old snapshot's file stays for the processes still reading it (RETIRED_FILE_GRACE_MS), the new one
    // is read: seed 2 ranks other brands.
    expect(readdirSync(dir).filter((f) => f.endsWith('.duckdb'))).toHaveLength(2);
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

describe('retiring market snapshots', () => {
  let dir: string;
  const stores: MarketStore[] = [];
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-retire-'));
  });
  afterAll(async () => {
    for (const s of stores) await s.close();
    rmSync(dir, { recursive: true, force: true });
  });
  /** A store on a folder of its own. */
  const store = (retireAfterMs: number) => {
    const s = openMarketStore({ dir: mkdtempSync(path.join(dir, 's')), connections: 1, retireAfterMs });
    stores.push(s);
    return s;
  };
  /** A snapshot of `version` whose one category row names the version. */
  const build = (s: MarketStore, version: string) =>
    s.build(version, (w) =>
      w.run(`insert into category (id, name, quantity_unit) values (1, '${version}', 'each')`),
    );
  const nameIn = async (s: MarketStore, version: string) =>
    (await (await s.at(version)).selectFrom('category').select('name').executeTakeFirstOrThrow()).name;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('answers a request still on a replaced version from it, and 503 (not 500) once it is closed', async () => {
    const s = store(1_500);
    await build(s, 'r1');
    expect(await nameIn(s, 'r1')).toBe('r1');
    await build(s, 'r2');
    expect(await nameIn(s, 'r2')).toBe('r2');
    // A request that started on r1 (its user's row still names it) keeps reading r1 while it is used ...
    for (let i = 0; i < 6; i++) {
      expect(await nameIn(s, 'r1')).toBe('r1');
      await sleep(500);
    }
    // ... without making r1 current again: r2 stays open and answers.
    expect(await nameIn(s, 'r2')).toBe('r2');
    await sleep(3_500);
    const late = s.at('r1');
    await expect(late).rejects.toBeInstanceOf(SnapshotUnavailableError);
    await expect(late).rejects.toMatchObject({ status: 503 });
    expect(await nameIn(s, 'r2')).toBe('r2');
  });

  it('deletes a replaced file only a grace period after it was replaced, never the one just replaced', async () => {
    const s = store(60_000);
    for (const v of ['g1', 'g2', 'g3']) await build(s, v);
    const files = () =>
      readdirSync(path.dirname(s.fileOf('g1') as string))
        .filter((f) => f.endsWith('.duckdb'))
        .map((f) => f.split('.')[0])
        .sort();
    // Refreshes in quick succession keep every file: a process may still be on any of them.
    expect(files()).toEqual(['g1', 'g2', 'g3']);
    // g1 was replaced (by g2) longer ago than the grace period, g2 (by g3) just as long ago.
    const ago = (ms: number) => new Date(Date.now() - ms);
    utimesSync(s.fileOf('g1') as string, ago(3 * RETIRED_FILE_GRACE_MS), ago(3 * RETIRED_FILE_GRACE_MS));
    utimesSync(s.fileOf('g2') as string, ago(2 * RETIRED_FILE_GRACE_MS), ago(2 * RETIRED_FILE_GRACE_MS));
    utimesSync(s.fileOf('g3') as string, ago(RETIRED_FILE_GRACE_MS), ago(RETIRED_FILE_GRACE_MS));
    await build(s, 'g4');
    // g1 and g2 were replaced over the grace period ago; g3 is the version g4 replaces.
    expect(files()).toEqual(['g3', 'g4']);
  });

  it('leaves no partial file after a failed build and removes one a killed build left', async () => {
    const s = store(60_000);
    await expect(
      s.build('p1', async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(readdirSync(path.dirname(s.fileOf('p1') as string)).filter((f) => f.includes('.partial'))).toEqual(
      [],
    );
    const left = `${s.fileOf('killed')}.partial`;
    const running = `${s.fileOf('running')}.partial`;
    writeFileSync(left, '');
    writeFileSync(running, '');
    utimesSync(left, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    await build(s, 'p2');
    expect(existsSync(left)).toBe(false);
    // A partial written to recently may be another loader's build in progress.
    expect(existsSync(running)).toBe(true);
    rmSync(running);
    expect(await nameIn(s, 'p2')).toBe('p2');
  });

  it('names a missing or damaged snapshot file, and the readiness check sees one damaged after it was opened', async () => {
    const s = store(60_000);
    await expect(s.at('never-built')).rejects.toMatchObject({
      status: 503,
      file: s.fileOf('never-built'),
      reason: 'the file is missing',
    });
    writeFileSync(s.fileOf('garbage') as string, 'not a database at all');
    await expect(s.at('garbage')).rejects.toMatchObject({
      reason: expect.stringMatching(/not a DuckDB database/),
    });
    await build(s, 'c1');
    await s.check('c1');
    writeFileSync(s.fileOf('c1') as string, Buffer.alloc(4096));
    await expect(s.check('c1')).rejects.toThrow(/changed after it was opened/);
  });
});
