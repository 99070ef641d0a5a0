// The only file with process side effects: read config, open and migrate the database, load demo data, listen.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, ConfigError } from './config.ts';
import { loadBranding } from './branding/branding.ts';
import { openDatabase } from './db/connection.ts';
import { openMarketStore } from './db/market-store.ts';
import { migrateToLatest } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { resolveJwtSecret } from './secret.ts';
import { ensureDemoData } from './data-load/ensure-demo-data.ts';
import { describeStartError } from './data-load/start-error.ts';
import { createJobQueue } from './jobs/queue.ts';
import { jobRegistry } from './jobs/index.ts';
import { repoRoot } from './repo-root.ts';
import { isDatabaseDown } from './errors.ts';

/**
 * A stop waits SHUTDOWN_GRACE_MS for the requests and exports in flight, then cuts what still runs (a browser
 * tab's busy kept-alive connection would otherwise hold it); past that and this much more for the database's
 * close, it is forced (exit 1).
 */
const SHUTDOWN_CLOSE_MS = 10_000;
/** How often a stop closes the kept-alive connections that have become idle since it began. */
const IDLE_SWEEP_MS = 100;
const SLOW_SHUTDOWN_MS = 2_000;

function fatal(message: string): never {
  console.error(`specpulse: ${message}`);
  process.exit(1);
}

async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function main() {
  let config;
  let branding;
  try {
    config = loadConfig();
    branding = loadBranding();
  } catch (e) {
    fatal(e instanceof ConfigError ? e.message : String(e));
  }
  const dataDir = path.resolve(repoRoot, config.DATA_DIR);
  // A first start on an empty data folder: nothing can be loaded yet, so the demo market is generated while
  // the embedded database is created and migrated.
  const firstStart =
    !config.DATABASE_URL && config.DEMO_SCALE !== 'none' && !existsSync(path.join(dataDir, 'pglite'));
  let database;
  let market;
  try {
    database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, poolSize: config.DB_POOL_SIZE });
    market = openMarketStore({
      dir: path.resolve(repoRoot, config.MARKET_DB ?? path.join(config.DATA_DIR, 'market')),
      connections: config.MARKET_CONNECTIONS,
      memoryLimit: config.MARKET_MEMORY,
    });
  } catch (e) {
    fatal(describeStartError(e, { folder: dataDir }));
  }
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${dataDir}`;
  const portalReady = (async () => {
    // A server that does not answer is given up on; the embedded engine is waited for, since its worker
    // either opens the folder or reports why not, and creating a folder on a loaded machine took over 60 s.
    await (config.DATABASE_URL ? withTimeout(database.ping(), 60_000, where) : database.ping());
    await migrateToLatest(database.db);
  })().catch((e: unknown) => fatal(`cannot use the ${where}: ${e instanceof Error ? e.message : String(e)}`));
  if (!firstStart) await portalReady;
  // Signals are handled from here on, so a Ctrl-C during the first demo-data load closes the database
  // cleanly instead of killing the process in the middle of a write (the load has not written its data
  // version: the next start says so, and `npm run data` loads it).
  const running: { app?: FastifyInstance } = {};
  const jobs = createJobQueue(database, jobRegistry);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const { app } = running;
    const interrupted = app === undefined;
    if (app) app.log.info({ signal }, 'shutting down');
    else console.error(`specpulse: ${signal} during start-up: stopping`);
    // Which step a slow shutdown is stuck in is said before the forced exit, so a stop that takes too long
    // (open connections, or the embedded engine's closing checkpoint) can be told apart afterwards.
    let step = 'closing the server';
    const started = Date.now();
    const limit = config.SHUTDOWN_GRACE_MS + SHUTDOWN_CLOSE_MS;
    const force = setTimeout(() => {
      console.error(`specpulse: still ${step} after ${limit / 1000} s: exiting anyway`);
      process.exit(1);
    }, limit);
    force.unref();
    // The listening socket closes at once (no new connections); requests in flight run on, each kept-alive
    // connection closes as soon as it has nothing in flight (a request that arrives on one meanwhile is still
    // served, with Connection: close), and whatever runs past the grace period is cut.
    const sweep = setInterval(() => app?.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const drain = setTimeout(() => {
      console.error(`specpulse: requests still running after ${config.SHUTDOWN_GRACE_MS / 1000} s: cut`);
      app?.server.closeAllConnections();
    }, config.SHUTDOWN_GRACE_MS);
    drain.unref();
    // The queue takes no new job at once and its running jobs finish within the same grace period (one that
    // does not is handed back to the queue, and run again by another process or the next start).
    const jobsStopped = jobs.stop(config.SHUTDOWN_GRACE_MS).catch((e: unknown) => {
      console.error(
        `specpulse: stopping the job queue failed: ${e instanceof Error ? e.message : String(e)}`,
      );
    });
    try {
      await app?.close();
    } catch (e) {
      console.error(`specpulse: closing the server failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    step = 'finishing the running jobs';
    await jobsStopped;
    clearInterval(sweep);
    clearTimeout(drain);
    const serverMs = Date.now() - started;
    step = 'closing the database';
    await database.close().catch(() => undefined);
    await market.close().catch(() => undefined);
    const total = Date.now() - started;
    if (total > SLOW_SHUTDOWN_MS)
      console.error(
        `specpulse: shutdown took ${total} ms (server ${serverMs} ms, database ${total - serverMs} ms)`,
      );
    process.exit(interrupted ? 1 : 0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A lost database connection rejects a statement some library started and nobody awaits (the job queue's,
  // when PostgreSQL drops every backend at once): logged, and the process lives on, as a request's own loss
  // gives 503. Any other unhandled rejection still ends the process, as Node's default does.
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseDown(reason)) throw reason;
    const log = running.app?.log;
    if (log) log.error({ err: reason }, 'database connection lost outside a request');
    else console.error('specpulse: database connection lost outside a request:', reason);
  });

  // Loads the demo data into an empty portal, else opens the current market snapshot: a missing or damaged
  // one stops the start here, naming the file, instead of failing every page.
  try {
    await ensureDemoData(database, market, config.DEMO_SCALE, {
      historyYears: config.DEMO_HISTORY_YEARS,
      ...(firstStart ? { portalReady } : {}),
    });
  } catch (e) {
    if (closing) return;
    throw e;
  }
  await portalReady;
  if (closing) return;

  const deps = {
    config: { ...config, WEB_DIST: config.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist') },
    database,
    market,
    jwtSecret: resolveJwtSecret(config.JWT_SECRET, dataDir),
    branding,
    jobs,
  };
  const app = await buildApp(deps);
  running.app = app;

  await app.listen({ port: config.PORT, host: config.HOST });
  // A stop during the queue's start ends it (the queue's stop waits for it): nothing more to report then.
  await jobs.start({ app, deps, branding }).catch((e: unknown) => {
    if (!closing) throw e;
  });
}

main().catch((e) =>
  fatal(
    describeStartError(e, {
      withStack: ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? ''),
      folder: path.resolve(repoRoot, process.env.DATA_DIR || './data'),
    }),
  ),
);
