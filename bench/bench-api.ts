// The API every bench script measures: a scale's stores (bench/database.ts), the app built on them in this
// process on a free port, and tokens for the demo accounts signed with its secret.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isScale, type Scale } from '@specpulse/demo-data';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig, noRateBudgets, type Config } from '../apps/api/src/config.ts';
import { readDataVersion } from '../apps/api/src/filters/dimensions.ts';
import { signToken } from '../apps/api/src/plugins/token.ts';
import { loadTokenUser } from '../apps/api/src/modules/auth/user-object.ts';
// The app's analyticsCache decoration, declared beside its plugin: the type check reads apps/api through its
// declaration files, where app.ts no longer imports the plugin.
import type {} from '../apps/api/src/plugins/cache.ts';
import { openBenchDatabase, type BenchDatabase } from './database.ts';

/** The command-line options every bench script picks its stores with (node:util parseArgs). */
export const storeOptions = {
  scale: { type: 'string', default: 'demo' },
  seed: { type: 'string', default: '1' },
  end: { type: 'string', default: '2026-09-30' },
  'data-dir': { type: 'string' },
  reuse: { type: 'boolean', default: false },
} as const;

/** The stores' options from the parsed storeOptions (the scale checked). */
export function storesFromArgs(args: {
  scale?: string | undefined;
  seed?: string | undefined;
  end?: string | undefined;
  'data-dir'?: string | undefined;
  reuse?: boolean | undefined;
}): Pick<BenchApiOptions, 'scale' | 'seed' | 'end' | 'dataDir' | 'reuse'> {
  const scale = args.scale ?? 'demo';
  if (!isScale(scale)) throw new Error('--scale must be tiny, demo or large');
  const seed = Number(args.seed ?? '1');
  if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
  return {
    scale,
    seed,
    end: args.end ?? '2026-09-30',
    dataDir: args['data-dir'],
    reuse: args.reuse ?? false,
  };
}

export interface BenchApiOptions {
  scale: Scale;
  seed: number;
  end: string;
  dataDir?: string | undefined;
  reuse: boolean;
  log: (line: string) => void;
  /** The built web app to serve as well (the page bench). */
  webDist?: string;
  /**
   * The deployment's per-caller rate budgets (the greedy user's bench); without, none: the other benches
   * measure capacity, with clients far faster than a person.
   */
  rateBudgets?: boolean;
}

export interface BenchApi {
  base: string;
  app: FastifyInstance;
  stores: BenchDatabase;
  config: Config;
  /** A bearer token for a user of the loaded data set. */
  tokenOf(userId: number): Promise<string>;
  close(): Promise<void>;
}

export async function startBenchApi(opts: BenchApiOptions): Promise<BenchApi> {
  const stores = await openBenchDatabase({
    scale: opts.scale,
    seed: opts.seed,
    end: opts.end,
    serverUrl: process.env.DATABASE_URL || undefined,
    dataDir: opts.dataDir ?? path.join(tmpdir(), 'specpulse-bench', opts.scale),
    reuse: opts.reuse,
    log: opts.log,
  });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DEMO_SCALE: 'none',
    ...(opts.rateBudgets ? {} : noRateBudgets),
  });
  const secret = randomBytes(32);
  const app = await buildApp({
    config: opts.webDist ? { ...config, WEB_DIST: opts.webDist } : config,
    database: stores.database,
    market: stores.market,
    jwtSecret: secret,
    logger: false,
  });
  const close = async () => {
    await app.close();
    await stores.database.close();
    await stores.market.close();
  };
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (e) {
    await close();
    throw e;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    base: `http://127.0.0.1:${address.port}`,
    app,
    stores,
    config,
    async tokenOf(userId) {
      const user = await loadTokenUser(stores.database.db, userId);
      if (!user) throw new Error(`demo user ${userId} is missing from the data set`);
      return signToken(secret, { user });
    },
    close,
  };
}

/** What the market store's engine holds in memory (its buffers: the snapshot's blocks read so far). */
export async function engineBytes(api: BenchApi): Promise<number> {
  const { version } = await readDataVersion(api.stores.database);
  const market = await api.stores.market.at(version);
  const { rows } = await sql<{ bytes: number }>`
    select cast(sum(memory_usage_bytes) as bigint) as bytes from duckdb_memory()`.execute(market);
  return Number(rows[0]?.bytes ?? 0);
}
