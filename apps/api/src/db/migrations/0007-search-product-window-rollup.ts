// Per-window search product rollup: search events per product summed over each date range a payload can
// ask for (as migration 0006 does for spec lines), for the product medians' search half.
import type { Kysely } from 'kysely';
import { runStatements } from './statements.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table rollup_search_product_window (
      range_start date not null,
      range_end date not null,
      product_id integer,
      manufacturer_id integer,
      category_id integer,
      searches integer not null
    );
    create index rollup_search_product_window_range_idx
      on rollup_search_product_window (range_start, range_end, category_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table if exists rollup_search_product_window;`);
}
