// Test support: throw-away databases on the PostgreSQL test server, for tests that run the API as processes.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testServerUrl } from './test-database.ts';

/** Runs one statement on the test server's maintenance database; its rows. */
export async function adminQuery(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Creates a fresh database on the test server; its name, its URL and how to drop it. */
export async function serverDatabase(): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `specpulse_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(testServerUrl() ?? '');
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`).then(() => undefined),
  };
}
