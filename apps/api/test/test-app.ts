// Builds the real app over a fresh test database for integration tests (requests go through inject).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, noRateBudgets } from '../src/config.ts';
import { loadBranding } from '../src/branding/branding.ts';
import { createTestDatabase, type TestDatabase, type TestFixture } from './test-database.ts';
import { TEST_SECRET } from './auth-helpers.ts';

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  close(): Promise<void>;
}

/**
 * `env`: settings beside the test defaults (e.g. TRUST_PROXY, PRODUCT_NAME); `fixture`: what the database starts
 * with (migrated and empty unless told).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  fixture: TestFixture = 'migrated',
): Promise<TestApp> {
  const testDb = await createTestDatabase(fixture);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_SCALE: 'none',
    // Tests call far faster than a person: a test of the budgets sets them.
    ...noRateBudgets,
    ...env,
  });
  const app = await buildApp({
    config,
    database: testDb.database,
    market: testDb.market,
    jwtSecret: TEST_SECRET,
    logger: false,
    branding: loadBranding(env),
  });
  await app.ready();
  return {
    app,
    testDb,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}
