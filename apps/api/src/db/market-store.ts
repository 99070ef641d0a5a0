// The market store: market data (dimensions, projects, spec lines, events) as one read-only DuckDB snapshot
// file per data version, built beside the current one by the loader and switched to by version.
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  openSync,
  closeSync,
  readSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
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
import { Kysely, type KyselyPlugin } from 'kysely';
import { messages } from '@specpulse/contract';
import { AppError } from '../errors.ts';
import type { ColumnChunk } from '@specpulse/demo-data';
import { DuckDbDialect } from './duckdb-dialect.ts';
import { publishMarketQuery } from './market-query-channel.ts';
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
  /** How long a replaced snapshot stays open after its last query began; default RETIRE_AFTER_MS (tests). */
  retireAfterMs?: number;
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

/**
 * A data version whose snapshot this process cannot read: a version it has retired and closed (a refresh moved
 * past it), or a snapshot file that is missing or not a DuckDB file. A request gets 503 with the catalogue's
 * message; the start names `file` and `reason`.
 */
export class SnapshotUnavailableError extends AppError {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(503, messages.marketDataUnavailable);
  }
}

export interface MarketStore {
  /**
   * The snapshot of a data version ('none' before any load: empty tables); SnapshotUnavailableError when
   * it cannot be read.
   */
  at(version: string): Promise<Kysely<MarketDB>>;
  /**
   * Throws, saying what is wrong, unless the snapshot of `version` answers a query and its file is the one
   * opened (not replaced, truncated or removed since): the readiness check.
   */
  check(version: string): Promise<void>;
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
/** How long a replaced snapshot stays open after its last query began, for the requests that started on it. */
const RETIRE_AFTER_MS = 60_000;
/**
 * How long a build keeps a replaced snapshot file after the build that replaced it: every process moves to a
 * new version within the authentication row's 2 s trust window and keeps the old one open until its requests
 * are done, so the file is only needed by a process that starts (or was stopped) in between. The file of the
 * version a build replaces is always kept: processes are still reading it.
 */
export const RETIRED_FILE_GRACE_MS = 15 * 60_000;
/** Every DuckDB file carries this magic at byte 8 of its header. */
const DUCKDB_MAGIC = 'DUCK';
/** DuckDB's vector size: the rows of one data chunk. */
const CHUNK_ROWS = 2048;

interface Snapshot {
  instance: DuckDBInstance;
  db: Kysely<MarketDB>;
  /** When its last query began (a retired snapshot closes RETIRE_AFTER_MS after it). */
  lastUsed: number;
}

/** The file's identity when it was opened: a file replaced or truncated since no longer matches. */
interface FileIdentity {
  ino: number;
  size: number;
  mtimeMs: number;
}

const identityOf = (file: string): FileIdentity => {
  const { ino, size, mtimeMs } = statSync(file);
  return { ino, size, mtimeMs };
};

/** Reads the header's magic, so a file that is not (or no longer) a DuckDB database is named as such. */
function hasDuckDbHeader(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const bytes = Buffer.alloc(12);
    return readSync(fd, bytes, 0, 12, 0) === 12 && bytes.toString('latin1', 8, 12) === DUCKDB_MAGIC;
  } finally {
    closeSync(fd);
  }
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
  const snapshot: Snapshot = { instance, db: undefined as unknown as Kysely<MarketDB>, lastUsed: Date.now() };
  const used: KyselyPlugin = {
    transformQuery: ({ node }) => {
      snapshot.lastUsed = Date.now();
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  snapshot.db = new Kysely<MarketDB>({
    dialect: new DuckDbDialect(instance, connections),
    plugins: [used],
    log: publishMarketQuery,
  });
  return snapshot;
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
  /** The open snapshots by version, the current one and those retired but still open for their requests. */
  const open = new Map<string, Promise<Snapshot & { file: FileIdentity }>>();
  /** Versions a newer one replaced here: never made current again, and unavailable once closed. */
  const retired = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const retireAfter = opts.retireAfterMs ?? RETIRE_AFTER_MS;
  let latest: string | null = null;
  let empty: Promise<Snapshot> | null = null;

  const emptySnapshot = () =>
    (empty ??= (async () => {
      const s = await openSnapshot(':memory:', false, 1);
      await s.instance.connect().then((c) => c.run(createMarketTablesSql));
      return s;
    })());

  /** Closes a retired snapshot once no query has begun on it for `retireAfter`. */
  const closeWhenIdle = (version: string, snapshot: Promise<Snapshot>, wait: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void snapshot
        .then((s) => {
          const idle = Date.now() - s.lastUsed;
          if (idle < retireAfter) return closeWhenIdle(version, snapshot, retireAfter - idle);
          open.delete(version);
          return closeSnapshot(s);
        })
        .catch(() => undefined);
    }, wait);
    timer.unref();
    timers.add(timer);
  };

  const openFile = (version: string, file: string) => {
    const snapshot = (async () => {
      if (!existsSync(file)) throw new SnapshotUnavailableError(file, 'the file is missing');
      const identity = identityOf(file);
      if (!hasDuckDbHeader(file))
        throw new SnapshotUnavailableError(
          file,
          'the file is not a DuckDB database (damaged or overwritten)',
        );
      try {
        const s = await openSnapshot(file, true, connections, opts.memoryLimit ?? DEFAULT_MARKET_MEMORY);
        return { ...s, file: identity };
      } catch (e) {
        throw new SnapshotUnavailableError(file, firstLine(e));
      }
    })();
    snapshot.catch(() => open.delete(version));
    open.set(version, snapshot);
    return snapshot;
  };

  const at = async (version: string) => {
    const file = fileOf(version);
    const snapshot =
      open.get(version) ??
      (retired.has(version)
        ? Promise.reject(new SnapshotUnavailableError(file, 'a newer data version replaced it'))
        : openFile(version, file));
    // A version seen for the first time is newer than the ones before it (data_version only moves
    // forward); a request still holding a replaced version reads that one without making it current.
    if (latest !== version && !retired.has(version)) {
      if (latest !== null) {
        retired.add(latest);
        const old = open.get(latest);
        if (old) closeWhenIdle(latest, old, retireAfter);
      }
      latest = version;
    }
    const s = await snapshot;
    s.lastUsed = Date.now();
    return s.db;
  };

  return {
    fileOf,
    async at(version) {
      if (version === 'none') return (await emptySnapshot()).db;
      return at(version);
    },
    async check(version) {
      if (version === 'none') return;
      const db = await at(version);
      const file = fileOf(version);
      const opened = (await open.get(version))?.file;
      const now = existsSync(file) ? identityOf(file) : null;
      if (!now) throw new Error(`the market snapshot ${file} is missing`);
      if (opened && (now.ino !== opened.ino || now.size !== opened.size || now.mtimeMs !== opened.mtimeMs))
        throw new Error(`the market snapshot ${file} changed after it was opened`);
      if (!hasDuckDbHeader(file)) throw new Error(`the market snapshot ${file} is not a DuckDB database`);
      await db.selectFrom('category').select('id').limit(1).execute();
    },
    async build(version, fill) {
      const file = fileOf(version);
      const partial = `${file}.partial`;
      removeStalePartials(dir);
      const removePartial = () => {
        rmSync(partial, { force: true });
        rmSync(`${partial}.wal`, { force: true });
      };
      removePartial();
      let instance: DuckDBInstance | undefined;
      let db: Kysely<MarketDB> | undefined;
      const extra: DuckDBConnection[] = [];
      try {
        const created = await DuckDBInstance.create(partial);
        instance = created;
        db = new Kysely<MarketDB>({ dialect: new DuckDbDialect(created, 1) });
        const connect = async () => {
          const c = await created.connect();
          extra.push(c);
          return c;
        };
        const connection = await created.connect();
        await connection.run(createMarketTablesSql);
        await fill(writerFor(connection, db, dir, connect));
        for (const c of extra.splice(0)) c.closeSync();
        await connection.run('checkpoint');
        connection.closeSync();
        await db.destroy();
        instance.closeSync();
        renameSync(partial, file);
      } catch (e) {
        for (const c of extra.splice(0)) c.closeSync();
        await db?.destroy().catch(() => undefined);
        instance?.closeSync();
        removePartial();
        throw e;
      }
      pruneRetiredFiles(dir, path.basename(file));
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      const all = [...open.values(), ...(empty ? [empty] : [])];
      open.clear();
      await Promise.all(all.map((s) => s.then(closeSnapshot).catch(() => undefined)));
    },
  };
}

const firstLine = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '';

/**
 * Deletes the snapshot files a grace period after they were replaced (by version, not by whether some process
 * still has one open): the files by age, newest first; each was replaced when the one before it was written.
 * The new file and the one it replaces stay.
 */
function pruneRetiredFiles(dir: string, newest: string, now = Date.now()) {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.duckdb'))
    .map((name) => ({ name, mtimeMs: name === newest ? now : statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (let i = 2; i < files.length; i++) {
    const replacedAt = (files[i - 1] as { mtimeMs: number }).mtimeMs;
    if (now - replacedAt >= RETIRED_FILE_GRACE_MS)
      rmSync(path.join(dir, (files[i] as { name: string }).name), { force: true });
  }
}

/**
 * A build's `.partial` file (and its write-ahead log) is removed when the build fails; one left by a loader that
 * was killed is removed by the next build once nothing has written to it for PARTIAL_STALE_MS (a running build
 * writes to its file all along).
 */
const PARTIAL_STALE_MS = 10 * 60_000;
function removeStalePartials(dir: string, now = Date.now()) {
  for (const name of readdirSync(dir)) {
    if (!/\.duckdb\.partial(\.wal)?$/.test(name)) continue;
    const file = path.join(dir, name);
    try {
      if (now - statSync(file).mtimeMs >= PARTIAL_STALE_MS) rmSync(file, { force: true });
    } catch {
      // Removed meanwhile.
    }
  }
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
    async check() {
      await (await snapshot).db.selectFrom('category').select('id').limit(1).execute();
    },
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
