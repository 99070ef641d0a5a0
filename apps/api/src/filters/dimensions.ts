// Small dimension lookups the compiler needs (categories, states by region, the search event type), read
// once per data version from its market snapshot: dimensions only change with a data load, a new version.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/connection.ts';
import type { MarketStore } from '../db/market-store.ts';
import type { MarketDB } from '../db/market-schema.ts';

export interface DataVersion {
  version: string;
  /** Last day of the newest loaded data, 'YYYY-MM-DD'. */
  asOf: string;
  /** First day the facts cover, 'YYYY-MM-DD'. */
  dataFrom: string;
}

export interface Dimensions extends DataVersion {
  /** Top-level category ids, ascending. */
  topCategoryIds: number[];
  /** Sub-category id → its parent category id. */
  subCategoryParent: Map<number, number>;
  /** Census region id → state ids. */
  regionStates: Map<string, number[]>;
  /** Two-letter state code (upper case) → state id: what a territory's areas stand for. */
  stateIdByCode: Map<string, number>;
  /** event_type.id of 'search' (null before any data is loaded). */
  searchEventTypeId: number | null;
}

/** Used before any data set is loaded: today's date, so windows are still well-formed. */
const NO_DATA_VERSION = 'none';

const cache = new WeakMap<MarketStore, Dimensions>();

/** The columns a data version is read from (data_version, portal side). */
export interface DataVersionRow {
  version: string | null;
  as_of: string | null;
  data_from: string | null;
}

/**
 * A DataVersion from its row (all null before any data set is loaded: then the data is empty, from today to
 * today, and no previous window is covered).
 */
export function dataVersionOf(row: DataVersionRow | undefined): DataVersion {
  if (!row?.version || !row.as_of || !row.data_from) {
    const today = new Date().toISOString().slice(0, 10);
    return { version: NO_DATA_VERSION, asOf: today, dataFrom: today };
  }
  return { version: row.version, asOf: row.as_of, dataFrom: row.data_from };
}

export async function readDataVersion(database: Database): Promise<DataVersion> {
  const r =
    await sql<DataVersionRow>`select version, as_of, data_from from data_version where id = 1`.execute(
      database.db,
    );
  return dataVersionOf(r.rows[0]);
}

/** The dimensions of a data version (the auth plugin reads the current one with the user). */
export async function loadDimensions(market: MarketStore, current: DataVersion): Promise<Dimensions> {
  const cached = cache.get(market);
  if (
    cached &&
    cached.version === current.version &&
    cached.asOf === current.asOf &&
    cached.dataFrom === current.dataFrom
  )
    return cached;
  const db: Kysely<MarketDB> = await market.at(current.version);
  const [categories, states, searchType] = await Promise.all([
    db.selectFrom('category').select(['id', 'parent_id']).orderBy('id').execute(),
    db.selectFrom('us_state').select(['id', 'region_id', 'code']).orderBy('id').execute(),
    db.selectFrom('event_type').select('id').where('code', '=', 'search').executeTakeFirst(),
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
    stateIdByCode: new Map(states.map((s) => [s.code.toUpperCase(), s.id])),
    searchEventTypeId: searchType?.id ?? null,
  };
  // Only remember real versions: before a load, a test may insert dimensions by hand.
  if (current.version !== NO_DATA_VERSION) cache.set(market, dims);
  return dims;
}
