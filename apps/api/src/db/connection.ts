// Opens the database: embedded PGlite under DATA_DIR when DATABASE_URL is unset, else a PostgreSQL pool.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { from as copyFromStream } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { EmbeddedDialect, PgliteWorker } from './embedded.ts';
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
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded engine's files; null keeps it in memory (tests). */
  dataDir?: string | null;
  poolSize?: number;
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;
const copySql = (table: string, columns: readonly string[], source: string) =>
  `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM ${source} WITH (FORMAT csv)`;

export function openDatabase(opts: DatabaseOptions): Database {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10)
    : openEmbedded(opts.dataDir ?? null);
}

function openPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // TCP keep-alive probes find a server that vanished without closing the connection (a half-open
    // socket), so such a query fails (503) instead of waiting forever.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A dropped server connection must not crash the process; the next query reports it instead.
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    async copyFrom(table, columns, csv) {
      const client = await pool.connect();
      try {
        const stream = client.query(copyFromStream(copySql(table, columns, 'STDIN')));
        await pipeline(Readable.from(csv), stream);
      } finally {
        client.release();
      }
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

const COPY_CHUNK_BYTES = 32 * 1024 * 1024;

function openEmbedded(dataDir: string | null): Database {
  const dir = dataDir ? path.resolve(dataDir, 'pglite') : null;
  if (dir) mkdirSync(dir, { recursive: true });
  const worker = new PgliteWorker(dir);
  const db = new Kysely<DB>({ dialect: new EmbeddedDialect(worker) });
  const encoder = new TextEncoder();
  return {
    kind: 'embedded',
    db,
    async copyFrom(table, columns, csv) {
      let parts: string[] = [];
      let size = 0;
      const flush = async () => {
        if (size === 0) return;
        const data = encoder.encode(parts.join(''));
        parts = [];
        size = 0;
        await worker.send({ type: 'copy', sql: copySql(table, columns, "'/dev/blob'"), data });
      };
      for await (const chunk of csv) {
        parts.push(chunk);
        size += chunk.length;
        if (size >= COPY_CHUNK_BYTES) await flush();
      }
      await flush();
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}
