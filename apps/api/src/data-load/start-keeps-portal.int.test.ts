// A start never wipes the portal: with a real user (their audit entries and a saved view) in the portal and the
// current market snapshot missing, damaged or never loaded, the API process stops naming the file and what to
// do, and every row is still there. On the embedded engine, or on PostgreSQL when TEST_DATABASE_URL is set.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApi, type ApiRun } from '../../test/api-process.ts';
import { serverDatabase } from '../../test/server-database.ts';
import { recordDataVersion, testServerUrl } from '../../test/test-database.ts';
import { openDatabase, type Database } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openMarketStore } from '../db/market-store.ts';

const cleanUps: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

const VERSION = 'tiny-1-2026-09-30-kept';
const REAL_EMAIL = 'dana.real@acme-materials.com';

interface Portal {
  /** The environment that points main.ts at this portal. */
  env: Record<string, string>;
  open(): Database;
}

async function portalOn(engine: 'embedded' | 'postgres'): Promise<Portal> {
  if (engine === 'embedded') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-keep-'));
    cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
  }
  const server = await serverDatabase();
  cleanUps.push(server.drop);
  return {
    env: { DATABASE_URL: server.url },
    open: () => openDatabase({ databaseUrl: server.url, poolSize: 2 }),
  };
}

/** A firm with a real user, who has audit entries and a saved view; the data version when `recorded`. */
async function seed(portal: Portal, recorded: boolean): Promise<void> {
  const database = portal.open();
  try {
    await migrateToLatest(database.db);
    await database.db.insertInto('firm').values({ id: 500, name: 'Acme Materials' }).execute();
    const { id } = await database.db
      .insertInto('app_user')
      .values({ email: REAL_EMAIL, password_hash: 'x', first_name: 'Dana', last_name: 'Real', firm_id: 500 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('audit_log')
      .values(
        [1, 2].map((n) => ({
          actor_user_id: id,
          action: `change ${n}`,
          target: 'firm 500',
          before: null,
          after: null,
        })),
      )
      .execute();
    await database.db
      .insertInto('saved_view')
      .values({ owner_id: id, name: 'My brands', path: '/brands', query: 'period_interval=12' })
      .execute();
    if (recorded) await recordDataVersion(database.db, VERSION);
  } finally {
    await database.close();
  }
}

async function rowsOf(portal: Portal) {
  const database = portal.open();
  try {
    const count = async (table: 'app_user' | 'audit_log' | 'saved_view' | 'data_version') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const users = await database.db.selectFrom('app_user').select('email').execute();
    return {
      users: users.map((u) => u.email),
      audit: await count('audit_log'),
      views: await count('saved_view'),
      versions: await count('data_version'),
    };
  } finally {
    await database.close();
  }
}

/** Runs main.ts until it exits (or `ms` pass: a start that serves instead of stopping is killed, code null). */
async function start(env: Record<string, string>, ms = 90_000): Promise<ApiRun> {
  const api = startApi({ LOG_LEVEL: 'warn', ...env });
  cleanUps.push(api.cleanUp);
  const timer = setTimeout(() => api.child.kill('SIGKILL'), ms);
  const run = await api.exited;
  clearTimeout(timer);
  return { ...run, code: api.child.signalCode ? null : run.code };
}

const emptyFolder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-market-'));
  cleanUps.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

// The pass's engine, as every portal test: the embedded pass (no server URL) starts on PGlite, the PostgreSQL
// pass (scripts/test.mjs) on a server database.
const engines = [testServerUrl() ? ('postgres' as const) : ('embedded' as const)];

describe.each(engines)('a start on a portal with a real user (%s)', (engine) => {
  const kept = { users: [REAL_EMAIL], audit: 2, views: 1 };

  it('stops naming the missing snapshot file when MARKET_DB is an empty folder, and keeps every row', async () => {
    const portal = await portalOn(engine);
    await seed(portal, true);
    const marketDir = emptyFolder();
    const run = await start({ ...portal.env, MARKET_DB: marketDir, DEMO_SCALE: 'tiny' });
    expect(run.code, run.output).toBe(1);
    const file = openMarketStore({ dir: marketDir }).fileOf(VERSION) as string;
    expect(run.output.trim()).toBe(
      `specpulse: the market snapshot ${file} of data version ${VERSION} cannot be read (the file is missing): set MARKET_DB (or DATA_DIR) to the folder that holds it, or write it again with \`npm run data -- --scale tiny --seed 1 --end 2026-09-30 --market-only\``,
    );
    expect(await rowsOf(portal)).toEqual({ ...kept, versions: 1 });
  });

  it('stops naming a damaged snapshot file, and keeps every row', async () => {
    const portal = await portalOn(engine);
    await seed(portal, true);
    const marketDir = emptyFolder();
    const store = openMarketStore({ dir: marketDir });
    writeFileSync(store.fileOf(VERSION) as string, Buffer.alloc(0));
    await store.close();
    const run = await start({ ...portal.env, MARKET_DB: marketDir });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(
      /the market snapshot .*kept\.f\d+\.duckdb of data version .* cannot be read \(the file is not a DuckDB database/,
    );
    expect(run.output).not.toMatch(/\n\s+at /);
    expect(await rowsOf(portal)).toEqual({ ...kept, versions: 1 });
  });

  it('loads no demo data into a portal that holds users but no data version, and keeps every row', async () => {
    const portal = await portalOn(engine);
    await seed(portal, false);
    const run = await start({ ...portal.env, MARKET_DB: emptyFolder(), DEMO_SCALE: 'tiny' });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/holds 1 user but no data version .*npm run data -- --scale tiny/);
    expect(await rowsOf(portal)).toEqual({ ...kept, versions: 0 });
  });
});
