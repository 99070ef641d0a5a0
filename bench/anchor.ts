// The raw-scan anchor (`--anchor`): each request's market-store queries, recorded as the API ran them, run again
// straight on DuckDB over a plain copy of the snapshot whose fact tables keep the generator's row order (no
// sort for zone maps, no API around them); the rows must be equal, and the row's ratio is API p50 / anchor p50.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import {
  CompiledQuery,
  Kysely,
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { DuckDbDialect } from '../apps/api/src/db/duckdb-dialect.ts';
import { marketTables, type MarketDB, type MarketTable } from '../apps/api/src/db/market-schema.ts';
import type { MarketStore } from '../apps/api/src/db/market-store.ts';

interface Recorded {
  sql: string;
  parameters: readonly unknown[];
  rows: string[];
}

/** Rows as comparable text, order-free (a query without ORDER BY may return its rows in any order). */
const canonical = (rows: readonly unknown[]): string[] =>
  rows
    .map((r) =>
      // Sums of doubles may differ in their last bits when the rows are read in another order.
      JSON.stringify(r, (_k, v: unknown) =>
        typeof v === 'number' && !Number.isInteger(v) ? Number(v.toPrecision(10)) : v,
      ),
    )
    .sort();

/** Records the SQL and rows of every market-store query while `recording`. */
class QueryRecorder implements KyselyPlugin {
  private readonly compiler = new PostgresQueryCompiler();
  private readonly pending = new WeakMap<object, CompiledQuery>();
  recording: Recorded[] | null = null;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.recording) {
      this.pending.set(args.queryId, this.compiler.compileQuery(args.node, args.queryId));
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const compiled = this.pending.get(args.queryId);
    if (this.recording && compiled !== undefined) {
      const { sql, parameters } = compiled;
      this.recording.push({ sql, parameters, rows: canonical(args.result.rows) });
    }
    return args.result;
  }
}

export interface Anchor {
  /** Runs `request` while recording its market-store queries; what it resolved to and the queries. */
  record<T>(request: () => Promise<T>): Promise<{ result: T; queries: readonly Recorded[] }>;
  /**
   * Runs the recorded queries on the raw copy, side by side as the API can; ms, and which query (if any)
   * answered other rows than the API's.
   */
  run(queries: readonly Recorded[]): Promise<{ ms: number; differs: string | null }>;
  close(): Promise<void>;
}

/** A copy of `snapshot` at `file` with the fact tables in id order (the order the generator wrote them). */
async function buildRawCopy(snapshot: string, file: string, log: (line: string) => void) {
  if (existsSync(file)) return;
  const started = performance.now();
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const instance = await DuckDBInstance.create(partial);
  const c = await DuckDBConnection.create(instance);
  await c.run(`attach '${snapshot.replace(/'/g, "''")}' as snap (read_only)`);
  for (const table of Object.keys(marketTables) as MarketTable[]) {
    const order = table === 'spec_line' || table === 'user_event' ? ' order by id' : '';
    await c.run(`create table ${table} as select * from snap.${table}${order}`);
  }
  await c.run('detach snap');
  c.closeSync();
  instance.closeSync();
  renameSync(partial, file);
  log(`  raw anchor copy: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Wraps `market` so its snapshots record their queries, and opens the raw copy of the current snapshot
 * (`snapshotFile`) beside it; `connections` as the API's pool (the anchor may run a request's queries as
 * concurrently as the API could).
 */
export async function openAnchor(
  market: MarketStore,
  snapshotFile: string,
  connections: number,
  log: (line: string) => void,
): Promise<Anchor> {
  const rawFile = snapshotFile.replace(/\.duckdb$/, '.raw.duckdb');
  await buildRawCopy(snapshotFile, rawFile, log);
  const recorder = new QueryRecorder();
  const at = market.at.bind(market);
  market.at = async (version) => (await at(version)).withPlugin(recorder);

  // Through the API's own dialect, so the rows come back converted alike (counts as numbers, dates as text).
  const instance = await DuckDBInstance.create(rawFile, { access_mode: 'READ_ONLY' });
  const raw = new Kysely<MarketDB>({ dialect: new DuckDbDialect(instance, connections) });

  return {
    async record(request) {
      const queries: Recorded[] = [];
      recorder.recording = queries;
      try {
        return { result: await request(), queries };
      } finally {
        recorder.recording = null;
      }
    },
    async run(queries) {
      const started = performance.now();
      const answers = await Promise.all(
        queries.map((q) => raw.executeQuery<UnknownRow>(CompiledQuery.raw(q.sql, [...q.parameters]))),
      );
      const ms = performance.now() - started;
      const i = answers.findIndex((a, k) => canonical(a.rows).join('\n') !== queries[k]?.rows.join('\n'));
      return { ms, differs: i < 0 ? null : `query ${i + 1} of ${queries.length}` };
    },
    async close() {
      await raw.destroy();
      instance.closeSync();
    },
  };
}
