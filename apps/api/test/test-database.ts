// A fresh, migrated database for one integration test file: a throw-away PostgreSQL database when
// TEST_DATABASE_URL (or DATABASE_URL) is set, else an in-memory embedded engine.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

export const testServerUrl = (): string | undefined =>
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const database = openDatabase({ dataDir: null });
    await migrateToLatest(database.db);
    return { database, drop: () => database.close() };
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
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
