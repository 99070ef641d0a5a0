// The integration tests' databases, each built once and kept until the code that builds it changes: a migrated
// empty portal database, and the tiny demo set loaded (its portal rows and its market snapshot file). A test
// database starts as a copy: the embedded engine opens the dumped folder in memory, PostgreSQL creates the
// database from a template (CREATE DATABASE … TEMPLATE), and the market store opens a link to the snapshot
// file. One worker builds a fixture while the others wait for it (a lock per fixture). The key is a hash of the
// migrations, the loader, the generator and the load's options, so an edit to any of them builds the fixture
// again; the loader's own tests (data-load/) still make real loads.
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  copyFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/connection.ts';
import { openMarketStore, type MarketStore } from '../src/db/market-store.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { isRunning } from '../src/db/data-lock.ts';
import { loadDataSet } from '../src/data-load/load.ts';

/** What a test database starts with: migrated and empty, or the tiny set loaded (seed 1, as of 2026-09-30). */
export type TestFixture = 'migrated' | { historyYears?: number };

const apiRoot = path.resolve(import.meta.dirname, '..');
/** The code a fixture is made by: any change there makes it again. */
const sources = [
  path.join(apiRoot, 'src/db'),
  path.join(apiRoot, 'src/data-load'),
  path.resolve(apiRoot, '../../packages/demo-data/src'),
  path.resolve(apiRoot, '../../package-lock.json'),
  import.meta.filename,
];

function hashTree(hash: ReturnType<typeof createHash>, file: string) {
  if (statSync(file).isDirectory()) {
    for (const name of readdirSync(file).sort()) hashTree(hash, path.join(file, name));
  } else if (!/\.test\.tsx?$/.test(file)) {
    hash.update(file).update(readFileSync(file));
  }
}

let sourceHash: string | undefined;
function fixtureKey(fixture: TestFixture, engine: string): string {
  if (!sourceHash) {
    const hash = createHash('sha256');
    for (const s of sources) hashTree(hash, s);
    sourceHash = hash.digest('hex');
  }
  return createHash('sha256')
    .update(`${sourceHash}\n${engine}\n${JSON.stringify(fixture)}`)
    .digest('hex')
    .slice(0, 16);
}

const LOAD = { scale: 'tiny', seed: 1, end: '2026-09-30' } as const;
const cacheRoot = path.join(os.tmpdir(), 'specpulse-test-fixtures');

/** Fills `database` (migrated) as the fixture says, writing the market snapshot into `marketDir`. */
async function fill(database: Database, fixture: TestFixture, marketDir: string) {
  await migrateToLatest(database.db);
  if (fixture === 'migrated') return;
  const market = openMarketStore({ dir: marketDir });
  try {
    await loadDataSet(database, market, { ...LOAD, ...fixture });
  } finally {
    await market.close();
  }
}

/**
 * Runs `build` while holding the lock of fixture `key` (a folder beside the fixtures, naming its holder's pid):
 * the test workers and runs building the same fixture at once wait for the first instead of building it again
 * (or, on the server, dropping the template another is copying). A lock whose holder has died is taken over.
 */
async function underLock<T>(key: string, build: () => Promise<T>): Promise<T> {
  mkdirSync(cacheRoot, { recursive: true });
  const lock = path.join(cacheRoot, `${key}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let holder = 0;
      try {
        holder = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        // Released just now, or its holder has not written its pid yet.
      }
      if (holder && !isRunning(holder)) rmSync(lock, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The folder of a fixture: `portal.tar` (embedded) and `market/`. Built into a folder of its own and renamed
 * into place, so a worker reading it never sees half of it.
 */
async function embeddedFixture(fixture: TestFixture): Promise<string> {
  const key = fixtureKey(fixture, 'embedded');
  const dir = path.join(cacheRoot, key);
  if (existsSync(dir)) return dir;
  return underLock(key, async () => {
    if (existsSync(dir)) return dir; // built while this one waited
    const building = mkdtempSync(path.join(cacheRoot, 'building-'));
    const database = openDatabase({ dataDir: null });
    try {
      await fill(database, fixture, path.join(building, 'market'));
      writeFileSync(path.join(building, 'portal.tar'), await database.dumpDataDir!());
    } finally {
      await database.close();
    }
    renameSync(building, dir);
    return dir;
  });
}

const adminQuery = async (serverUrl: string, text: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
};

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The template database of a fixture on the server (and its market folder on disk). */
async function serverFixture(serverUrl: string, fixture: TestFixture) {
  const key = fixtureKey(fixture, 'postgres');
  const template = `specpulse_fixture_${key}`;
  const dir = path.join(cacheRoot, key);
  const ready = async () =>
    existsSync(dir) &&
    (await adminQuery(serverUrl, `select 1 from pg_database where datname = '${template}' and datistemplate`))
      .length > 0;
  if (await ready()) return { template, dir };
  return underLock(key, async () => {
    if (await ready()) return { template, dir }; // built while this one waited
    const building = mkdtempSync(path.join(cacheRoot, 'building-'));
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const database = openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 2 });
    try {
      await fill(database, fixture, path.join(building, 'market'));
    } finally {
      await database.close();
    }
    await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
    rmSync(dir, { recursive: true, force: true });
    await adminQuery(serverUrl, `alter database ${name} rename to ${template}`);
    await adminQuery(serverUrl, `alter database ${template} is_template true`);
    renameSync(building, dir);
    return { template, dir };
  });
}

/** A market store over links to the fixture's snapshot files; a load into it writes a file of its own. */
function marketCopy(fixtureDir: string): { market: MarketStore; remove(): void } {
  const from = path.join(fixtureDir, 'market');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-test-market-'));
  for (const name of readdirSync(from)) {
    try {
      linkSync(path.join(from, name), path.join(dir, name));
    } catch {
      copyFileSync(path.join(from, name), path.join(dir, name));
    }
  }
  return {
    market: openMarketStore({ dir }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface FixtureDatabase {
  database: Database;
  market: MarketStore;
  drop(): Promise<void>;
}

/** The fixture's portal `database` with a market store (the fixture's snapshot, linked, or an empty one). */
function withMarket(
  database: Database,
  fixture: TestFixture,
  dir: string,
  afterClose: () => Promise<void> = async () => undefined,
): FixtureDatabase {
  const copy = fixture === 'migrated' ? null : marketCopy(dir);
  const market = copy?.market ?? openMarketStore({ dir: null });
  return {
    database,
    market,
    async drop() {
      await database.close();
      await market.close();
      copy?.remove();
      await afterClose();
    },
  };
}

/** An embedded (in memory) copy of the fixture. */
export async function embeddedFromFixture(fixture: TestFixture): Promise<FixtureDatabase> {
  const dir = await embeddedFixture(fixture);
  return withMarket(openDatabase({ dataDir: null, loadDataDir: path.join(dir, 'portal.tar') }), fixture, dir);
}

/** A fresh database on the server, copied from the fixture's template. */
export async function serverFromFixture(serverUrl: string, fixture: TestFixture): Promise<FixtureDatabase> {
  const { template, dir } = await serverFixture(serverUrl, fixture);
  const name = `specpulse_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  const database = openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 4 });
  return withMarket(database, fixture, dir, () =>
    adminQuery(serverUrl, `drop database if exists ${name} with (force)`).then(() => undefined),
  );
}
