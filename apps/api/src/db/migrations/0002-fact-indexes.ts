// Indexes on the fact tables for the analytics' narrow questions (by date, brand, product, project, vendor).
import { sql, type Kysely } from 'kysely';

/**
 * The fact-table indexes. The data loader drops and recreates exactly these around a bulk load
 * (building them once afterwards is several times faster than maintaining them row by row).
 */
export const factIndexes = [
  { name: 'spec_line_date_idx', table: 'spec_line', definition: '(spec_date)' },
  { name: 'spec_line_brand_date_idx', table: 'spec_line', definition: '(manufacturer_id, spec_date)' },
  { name: 'spec_line_category_date_idx', table: 'spec_line', definition: '(category_id, spec_date)' },
  { name: 'spec_line_product_idx', table: 'spec_line', definition: '(product_id)' },
  { name: 'spec_line_project_idx', table: 'spec_line', definition: '(project_id)' },
  // Events are written in date order, so a block-range index finds a window for a few kilobytes.
  { name: 'user_event_date_brin', table: 'user_event', definition: 'using brin (event_date)' },
  { name: 'user_event_brand_idx', table: 'user_event', definition: '(manufacturer_id, event_date)' },
  {
    name: 'user_event_product_idx',
    table: 'user_event',
    definition: '(product_id) where product_id is not null',
  },
  {
    name: 'user_event_vendor_idx',
    table: 'user_event',
    definition: '(vendor_id) where vendor_id is not null',
  },
  {
    name: 'user_event_project_idx',
    table: 'user_event',
    definition: '(project_id) where project_id is not null',
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of factIndexes)
    await sql
      .raw(`create index if not exists ${index.name} on ${index.table} ${index.definition}`)
      .execute(db);
  await sql`create index if not exists market_user_firm_idx on market_user(design_firm_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of factIndexes) await sql.raw(`drop index if exists ${index.name}`).execute(db);
  await sql`drop index if exists market_user_firm_idx`.execute(db);
}
