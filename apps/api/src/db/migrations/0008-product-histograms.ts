// Product histograms per precomputed range: how many products have each number of spec lines (searches), so
// the product count, totals and medians merge a few hundred rows instead of one per product; and indexes
// that let the product ranking read only its top rows and the previous window of those few products.
import type { Kysely } from 'kysely';
import { runStatements } from './statements.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table rollup_spec_product_histogram (
      range_start date not null,
      range_end date not null,
      category_id integer not null,
      sub_category_id integer,
      is_open_spec boolean not null,
      -- A product's spec lines in the range, the number of products with exactly that many, and their sums.
      product_lines integer not null,
      products integer not null,
      lines bigint not null,
      quantity bigint not null
    );
    create index rollup_spec_product_histogram_range_idx
      on rollup_spec_product_histogram (range_start, range_end, category_id);
    create table rollup_search_product_histogram (
      range_start date not null,
      range_end date not null,
      category_id integer,
      -- A product's searches in the range (null: the searches without a product), the number of products with
      -- exactly that many (0 on the null row), and all searches of the row.
      product_searches integer,
      products integer not null,
      searches bigint not null
    );
    create index rollup_search_product_histogram_range_idx
      on rollup_search_product_histogram (range_start, range_end, category_id);
    -- The ranking reads a range's largest products per category (this index also serves what the range
    -- index of migration 0006 served, which it replaces), and the previous range of a few products.
    create index rollup_spec_product_window_lines_idx
      on rollup_spec_product_window (range_start, range_end, category_id, lines);
    drop index rollup_spec_product_window_range_idx;
    create index rollup_spec_product_window_product_idx
      on rollup_spec_product_window (range_start, range_end, product_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create index if not exists rollup_spec_product_window_range_idx
      on rollup_spec_product_window (range_start, range_end, category_id);
    drop index if exists rollup_spec_product_window_lines_idx;
    drop index if exists rollup_spec_product_window_product_idx;
    drop table if exists rollup_spec_product_histogram;
    drop table if exists rollup_search_product_histogram;
  `,
  );
}
