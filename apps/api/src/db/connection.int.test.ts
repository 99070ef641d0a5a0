// The engine under test: bulk replacement (rows replaced, indexes rebuilt, failures roll back), its write mark
// and the embedded data folder's lock.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { BinaryRowWriter } from '@specpulse/demo-data';
import { openDatabase } from './connection.ts';
import { DataFolderInUseError } from './data-lock.ts';

let t: TestDatabase;
const run = async <T>(text: string) => (await sql.raw(text).execute(t.database.db)).rows as T[];
const indexesOf = (table: string) =>
  run<{ indexname: string }>(`select indexname from pg_indexes where tablename = '${table}' order by 1`);
const keysOf = (table: string) =>
  run<{ conname: string; contype: string }>(
    `select conname, contype from pg_constraint where conrelid = '${table}'::regclass and contype in ('p', 'u') order by 1`,
  );
const rowsOf = (table: string) =>
  run<{ id: number; name: string }>(`select id, name from ${table} order by id`);

beforeAll(async () => {
  t = await createTestDatabase();
  for (const table of ['bulk_a', 'bulk_b']) {
    await run(`create table ${table} (id integer primary key, name text not null)`);
    await run(`create index ${table}_name_idx on ${table} (name)`);
    await run(`insert into ${table} values (1, 'old')`);
  }
});
afterAll(async () => t?.drop());

function* csvOf(ids: number[], failAt?: number): Generator<string> {
  for (const id of ids) {
    if (id === failAt) throw new Error('the generator failed');
    yield `${id},name ${id}\n`;
  }
}

describe('replaceFrom', () => {
  it('replaces every table given, keeping each index', async () => {
    await t.database.replaceFrom([
      { table: 'bulk_a', columns: ['id', 'name'], csv: csvOf([1, 2, 3]) },
      { table: 'bulk_b', columns: ['id', 'name'], csv: csvOf([7]) },
    ]);
    expect(await rowsOf('bulk_a')).toEqual([
      { id: 1, name: 'name 1' },
      { id: 2, name: 'name 2' },
      { id: 3, name: 'name 3' },
    ]);
    expect(await rowsOf('bulk_b')).toEqual([{ id: 7, name: 'name 7' }]);
    expect(await indexesOf('bulk_a')).toEqual([
      { indexname: 'bulk_a_name_idx' },
      { indexname: 'bulk_a_pkey' },
    ]);
    // The rebuilt index is used and right; the primary keys are constraints again and enforced.
    expect(await run(`select id from bulk_a where name = 'name 2'`)).toEqual([{ id: 2 }]);
    expect(await keysOf('bulk_a')).toEqual([{ conname: 'bulk_a_pkey', contype: 'p' }]);
    await expect(run(`insert into bulk_a values (3, 'again')`)).rejects.toThrow(/duplicate key/);
    expect(await keysOf('bulk_b')).toEqual([{ conname: 'bulk_b_pkey', contype: 'p' }]);
  });

  it('leaves the tables and their indexes as they were when a load fails', async () => {
    const before = await rowsOf('bulk_a');
    await expect(
      t.database.replaceFrom([{ table: 'bulk_a', columns: ['id', 'name'], csv: csvOf([10, 11, 12], 12) }]),
    ).rejects.toThrow('the generator failed');
    await expect(
      t.database.replaceFrom([{ table: 'bulk_a', columns: ['id', 'name'], csv: csvOf([5, 5]) }]),
    ).rejects.toThrow(/could not create unique index "bulk_a_pkey"/);
    expect(await rowsOf('bulk_a')).toEqual(before);
    expect(await keysOf('bulk_a')).toEqual([{ conname: 'bulk_a_pkey', contype: 'p' }]);
    expect(await indexesOf('bulk_a')).toEqual([
      { indexname: 'bulk_a_name_idx' },
      { indexname: 'bulk_a_pkey' },
    ]);
    // The engine's session is usable afterwards (no transaction left open).
    await run(`insert into bulk_a values (99, 'after')`);
    expect((await rowsOf('bulk_a')).at(-1)).toEqual({ id: 99, name: 'after' });
  });

  it('gives every session the query settings the analytics are measured with', async () => {
    const [settings] = await run<{ work_mem: string; jit: string }>(
      `select current_setting('work_mem') as work_mem, current_setting('jit') as jit`,
    );
    expect(settings?.work_mem).toBe('32MB');
    // JIT compiling cost 1.4 s of a 1.8 s product query on the large data set (the embedded engine has none).
    if (t.database.kind === 'postgres') expect(settings?.jit).toBe('off');
  });

  it('loads binary COPY rows with every field type the facts use', async () => {
    await run(`create table bulk_types (id bigint primary key, small smallint, n integer, d date,
      ts timestamptz, f double precision, b boolean, t text)`);
    const out = new BinaryRowWriter();
    const day = Date.UTC(2026, 8, 30) / 86_400_000;
    out
      .row(8)
      .int8(2 ** 40 + 7)
      .int2(-3)
      .int4(123456)
      .date(day)
      .timestamp(day, 13 * 3600 + 5 * 60 + 9);
    out.float8(0.125).bool(true).text('dwell_seconds');
    out.row(8).int8(2).null().optionalInt4(0).null().null().null().bool(false).null();
    const chunk = out.take();
    expect(chunk.rows).toBe(2);
    await t.database.replaceFrom([
      {
        table: 'bulk_types',
        columns: ['id', 'small', 'n', 'd', 'ts', 'f', 'b', 't'],
        binary: [chunk.bytes],
      },
    ]);
    expect(
      await run(`select id, small, n, d, to_char(ts at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as ts, f, b, t
        from bulk_types order by id`),
    ).toEqual([
      { id: 2, small: null, n: null, d: null, ts: null, f: null, b: false, t: null },
      {
        id: 2 ** 40 + 7,
        small: -3,
        n: 123456,
        d: '2026-09-30',
        ts: '2026-09-30 13:05:09',
        f: 0.125,
        b: true,
        t: 'dwell_seconds',
      },
    ]);
  });
});

describe('writeMark', () => {
  it('changes with every write on the embedded engine, never with a read; is null on PostgreSQL', async () => {
    const mark = () => t.database.writeMark();
    if (t.database.kind === 'postgres') {
      expect(mark()).toBeNull();
      return;
    }
    const before = mark();
    await rowsOf('bulk_a');
    await run('with w as (select count(*) from bulk_b) select * from w');
    expect(mark()).toBe(before);
    for (const write of [
      "insert into bulk_a values (500, 'written')",
      "with moved as (update bulk_a set name = 'moved' where id = 500 returning id) select * from moved",
      'delete from bulk_a where id = 500',
    ]) {
      const at = mark();
      await run(write);
      expect(mark(), write).not.toBe(at);
    }
    // A failed write counts too: it may have changed something before failing.
    const at = mark();
    await expect(run("insert into bulk_a values (1, 'duplicate key')")).rejects.toThrow();
    expect(mark()).not.toBe(at);
  });
});

describe('the embedded data folder', () => {
  it('is opened by one database at a time', async () => {
    if (t.database.kind === 'postgres') return;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-folder-'));
    try {
      const first = openDatabase({ dataDir: dir });
      await first.ping();
      expect(() => openDatabase({ dataDir: dir })).toThrow(DataFolderInUseError);
      await first.close();
      const again = openDatabase({ dataDir: dir });
      await again.ping();
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
