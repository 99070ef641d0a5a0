// The market store: market data (dimensions, projects, spec lines, events) as one read-only DuckDB snapshot
// file per data version, built beside the current one by the loader and switched to by version.
import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import {
  DuckDBConnection,
  DuckDBDataChunk,
  DuckDBInstance,
  DuckDBTypeId,
  type DuckDBVector,
} from '@duckdb/node-api';
import { Kysely } from 'kysely';
import type { ColumnChunk } from '@specpulse/demo-data';
import { DuckDbDialect } from './duckdb-dialect.ts';
import {
  createMarketTablesSql,
  factDerivedColumns,
  factSortOrder,
  MARKET_FORMAT,
  type MarketDB,
  type MarketTable,
} from './market-schema.ts';

export interface MarketStoreOptions {
  /** Folder of the snapshot files; null keeps one snapshot in memory (tests). */
  dir: string | null;
  /** Connections per snapshot: the queries of one page run side by side up to this many. */
  connections?: number;
  /**
   * The engine's memory for a snapshot it reads (DuckDB's memory_limit: its cache of the file's blocks and
   * the queries' working memory, which spills to disk past it). DuckDB's own default, 80 % of the machine,
   * let the cache of a large snapshot grow the API past 1 GB.
   */
  memoryLimit?: string;
}

/** The default memory_limit of an open snapshot (docs/performance.md: large scale, RSS and page times). */
export const DEFAULT_MARKET_MEMORY = '512MB';

/** What the loader writes a snapshot with. */
export interface MarketWriter {
  /** Rows of `table` from CSV text (no header; an unquoted empty field is NULL): the small tables. */
  copyCsv(
    table: MarketTable,
    columns: readonly string[],
    csv: AsyncIterable<string> | Iterable<string>,
  ): Promise<void>;
  /** Rows of a fact table, column by column; `columns` must be the table's columns in order. */
  appendColumns(
    table: MarketTable,
    columns: readonly string[],
    chunks: AsyncIterable<ColumnChunk> | Iterable<ColumnChunk>,
  ): Promise<void>;
  run(sql: string): Promise<void>;
  /**
   * A writer on a second connection to the same snapshot, to fill one table while another fills (the
   * spec lines and the events, generated on two threads); closed when the build ends.
   */
  alongside(): Promise<MarketWriter>;
  /** The snapshot being written, for queries over what is loaded so far. */
  db: Kysely<MarketDB>;
}

export interface MarketStore {
  /** The snapshot of a data version ('none' before any load: empty tables). */
  at(version: string): Promise<Kysely<MarketDB>>;
  /**
   * Writes the snapshot of `version` with `fill`, beside the current one; `at(version)` then opens it. A
   * failure leaves the current snapshot as it was.
   */
  build(version: string, fill: (writer: MarketWriter) => Promise<void>): Promise<void>;
  /** The snapshot file of a version (null in memory). */
  fileOf(version: string): string | null;
  close(): Promise<void>;
}

const VERSION = /^[A-Za-z0-9._-]{1,120}$/;
/** How long a replaced snapshot stays open for the requests that started on it. */
const RETIRE_AFTER_MS = 60_000;
/** DuckDB's vector size: the rows of one data chunk. */
const CHUNK_ROWS = 2048;

interface Snapshot {
  instance: DuckDBInstance;
  db: Kysely<MarketDB>;
}

async function openSnapshot(
  file: string,
  readOnly: boolean,
  connections: number,
  memoryLimit?: string,
): Promise<Snapshot> {
  const instance = await DuckDBInstance.create(file, {
    ...(readOnly ? { access_mode: 'READ_ONLY' } : {}),
    ...(memoryLimit ? { memory_limit: memoryLimit } : {}),
  });
  const db = new Kysely<MarketDB>({ dialect: new DuckDbDialect(instance, connections) });
  return { instance, db };
}

async function closeSnapshot(s: Snapshot) {
  await s.db.destroy();
  s.instance.closeSync();
}

/** Fills one vector from `count` values of a column from `from`, by the vector's type. */
function fillVector(
  vector: DuckDBVector,
  typeId: DuckDBTypeId,
  chunk: ColumnChunk,
  column: number,
  from: number,
  count: number,
) {
  const numbers = chunk.numbers[column] as Float64Array;
  const nulls = chunk.nulls[column] as Uint8Array;
  const texts = chunk.texts[column];
  // The typed vectors keep their values in a typed array they copy to DuckDB on flush.
  const items = (vector as unknown as { items: Int16Array | Int32Array | BigInt64Array | Float64Array })
    .items;
  for (let k = 0; k < count; k++) {
    const i = from + k;
    if (nulls[i]) {
      vector.setItem(k, null);
      continue;
    }
    switch (typeId) {
      case DuckDBTypeId.SMALLINT:
      case DuckDBTypeId.INTEGER:
      case DuckDBTypeId.DATE:
      case DuckDBTypeId.DOUBLE:
        (items as Int32Array)[k] = numbers[i] as number;
        break;
      case DuckDBTypeId.BIGINT:
      case DuckDBTypeId.TIMESTAMP_TZ:
        (items as BigInt64Array)[k] = BigInt(numbers[i] as number);
        break;
      case DuckDBTypeId.BOOLEAN:
        (vector as DuckDBVector<boolean>).setItem(k, numbers[i] === 1);
        break;
      case DuckDBTypeId.VARCHAR:
        (vector as DuckDBVector<string>).setItem(k, texts?.[i] ?? '');
        break;
      default:
        throw new Error(`column type ${DuckDBTypeId[typeId]} cannot be appended from numbers`);
    }
  }
  vector.flush();
}

function writerFor(
  connection: DuckDBConnection,
  db: Kysely<MarketDB>,
  scratchDir: string,
  connect: () => Promise<DuckDBConnection>,
): MarketWriter {
  return {
    db,
    async run(sql) {
      await connection.run(sql);
    },
    async alongside() {
      return writerFor(await connect(), db, scratchDir, connect);
    },
    async copyCsv(table, columns, csv) {
      const file = path.join(scratchDir, `.${table}-${randomBytes(4).toString('hex')}.csv`);
      const out = createWriteStream(file);
      try {
        for await (const chunk of csv) if (!out.write(chunk)) await once(out, 'drain');
        out.end();
        await once(out, 'finish');
        await connection.run(
          `copy ${table} (${columns.join(', ')}) from '${file.replace(/'/g, "''")}'
           (format csv, header false, quote '"', escape '"', nullstr '', allow_quoted_nulls false)`,
        );
      } finally {
        rmSync(file, { force: true });
      }
    },
    async appendColumns(table, columns, chunks) {
      const described = await connection.runAndReadAll(
        `select column_name from information_schema.columns where table_name = '${table}' order by ordinal_position`,
      );
      const derived = Object.entries(factDerivedColumns[table] ?? {});
      const actual = described
        .getRowsJS()
        .map((r) => String(r[0]))
        .filter((c) => !derived.some(([name]) => name === c));
      if (actual.join() !== columns.join())
        throw new Error(`${table} has columns ${actual.join(', ')}, the rows ${columns.join(', ')}`);
      // Appended as written, then stored in the table's sort order (factSortOrder) by one sort, with the
      // derived columns (factDerivedColumns) computed on the way.
      const order = factSortOrder[table];
      const staged = order !== undefined || derived.length > 0;
      const target = staged ? `${table}_unsorted` : table;
      if (staged)
        await connection.run(
          `create or replace temp table ${target} as select ${columns.join(', ')} from ${table} limit 0`,
        );
      const appender = await connection.createAppender(target);
      const types = Array.from({ length: appender.columnCount }, (_, i) => appender.columnType(i));
      for await (const chunk of chunks) {
        for (let from = 0; from < chunk.rows; from += CHUNK_ROWS) {
          const count = Math.min(CHUNK_ROWS, chunk.rows - from);
          const data = DuckDBDataChunk.create(types, count);
          types.forEach((t, c) => fillVector(data.getColumnVector(c), t.typeId, chunk, c, from, count));
          appender.appendDataChunk(data);
        }
      }
      appender.closeSync();
      if (staged) {
        const extra = derived.map(([name, expression]) => `, ${expression} as ${name}`).join('');
        await connection.run(
          `insert into ${table} select *${extra} from ${target}${order ? ` order by ${order}` : ''}`,
        );
        await connection.run(`drop table ${target}`);
      }
    },
  };
}

/**
 * The market connections a process may use: each running market query holds one of libuv's threads until it
 * ends (seconds, for a heavy list), and gzip, file reads and WebCrypto need that pool too. Two threads stay
 * free of market queries (libuv has UV_THREADPOOL_SIZE threads, 4 unless the environment sets it).
 */
export function marketConnections(wanted: number, threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4) {
  return Math.max(1, Math.min(wanted, threadPool - 2));
}

export function openMarketStore(opts: MarketStoreOptions): MarketStore {
  const connections = marketConnections(opts.connections ?? 4);
  if (opts.dir === null) return memoryStore(connections);
  const dir = path.resolve(opts.dir);
  mkdirSync(dir, { recursive: true });
  const fileOf = (version: string) => {
    if (!VERSION.test(version)) throw new Error(`invalid data version name: ${version}`);
    return path.join(dir, `${version}.f${MARKET_FORMAT}.duckdb`);
  };
  const open = new Map<string, Promise<Snapshot>>();
  const timers = new Set<NodeJS.Timeout>();
  let latest: string | null = null;
  let empty: Promise<Snapshot> | null = null;

  const emptySnapshot = () =>
    (empty ??= (async () => {
      const s = await openSnapshot(':memory:', false, 1);
      await s.instance.connect().then((c) => c.run(createMarketTablesSql));
      return s;
    })());

  /** Closes the snapshots other than `keep` once the requests that started on them are done. */
  const retireOthers = (keep: string) => {
    for (const [version, snapshot] of open) {
      if (version === keep) continue;
      open.delete(version);
      const timer = setTimeout(() => {
        timers.delete(timer);
        void snapshot.then(closeSnapshot).catch(() => undefined);
      }, RETIRE_AFTER_MS);
      timer.unref();
      timers.add(timer);
    }
  };

  return {
    fileOf,
    async at(version) {
      if (version === 'none') return (await emptySnapshot()).db;
      let snapshot = open.get(version);
      if (!snapshot) {
        const file = fileOf(version);
        if (!existsSync(file)) throw new Error(`the market snapshot of data version ${version} is missing`);
        snapshot = openSnapshot(file, true, connections, opts.memoryLimit ?? DEFAULT_MARKET_MEMORY);
        snapshot.catch(() => open.delete(version));
        open.set(version, snapshot);
      }
      if (latest !== version) {
        latest = version;
        retireOthers(version);
      }
      return (await snapshot).db;
    },
    async build(version, fill) {
      const file = fileOf(version);
      const partial = `${file}.partial`;
      rmSync(partial, { force: true });
      rmSync(`${partial}.wal`, { force: true });
      const instance = await DuckDBInstance.create(partial);
      const db = new Kysely<MarketDB>({ dialect: new DuckDbDialect(instance, 1) });
      const extra: DuckDBConnection[] = [];
      const connect = async () => {
        const c = await instance.connect();
        extra.push(c);
        return c;
      };
      try {
        const connection = await instance.connect();
        await connection.run(createMarketTablesSql);
        await fill(writerFor(connection, db, dir, connect));
        for (const c of extra.splice(0)) c.closeSync();
        await connection.run('checkpoint');
        connection.closeSync();
      } catch (e) {
        for (const c of extra.splice(0)) c.closeSync();
        await db.destroy();
        instance.closeSync();
        rmSync(partial, { force: true });
        rmSync(`${partial}.wal`, { force: true });
        throw e;
      }
      await db.destroy();
      instance.closeSync();
      renameSync(partial, file);
      // Older snapshot files go: a process still reading one keeps it open until it switches.
      for (const name of readdirSync(dir)) {
        if (name.endsWith('.duckdb') && name !== path.basename(file))
          rmSync(path.join(dir, name), { force: true });
      }
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      const all = [...open.values(), ...(empty ? [empty] : [])];
      open.clear();
      await Promise.all(all.map((s) => s.then(closeSnapshot).catch(() => undefined)));
    },
  };
}

/** One writable in-memory snapshot for every version: tests insert market rows by hand into it. */
function memoryStore(connections: number): MarketStore {
  const snapshot = (async () => {
    const s = await openSnapshot(':memory:', false, connections);
    const c = await s.instance.connect();
    await c.run(createMarketTablesSql);
    c.closeSync();
    return s;
  })();
  return {
    fileOf: () => null,
    at: async () => (await snapshot).db,
    async build(_version, fill) {
      const s = await snapshot;
      const connection = await s.instance.connect();
      const extra: DuckDBConnection[] = [];
      const connect = async () => {
        const c = await s.instance.connect();
        extra.push(c);
        return c;
      };
      try {
        await connection.run(createMarketTablesSql);
        await fill(writerFor(connection, s.db, tmpdir(), connect));
      } finally {
        for (const c of extra) c.closeSync();
        connection.closeSync();
      }
    },
    async close() {
      await closeSnapshot(await snapshot);
    },
  };
}
