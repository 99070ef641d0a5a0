// The market store's tables (DuckDB): dimensions, projects and principals, the two fact tables and the
// autocomplete words. Each column is declared once here, with its SQL type and its TypeScript type: the
// snapshot's DDL (createMarketTablesSql) and the queries' Kysely interface (MarketDB) both derive from it.
// A snapshot is written once by the loader and only read after, so no keys or indexes: the facts are stored
// sorted so that DuckDB's zone maps skip what a filter excludes.
import type { ColumnType, Generated } from 'kysely';

/** A column: its SQL definition, and (as a type only) what a query reads from it. */
interface Column<T> {
  sql: string;
  /** Type-level only: the value a select returns. */
  readonly read?: T;
}

/**
 * A SQL type as a `not null` column; `.nullable` without the constraint, `.of<U>()` read as a narrower
 * TypeScript type, `.default(sql)` filled by the engine when an insert leaves it out.
 */
function sqlType<T>(name: string) {
  const column: Column<T> & {
    nullable: Column<T | null>;
    of: <U extends T>() => Column<U>;
    default: (value: string) => Column<Generated<T>>;
  } = {
    sql: `${name} not null`,
    nullable: { sql: name },
    of: () => ({ sql: `${name} not null` }),
    default: (value) => ({ sql: `${name} not null default ${value}` }),
  };
  return column;
}

const varchar = sqlType<string>('varchar');
const smallint = sqlType<number>('smallint');
const integer = sqlType<number>('integer');
const double = sqlType<number>('double');
const boolean = sqlType<boolean>('boolean');
/** Read as 'YYYY-MM-DD' text (db/duckdb-dialect.ts). */
const date = sqlType<string>('date');
const timestamptz = sqlType<ColumnType<Date, Date | string, Date | string>>('timestamptz');

export const marketTables = {
  census_region: { id: varchar, name: varchar },
  us_state: { id: smallint, name: varchar, code: varchar, region_id: varchar },
  /** state_id is null for a city outside the US; country_code is ISO 3166 alpha-2. */
  city: {
    id: integer,
    name: varchar,
    state_id: smallint.nullable,
    lat: double,
    lng: double,
    country_code: varchar.default("'US'"),
  },
  segment: { id: smallint, name: varchar, icon: varchar },
  /** quantity_unit: what the quantity of the category's spec lines counts ('sq ft', 'yd', 'each'). */
  category: { id: integer, name: varchar, parent_id: integer.nullable, quantity_unit: varchar },
  manufacturer: { id: integer, name: varchar, logo_url: varchar },
  product: {
    id: integer,
    name: varchar,
    manufacturer_id: integer,
    category_id: integer,
    sub_category_id: integer.nullable,
    is_open_spec: boolean.default('false'),
    image_url: varchar,
  },
  spec_type: { id: integer, name: varchar, code: varchar },
  spec_value: { id: integer, spec_type_id: integer, name: varchar },
  product_spec_value: { product_id: integer, spec_value_id: integer },
  product_status: { id: smallint, name: varchar },
  design_firm: { id: integer, name: varchar },
  /** The office's site (lat, lng; null: its city's centre). */
  firm_office: {
    id: integer,
    design_firm_id: integer,
    city_id: integer,
    lat: double.nullable,
    lng: double.nullable,
  },
  project: {
    id: integer,
    name: varchar,
    segment_id: smallint,
    city_id: integer,
    state_id: smallint,
    lat: double,
    lng: double,
    office_id: integer,
    start_date: date,
    completion_date: date.nullable,
  },
  principal: {
    id: integer,
    project_id: integer,
    type_name: varchar.of<'owner' | 'architect' | 'contractor'>(),
    company_name: varchar,
    first_name: varchar,
    last_name: varchar,
    city_name: varchar,
    state_code: varchar,
    phone: varchar,
  },
  vendor: {
    id: integer,
    manufacturer_id: integer,
    name: varchar,
    email: varchar,
    city_id: integer,
    state_id: smallint,
  },
  market_user: { id: integer, design_firm_id: integer, city_id: integer },
  event_type: { id: smallint, code: varchar, name: varchar },
  spec_line: {
    id: integer,
    project_id: integer,
    product_id: integer,
    status_id: smallint,
    quantity: integer,
    spec_date: date,
    manufacturer_id: integer,
    category_id: integer,
    sub_category_id: integer.nullable,
    is_open_spec: boolean,
    segment_id: smallint,
    state_id: smallint,
  },
  user_event: {
    id: integer,
    event_type_id: smallint,
    event_date: timestamptz,
    user_id: integer,
    design_firm_id: integer,
    manufacturer_id: integer.nullable,
    product_id: integer.nullable,
    category_id: integer.nullable,
    project_id: integer.nullable,
    vendor_id: integer.nullable,
    city_id: integer,
    state_id: smallint,
    score: double.nullable,
    calc_type: varchar.nullable,
    /** event_date's UTC day (factDerivedColumns). */
    event_day: date,
  },
  autocomplete_word: { kind: varchar, word: varchar, id: integer, popularity: integer, is_first: boolean },
  autocomplete_vocabulary: { kind: varchar, word: varchar },
} as const satisfies Record<string, Record<string, Column<unknown>>>;

export type MarketTable = keyof typeof marketTables;

/** The market store's tables as Kysely sees them: each column's type as its declaration above reads. */
export type MarketDB = {
  [T in MarketTable]: {
    -readonly [C in keyof (typeof marketTables)[T]]: (typeof marketTables)[T][C] extends Column<infer V>
      ? V
      : never;
  };
};

/**
 * The snapshot layout's version, part of each snapshot's file name: bumped whenever the tables change, so a
 * snapshot an older build wrote is not found, and the first start loads the data again instead of querying
 * columns the file lacks.
 */
export const MARKET_FORMAT = 3;

/**
 * The order each fact table is stored in: lines of a category and month together (nearly every figure
 * filters by category and date), events by type and day (searches are one type).
 */
export const factSortOrder: Partial<Record<MarketTable, string>> = {
  spec_line: 'category_id, spec_date, manufacturer_id',
  user_event: 'event_type_id, event_date',
};

/**
 * Columns the snapshot derives from the loaded ones while it sorts them (the generator does not write them):
 * an event's UTC day, so grouping and windowing searches by day reads a date instead of converting every
 * timestamp through the time-zone library, many times as slow. The load derives it from the epoch seconds
 * for the same reason (the same days, a fraction of the time).
 */
export const factDerivedColumns: Partial<Record<MarketTable, Record<string, string>>> = {
  user_event: { event_day: "date '1970-01-01' + cast(floor(epoch(event_date) / 86400) as integer)" },
};

export const createMarketTablesSql = Object.entries(marketTables)
  .map(([table, columns]) => {
    const definitions = Object.entries(columns).map(([name, column]) => `${name} ${column.sql}`);
    return `create or replace table ${table} (${definitions.join(', ')});`;
  })
  .join('\n');
