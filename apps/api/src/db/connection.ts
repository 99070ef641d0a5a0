// Opens the database: embedded PGlite under DATA_DIR when DATABASE_URL is unset, else a PostgreSQL pool.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { from as copyFromStream } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { BINARY_COPY_HEADER, BINARY_COPY_TRAILER } from './binary-copy-file.ts';
import { lockDataFolder } from './data-lock.ts';
import { EmbeddedDialect, isReadOnlySql, PgliteWorker } from './embedded.ts';
import type { DB } from './schema.ts';

// Counts and ratios as numbers, calendar dates as plain 'YYYY-MM-DD' text, on both engines.
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1700, Number);
pg.types.setTypeParser(1082, (v: string) => v);

export type DatabaseKind = 'embedded' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  /** Bulk load CSV text (no header) into a table; the one loading path used by the data generator. */
  copyFrom(
    table: string,
    columns: readonly string[],
    csv: AsyncIterable<string> | Iterable<string>,
  ): Promise<void>;
  /**
   * Replaces the tables' rows with the loads' CSV in one transaction per engine session: each table is
   * emptied, its indexes and keys dropped, filled, and they are rebuilt; a failure leaves the tables as they
   * were. On the embedded engine (wal_level minimal) rows written this way skip the WAL.
   */
  replaceFrom(loads: readonly BulkLoad[]): Promise<void>;
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
  close(): Promise<void>;
}

/** Rows for COPY: CSV text (no header), or binary COPY rows (without the file's header and trailer: loadBytes adds them). */
export type BulkLoad = { table: string; columns: readonly string[] } & (
  | { csv: AsyncIterable<string> | Iterable<string> }
  | { binary: AsyncIterable<Uint8Array> | Iterable<Uint8Array> }
);

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded engine's files; null keeps it in memory (tests). */
  dataDir?: string | null;
  poolSize?: number;
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;
/** `freeze`: the rows are written frozen (no later hint-bit rewrites); only into a table emptied in the same transaction. */
const copySql = (load: BulkLoad, source: string, freeze = false) =>
  `COPY ${quoteIdent(load.table)} (${load.columns.map(quoteIdent).join(', ')}) FROM ${source} WITH (FORMAT ${'binary' in load ? 'binary' : 'csv'}${freeze ? ', FREEZE' : ''})`;

/** A load's chunks as bytes, a binary one between the format's header and trailer. */
async function* loadBytes(load: BulkLoad): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  if ('binary' in load) {
    yield BINARY_COPY_HEADER;
    yield* load.binary;
    yield BINARY_COPY_TRAILER;
  } else for await (const chunk of load.csv) yield encoder.encode(chunk);
}

/** Runs one SQL text on one engine session (the bulk-load steps, which must share a transaction). */
type RunSql = (text: string) => Promise<{ rows: unknown[] }>;
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Replaces the tables' rows in one transaction on one session: empties them, drops their indexes and their
 * primary keys and unique constraints (a bulk load would otherwise update each row by row: the primary key
 * alone costs about 40 % of the embedded engine's COPY of the events), runs `fill`, and puts them back; a
 * failure, a duplicate key among them, rolls it all back. (A table a foreign key points at cannot be
 * emptied this way: the truncate refuses it.)
 */
async function replaceInTransaction(
  run: RunSql,
  tables: readonly string[],
  fill: () => Promise<void>,
): Promise<void> {
  await run('begin');
  try {
    await run(`truncate table ${tables.map(quoteIdent).join(', ')}`);
    const { rows } = await run(`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      where i.indrelid::regclass::text in (${tables.map(literal).join(', ')})
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by 1`);
    const indexes = rows as { name: string; definition: string }[];
    const keys = (
      await run(`
      select c.conrelid::regclass::text as table, quote_ident(c.conname) as name,
        pg_get_constraintdef(c.oid) as definition
      from pg_constraint c
      where c.contype in ('p', 'u') and c.conrelid::regclass::text in (${tables.map(literal).join(', ')})
      order by 1, 2`)
    ).rows as { table: string; name: string; definition: string }[];
    for (const index of indexes) await run(`drop index ${index.name}`);
    for (const key of keys) await run(`alter table ${key.table} drop constraint ${key.name}`);
    await fill();
    for (const key of keys)
      await run(`alter table ${key.table} add constraint ${key.name} ${key.definition}`);
    for (const index of indexes) await run(index.definition);
    await run('commit');
  } catch (e) {
    await run('rollback').catch(() => undefined);
    throw e;
  }
}

export function openDatabase(opts: DatabaseOptions): Database {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10)
    : openEmbedded(opts.dataDir ?? null);
}

function openPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    // JIT compiling costs more than it saves on these short analytic queries: on the large data set it took
    // 1.4 s of a 1.8 s product medians query. work_mem as on the embedded engine, so sorts stay in memory.
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
  const db = new Kysely<DB>({
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
        const stream = client.query(copyFromStream(copySql({ table, columns, csv }, 'STDIN')));
        await pipeline(Readable.from(csv), stream);
      } finally {
        writes++;
        client.release();
      }
    },
    async replaceFrom(loads) {
      // One transaction per table on its own connection, two at a time: the server loads them in parallel,
      // and the rest of the pool stays free (a load waiting for a connection would time out).
      const queue = [...loads];
      const next = async (): Promise<void> => {
        const load = queue.shift();
        if (!load) return;
        const client = await pool.connect();
        try {
          await replaceInTransaction(
            (text) => client.query(text),
            [load.table],
            () =>
              pipeline(
                Readable.from(loadBytes(load)),
                client.query(copyFromStream(copySql(load, 'STDIN', true))),
              ),
          );
        } finally {
          client.release();
        }
        return next();
      };
      await Promise.all([next(), next()]);
      writes++;
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    writeMark: () => null,
    localWrites: () => writes,
    async close() {
      await db.destroy();
    },
  };
}

const COPY_CHUNK_BYTES = 8 * 1024 * 1024;

function openEmbedded(dataDir: string | null): Database {
  const dir = dataDir ? path.resolve(dataDir, 'pglite') : null;
  if (dir) mkdirSync(dir, { recursive: true });
  const unlock = dataDir ? lockDataFolder(path.resolve(dataDir)) : () => undefined;
  const worker = new PgliteWorker(dir);
  const db = new Kysely<DB>({ dialect: new EmbeddedDialect(worker) });
  const encoder = new TextEncoder();
  /**
   * Sends the CSV in chunks of COPY_CHUNK_BYTES; the next chunk is built while the engine ingests the
   * previous one (the generators are synchronous: without this they and the engine take turns). Small
   * chunks start the engine early: with 32 MB it sat idle for the 5 s the first chunks took to generate.
   */
  const copyChunks = async (load: BulkLoad, freeze = false) => {
    const binary = 'binary' in load;
    let parts: Uint8Array[] = [];
    let size = 0;
    let inFlight: Promise<unknown> = Promise.resolve();
    const flush = async () => {
      if (size === 0) return;
      // Each COPY statement reads one whole binary file: the rows between a header and a trailer.
      const pieces = binary ? [BINARY_COPY_HEADER, ...parts, BINARY_COPY_TRAILER] : parts;
      const data = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
      let at = 0;
      for (const p of pieces) {
        data.set(p, at);
        at += p.length;
      }
      parts = [];
      size = 0;
      await inFlight;
      inFlight = worker.send({ type: 'copy', sql: copySql(load, "'/dev/blob'", freeze), data });
      // Awaited at the next flush; handled now so a failure is not reported as unhandled meanwhile.
      inFlight.catch(() => undefined);
    };
    const chunks = 'binary' in load ? load.binary : load.csv;
    for await (const chunk of chunks) {
      const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
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
    copyFrom: (table, columns, csv) => copyChunks({ table, columns, csv }),
    async replaceFrom(loads) {
      // The engine's one session is held for the whole transaction (no other query may interleave); the
      // loads' chunks are interleaved in it, so one load is generated while another is ingested.
      await db.connection().execute((conn) =>
        replaceInTransaction(
          async (text) => ({ rows: (await sql.raw(text).execute(conn)).rows }),
          loads.map((l) => l.table),
          async () => {
            await Promise.all(loads.map((load) => copyChunks(load, true)));
          },
        ),
      );
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    writeMark: () => worker.writeMark(),
    localWrites: () => worker.writeMark(),
    async close() {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}
