// What buildApp is given and hands to the route modules (its own file: modules must not import app.ts back).
import type { DeploymentBranding } from './branding/branding.ts';
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import type { MarketStore } from './db/market-store.ts';
import type { JobSender, QueueStatsSource } from './jobs/queue-stats.ts';

export interface AppDeps {
  config: Config;
  /** Portal data: firms, users, sessions, audit (PostgreSQL or PGlite). */
  database: Database;
  /** Market data: one read-only DuckDB snapshot per data version. */
  market: MarketStore;
  /** Secret for signing tokens (from JWT_SECRET, or generated and kept under DATA_DIR). */
  jwtSecret: Uint8Array;
  logger?: boolean | object;
  /** The deployment's product name, colour and images (loadBranding); the defaults when omitted. */
  branding?: DeploymentBranding;
  /** The job queue (main.ts starts its workers once the app is built); its depth and failures are metrics. */
  jobs?: JobSender & QueueStatsSource;
}
