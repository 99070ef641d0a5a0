// Per-window product rollup: spec lines per product summed over each date range a payload can ask for (the
// window and previous window of every period end × interval at the data's as_of), so product rankings,
// counts and medians read one row per product instead of one per product and month.
import type { Kysely } from 'kysely';
import { runStatements } from './statements.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table rollup_spec_product_window (
      range_start date not null,
      range_end date not null,
      product_id integer not null,
      manufacturer_id integer not null,
      category_id integer not null,
      sub_category_id integer,
      is_open_spec boolean not null,
      lines integer not null,
      quantity bigint not null
    );
    create index rollup_spec_product_window_range_idx
      on rollup_spec_product_window (range_start, range_end, category_id);
    -- The brand drilldown reads one brand group's products of a window.
    create index rollup_spec_product_window_manufacturer_idx
      on rollup_spec_product_window (range_start, range_end, manufacturer_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table if exists rollup_spec_product_window;`);
}
