// Rebuilds the pre-aggregated tables the analytics read after each data load. Spec-line counts and
// quantities and search counts are additive, so a monthly rollup answers any window of whole months.
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/connection.ts';
import { PRODUCT_HISTOGRAMS, rebuildProductHistograms } from './product-histograms.ts';
import { analysisRanges } from './window.ts';

export type SpecRollupColumn =
  | 'manufacturer_id'
  | 'product_id'
  | 'category_id'
  | 'sub_category_id'
  | 'is_open_spec'
  | 'status_id'
  | 'segment_id'
  | 'state_id'
  /** The census region of the line's state: region filters without the 51-fold state split. */
  | 'region_id';
export type SearchRollupColumn = 'manufacturer_id' | 'product_id' | 'category_id' | 'state_id' | 'region_id';

export interface RollupDefinition<C extends string> {
  table: string;
  /** Grouping columns besides `month` (the fact table's names; region_id comes from us_state). */
  columns: readonly C[];
  /** A finer rollup holding every column of this one: summed from it instead of the facts (faster). */
  from?: string;
}

/**
 * Spec-line rollups (migration 0003 creates them): month × columns → lines, quantity. Each extra
 * dimension multiplies the rows (lines are sparse per brand and month), so there is one small rollup
 * per common filter rather than one wide one; sources pick the smallest that covers a request. Row
 * counts at demo scale (984k lines) are in docs/performance.md.
 */
export const specRollups: readonly RollupDefinition<SpecRollupColumn>[] = [
  {
    table: 'rollup_spec_brand_sub',
    columns: ['manufacturer_id', 'category_id', 'sub_category_id', 'is_open_spec'],
  },
  {
    table: 'rollup_spec_brand',
    columns: ['manufacturer_id', 'category_id', 'is_open_spec'],
    from: 'rollup_spec_brand_sub',
  },
  // Brand × state: large, but read through its brand index by the drilldown (one brand's states).
  {
    table: 'rollup_spec_brand_state',
    columns: ['manufacturer_id', 'category_id', 'is_open_spec', 'state_id'],
  },
  {
    table: 'rollup_spec_brand_region',
    columns: ['manufacturer_id', 'category_id', 'is_open_spec', 'region_id'],
    from: 'rollup_spec_brand_state',
  },
  {
    table: 'rollup_spec_brand_segment',
    columns: ['manufacturer_id', 'category_id', 'is_open_spec', 'segment_id'],
  },
  {
    table: 'rollup_spec_brand_status',
    columns: ['manufacturer_id', 'category_id', 'is_open_spec', 'status_id'],
  },
  {
    table: 'rollup_spec_product',
    columns: ['product_id', 'manufacturer_id', 'category_id', 'sub_category_id', 'is_open_spec'],
  },
  { table: 'rollup_spec_state', columns: ['category_id', 'is_open_spec', 'state_id'] },
  {
    table: 'rollup_spec_market',
    columns: ['category_id', 'sub_category_id', 'is_open_spec', 'region_id', 'segment_id', 'status_id'],
  },
];

/** Search rollups: month × columns → searches (search events only). */
export const searchRollups: readonly RollupDefinition<SearchRollupColumn>[] = [
  { table: 'rollup_search_brand_state', columns: ['manufacturer_id', 'category_id', 'state_id'] },
  {
    table: 'rollup_search_brand_region',
    columns: ['manufacturer_id', 'category_id', 'region_id'],
    from: 'rollup_search_brand_state',
  },
  {
    table: 'rollup_search_brand',
    columns: ['manufacturer_id', 'category_id'],
    from: 'rollup_search_brand_region',
  },
  { table: 'rollup_search_state', columns: ['category_id', 'state_id'] },
  { table: 'rollup_search_product', columns: ['product_id', 'manufacturer_id', 'category_id'] },
];

/** Names split into words on anything but ASCII letters and digits (autocomplete splits terms alike). */
export const WORD_SEPARATOR = '[^a-z0-9]+';

export interface RollupBuild {
  /** The data version the rollups were built from; sources use them only while it is current. */
  dataVersion: string;
  /** Rows per rollup table, and of the facts they summarise (`spec_line`, `search_event`). */
  rows: Record<string, number>;
  /** Milliseconds the rebuild took. */
  millis: number;
}

const ident = (name: string) => sql.id(name);
const cols = (names: readonly string[]) => sql.join(names.map(ident));
/** The state of row `f` (a fact, or a finer rollup with state_id), joined only for rollups that group by
 * its census region. */
const stateJoin = (names: readonly string[]) =>
  names.includes('region_id') ? sql`join us_state st on st.id = f.state_id` : sql``;
/** Columns of the fact row `f`; region_id from its state `st`. */
const factColumns = (names: readonly string[]) =>
  sql.join(names.map((n) => (n === 'region_id' ? sql.ref('st.region_id') : sql.ref(`f.${n}`))));

/** Every rollup table a build fills and records. */
export const rollupTables = (): string[] => [
  ...specRollups.map((r) => r.table),
  ...searchRollups.map((r) => r.table),
  PROJECT_ROLLUP,
  ...windowRollups.map((w) => w.table),
  ...PRODUCT_HISTOGRAMS,
  SPEC_VALUE_ROLLUP,
  EVENT_BRAND_ROLLUP,
];

/**
 * Spec value rollup (migration 0015): per month, spec value and the product rollup's filter columns, the
 * lines whose product carries the value (each product carries one value per spec type, so a type's lines
 * are the sum of its values'). Derived from rollup_spec_product however that was filled.
 */
export const SPEC_VALUE_ROLLUP = 'rollup_spec_value';

/** Events per month (UTC), brand and event type (migration 0015), from user_event at every rollup build. */
export const EVENT_BRAND_ROLLUP = 'rollup_event_brand';

async function rebuildEventBrandRollup(database: Database): Promise<number> {
  const db = database.db;
  await sql`truncate table ${ident(EVENT_BRAND_ROLLUP)}`.execute(db);
  const result =
    await sql`insert into ${ident(EVENT_BRAND_ROLLUP)} (month, manufacturer_id, event_type_id, events)
    select cast(date_trunc('month', f.event_date at time zone 'UTC') as date), f.manufacturer_id, f.event_type_id,
      count(*)
    from user_event f
    where f.manufacturer_id is not null
    group by 1, 2, 3`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

async function rebuildSpecValueRollup(database: Database): Promise<number> {
  const db = database.db;
  await sql`truncate table ${ident(SPEC_VALUE_ROLLUP)}`.execute(db);
  const result = await sql`insert into ${ident(SPEC_VALUE_ROLLUP)}
      (month, spec_value_id, spec_type_id, category_id, sub_category_id, is_open_spec, lines)
    select f.month, psv.spec_value_id, sv.spec_type_id, f.category_id, f.sub_category_id, f.is_open_spec,
      sum(f.lines)
    from rollup_spec_product f
    join product_spec_value psv on psv.product_id = f.product_id
    join spec_value sv on sv.id = psv.spec_value_id
    group by 1, 2, 3, 4, 5, 6`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Marks the rollups stale (sources then read the facts) until finishRollups records a build. */
export async function markRollupsStale(database: Database): Promise<void> {
  await sql`delete from rollup_build`.execute(database.db);
}

/** Rebuilds every rollup from the facts with SQL (a load sums them while generating instead: data-load/rollup-tally.ts). */
export async function rebuildRollups(database: Database): Promise<RollupBuild> {
  const started = Date.now();
  const db = database.db;
  const searchType = await db
    .selectFrom('event_type')
    .select('id')
    .where('code', '=', 'search')
    .executeTakeFirst();

  // Mark the rollups stale first, so a failure half-way leaves the analytics on the facts.
  await markRollupsStale(database);
  const rows: Record<string, number> = {};
  const fill = async (table: string, insert: RawBuilder<unknown>) => {
    await sql`truncate table ${ident(table)}`.execute(db);
    rows[table] = Number((await insert.execute(db)).numAffectedRows ?? 0);
  };
  for (const r of specRollups) {
    await fill(
      r.table,
      r.from
        ? sql`insert into ${ident(r.table)} (month, ${cols(r.columns)}, lines, quantity)
            select f.month, ${factColumns(r.columns)}, sum(f.lines), sum(f.quantity)
            from ${ident(r.from)} f ${stateJoin(r.columns)} group by f.month, ${factColumns(r.columns)}`
        : sql`insert into ${ident(r.table)} (month, ${cols(r.columns)}, lines, quantity)
            select cast(date_trunc('month', cast(f.spec_date as timestamp)) as date), ${factColumns(r.columns)},
              count(*), sum(f.quantity)
            from spec_line f ${stateJoin(r.columns)}
            group by 1, ${factColumns(r.columns)}`,
    );
  }
  rows[PROJECT_ROLLUP] = await rebuildProjectRollup(database);
  for (const r of searchRollups) {
    await fill(
      r.table,
      r.from
        ? sql`insert into ${ident(r.table)} (month, ${cols(r.columns)}, searches)
            select f.month, ${factColumns(r.columns)}, sum(f.searches)
            from ${ident(r.from)} f ${stateJoin(r.columns)} group by f.month, ${factColumns(r.columns)}`
        : sql`insert into ${ident(r.table)} (month, ${cols(r.columns)}, searches)
            select cast(date_trunc('month', f.event_date at time zone 'UTC') as date), ${factColumns(r.columns)},
              count(*)
            from user_event f ${stateJoin(r.columns)}
            where f.event_type_id = ${searchType?.id ?? -1} group by 1, ${factColumns(r.columns)}`,
    );
  }
  for (const w of windowRollups) rows[w.table] = await rebuildWindowRollup(database, w);
  // A project rollup that could not be built (category ids beyond the masks) is left out: facts are read.
  if (rows[PROJECT_ROLLUP] === NOT_BUILT) delete rows[PROJECT_ROLLUP];
  return finishRollups(database, rows, { started });
}

export interface FinishOptions {
  /** When the build started (the record's duration); default now. */
  started?: number;
  /** The product histograms and the autocomplete tables were filled with the rollups (a load's tally). */
  derivedFilled?: boolean;
}

/**
 * What follows the rollup tables however they were filled: the tables derived from them, autocomplete,
 * statistics, and the build record that lets sources read them. `rows` has the filled tables' row counts.
 */
export async function finishRollups(
  database: Database,
  rows: Record<string, number>,
  { started = Date.now(), derivedFilled = false }: FinishOptions = {},
): Promise<RollupBuild> {
  const db = database.db;
  const version = await db
    .selectFrom('data_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!derivedFilled) {
    Object.assign(
      rows,
      await rebuildProductHistograms(database, {
        spec: PRODUCT_WINDOW_ROLLUP,
        search: SEARCH_PRODUCT_WINDOW_ROLLUP,
      }),
    );
    Object.assign(rows, await rebuildAutocompleteWords(database));
  }
  rows[SPEC_VALUE_ROLLUP] = await rebuildSpecValueRollup(database);
  rows[EVENT_BRAND_ROLLUP] = await rebuildEventBrandRollup(database);
  for (const table of [...rollupTables(), ...AUTOCOMPLETE_TABLES])
    await sql`analyze ${ident(table)}`.execute(db);
  // The facts' sizes, for the record: the brand rollups sum to them.
  const totals = await sql<{ lines: number | null; searches: number | null }>`select
      (select sum(lines) from rollup_spec_brand) as lines,
      (select sum(searches) from rollup_search_brand) as searches`.execute(db);
  rows.spec_line = Number(totals.rows[0]?.lines ?? 0);
  rows.search_event = Number(totals.rows[0]?.searches ?? 0);
  const build: RollupBuild = { dataVersion: version?.version ?? 'none', rows, millis: Date.now() - started };
  await sql`insert into rollup_build (id, data_version, row_counts, built_at)
    values (1, ${build.dataVersion}, ${JSON.stringify(rows)}, now())`.execute(db);
  return build;
}

/**
 * Project rollup (migration 0005): per month, project, segment and state, the categories of its spec lines
 * as bitmasks (bit c = category id c), open-spec lines apart. A project is in a spec universe of categories
 * C (and open spec or not) in a month exactly when a mask intersects C's mask, so counting distinct
 * projects reads ~2 rows per project instead of its ~30 lines. Status and sub-category filters are not in
 * the masks: those read the facts (sources.ts).
 */
export const PROJECT_ROLLUP = 'rollup_spec_project';
/** Category ids the masks can hold: bits 0..62 of a bigint. */
export const MASK_CATEGORY_LIMIT = 63;
const NOT_BUILT = -1;

async function rebuildProjectRollup(database: Database): Promise<number> {
  const db = database.db;
  await sql`truncate table ${ident(PROJECT_ROLLUP)}`.execute(db);
  const range = await sql<{ low: number | null; high: number | null }>`
    select min(category_id) as low, max(category_id) as high from rollup_spec_brand`.execute(db);
  const { low, high } = range.rows[0] ?? { low: null, high: null };
  if (low !== null && high !== null && (low < 0 || high >= MASK_CATEGORY_LIMIT)) return NOT_BUILT;
  const bit = sql`cast(1 as bigint) << f.category_id`;
  const result = await sql`insert into ${ident(PROJECT_ROLLUP)}
      (month, project_id, segment_id, state_id, categories, open_categories)
    select cast(date_trunc('month', cast(f.spec_date as timestamp)) as date), f.project_id, f.segment_id,
      f.state_id, coalesce(bit_or(${bit}) filter (where not f.is_open_spec), 0),
      coalesce(bit_or(${bit}) filter (where f.is_open_spec), 0)
    from spec_line f
    group by 1, f.project_id, f.segment_id, f.state_id`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export const PRODUCT_WINDOW_ROLLUP = 'rollup_spec_product_window';
export const SEARCH_PRODUCT_WINDOW_ROLLUP = 'rollup_search_product_window';

/**
 * A per-window rollup: the monthly rollup `from` (with the same columns) summed over each range of
 * analysisRanges(as_of), keyed by (range_start, range_end): one row per `key` (product or brand) and range.
 * Sources read it for figures per its key whose filter it can apply (categories, open spec, and
 * sub-categories for products); see sources.ts.
 */
export interface WindowRollupDefinition extends RollupDefinition<string> {
  kind: 'spec' | 'search';
  from: string;
  key: 'product_id' | 'manufacturer_id';
}

/** Products (migrations 0006, 0007) and brands (0012), spec lines and searches. */
export const windowRollups: readonly WindowRollupDefinition[] = [
  {
    kind: 'spec',
    table: PRODUCT_WINDOW_ROLLUP,
    from: 'rollup_spec_product',
    key: 'product_id',
    columns: ['product_id', 'manufacturer_id', 'category_id', 'sub_category_id', 'is_open_spec'],
  },
  {
    kind: 'search',
    table: SEARCH_PRODUCT_WINDOW_ROLLUP,
    from: 'rollup_search_product',
    key: 'product_id',
    columns: ['product_id', 'manufacturer_id', 'category_id'],
  },
  {
    kind: 'spec',
    table: 'rollup_spec_brand_window',
    from: 'rollup_spec_brand',
    key: 'manufacturer_id',
    columns: ['manufacturer_id', 'category_id', 'is_open_spec'],
  },
  {
    kind: 'search',
    table: 'rollup_search_brand_window',
    from: 'rollup_search_brand',
    key: 'manufacturer_id',
    columns: ['manufacturer_id', 'category_id'],
  },
];

/** The measures of a spec or search rollup. */
export const rollupMeasures = (kind: 'spec' | 'search'): readonly string[] =>
  kind === 'spec' ? ['lines', 'quantity'] : ['searches'];

/** Refills a per-window rollup from its monthly rollup. */
async function rebuildWindowRollup(database: Database, w: WindowRollupDefinition): Promise<number> {
  const db = database.db;
  await sql`truncate table ${ident(w.table)}`.execute(db);
  const asOf = await db.selectFrom('data_version').select('as_of').where('id', '=', 1).executeTakeFirst();
  if (!asOf) return 0;
  const measures = rollupMeasures(w.kind);
  const ranges = analysisRanges(asOf.as_of);
  const values = sql.join(ranges.map((r) => sql`(cast(${r.start} as date), cast(${r.end} as date))`));
  const sums = sql.join(measures.map((m) => sql`sum(${sql.ref(`f.${m}`)})`));
  const result =
    await sql`insert into ${ident(w.table)} (range_start, range_end, ${cols(w.columns)}, ${cols(measures)})
    select r.range_start, r.range_end, ${factColumns(w.columns)}, ${sums}
    from ${ident(w.from)} f
    join (values ${values}) as r(range_start, range_end) on f.month between r.range_start and r.range_end
    group by r.range_start, r.range_end, ${factColumns(w.columns)}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The tables autocomplete reads (migration 0003); a load fills them from its names (data-load/autocomplete-words.ts). */
export const AUTOCOMPLETE_TABLES = ['autocomplete_word', 'autocomplete_vocabulary'] as const;

/** Words of brand and product names for autocomplete, each with the name's spec lines (its popularity). */
async function rebuildAutocompleteWords(database: Database): Promise<Record<string, number>> {
  const db = database.db;
  const sources = [
    {
      kind: 'brand',
      table: 'manufacturer',
      popularity: sql`select manufacturer_id as id, sum(lines) as lines from rollup_spec_brand group by 1`,
    },
    {
      kind: 'product',
      table: 'product',
      popularity: sql`select product_id as id, sum(lines) as lines from rollup_spec_product group by 1`,
    },
  ];
  await sql`truncate table autocomplete_word`.execute(db);
  await sql`truncate table autocomplete_vocabulary`.execute(db);
  for (const s of sources) {
    // The first word is element 1 of the split, or 2 when the name starts with a separator.
    await sql`insert into autocomplete_word (kind, word, id, popularity, is_first)
      select distinct ${s.kind}, w.word, n.id, cast(coalesce(p.lines, 0) as integer),
        w.n = case when lower(n.name) ~ ${`^${WORD_SEPARATOR}`} then 2 else 1 end
      from ${ident(s.table)} n
      left join (${s.popularity}) p on p.id = n.id
      cross join lateral regexp_split_to_table(lower(n.name), ${WORD_SEPARATOR}) with ordinality as w(word, n)
      where w.word <> ''`.execute(db);
  }
  const vocabulary = await sql`insert into autocomplete_vocabulary (kind, word)
    select distinct kind, word from autocomplete_word`.execute(db);
  const n = await sql<{ n: number }>`select count(*) as n from autocomplete_word`.execute(db);
  return {
    autocomplete_word: Number(n.rows[0]?.n ?? 0),
    autocomplete_vocabulary: Number(vocabulary.numAffectedRows ?? 0),
  };
}
