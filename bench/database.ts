// The benchmark's database: a fresh embedded one under a folder, or a fresh PostgreSQL database on the
// DATABASE_URL server; `reuse` keeps one that already holds the wanted scale (loads take minutes).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/connection.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import type { Scale } from '@specpulse/demo-data';
import { loadDataSet } from '../apps/api/src/data-load/load.ts';
import { readDataVersion } from '../apps/api/src/filters/dimensions.ts';
import { rebuildRollups, rollupTables } from '../apps/api/src/filters/rollups.ts';

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
  const loaded = await database.db
    .selectFrom('data_version')
    .select(['scale', 'seed', 'as_of'])
    .executeTakeFirst();
  if (opts.reuse && loaded?.scale === opts.scale && loaded.seed === opts.seed && loaded.as_of === opts.end) {
    opts.log(`reusing the ${opts.scale} data already loaded (${engine})`);
    // Data loaded before a newer migration added a rollup: rebuild the rollups once (else the facts are read).
    const built = (await readDataVersion(database)).rollupRows;
    if (!built || rollupTables().some((table) => built[table] === undefined)) {
      opts.log('  rebuilding the rollups (stale or missing tables)…');
      const rebuilt = await rebuildRollups(database);
      opts.log(`  rollups: ${(rebuilt.millis / 1000).toFixed(1)} s`);
    }
    return { database, engine, loadMs: null };
  }
  opts.log(`loading the ${opts.scale} data set (${engine})…`);
  const summary = await loadDataSet(database, {
    scale: opts.scale,
    seed: opts.seed,
    end: opts.end,
    onProgress: (stage, ms) => opts.log(`  ${stage}: ${(ms / 1000).toFixed(1)} s`),
  });
  return { database, engine, loadMs: summary.totalMs };
}
