// Test support: a job worker as a process of its own (the app over DATABASE_URL and the snapshot folder
// MARKET_DB, the queue started with the crash timings of the tests), so a test can kill it mid-run.
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/connection.ts';
import { openMarketStore } from '../src/db/market-store.ts';
import { createJobQueue } from '../src/jobs/queue.ts';
import { jobRegistry } from '../src/jobs/index.ts';
import { testJobDeps } from './job-context.ts';

const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 4 });
const market = openMarketStore({ dir: process.env.MARKET_DB ?? null, connections: 2 });
const queue = createJobQueue(database, jobRegistry, {
  pollSeconds: 0.5,
  crashTimings: { expireInSeconds: 2, retryDelaySeconds: 1 },
});
const parts = testJobDeps({ database, market }, process.env.SMTP_URL);
const app = await buildApp({ ...parts.deps, logger: false });
await queue.start({ ...parts, app });
process.send?.('ready');
