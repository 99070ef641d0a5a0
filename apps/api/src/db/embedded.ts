// Embedded PostgreSQL (PGlite) behind Kysely: the engine lives in a worker thread, one connection at a time.
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

interface Reply {
  id: number;
  ok: boolean;
  rows?: unknown[];
  affectedRows?: number;
  /** A dump's bytes. */
  data?: Uint8Array;
  fatal?: boolean;
  error?: { message: string; code?: string; detail?: string };
}

export class EmbeddedDbError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/**
 * True for a statement that cannot change a table: a select (or a with … select) naming none of the
 * data-changing commands or sequence functions. Anything else counts as a write; a false "write" (the word in
 * a literal) only costs a cache miss.
 */
export function isReadOnlySql(text: string): boolean {
  return (
    /^\s*\(?\s*(select|with)\b/i.test(text) &&
    !/\b(insert|update|delete|merge|truncate|copy|nextval|setval|lock)\b/i.test(text)
  );
}

/** One worker thread running PGlite; requests are answered in order. */
export class PgliteWorker {
  private worker: Worker;
  private nextId = 1;
  private pending = new Map<
    number,
    { resolve: (r: Reply) => void; reject: (e: Error) => void; write: boolean }
  >();
  private dead: Error | null = null;
  private writes = 0;

  /** `loadDataDir`: a file dumpDataDir() wrote, to start from instead of creating a database. */
  constructor(dataDir: string | null, loadDataDir?: string) {
    const file = fileURLToPath(new URL('./pglite-worker.mjs', import.meta.url));
    this.worker = new Worker(file, { workerData: { dataDir, loadDataDir } });
    this.worker.on('message', (r: Reply) => {
      if (r.fatal)
        return this.fail(new EmbeddedDbError(`Embedded database failed to open: ${r.error?.message}`));
      const p = this.pending.get(r.id);
      if (!p) return;
      this.pending.delete(r.id);
      if (p.write) this.writes++;
      if (r.ok) p.resolve(r);
      else
        p.reject(new EmbeddedDbError(r.error?.message ?? 'database error', r.error?.code, r.error?.detail));
    });
    this.worker.on('error', (e) => this.fail(e));
    this.worker.on('exit', () => this.fail(new EmbeddedDbError('Embedded database is closed')));
  }

  /**
   * Counts the writes sent and answered: any value read from the engine while the mark stayed the same is
   * still current. Exact because this worker is the data folder's only session (openEmbedded locks it).
   */
  writeMark(): number {
    return this.writes;
  }

  private fail(e: Error) {
    this.dead = e;
    this.writes++;
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }

  /** `outsideMark`: the statement writes only tables no remembered value is read from (the job queue's own). */
  send(
    msg: {
      type: 'query' | 'exec' | 'copy' | 'dump' | 'close';
      sql?: string;
      params?: readonly unknown[];
      data?: Uint8Array;
    },
    { outsideMark = false }: { outsideMark?: boolean } = {},
  ) {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    const write = !outsideMark && (msg.type !== 'query' || !isReadOnlySql(msg.sql ?? ''));
    // Counted when sent and again when answered, so a read taken while a write is in flight never matches.
    if (write) this.writes++;
    return new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, write });
      this.worker.postMessage({ ...msg, id });
    });
  }

  /** The database's files as one uncompressed tar (PGlite's dumpDataDir). */
  async dumpDataDir(): Promise<Uint8Array> {
    return (await this.send({ type: 'dump' })).data ?? new Uint8Array();
  }

  async close() {
    if (!this.dead) {
      await this.send({ type: 'close' }).catch(() => undefined);
      await this.worker.terminate();
    }
  }
}

class EmbeddedConnection implements DatabaseConnection {
  constructor(private readonly worker: PgliteWorker) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.worker.send({ type: 'query', sql: query.sql, params: query.parameters });
    return { rows: (reply.rows ?? []) as R[], numAffectedRows: BigInt(reply.affectedRows ?? 0) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by the embedded database');
  }
}

/** Serialises access: PGlite has a single session, so a transaction must own it until it ends. */
class EmbeddedDriver implements Driver {
  private readonly connection: EmbeddedConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;

  constructor(private readonly worker: PgliteWorker) {
    this.connection = new EmbeddedConnection(worker);
  }

  async init() {
    await this.worker.send({ type: 'query', sql: 'select 1', params: [] });
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((r) => (release = r));
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection() {
    const r = this.release;
    this.release = null;
    r?.();
  }
  async destroy() {
    await this.worker.close();
  }
}

export class EmbeddedDialect implements Dialect {
  constructor(private readonly worker: PgliteWorker) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new EmbeddedDriver(this.worker);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
