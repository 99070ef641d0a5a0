// npm run data -- --scale tiny|demo|large [--seed N] [--end YYYY-MM-DD] [--market-only] [--yes]: (re)loads
// the demo data set; the only command that empties the portal tables, after asking when it holds real users.
import { statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { openMarketStore } from '../db/market-store.ts';
import { DataFolderInUseError } from '../db/data-lock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/connection.ts';
import { databaseSize, usersNotLoaded } from './bulk.ts';
import { loadDataSet, validateLoadOptions } from './load.ts';
import { describeStartError } from './start-error.ts';
import { repoRoot } from '../repo-root.ts';
import { scaleNames, type Scale } from '@specpulse/demo-data';

const usage = `usage: npm run data -- --scale ${scaleNames.join('|')} [--seed N] [--end YYYY-MM-DD] [--market-only] [--yes]

Loads (replacing everything already loaded) the demo market into a new market snapshot (DuckDB, under
MARKET_DB, default DATA_DIR/market), and its client firms and demo users into DATABASE_URL when set, else
into the embedded database under DATA_DIR (default ./data). Replacing the portal deletes every firm, user,
audit entry, session, saved view and favourite: when it holds users the loader did not create, it asks
first (or needs --yes when there is no terminal to ask on).
  --scale   tiny (tests), demo (npm start), large (benchmarks; use PostgreSQL)
  --seed    non-negative integer, default 1: the same seed and end date give the same data
  --end     as-of date (last day of the data), default the last day of the previous month
  --market-only  write a new market snapshot and switch to it, keeping firms, users and their history
                 (a data refresh: with DATABASE_URL a running portal switches at its next request; on the
                 embedded database stop the portal first, one process at a time opens it)
  --yes     replace the portal without asking, even when it holds users the loader did not create`;

export class UsageError extends Error {}

/** A reload the operator did not confirm: nothing was changed. */
export class RefusedError extends Error {}

/** Asks a question on the terminal and resolves with the answer; null when there is no terminal. */
export type Ask = ((question: string) => Promise<string>) | null;

/**
 * Goes on when a full reload destroys nothing the loader did not write, or when the operator said so (--yes,
 * or "yes" to the question); else throws RefusedError.
 */
export async function confirmReload(
  database: Database,
  opts: { yes: boolean; where: string },
  ask: Ask,
): Promise<void> {
  if (opts.yes) return;
  const { count, examples } = await usersNotLoaded(database);
  if (count === 0) return;
  const more = count > examples.length ? ', …' : '';
  const held = `${opts.where} holds ${count} user${count === 1 ? '' : 's'} the demo loader did not create (${examples.join(', ')}${more}); a full reload deletes them with every firm, audit entry, session, saved view and favourite`;
  if (!ask)
    throw new RefusedError(
      `${held}. Nothing was changed: run again with --yes to replace them, or with --market-only to refresh the market data and keep the portal.`,
    );
  const answer = await ask(`${held}.\nType yes to replace them: `);
  if (answer.trim().toLowerCase() !== 'yes') throw new RefusedError('Nothing was changed.');
}

/** The terminal's question, when standard input is one. */
function terminalAsk(): Ask {
  if (!process.stdin.isTTY) return null;
  return async (question) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return await rl.question(question);
    } finally {
      rl.close();
    }
  };
}

export function parseArguments(argv: readonly string[]): {
  scale: Scale;
  seed: number;
  end: string;
  marketOnly?: true;
  yes?: true;
} {
  const values = new Map<string, string>();
  let marketOnly = false;
  let yes = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--market-only') {
      marketOnly = true;
      continue;
    }
    if (arg === '--yes') {
      yes = true;
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
    return { ...options, ...(marketOnly ? { marketOnly } : {}), ...(yes ? { yes } : {}) };
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
  const { yes, ...args } = parseArguments(argv);
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
    if (!args.marketOnly) await confirmReload(database, { yes: yes === true, where }, terminalAsk());
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
    else if (e instanceof ConfigError || e instanceof DataFolderInUseError || e instanceof RefusedError)
      console.error(e.message);
    else
      console.error(
        `data load failed: ${describeStartError(e, { withStack: process.env.LOG_LEVEL === 'debug' })}`,
      );
    process.exit(e instanceof UsageError ? 2 : 1);
  });
}
