// Kysely over DuckDB: the market store's queries are written once, in the PostgreSQL dialect Kysely compiles,
// and run here on a small pool of DuckDB connections (each query on libuv's threads, off the event loop).
import {
  DuckDBConnection,
  DuckDBTypeId,
  type DuckDBInstance,
  type DuckDBResultReader,
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

/** A SQL literal for a bound value: parameters are inlined so DuckDB types them as it types literals. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return Number.isInteger(value) ? String(value) : `CAST(${value} AS DOUBLE)`;
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (value instanceof Date) return `CAST('${value.toISOString()}' AS TIMESTAMPTZ)`;
  if (Array.isArray(value)) return `[${value.map(sqlLiteral).join(', ')}]`;
  // Objects go to JSON text (the market store has no JSON columns; kept for completeness).
  return sqlLiteral(JSON.stringify(value));
}

/** The PostgreSQL-style `$n` placeholders of `text` replaced by literals (skipping comments and quoted text). */
export function inlineParameters(text: string, parameters: readonly unknown[]): string {
  if (parameters.length === 0) return text;
  const tokens = /--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g;
  return text.replace(tokens, (match, n: string | undefined) => {
    if (n === undefined) return match;
    const i = Number(n) - 1;
    if (i < 0 || i >= parameters.length) throw new Error(`no parameter $${n}`);
    return sqlLiteral(parameters[i]);
  });
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
    const text = inlineParameters(compiled.sql, compiled.parameters);
    const reader = await this.connection.runAndReadAll(text);
    const changed = /^\s*(insert|update|delete)\b/i.test(text);
    return {
      rows: changed ? [] : (rowsOf(reader) as R[]),
      ...(changed ? { numAffectedRows: BigInt(reader.rowsChanged) } : {}),
    };
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
