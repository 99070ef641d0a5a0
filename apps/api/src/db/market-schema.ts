// The market store's tables (DuckDB): dimensions, projects and principals, the two fact tables and the
// autocomplete words. A snapshot is written once by the loader and only read after, so no keys or indexes:
// the facts are stored sorted so that DuckDB's zone maps skip what a filter excludes.

export const marketTables = {
  census_region: 'id varchar not null, name varchar not null',
  us_state: 'id smallint not null, name varchar not null, code varchar not null, region_id varchar not null',
  city: `id integer not null, name varchar not null, state_id smallint, lat double not null, lng double not null,
    country_code varchar not null default 'US'`,
  segment: 'id smallint not null, name varchar not null, icon varchar not null',
  category: 'id integer not null, name varchar not null, parent_id integer',
  manufacturer: 'id integer not null, name varchar not null, logo_url varchar not null',
  product: `id integer not null, name varchar not null, manufacturer_id integer not null,
    category_id integer not null, sub_category_id integer, is_open_spec boolean not null default false,
    image_url varchar not null`,
  spec_type: 'id integer not null, name varchar not null, code varchar not null',
  spec_value: 'id integer not null, spec_type_id integer not null, name varchar not null',
  product_spec_value: 'product_id integer not null, spec_value_id integer not null',
  product_status: 'id smallint not null, name varchar not null',
  design_firm: 'id integer not null, name varchar not null',
  firm_office:
    'id integer not null, design_firm_id integer not null, city_id integer not null, lat double, lng double',
  project: `id integer not null, name varchar not null, segment_id smallint not null, city_id integer not null,
    state_id smallint not null, lat double not null, lng double not null, office_id integer not null,
    start_date date not null, completion_date date`,
  principal: `id integer not null, project_id integer not null, type_name varchar not null,
    company_name varchar not null, first_name varchar not null, last_name varchar not null,
    city_name varchar not null, state_code varchar not null, phone varchar not null`,
  vendor: `id integer not null, manufacturer_id integer not null, name varchar not null, email varchar not null,
    city_id integer not null, state_id smallint not null`,
  market_user: 'id integer not null, design_firm_id integer not null, city_id integer not null',
  event_type: 'id smallint not null, code varchar not null, name varchar not null',
  spec_line: `id integer not null, project_id integer not null, product_id integer not null,
    status_id smallint not null, quantity integer not null, spec_date date not null,
    manufacturer_id integer not null, category_id integer not null, sub_category_id integer,
    is_open_spec boolean not null, segment_id smallint not null, state_id smallint not null`,
  user_event: `id integer not null, event_type_id smallint not null, event_date timestamptz not null,
    user_id integer not null, design_firm_id integer not null, manufacturer_id integer, product_id integer,
    category_id integer, project_id integer, vendor_id integer, city_id integer not null,
    state_id smallint not null, score double, calc_type varchar, event_day date not null`,
  autocomplete_word:
    'kind varchar not null, word varchar not null, id integer not null, popularity integer not null, is_first boolean not null',
  autocomplete_vocabulary: 'kind varchar not null, word varchar not null',
} as const;

export type MarketTable = keyof typeof marketTables;

/**
 * The snapshot layout's version, part of each snapshot's file name: bumped whenever the tables change, so a
 * snapshot an older build wrote is not found, and the first start loads the data again instead of querying
 * columns the file lacks.
 */
export const MARKET_FORMAT = 2;

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

export const createMarketTablesSql = (Object.keys(marketTables) as MarketTable[])
  .map((t) => `create or replace table ${t} (${marketTables[t]});`)
  .join('\n');
