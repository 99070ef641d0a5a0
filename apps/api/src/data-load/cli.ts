// npm run data -- --scale tiny|demo|large [--seed N] [--end YYYY-MM-DD]: (re)loads the demo data set.
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { openMarketStore } from '../db/market-store.ts';
import { DataFolderInUseError } from '../db/data-lock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { databaseSize } from './bulk.ts';
import { loadDataSet, validateLoadOptions } from './load.ts';
import { scaleNames, type Scale } from '@specpulse/demo-data';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const usage = `usage: npm run data -- --scale ${scaleNames.join('|')} [--seed N] [--end YYYY-MM-DD] [--market-only]

Loads (replacing everything already loaded) the demo market into a new market snapshot (DuckDB, under
MARKET_DB, default DATA_DIR/market), and its client firms and demo users into DATABASE_URL when set, else
into the embedded database under DATA_DIR (default ./data).
  --scale   tiny (tests), demo (npm start), large (benchmarks; use PostgreSQL)
  --seed    non-negative integer, default 1: the same seed and end date give the same data
  --end     as-of date (last day of the data), default the last day of the previous month
  --market-only  write a new market snapshot and switch to it, keeping firms, users and their history
                 (a data refresh: with DATABASE_URL a running portal switches at its next request; on the
                 embedded database stop the portal first, one process at a time opens it)`;

export class UsageError extends Error {}

export function parseArguments(argv: readonly string[]): {
  scale: Scale;
  seed: number;
  end: string;
  marketOnly?: true;
} {
  const values = new Map<string, string>();
  let marketOnly = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--market-only') {
      marketOnly = true;
      continue;
    }
    const m = /^--(scale|seed|end)(?:=(.*))?$/.exec(arg);
    if (!m) throw new UsageError(`unknown argument '${arg}'`);
    const value = m[2] ?? argv[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${m[1]} needs a value`);
    values.set(m[1] as string, value);
  }
  const scale = values.get('scale');
  if (!scale) throw new UsageError('--scale is required');
  const seedText = values.get('seed');
  if (seedText !== undefined && !/^\d+$/.test(seedText))
    throw new UsageError(`--seed must be a non-negative integer, not '${seedText}'`);
  try {
    const options = validateLoadOptions({
      scale: scale as Scale,
      ...(seedText !== undefined ? { seed: Number(seedText) } : {}),
      ...(values.has('end') ? { end: values.get('end') as string } : {}),
    });
    return marketOnly ? { ...options, marketOnly } : options;
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    return;
  }
  const args = parseArguments(argv);
  const config = loadConfig();
  const dataDir = path.resolve(repoRoot, config.DATA_DIR);
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, poolSize: 4 });
  const market = openMarketStore({
    dir: path.resolve(repoRoot, config.MARKET_DB ?? path.join(config.DATA_DIR, 'market')),
  });
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${dataDir}`;
  try {
    await database.ping();
    await migrateToLatest(database.db);
    console.log(`loading the ${args.scale} data set (seed ${args.seed}, as of ${args.end}) into ${where}`);
    const summary = await loadDataSet(database, market, {
      ...args,
      onProgress: (stage, ms, cpuMs) =>
        console.log(
          `  ${stage.padEnd(26)} ${(ms / 1000).toFixed(1).padStart(6)} s  (cpu ${(cpuMs / 1000).toFixed(1)} s)`,
        ),
    });
    const counts = Object.entries(summary.rows)
      .filter(([, n]) => n >= 1000)
      .map(([table, n]) => `${table} ${n.toLocaleString('en-US')}`);
    console.log(`rows: ${counts.join(', ')}`);
    console.log(
      `done in ${(summary.totalMs / 1000).toFixed(1)} s; portal database ${megabytes(await databaseSize(database))}, market snapshot ${megabytes(statSync(market.fileOf(summary.version) as string).size)}`,
    );
    console.log(`data version ${summary.version}`);
  } finally {
    await database.close();
    await market.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    if (e instanceof UsageError) console.error(`${e.message}\n\n${usage}`);
    else if (e instanceof ConfigError || e instanceof DataFolderInUseError) console.error(e.message);
    else console.error(`data load failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(e instanceof UsageError ? 2 : 1);
  });
}
