// Kysely over DuckDB: the market store's queries are written once, in the PostgreSQL dialect Kysely compiles,
// and run here on a small pool of DuckDB connections (each query on libuv's threads, off the event loop), its
// values bound to a prepared statement.
import {
  BIGINT,
  BOOLEAN,
  DOUBLE,
  DuckDBConnection,
  DuckDBTypeId,
  INTEGER,
  LIST,
  listValue,
  SQLNULL,
  TIMESTAMPTZ,
  timestampTZValue,
  VARCHAR,
  type DuckDBInstance,
  type DuckDBResultReader,
  type DuckDBType,
  type DuckDBValue,
} from '@duckdb/node-api';
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

/**
 * A bound value as DuckDB takes it, typed by its JS type: the SQL text never carries a value, and where the
 * column's type matters the query casts its parameter (`cast($1 as date)`, `$1::int[]`).
 */
export function bindingOf(value: unknown): { value: DuckDBValue; type: DuckDBType } {
  if (value === null || value === undefined) return { value: null, type: SQLNULL };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    if (!Number.isInteger(value)) return { value, type: DOUBLE };
    return Math.abs(value) <= 0x7fffffff ? { value, type: INTEGER } : { value: BigInt(value), type: BIGINT };
  }
  if (typeof value === 'bigint') return { value, type: BIGINT };
  if (typeof value === 'boolean') return { value, type: BOOLEAN };
  if (typeof value === 'string') return { value, type: VARCHAR };
  if (value instanceof Date) {
    return { value: timestampTZValue(BigInt(value.getTime()) * 1000n), type: TIMESTAMPTZ };
  }
  if (Array.isArray(value)) {
    const items = value.map(bindingOf);
    // An empty list has no element to type it by; the query's cast (`$1::int[]`) gives it its type.
    const element = items.find((i) => i.value !== null)?.type ?? VARCHAR;
    return { value: listValue(items.map((i) => i.value)), type: LIST(element) };
  }
  // Objects go as JSON text (the market store has no JSON columns; kept for completeness).
  return { value: JSON.stringify(value), type: VARCHAR };
}

/** JS values as the PostgreSQL side gives them: numbers for counts and sums, 'YYYY-MM-DD' for dates. */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

function rowsOf(reader: DuckDBResultReader): Record<string, unknown>[] {
  const names = reader.columnNames();
  const dates = reader
    .columnTypes()
    .map((t, i) => (t.typeId === DuckDBTypeId.DATE ? i : -1))
    .filter((i) => i >= 0);
  const rows = reader.getRowsJS();
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i] as string] = plain(values[i]);
    for (const i of dates) {
      const v = values[i];
      if (v instanceof Date) row[names[i] as string] = v.toISOString().slice(0, 10);
    }
    return row;
  });
}

class DuckDbConnection implements DatabaseConnection {
  constructor(readonly connection: DuckDBConnection) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const reader = await this.run(compiled.sql, compiled.parameters);
    const changed = /^\s*(insert|update|delete)\b/i.test(compiled.sql);
    return {
      rows: changed ? [] : (rowsOf(reader) as R[]),
      ...(changed ? { numAffectedRows: BigInt(reader.rowsChanged) } : {}),
    };
  }

  private async run(text: string, parameters: readonly unknown[]): Promise<DuckDBResultReader> {
    if (parameters.length === 0) return this.connection.runAndReadAll(text);
    const statement = await this.connection.prepare(text);
    try {
      const bindings = parameters.map(bindingOf);
      statement.bind(
        bindings.map((b) => b.value),
        bindings.map((b) => b.type),
      );
      return await statement.runAndReadAll();
    } finally {
      statement.destroySync();
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the market store');
  }
}

/** A fixed pool of connections to one DuckDB instance; queries beyond it wait for a free connection. */
class DuckDbDriver implements Driver {
  private idle: DuckDbConnection[] = [];
  private waiting: ((c: DuckDbConnection) => void)[] = [];
  private all: DuckDbConnection[] = [];

  constructor(
    private readonly instance: DuckDBInstance,
    private readonly size: number,
  ) {}

  async init(): Promise<void> {
    for (let i = 0; i < this.size; i++) {
      const c = new DuckDbConnection(await DuckDBConnection.create(this.instance));
      this.all.push(c);
      this.idle.push(c);
    }
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const c = this.idle.pop();
    if (c) return c;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async beginTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('begin transaction'));
  }
  async commitTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(c: DatabaseConnection): Promise<void> {
    const next = this.waiting.shift();
    if (next) next(c as DuckDbConnection);
    else this.idle.push(c as DuckDbConnection);
  }

  async destroy(): Promise<void> {
    for (const c of this.all) c.connection.closeSync();
    this.all = [];
    this.idle = [];
  }
}

export class DuckDbDialect implements Dialect {
  constructor(
    private readonly instance: DuckDBInstance,
    private readonly poolSize: number,
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new DuckDbDriver(this.instance, this.poolSize);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
