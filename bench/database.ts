// The benchmark's stores: the market snapshot under the folder, and the portal database (a fresh embedded one
// under the folder, or a fresh PostgreSQL database on the DATABASE_URL server); `reuse` keeps what already
// holds the wanted scale (loads take minutes).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, type Database } from '../apps/api/src/db/connection.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import type { Scale } from '@specpulse/demo-data';
import { loadDataSet } from '../apps/api/src/data-load/load.ts';
import { openMarketStore, type MarketStore } from '../apps/api/src/db/market-store.ts';

export interface BenchDatabaseOptions {
  scale: Scale;
  seed: number;
  end: string;
  /** PostgreSQL server URL; the benchmark creates (or reuses) database specpulse_bench_<scale> on it. */
  serverUrl?: string | undefined;
  /** Folder for the embedded engine's files. */
  dataDir: string;
  reuse: boolean;
  log: (line: string) => void;
}

export interface BenchDatabase {
  database: Database;
  market: MarketStore;
  engine: 'embedded' | 'postgres';
  loadMs: number | null;
}

async function recreatePostgres(serverUrl: string, name: string, keep: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!keep || !exists) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function openBenchDatabase(opts: BenchDatabaseOptions): Promise<BenchDatabase> {
  let database: Database;
  if (opts.serverUrl) {
    const url = await recreatePostgres(opts.serverUrl, `specpulse_bench_${opts.scale}`, opts.reuse);
    database = openDatabase({ databaseUrl: url, poolSize: 10 });
  } else {
    const dir = path.resolve(opts.dataDir);
    if (!opts.reuse && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    database = openDatabase({ dataDir: dir });
  }
  await migrateToLatest(database.db);
  const engine = database.kind;
  const market = openMarketStore({
    dir: path.resolve(opts.dataDir, `market-${opts.scale}`),
    // The API's own setting, checked as the API checks it.
    memoryLimit: loadConfig({ MARKET_MEMORY: process.env.MARKET_MEMORY }).MARKET_MEMORY,
  });
  const loaded = await database.db
    .selectFrom('data_version')
    .select(['version', 'scale', 'seed', 'as_of'])
    .executeTakeFirst();
  const snapshot = loaded ? market.fileOf(loaded.version) : null;
  if (
    opts.reuse &&
    loaded?.scale === opts.scale &&
    loaded.seed === opts.seed &&
    loaded.as_of === opts.end &&
    snapshot &&
    existsSync(snapshot)
  ) {
    opts.log(`reusing the ${opts.scale} data already loaded (${engine} portal, market snapshot)`);
    return { database, market, engine, loadMs: null };
  }
  opts.log(`loading the ${opts.scale} data set (${engine} portal, market snapshot)…`);
  const summary = await loadDataSet(database, market, {
    scale: opts.scale,
    seed: opts.seed,
    end: opts.end,
    onProgress: (stage, ms) => opts.log(`  ${stage}: ${(ms / 1000).toFixed(1)} s`),
  });
  return { database, market, engine, loadMs: summary.totalMs };
}
