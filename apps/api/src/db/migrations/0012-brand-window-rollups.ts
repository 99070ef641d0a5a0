// Per-window brand rollups: spec lines and searches per brand, category (and open spec) summed over each date
// range a payload can ask for, as migrations 0006 and 0007 do per product. Brand rankings, counts and medians
// over a whole window then read a few thousand rows instead of every brand's months (36 months at demo scale:
// 50,000 spec rows and 74,000 search rows, 130 ms of the brand medians on the embedded engine).
import type { Kysely } from 'kysely';
import { runStatements } from './statements.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table rollup_spec_brand_window (
      range_start date not null,
      range_end date not null,
      manufacturer_id integer not null,
      category_id integer not null,
      is_open_spec boolean not null,
      lines integer not null,
      quantity bigint not null
    );
    create index rollup_spec_brand_window_range_idx
      on rollup_spec_brand_window (range_start, range_end, category_id);
    create table rollup_search_brand_window (
      range_start date not null,
      range_end date not null,
      manufacturer_id integer,
      category_id integer,
      searches integer not null
    );
    create index rollup_search_brand_window_range_idx
      on rollup_search_brand_window (range_start, range_end, category_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table if exists rollup_spec_brand_window, rollup_search_brand_window;`);
}
