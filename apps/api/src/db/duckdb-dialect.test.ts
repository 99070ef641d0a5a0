// Bound values through DuckDB prepared statements: each JS value comes back as the same value, typed as the
// PostgreSQL side types it, and the SQL text never carries one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBInstance } from '@duckdb/node-api';
import { Kysely, sql } from 'kysely';
import { DuckDbDialect } from './duckdb-dialect.ts';

describe('DuckDbDialect binds values', () => {
  let instance: DuckDBInstance;
  let db: Kysely<Record<string, never>>;
  beforeAll(async () => {
    instance = await DuckDBInstance.create(':memory:');
    db = new Kysely({ dialect: new DuckDbDialect(instance, 1) });
  });
  afterAll(async () => {
    await db.destroy();
    instance.closeSync();
  });

  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0];

  it('binds numbers, booleans, nulls and text as themselves', async () => {
    expect(
      await one(sql`select ${1} as i, ${2 ** 40} as big, ${0.5} as d, ${true} as b, ${null} as n,
        ${"it's $1 -- /* */"} as s`),
    ).toEqual({ i: 1, big: 2 ** 40, d: 0.5, b: true, n: null, s: "it's $1 -- /* */" });
    expect(await one(sql`select ${7} + 1 as sum, ${7} / 2 as half`)).toEqual({ sum: 8, half: 3.5 });
  });

  it('binds lists for in-list and any(), the empty one included', async () => {
    expect(await one(sql`select 2 = any(${[1, 2, 3]}::int[]) as hit, 2 = any(${[]}::int[]) as miss`)).toEqual(
      {
        hit: true,
        miss: false,
      },
    );
    expect(await one(sql`select ${['a', "b'c"]}::text[] as words`)).toEqual({ words: ['a', "b'c"] });
  });

  it('gives dates as YYYY-MM-DD and counts as numbers', async () => {
    expect(
      await one(sql`select cast(${'2026-01-31'} as date) as day, count(*) as n,
        cast(${new Date('2026-01-02T03:04:05Z')} as timestamptz) = timestamptz '2026-01-02 03:04:05+00' as ts`),
    ).toEqual({ day: '2026-01-31', n: 1, ts: true });
  });

  it('refuses a number it cannot bind', async () => {
    await expect(sql`select ${Number.NaN} as x`.execute(db)).rejects.toThrow(/finite/);
  });
});
