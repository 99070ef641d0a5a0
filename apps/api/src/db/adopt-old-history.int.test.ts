// A portal database migrated before the migrations were squashed starts with every row kept and then has the
// schema a fresh database has; one that ran those migrations part way, or lacks a data_from, stops the start
// with one line and is left as it was. On the embedded engine, or on PostgreSQL when TEST_DATABASE_URL is set.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { serverDatabase } from '../../test/server-database.ts';
import { testServerUrl } from '../../test/test-database.ts';
import { openDatabase, type Database } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import type { PortalDB } from './schema.ts';

const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

/** An empty database on the engine under test. */
async function emptyDatabase(): Promise<Database> {
  let database: Database;
  if (testServerUrl()) {
    const server = await serverDatabase();
    database = openDatabase({ databaseUrl: server.url, poolSize: 2 });
    cleanUps.push(server.drop);
  } else {
    database = openDatabase({ dataDir: null });
  }
  cleanUps.push(() => database.close());
  return database;
}

const run = async <T>(db: Kysely<PortalDB>, text: string) => (await sql.raw(text).execute(db)).rows as T[];

/** An empty database given the old history's schema and record (test/old-history-portal.sql). */
async function oldHistoryDatabase(): Promise<Database> {
  const database = await emptyDatabase();
  const script = readFileSync(path.resolve(import.meta.dirname, '../../test/old-history-portal.sql'), 'utf8');
  const statements = script
    .replace(/^--.*$/gm, '')
    .split(/;\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const statement of statements) await run(database.db, statement);
  return database;
}

/** Every column, index and constraint of the public schema: what two migrated databases must share. */
async function schemaOf(db: Kysely<PortalDB>) {
  return {
    columns: await run(
      db,
      `select table_name, column_name, ordinal_position, data_type, is_nullable, column_default,
        is_identity, identity_generation
       from information_schema.columns where table_schema = 'public' order by 1, 3`,
    ),
    indexes: await run(
      db,
      `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`,
    ),
    constraints: await run(
      db,
      `select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition
       from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
    ),
  };
}

/** A firm, a user with a session, an audit entry, a saved view as default and a favourite; the data version. */
async function seedPortal(db: Kysely<PortalDB>, dataFrom: string | null) {
  const statements = [
    `insert into firm (id, name, configuration) values (500, 'Acme Materials', '{"hasfeature":{}}')`,
    `insert into app_user (email, password_hash, first_name, last_name, firm_id, tokens_valid_after)
      values ('dana.real@acme-materials.com', 'x', 'Dana', 'Real', 500, '2026-11-01T00:00:00Z')`,
    `insert into session_event (user_id, user_session_id, kind, page) values (1, 7, 'login', '/')`,
    `insert into audit_log (actor_user_id, action, target, before, after)
      values (1, 'change', 'firm 500', null, '{"name":"Acme"}')`,
    `insert into saved_view (owner_id, name, path, query) values (1, 'My brands', '/brands', 'period_interval=12')`,
    `insert into saved_view_default (user_id, view_id) values (1, 1)`,
    `insert into favourite (user_id, kind, item_id) values (1, 'brand', 42)`,
    `insert into data_version (id, version, as_of, data_from, scale, seed)
      values (1, 'tiny-1-2026-09-30-old', '2026-09-30', ${dataFrom === null ? 'null' : `'${dataFrom}'`}, 'tiny', 1)`,
  ];
  for (const statement of statements) await run(db, statement);
}

async function rowsOf(db: Kysely<PortalDB>) {
  const tables = ['firm', 'app_user', 'session_event', 'audit_log', 'saved_view', 'saved_view_default'];
  const rows: Record<string, unknown[]> = {};
  for (const table of [...tables, 'favourite', 'data_version'])
    rows[table] = await run(db, `select * from ${table} order by 1`);
  return rows;
}

/** The rows with the columns `before`'s rows have (the migrations since the squash add columns). */
const columnsOf = (rows: Record<string, unknown[]>, before: Record<string, unknown[]>) =>
  Object.fromEntries(
    Object.entries(rows).map(([table, list]) => {
      const keys = Object.keys((before[table]?.[0] ?? {}) as object);
      return [
        table,
        list.map((row) => Object.fromEntries(keys.map((k) => [k, (row as Record<string, unknown>)[k]]))),
      ];
    }),
  );

const migrationNames = async (db: Kysely<PortalDB>) =>
  (await run<{ name: string }>(db, 'select name from kysely_migration order by name')).map((r) => r.name);

describe('a portal database migrated before the squash', () => {
  it('is adopted with every row kept, and has the schema a fresh database migrates to (data_from required)', async () => {
    const old = await oldHistoryDatabase();
    await seedPortal(old.db, '2023-10-01');
    const before = await rowsOf(old.db);

    // Adopted as the squashed migration; the ones added since run as on any database.
    const [squashed, ...since] = Object.keys(migrations);
    expect(squashed).toBe('0001-portal');
    expect(await migrateToLatest(old.db)).toEqual(since);
    expect(columnsOf(await rowsOf(old.db), before)).toEqual(before);
    expect(await migrationNames(old.db)).toEqual(Object.keys(migrations));
    const fresh = await emptyDatabase();
    await migrateToLatest(fresh.db);
    expect(await schemaOf(old.db)).toEqual(await schemaOf(fresh.db));
    await expect(
      run(
        fresh.db,
        `insert into data_version (id, version, as_of, scale, seed) values (1, 'v', '2026-09-30', 'tiny', 1)`,
      ),
    ).rejects.toThrow(/data_from/);

    // Started again: nothing to do.
    expect(await migrateToLatest(old.db)).toEqual([]);
    expect(await migrationNames(old.db)).toEqual(Object.keys(migrations));
  });

  it('stops in one line when it ran those migrations part way, and is left as it was', async () => {
    const old = await oldHistoryDatabase();
    await run(
      old.db,
      `delete from kysely_migration where name in ('0019-token-revocation', '0021-data-from')`,
    );
    const names = await migrationNames(old.db);

    await expect(migrateToLatest(old.db)).rejects.toThrow(
      /^the portal database ran the migrations before their squash only part way \(0019-token-revocation, 0021-data-from not applied\): start it once with a SpecPulse release from before the migrations were squashed into 0001-portal, then start this one$/,
    );
    expect(await migrationNames(old.db)).toEqual(names);
  });

  it('stops in one line when its data version has no data_from, and is left as it was', async () => {
    const old = await oldHistoryDatabase();
    await seedPortal(old.db, null);
    const before = await rowsOf(old.db);
    const names = await migrationNames(old.db);
    const schema = await schemaOf(old.db);

    await expect(migrateToLatest(old.db)).rejects.toThrow(
      /^the portal database's data version tiny-1-2026-09-30-old does not record the first day of its data \(data_from\): start it once with a SpecPulse release from before the migrations were squashed into 0001-portal, then start this one$/,
    );
    expect(await rowsOf(old.db)).toEqual(before);
    expect(await migrationNames(old.db)).toEqual(names);
    expect(await schemaOf(old.db)).toEqual(schema);
  });
});
