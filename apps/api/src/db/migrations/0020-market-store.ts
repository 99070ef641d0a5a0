// Market data moves to the market store (DuckDB snapshots, db/market-store.ts): its tables, the rollups,
// histograms and autocomplete words that made the row store answer analytic questions, and their
// bookkeeping leave PostgreSQL, which keeps the portal data (firms, users, sessions, audit, data version).
import type { Kysely } from 'kysely';
import { runStatements } from './statements.ts';

const rollups = [
  'rollup_spec_brand_sub',
  'rollup_spec_brand',
  'rollup_spec_brand_state',
  'rollup_spec_brand_region',
  'rollup_spec_brand_segment',
  'rollup_spec_brand_status',
  'rollup_spec_product',
  'rollup_spec_state',
  'rollup_spec_market',
  'rollup_search_brand_state',
  'rollup_search_brand_region',
  'rollup_search_brand',
  'rollup_search_state',
  'rollup_search_product',
  'rollup_spec_project',
  'rollup_spec_product_window',
  'rollup_search_product_window',
  'rollup_spec_product_histogram',
  'rollup_search_product_histogram',
  'rollup_spec_brand_window',
  'rollup_search_brand_window',
  'rollup_spec_value',
  'rollup_event_brand',
  'rollup_build',
  'autocomplete_word',
  'autocomplete_vocabulary',
];

const market = [
  'user_event',
  'spec_line',
  'event_type',
  'market_user',
  'vendor',
  'principal',
  'project',
  'firm_office',
  'design_firm',
  'product_status',
  'product_spec_value',
  'spec_value',
  'spec_type',
  'product',
  'manufacturer',
  'category',
  'segment',
  'city',
  'us_state',
  'census_region',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table if exists ${rollups.join(', ')} cascade;
    drop table if exists ${market.join(', ')} cascade;
    -- The data version names the market snapshot now in use; a reload writes a new one.
    delete from data_version;
  `,
  );
}

/** The market tables are not recreated: load the demo data again after going back (npm run data). */
export async function down(): Promise<void> {}
