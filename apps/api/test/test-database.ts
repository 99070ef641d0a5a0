// A fresh, migrated portal database for one integration test file (a throw-away PostgreSQL database when
// TEST_DATABASE_URL (or DATABASE_URL) is set, else an in-memory embedded engine) and an in-memory market store.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { openDatabase, type Database } from '../src/db/connection.ts';
import { openMarketStore, type MarketStore } from '../src/db/market-store.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { PortalDB } from '../src/db/schema.ts';

export interface TestDatabase {
  database: Database;
  market: MarketStore;
  drop(): Promise<void>;
}

export const testServerUrl = (): string | undefined =>
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const database = openDatabase({ dataDir: null });
    await migrateToLatest(database.db);
    const market = openMarketStore({ dir: null });
    return {
      database,
      market,
      drop: async () => {
        await database.close();
        await market.close();
      },
    };
  }
  const name = `specpulse_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await migrateToLatest(database.db);
  const market = openMarketStore({ dir: null });
  return {
    database,
    market,
    async drop() {
      await database.close();
      await market.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Records `version` as the current data version (tiny, seed 1, as of 2026-09-30), as a load would. */
export async function recordDataVersion(db: Kysely<PortalDB>, version: string): Promise<void> {
  await db
    .insertInto('data_version')
    .values({ id: 1, version, as_of: '2026-09-30', data_from: '2023-10-01', scale: 'tiny', seed: 1 })
    .execute();
}
