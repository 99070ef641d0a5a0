// Large market answers as one JSON text built by the market store, instead of row by row through the driver.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from './schema.ts';

/**
 * The rows of `query`, in the order of `order` (an ORDER BY list over the query's columns, seen as `q`), built
 * by DuckDB as one JSON text and parsed once. The driver's row conversion reads every string value through
 * its own decoder: for 10,000 products that took about 36 ms of the event loop and most of the garbage per
 * answer (a greedy user's lists held every other user's cached answers up by 280-370 ms at p95).
 * Values come back as JSON gives them: numbers, strings, null, and dates as 'YYYY-MM-DD'.
 */
export async function jsonRows<T>(
  db: Kysely<DB>,
  query: RawBuilder<unknown>,
  order: RawBuilder<unknown>,
): Promise<T[]> {
  const { rows } = await sql<{ rows: string }>`
    select cast(to_json(coalesce(list(q order by ${order}), [])) as varchar) as rows
    from (${query}) q`.execute(db);
  return JSON.parse(rows[0]?.rows ?? '[]') as T[];
}
