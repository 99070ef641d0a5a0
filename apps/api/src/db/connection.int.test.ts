// The portal engine under test: CSV bulk loads, the query settings, its write mark and the embedded data
// folder's lock.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { openDatabase } from './connection.ts';
import { DataFolderInUseError } from './data-lock.ts';

let t: TestDatabase;
const run = async <T>(text: string) => (await sql.raw(text).execute(t.database.db)).rows as T[];

beforeAll(async () => {
  t = await createTestDatabase();
  await run(`create table bulk_a (id integer primary key, name text not null, note text)`);
});
afterAll(async () => t?.drop());

describe('copyFrom', () => {
  it('loads CSV rows (quoted text, NULL as an empty field) in chunks', async () => {
    function* csv() {
      for (let id = 1; id <= 3000; id++) yield `${id},"name, ""${id}""",${id % 2 ? '' : '""'}\n`;
    }
    await t.database.copyFrom('bulk_a', ['id', 'name', 'note'], csv());
    const rows = await run<{ id: number; name: string; note: string | null }>(
      `select id, name, note from bulk_a where id in (1, 2, 3000) order by id`,
    );
    expect(rows).toEqual([
      { id: 1, name: 'name, "1"', note: null },
      { id: 2, name: 'name, "2"', note: '' },
      { id: 3000, name: 'name, "3000"', note: '' },
    ]);
  });

  it('gives every session the query settings of both engines', async () => {
    const [settings] = await run<{ work_mem: string; jit: string }>(
      `select current_setting('work_mem') as work_mem, current_setting('jit') as jit`,
    );
    expect(settings?.work_mem).toBe('32MB');
    if (t.database.kind === 'postgres') expect(settings?.jit).toBe('off');
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
    await run('select id, name from bulk_a order by id');
    await run('with w as (select count(*) from bulk_a) select * from w');
    expect(mark()).toBe(before);
    for (const write of [
      "insert into bulk_a values (5000, 'written')",
      "with moved as (update bulk_a set name = 'moved' where id = 5000 returning id) select * from moved",
      'delete from bulk_a where id = 5000',
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

  it("leaves the job queue's own writes out of the mark on both engines (they touch no remembered row)", async () => {
    const mark = () => t.database.writeMark() ?? t.database.localWrites();
    const at = mark();
    await t.database.runSql('create schema if not exists queue_mark_test');
    await t.database.runSql('create table if not exists queue_mark_test.job (id int)');
    await t.database.runSql('insert into queue_mark_test.job values ($1)', [1]);
    expect(mark()).toBe(at);
    await run("insert into bulk_a values (5001, 'counted')");
    expect(mark()).not.toBe(at);
    await run('delete from bulk_a where id = 5001');
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
