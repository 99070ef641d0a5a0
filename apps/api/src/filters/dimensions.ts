// Small dimension lookups the compiler needs (categories, states by region, the search event type), read
// once per data version: dimensions only change with a data load, which bumps the version.
import { sql } from 'kysely';
import type { Database } from '../db/connection.ts';

export interface DataVersion {
  version: string;
  /** Last day of the newest loaded data, 'YYYY-MM-DD'. */
  asOf: string;
  /** Row counts of the rollups when they were built from this data version, else null (use the facts). */
  rollupRows: Record<string, number> | null;
}

export interface Dimensions extends DataVersion {
  /** Top-level category ids, ascending. */
  topCategoryIds: number[];
  /** Sub-category id → its parent category id. */
  subCategoryParent: Map<number, number>;
  /** Census region id → state ids. */
  regionStates: Map<string, number[]>;
  /** event_type.id of 'search' (null before any data is loaded). */
  searchEventTypeId: number | null;
}

/** Used before any data set is loaded: today's date, so windows are still well-formed. */
const NO_DATA_VERSION = 'none';

const cache = new WeakMap<Database, Dimensions>();

/** The columns a data version is read from: data_version `dv` left-joined with rollup_build `rb` on id 1. */
export interface DataVersionRow {
  version: string | null;
  as_of: string | null;
  rollup_version: string | null;
  row_counts: Record<string, number> | string | null;
}

/** A DataVersion from its row (all null before any data set is loaded). */
export function dataVersionOf(row: DataVersionRow | undefined): DataVersion {
  if (!row?.version || !row.as_of)
    return { version: NO_DATA_VERSION, asOf: new Date().toISOString().slice(0, 10), rollupRows: null };
  const counts = typeof row.row_counts === 'string' ? JSON.parse(row.row_counts) : row.row_counts;
  return {
    version: row.version,
    asOf: row.as_of,
    rollupRows: row.rollup_version === row.version ? (counts as Record<string, number>) : null,
  };
}

export async function readDataVersion(database: Database): Promise<DataVersion> {
  const r =
    await sql<DataVersionRow>`select dv.version, dv.as_of, rb.data_version as rollup_version, rb.row_counts
     from data_version dv left join rollup_build rb on rb.id = 1 where dv.id = 1`.execute(database.db);
  return dataVersionOf(r.rows[0]);
}

/**
 * The dimensions of the current data version: `known` when the caller read it already (the auth plugin reads
 * it with the user, in the same round trip), else one cheap version read.
 */
export async function loadDimensions(database: Database, known?: DataVersion): Promise<Dimensions> {
  const current = known ?? (await readDataVersion(database));
  const cached = cache.get(database);
  if (cached && cached.version === current.version && cached.asOf === current.asOf) {
    return { ...cached, rollupRows: current.rollupRows };
  }

  const [categories, states, searchType] = await Promise.all([
    database.db.selectFrom('category').select(['id', 'parent_id']).orderBy('id').execute(),
    database.db.selectFrom('us_state').select(['id', 'region_id']).orderBy('id').execute(),
    database.db.selectFrom('event_type').select('id').where('code', '=', 'search').executeTakeFirst(),
  ]);
  const regionStates = new Map<string, number[]>();
  for (const s of states) regionStates.set(s.region_id, [...(regionStates.get(s.region_id) ?? []), s.id]);
  const dims: Dimensions = {
    ...current,
    topCategoryIds: categories.filter((c) => c.parent_id === null).map((c) => c.id),
    subCategoryParent: new Map(
      categories.flatMap((c) => (c.parent_id === null ? [] : [[c.id, c.parent_id] as const])),
    ),
    regionStates,
    searchEventTypeId: searchType?.id ?? null,
  };
  // Only remember real versions: before a load, a test may insert dimensions by hand.
  if (current.version !== NO_DATA_VERSION) cache.set(database, dims);
  return dims;
}
