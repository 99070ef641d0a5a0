// Spec value rollup: per month, spec attribute value and the product filter columns, the spec lines whose
// product carries the value, so the pattern reports group a few rows per value instead of joining every
// product's lines to its values (filters/rollups.ts fills it from rollup_spec_product); and events per
// month, brand and event type for the internal top brands.
import type { Kysely } from 'kysely';
import { runStatements } from './statements.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table rollup_spec_value (
      month date not null,
      spec_value_id integer not null,
      spec_type_id integer not null,
      category_id integer not null,
      sub_category_id integer,
      is_open_spec boolean not null,
      lines bigint not null
    );
    create index rollup_spec_value_month_idx on rollup_spec_value (month, category_id);
    -- Events per month, brand and event type: the internal top brands' event counts for every brand at once.
    create table rollup_event_brand (
      month date not null,
      manufacturer_id integer not null,
      event_type_id integer not null,
      events bigint not null
    );
    create index rollup_event_brand_month_idx on rollup_event_brand (month);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table if exists rollup_event_brand; drop table if exists rollup_spec_value;`);
}
