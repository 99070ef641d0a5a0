// Rollup tables (monthly pre-aggregates of spec lines and searches), their build record, and the indexes
// the filter compiler's fact-path and autocomplete rely on.
import type { Kysely } from 'kysely';
import { runStatements } from './statements.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    -- One small rollup per common filter (each extra dimension multiplies the rows); see rollups.ts.
    create table rollup_spec_brand_sub (
      month date not null,
      manufacturer_id integer not null,
      category_id integer not null,
      sub_category_id integer,
      is_open_spec boolean not null,
      lines integer not null,
      quantity bigint not null
    );
    create index rollup_spec_brand_sub_month_idx on rollup_spec_brand_sub (month);
    create index rollup_spec_brand_sub_manufacturer_month_idx on rollup_spec_brand_sub (manufacturer_id, month);
    create table rollup_spec_brand (
      month date not null,
      manufacturer_id integer not null,
      category_id integer not null,
      is_open_spec boolean not null,
      lines integer not null,
      quantity bigint not null
    );
    create index rollup_spec_brand_month_idx on rollup_spec_brand (month);
    create index rollup_spec_brand_manufacturer_month_idx on rollup_spec_brand (manufacturer_id, month);
    create table rollup_spec_brand_state (
      month date not null,
      manufacturer_id integer not null,
      category_id integer not null,
      is_open_spec boolean not null,
      state_id smallint not null,
      lines integer not null,
      quantity bigint not null
    );
    create index rollup_spec_brand_state_manufacturer_month_idx on rollup_spec_brand_state (manufacturer_id, month);
    create table rollup_spec_brand_region (
      month date not null,
      manufacturer_id integer not null,
      category_id integer not null,
      is_open_spec boolean not null,
      region_id text not null,
      lines integer not null,
      quantity bigint not null
    );
    create index rollup_spec_brand_region_month_idx on rollup_spec_brand_region (month);
    create index rollup_spec_brand_region_manufacturer_month_idx on rollup_spec_brand_region (manufacturer_id, month);
    create table rollup_spec_brand_segment (
      month date not null,
      manufacturer_id integer not null,
      category_id integer not null,
      is_open_spec boolean not null,
      segment_id smallint not null,
      lines integer not null,
      quantity bigint not null
    );
    create index rollup_spec_brand_segment_month_idx on rollup_spec_brand_segment (month);
    create index rollup_spec_brand_segment_manufacturer_month_idx on rollup_spec_brand_segment (manufacturer_id, month);
    create table rollup_spec_brand_status (
      month date not null,
      manufacturer_id integer not null,
      category_id integer not null,
      is_open_spec boolean not null,
      status_id smallint not null,
      lines integer not null,
      quantity bigint not null
    );
    create index rollup_spec_brand_status_month_idx on rollup_spec_brand_status (month);
    create index rollup_spec_brand_status_manufacturer_month_idx on rollup_spec_brand_status (manufacturer_id, month);
    create table rollup_spec_product (
      month date not null,
      product_id integer not null,
      manufacturer_id integer not null,
      category_id integer not null,
      sub_category_id integer,
      is_open_spec boolean not null,
      lines integer not null,
      quantity bigint not null
    );
    create index rollup_spec_product_month_idx on rollup_spec_product (month);
    create index rollup_spec_product_manufacturer_month_idx on rollup_spec_product (manufacturer_id, month);
    create index rollup_spec_product_product_month_idx on rollup_spec_product (product_id, month);
    create table rollup_spec_state (
      month date not null,
      category_id integer not null,
      is_open_spec boolean not null,
      state_id smallint not null,
      lines integer not null,
      quantity bigint not null
    );
    create index rollup_spec_state_month_idx on rollup_spec_state (month);
    create table rollup_spec_market (
      month date not null,
      category_id integer not null,
      sub_category_id integer,
      is_open_spec boolean not null,
      region_id text not null,
      segment_id smallint not null,
      status_id smallint not null,
      lines integer not null,
      quantity bigint not null
    );
    create index rollup_spec_market_month_idx on rollup_spec_market (month);
    create table rollup_search_brand_state (
      month date not null,
      manufacturer_id integer,
      category_id integer,
      state_id smallint not null,
      searches integer not null
    );
    create index rollup_search_brand_state_manufacturer_month_idx on rollup_search_brand_state (manufacturer_id, month);
    create table rollup_search_brand_region (
      month date not null,
      manufacturer_id integer,
      category_id integer,
      region_id text not null,
      searches integer not null
    );
    create index rollup_search_brand_region_month_idx on rollup_search_brand_region (month);
    create index rollup_search_brand_region_manufacturer_month_idx on rollup_search_brand_region (manufacturer_id, month);
    create table rollup_search_brand (
      month date not null,
      manufacturer_id integer,
      category_id integer,
      searches integer not null
    );
    create index rollup_search_brand_month_idx on rollup_search_brand (month);
    create index rollup_search_brand_manufacturer_month_idx on rollup_search_brand (manufacturer_id, month);
    create table rollup_search_state (
      month date not null,
      category_id integer,
      state_id smallint not null,
      searches integer not null
    );
    create index rollup_search_state_month_idx on rollup_search_state (month);
    create table rollup_search_product (
      month date not null,
      product_id integer,
      manufacturer_id integer,
      category_id integer,
      searches integer not null
    );
    create index rollup_search_product_month_idx on rollup_search_product (month);
    create index rollup_search_product_product_month_idx on rollup_search_product (product_id, month);
    create table rollup_build (
      id integer primary key check (id = 1),
      data_version text not null,
      row_counts jsonb not null,
      built_at timestamptz not null default now()
    );
    -- Autocomplete (pg_trgm is not in every engine): every lower-cased word of each brand and product
    -- name with the name's spec-line count, found by word prefix through a btree; the distinct words
    -- (a few thousand) are scanned for matches inside words. Category names use lower(name).
    create table autocomplete_word (
      kind text not null check (kind in ('brand', 'product')),
      word text not null,
      id integer not null,
      popularity integer not null,
      is_first boolean not null
    );
    create index autocomplete_word_idx on autocomplete_word (kind, word text_pattern_ops);
    create table autocomplete_vocabulary (
      kind text not null,
      word text not null,
      primary key (kind, word)
    );
    create index manufacturer_name_lower_idx on manufacturer (lower(name) text_pattern_ops);
    create index product_name_lower_idx on product (lower(name) text_pattern_ops);
    create index category_name_lower_idx on category (lower(name) text_pattern_ops);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index if exists manufacturer_name_lower_idx, product_name_lower_idx, category_name_lower_idx;
    drop table if exists autocomplete_word, autocomplete_vocabulary, rollup_spec_brand_sub, rollup_spec_brand, rollup_spec_brand_state, rollup_spec_brand_region,
      rollup_spec_brand_segment, rollup_spec_brand_status, rollup_spec_product, rollup_spec_state, rollup_spec_market,
      rollup_search_brand_state, rollup_search_brand_region, rollup_search_brand, rollup_search_state, rollup_search_product, rollup_build;
  `,
  );
}
