// A fresh, migrated portal database for one integration test file (a throw-away PostgreSQL database when
// TEST_DATABASE_URL (or DATABASE_URL) is set, else an in-memory embedded engine) and a market store: copies of
// a fixture built once (test-fixtures.ts), empty or with the tiny set loaded.
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/connection.ts';
import type { MarketStore } from '../src/db/market-store.ts';
import type { PortalDB } from '../src/db/schema.ts';
import { embeddedFromFixture, serverFromFixture, type TestFixture } from './test-fixtures.ts';

export type { TestFixture } from './test-fixtures.ts';

export interface TestDatabase {
  database: Database;
  market: MarketStore;
  drop(): Promise<void>;
}

export const testServerUrl = (): string | undefined =>
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

/** `fixture`: what the database starts with (migrated and empty unless told). */
export async function createTestDatabase(fixture: TestFixture = 'migrated'): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  return serverUrl ? serverFromFixture(serverUrl, fixture) : embeddedFromFixture(fixture);
}

/** Records `version` as the current data version (tiny, seed 1, as of 2026-09-30), as a load would. */
export async function recordDataVersion(db: Kysely<PortalDB>, version: string): Promise<void> {
  await db
    .insertInto('data_version')
    .values({ id: 1, version, as_of: '2026-09-30', data_from: '2023-10-01', scale: 'tiny', seed: 1 })
    .execute();
}
