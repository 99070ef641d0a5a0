// Large market answers as one JSON text built by the market store, instead of row by row through the driver.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { MarketDB } from './market-schema.ts';

/**
 * The rows of `query`, in the order of `order` (an ORDER BY list over the query's columns, seen as `q`), built
 * by DuckDB as one JSON text and parsed once. The driver's row conversion reads every string value through
 * its own decoder: for a long list that is most of the event loop's time and garbage per answer, and a
 * greedy user's lists would hold every other user's cached answers up.
 * Values come back as JSON gives them: numbers, strings, null, and dates as 'YYYY-MM-DD'.
 */
export async function jsonRows<T>(
  db: Kysely<MarketDB>,
  query: RawBuilder<unknown>,
  order: RawBuilder<unknown>,
): Promise<T[]> {
  // Each row's JSON joined in order: the same text as to_json of the ordered list of rows, in about half the
  // time.
  const { rows } = await sql<{ rows: string }>`
    select '[' || coalesce(string_agg(cast(to_json(q) as varchar), ',' order by ${order}), '') || ']' as rows
    from (${query}) q`.execute(db);
  return JSON.parse(rows[0]?.rows ?? '[]') as T[];
}

/**
 * One page of `query`'s rows in the order of `order` (over the query's columns, seen as `q`), the `limit` rows
 * after the first `offset`, and how many rows the query has: one statement, the query run once.
 */
export async function jsonPage<T>(
  db: Kysely<MarketDB>,
  query: RawBuilder<unknown>,
  order: RawBuilder<unknown>,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: T[] }> {
  const { rows } = await sql<{ total: number; rows: string }>`
    with q as materialized (${query})
    select (select cast(count(*) as int) from q) as total,
      (select '[' || coalesce(string_agg(cast(to_json(q) as varchar), ',' order by ${order}), '') || ']'
        from (select * from q order by ${order} limit ${page.limit} offset ${page.offset}) q) as rows`.execute(
    db,
  );
  return { total: rows[0]?.total ?? 0, rows: JSON.parse(rows[0]?.rows ?? '[]') as T[] };
}
