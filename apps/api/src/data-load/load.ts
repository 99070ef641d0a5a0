// Loads (or reloads) the whole demo data set for a scale, seed and as-of date: the market data into a new
// snapshot of the market store (DuckDB), the firms, users and their sessions into PostgreSQL, then switches
// the data version. The rows come from the generator (@specpulse/demo-data).
import { sql } from 'kysely';
import type { Database } from '../db/connection.ts';
import type { MarketStore } from '../db/market-store.ts';
import type { MarketTable } from '../db/market-schema.ts';
import { buildAutocompleteWords } from '../modules/autocomplete/autocomplete-words.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { resetIdentities, truncatePortal } from './bulk.ts';
import { planDataSet } from './plan.ts';
import { eventsFromWorker } from './worker-events.ts';
import {
  defaultEndDate,
  DEMO_PASSWORD,
  dimensionLoads,
  firmCsv,
  isScale,
  parseDay,
  planPortal,
  principalCsv,
  projectCsv,
  scales,
  sessionEventCsv,
  specLineColumns,
  specLineRows,
  userCsv,
  userEventColumns,
  type ColumnChunk,
  type Mover,
  type Scale,
} from '@specpulse/demo-data';

export interface LoadOptions {
  scale: Scale;
  /** Non-negative 32-bit integer; default 1. */
  seed?: number;
  /** As-of date 'YYYY-MM-DD' (last day of the data); default: the last day of the previous month. */
  end?: string;
  /** Called after each stage (the CLI and first start print these). */
  onProgress?: (stage: string, ms: number, cpuMs: number) => void;
  /** Replace the market snapshot only, keeping firms, users and their history (a data refresh). */
  marketOnly?: boolean;
  /** Years of history instead of the scale's (tests: the tiny set with six years, like the demo). */
  historyYears?: number;
  /**
   * Settles when the portal database can be written: a first start creates and migrates it while the market
   * is generated (the embedded engine's creation alone takes seconds).
   */
  portalReady?: Promise<void>;
}

export interface LoadSummary {
  scale: Scale;
  seed: number;
  asOf: string;
  version: string;
  /** Rows written per table. */
  rows: Record<string, number>;
  /** Brands worth pointing at: the demo manufacturer's three firmbrands and the clearly growing or shrinking ones. */
  highlights: {
    clientBrandIds: [number, number, number];
    trending: Mover[];
  };
  /** Wall time and process CPU time (all threads, so the embedded engine's too) of each stage. */
  stages: { stage: string; ms: number; cpuMs: number }[];
  totalMs: number;
}

/** One argon2id hash per demo user, each with its own salt: equal hash strings would show who shares a password. */
const demoPasswordHashes = (count: number) =>
  Promise.all(Array.from({ length: count }, () => hashPassword(DEMO_PASSWORD)));

export function validateLoadOptions(opts: Pick<LoadOptions, 'scale' | 'seed' | 'end'>) {
  if (!isScale(opts.scale)) throw new Error(`unknown scale '${String(opts.scale)}' (tiny, demo or large)`);
  const seed = opts.seed ?? 1;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw new Error(`seed must be an integer from 0 to 4294967295, not ${seed}`);
  const end = opts.end ?? defaultEndDate();
  parseDay(end);
  return { scale: opts.scale, seed, end };
}

/**
 * Passes CSV chunks through, counting their lines into rows[table], and gives the event loop a turn
 * between chunks: the generators are synchronous, and a pool's connection handshake (or a timer) must
 * not starve while millions of rows are produced.
 */
async function* counted(
  chunks: Iterable<string>,
  rows: Record<string, number>,
  table: string,
): AsyncGenerator<string> {
  let n = 0;
  for (const chunk of chunks) {
    for (let i = chunk.indexOf('\n'); i !== -1; i = chunk.indexOf('\n', i + 1)) n++;
    rows[table] = n;
    yield chunk;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  rows[table] = n;
}

/** counted() for column chunks: their row counts, and the chunks passed through. */
async function* countedRows(
  chunks: Iterable<ColumnChunk> | AsyncIterable<ColumnChunk>,
  rows: Record<string, number>,
  table: string,
): AsyncGenerator<ColumnChunk> {
  rows[table] = 0;
  for await (const chunk of chunks) {
    rows[table] += chunk.rows;
    yield chunk;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

export async function loadDataSet(
  database: Database,
  marketStore: MarketStore,
  opts: LoadOptions,
): Promise<LoadSummary> {
  const { scale, seed, end } = validateLoadOptions(opts);
  const params = { ...scales[scale], historyYears: opts.historyYears ?? scales[scale].historyYears };
  const started = Date.now();
  const stages: LoadSummary['stages'] = [];
  let lap = started;
  let cpuLap = process.cpuUsage();
  const done = (stage: string) => {
    const now = Date.now();
    const cpu = process.cpuUsage(cpuLap);
    const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
    stages.push({ stage, ms: now - lap, cpuMs });
    opts.onProgress?.(stage, now - lap, cpuMs);
    lap = now;
    cpuLap = process.cpuUsage();
  };
  const rows: Record<string, number> = {};

  // The events are generated by a worker thread from the same plan, beside the spec lines. It starts first,
  // so that it plans while this thread does, not on the load's critical path after this one's plan.
  const events = eventsFromWorker({ params, seed, end });
  let plan: ReturnType<typeof planDataSet>;
  try {
    plan = planDataSet(params, seed, end);
  } catch (e) {
    events.stop();
    throw e;
  }
  const { range, market, firms, projects, specContext, depth } = plan;
  const dataFrom = range.isoByOffset[0] as string;
  done('plan market');

  const version = `${scale}-${seed}-${end}-${Date.now().toString(36)}`;
  // A first start writes the portal as soon as its database is ready, beside the market's generation (the
  // embedded engine works in its own thread); a reload keeps its old portal until the market is built.
  const portalWritten =
    opts.portalReady && !opts.marketOnly
      ? opts.portalReady.then(() => writePortal(database, plan, seed, rows))
      : null;
  portalWritten?.catch(() => undefined);
  try {
    await marketStore.build(version, async (w) => {
      for (const load of dimensionLoads(market, firms))
        await w.copyCsv(load.table as MarketTable, load.columns, counted(load.rows(), rows, load.table));
      const firmNames = new Map(firms.designFirms.map((f) => [f.id, f.name]));
      await w.copyCsv(
        'project',
        [
          'id',
          'name',
          'segment_id',
          'city_id',
          'state_id',
          'lat',
          'lng',
          'office_id',
          'start_date',
          'completion_date',
        ],
        counted(projectCsv(projects), rows, 'project'),
      );
      await w.copyCsv(
        'principal',
        [
          'id',
          'project_id',
          'type_name',
          'company_name',
          'first_name',
          'last_name',
          'city_name',
          'state_code',
          'phone',
        ],
        counted(principalCsv(projects, seed, firmNames), rows, 'principal'),
      );
      done('dimensions and projects');
      // Two tables at once: the spec lines generated here, the events by the worker (each on its own connection).
      const eventWriter = await w.alongside();
      await Promise.all([
        w.appendColumns(
          'spec_line',
          specLineColumns,
          countedRows(specLineRows(specContext, depth), rows, 'spec_line'),
        ),
        eventWriter.appendColumns('user_event', userEventColumns, countedRows(events, rows, 'user_event')),
      ]);
      done('spec lines and events');
      await buildAutocompleteWords(w.db);
      done('autocomplete words');
    });
  } finally {
    // A build that failed before reading every event leaves the worker waiting.
    events.stop();
  }

  await opts.portalReady;
  if (opts.marketOnly) {
    // The switch is one statement: a request reads either the old version or the new one.
    await sql`insert into data_version (id, version, as_of, data_from, scale, seed)
      values (1, ${version}, ${end}, ${dataFrom}, ${scale}, ${seed})
      on conflict (id) do update set version = excluded.version, as_of = excluded.as_of,
        data_from = excluded.data_from, scale = excluded.scale, seed = excluded.seed, loaded_at = now()`.execute(
      database.db,
    );
    done('data version');
    const highlights = { clientBrandIds: market.clientBrandIds, trending: market.trending };
    return { scale, seed, asOf: end, version, rows, highlights, stages, totalMs: Date.now() - started };
  }

  await (portalWritten ?? writePortal(database, plan, seed, rows));
  await resetIdentities(database);
  // The new snapshot becomes the current data version (requests already running finish on the old one).
  await database.db
    .insertInto('data_version')
    .values({ id: 1, version, as_of: end, data_from: dataFrom, scale, seed })
    .execute();
  done('firms and users');

  const highlights = { clientBrandIds: market.clientBrandIds, trending: market.trending };
  return { scale, seed, asOf: end, version, rows, highlights, stages, totalMs: Date.now() - started };
}

/** Firms, users (each with its own password hash) and their session history, into an emptied portal. */
async function writePortal(
  database: Database,
  { market, firms, range }: ReturnType<typeof planDataSet>,
  seed: number,
  rows: Record<string, number>,
): Promise<void> {
  const portal = planPortal(market, firms, range, seed);
  const passwordHashes = demoPasswordHashes(portal.users.length);
  await truncatePortal(database);
  await database.copyFrom(
    'firm',
    ['id', 'name', 'avatar_url', 'configuration'],
    counted([firmCsv(portal.firms)], rows, 'firm'),
  );
  await database.copyFrom(
    'app_user',
    [
      'id',
      'email',
      'password_hash',
      'first_name',
      'last_name',
      'avatar_url',
      'is_admin',
      'is_active',
      'firm_id',
      'created_at',
    ],
    counted([userCsv(portal.users, await passwordHashes, range, seed)], rows, 'app_user'),
  );
  await database.copyFrom(
    'session_event',
    ['id', 'user_id', 'user_session_id', 'kind', 'page', 'payload', 'created_at'],
    counted(sessionEventCsv(portal.users, portal.firms, market, range, seed), rows, 'session_event'),
  );
}
