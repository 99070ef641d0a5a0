// Opens the database: embedded PGlite under DATA_DIR when DATABASE_URL is unset, else a PostgreSQL pool.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { from as copyFromStream } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { lockDataFolder } from './data-lock.ts';
import { EmbeddedDialect, isReadOnlySql, PgliteWorker } from './embedded.ts';
import type { PortalDB } from './schema.ts';

// Counts and ratios as numbers, calendar dates as plain 'YYYY-MM-DD' text, on both engines.
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1700, Number);
pg.types.setTypeParser(1082, (v: string) => v);

export type DatabaseKind = 'embedded' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Kysely<PortalDB>;
  /** Bulk load CSV text (no header) into a table; the one loading path used by the data generator. */
  copyFrom(
    table: string,
    columns: readonly string[],
    csv: AsyncIterable<string> | Iterable<string>,
  ): Promise<void>;
  ping(): Promise<void>;
  /**
   * A number that changes whenever this process may have written to the database, so a value read while it
   * stayed the same is still current; null where other processes write too (PostgreSQL), and nothing read
   * may be kept that way.
   */
  writeMark(): number | null;
  /**
   * Writes this process made, counted when each finishes (on both engines): a value read while it stayed the
   * same has seen every write of this process; other processes' writes need a time limit (see plugins/auth-cache.ts).
   */
  localWrites(): number;
  /**
   * Raw SQL for the job queue (pg-boss's `db` adapter): one statement with its values, or a script of
   * several without. On the embedded engine it waits its turn for the one session like any query. Its writes
   * touch only the queue's own schema, so they leave the write mark alone: the queue's polling every few
   * seconds would otherwise make every remembered auth row look stale.
   */
  runSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  /** The embedded engine's files as one tar, which `loadDataDir` opens again (test fixtures); undefined on a server. */
  dumpDataDir?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded engine's files; null keeps it in memory (tests). */
  dataDir?: string | null;
  /** For the in-memory embedded engine: a file dumpDataDir() wrote, opened instead of a new database. */
  loadDataDir?: string;
  poolSize?: number;
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;
const copySql = (table: string, columns: readonly string[], source: string) =>
  `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM ${source} WITH (FORMAT csv)`;

export function openDatabase(opts: DatabaseOptions): Database {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10)
    : openEmbedded(opts.dataDir ?? null, opts.loadDataDir);
}

function openPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    // jit off: on a long session history the firm usage report crosses JIT's cost line and compiling loses.
    // work_mem as on the embedded engine, so sorts stay in memory.
    options: '-c jit=off -c work_mem=32MB',
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // TCP keep-alive probes find a server that vanished without closing the connection (a half-open
    // socket), so such a query fails (503) instead of waiting forever.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A dropped server connection must not crash the process: the pool listens on idle clients only, and a
  // client that is checked out when its backend goes (a restart, pg_terminate_backend) emits 'error' after its
  // query has already failed; with no listener Node would exit. The query's own error gives the 503; the
  // broken client is discarded on release.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  let writes = 0;
  const db = new Kysely<PortalDB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (!isReadOnlySql(event.query.sql)) writes++;
    },
  });
  return {
    kind: 'postgres',
    db,
    async copyFrom(table, columns, csv) {
      const client = await pool.connect();
      try {
        const stream = client.query(copyFromStream(copySql(table, columns, 'STDIN')));
        await pipeline(Readable.from(csv), stream);
      } finally {
        writes++;
        client.release();
      }
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    async runSql(text, values) {
      return pool.query(text, values ? [...values] : undefined);
    },
    writeMark: () => null,
    localWrites: () => writes,
    async close() {
      await db.destroy();
      // Kysely ends only a pool it has used: a database closed before its first query keeps its pool.
      if (!pool.ended) await pool.end();
    },
  };
}

const COPY_CHUNK_BYTES = 8 * 1024 * 1024;

function openEmbedded(dataDir: string | null, loadDataDir?: string): Database {
  const dir = dataDir ? path.resolve(dataDir, 'pglite') : null;
  if (dir) mkdirSync(dir, { recursive: true });
  const unlock = dataDir ? lockDataFolder(path.resolve(dataDir)) : () => undefined;
  const worker = new PgliteWorker(dir, loadDataDir);
  const db = new Kysely<PortalDB>({ dialect: new EmbeddedDialect(worker) });
  const encoder = new TextEncoder();
  /**
   * Sends the CSV in chunks of COPY_CHUNK_BYTES; the next chunk is built while the engine ingests the
   * previous one (the generators are synchronous: without this they and the engine take turns).
   */
  const copyChunks = async (
    table: string,
    columns: readonly string[],
    csv: AsyncIterable<string> | Iterable<string>,
  ) => {
    let parts: Uint8Array[] = [];
    let size = 0;
    let inFlight: Promise<unknown> = Promise.resolve();
    const flush = async () => {
      if (size === 0) return;
      const data = new Uint8Array(size);
      let at = 0;
      for (const p of parts) {
        data.set(p, at);
        at += p.length;
      }
      parts = [];
      size = 0;
      await inFlight;
      inFlight = worker.send({ type: 'copy', sql: copySql(table, columns, "'/dev/blob'"), data });
      // Awaited at the next flush; handled now so a failure is not reported as unhandled meanwhile.
      inFlight.catch(() => undefined);
    };
    for await (const chunk of csv) {
      const bytes = encoder.encode(chunk);
      parts.push(bytes);
      size += bytes.length;
      if (size >= COPY_CHUNK_BYTES) await flush();
    }
    await flush();
    await inFlight;
  };
  return {
    kind: 'embedded',
    db,
    copyFrom: copyChunks,
    async ping() {
      await sql`select 1`.execute(db);
    },
    // Holding one of Kysely's connections keeps the session to this script (never inside another's transaction).
    runSql: (text, values) =>
      db.connection().execute(async () => {
        const reply = await worker.send(
          values?.length ? { type: 'query', sql: text, params: values } : { type: 'exec', sql: text },
          { outsideMark: true },
        );
        return { rows: reply.rows ?? [] };
      }),
    writeMark: () => worker.writeMark(),
    localWrites: () => worker.writeMark(),
    dumpDataDir: () => worker.dumpDataDir(),
    async close() {
      try {
        await db.destroy();
        // Kysely destroys only a driver it has used: a database closed before its first query keeps its worker.
        await worker.close();
      } finally {
        unlock();
      }
    },
  };
}
