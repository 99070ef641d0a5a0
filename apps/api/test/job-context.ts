// Test support for jobs: what a queue's handlers are given, over a test app, with mail settings of the test's.
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.ts';
import { loadBranding } from '../src/branding/branding.ts';
import type { JobContext } from '../src/jobs/job.ts';
import type { JobQueue } from '../src/jobs/queue.ts';
import type { TestDatabase } from './test-database.ts';
import { TEST_SECRET } from './auth-helpers.ts';

/** The branding the digest tests expect in their mail. */
export const testMailBranding = { PRODUCT_NAME: 'Acme Insight', PRIMARY_COLOR: '#5b2c83' };
export const TEST_PUBLIC_URL = 'https://insight.acme.example';

/** The app's parts for a test's jobs; `smtpUrl` undefined: the embedded default, mail kept in the outbox. */
export function testJobDeps(
  testDb: Pick<TestDatabase, 'database' | 'market'>,
  smtpUrl: string | undefined,
): Omit<JobContext, 'app' | 'queue'> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DEMO_SCALE: 'none',
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    MAIL_FROM: 'Acme Insight <digest@acme.example>',
    PUBLIC_URL: TEST_PUBLIC_URL,
  });
  const branding = loadBranding(testMailBranding);
  return {
    deps: { config, database: testDb.database, market: testDb.market, jwtSecret: TEST_SECRET, branding },
    branding,
  };
}

export function testJobContext(
  app: FastifyInstance,
  testDb: Pick<TestDatabase, 'database' | 'market'>,
  queue: JobQueue,
  smtpUrl: string | undefined,
): JobContext {
  return { app, queue, ...testJobDeps(testDb, smtpUrl) };
}
