// Loads (or reloads) the whole demo data set for a scale, seed and as-of date, in bulk through COPY: the rows
// come from the generator (@specpulse/demo-data), the rollups are summed here while it writes them.
import { sql } from 'kysely';
import type { Database } from '../db/connection.ts';
import { finishRollups, markRollupsStale, PROJECT_ROLLUP } from '../filters/rollups.ts';
import { hashPassword } from '../modules/auth/password.ts';
import {
  buildFactIndexes,
  liftFactConstraints,
  loadedTables,
  resetIdentities,
  restoreForeignKeys,
  truncateAll,
} from './bulk.ts';
import { autocompleteTables } from './autocomplete-words.ts';
import {
  calibrateDepth,
  calibrateShares,
  dataRange,
  defaultEndDate,
  DEMO_PASSWORD,
  dimensionLoads,
  eventRows,
  firmCsv,
  isScale,
  Loyalty,
  parseDay,
  placeAbroad,
  planFirms,
  planMarket,
  planPortal,
  planProjects,
  principalCsv,
  projectCsv,
  scales,
  sessionEventCsv,
  specLineColumns,
  specLineRows,
  userCsv,
  userEventColumns,
  type BinaryChunk,
  type MarketPlan,
  type Scale,
} from '@specpulse/demo-data';
import { RollupTally } from './rollup-tally.ts';

export interface LoadOptions {
  scale: Scale;
  /** Non-negative 32-bit integer; default 1. */
  seed?: number;
  /** As-of date 'YYYY-MM-DD' (last day of the data); default: the last day of the previous month. */
  end?: string;
  /** Called after each stage (the CLI and first start print these). */
  onProgress?: (stage: string, ms: number, cpuMs: number) => void;
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
    trending: { brandId: number; categoryId: number; trend: number }[];
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

/** counted() for binary COPY chunks: their row counts, and their bytes passed through. */
async function* countedRows(
  chunks: Iterable<BinaryChunk>,
  rows: Record<string, number>,
  table: string,
): AsyncGenerator<Uint8Array> {
  rows[table] = 0;
  for (const chunk of chunks) {
    rows[table] += chunk.rows;
    yield chunk.bytes;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/**
 * COPYs the rollups summed while generating, with the product histograms and autocomplete tables derived from
 * them, then finishes them (as rebuildRollups would, from the facts).
 */
async function copyRollups(database: Database, tally: RollupTally, market: MarketPlan) {
  await markRollupsStale(database);
  const tables = [
    ...tally.tables(),
    ...autocompleteTables([
      { kind: 'brand', names: market.brands, lines: tally.brandLines },
      { kind: 'product', names: market.products, lines: tally.productLines },
    ]),
  ];
  // Without it (category ids beyond its masks) the project rollup stays empty and unrecorded.
  if (!tables.some((t) => t.table === PROJECT_ROLLUP))
    await sql`truncate table ${sql.id(PROJECT_ROLLUP)}`.execute(database.db);
  const rows: Record<string, number> = {};
  await database.replaceFrom(
    tables.map((t) => ({ table: t.table, columns: t.columns, csv: counted(t.rows(), rows, t.table) })),
  );
  await finishRollups(database, rows, { derivedFilled: true });
}

export async function loadDataSet(database: Database, opts: LoadOptions): Promise<LoadSummary> {
  const { scale, seed, end } = validateLoadOptions(opts);
  const params = scales[scale];
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

  const range = dataRange(end);
  const market = planMarket(params, seed, range);
  const firms = planFirms(params, seed, market.brands);
  const projects = planProjects(params.projects, seed, range, firms);
  placeAbroad(firms, projects, seed);
  const loyalty = new Loyalty(seed);
  const specContext = { market, projects, range, seed, loyalty };
  const tally = new RollupTally(range, end, {
    brandId: Math.max(0, ...market.brands.map((b) => b.id)),
    productId: Math.max(0, ...market.products.map((p) => p.id)),
    categoryId: Math.max(0, ...market.products.map((p) => p.categoryId)),
    subCategoryId: Math.max(0, ...market.products.map((p) => p.subCategoryId ?? 0)),
  });
  const depth = calibrateDepth(specContext, params.specLines / params.projects);
  calibrateShares(specContext, depth);
  done('plan market');

  await truncateAll(database);
  await liftFactConstraints(database);
  done('empty tables');

  for (const load of dimensionLoads(market, firms))
    await database.copyFrom(load.table, load.columns, counted(load.rows(), rows, load.table));
  const firmNames = new Map(firms.designFirms.map((f) => [f.id, f.name]));
  await database.copyFrom(
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
  await database.copyFrom(
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

  // Both fact streams at once: one is generated while the engine ingests the other.
  await database.replaceFrom([
    {
      table: 'spec_line',
      columns: specLineColumns,
      binary: countedRows(specLineRows(specContext, depth, tally), rows, 'spec_line'),
    },
    {
      table: 'user_event',
      columns: userEventColumns,
      binary: countedRows(
        eventRows({ market, firms, projects, range, seed, loyalty, total: params.events, tally }),
        rows,
        'user_event',
      ),
    },
  ]);
  done('spec lines and events');

  const portal = planPortal(market, firms, range, seed);
  const passwordHashes = demoPasswordHashes(portal.users.length);
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
  await resetIdentities(database);
  done('firms and users');

  await restoreForeignKeys(database);
  done('foreign keys');
  await buildFactIndexes(database);
  done('indexes');

  const version = `${scale}-${seed}-${end}-${Date.now().toString(36)}`;
  await database.db.insertInto('data_version').values({ id: 1, version, as_of: end, scale, seed }).execute();
  try {
    await copyRollups(database, tally, market);
  } catch (e) {
    // Without its rollups the data set is not usable: leave no version behind, so the next start reloads.
    await database.db.deleteFrom('data_version').execute();
    throw e;
  }
  done('rollups');
  // The rollups were analysed as they were finished.
  await sql.raw(`analyze ${loadedTables.join(', ')}`).execute(database.db);
  done('analyze');

  const highlights = { clientBrandIds: market.clientBrandIds, trending: market.trending };
  return { scale, seed, asOf: end, version, rows, highlights, stages, totalMs: Date.now() - started };
}
