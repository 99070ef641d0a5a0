// The fact-index migrations run both ways: down puts back the indexes up replaced, up replaces them again.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import * as m0009 from './0009-unused-event-indexes.ts';
import * as m0011 from './0011-covering-fact-indexes.ts';
import * as m0013 from './0013-brand-covering-index.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

const indexNames = async () =>
  new Set(
    (await sql<{ indexname: string }>`select indexname from pg_indexes`.execute(t.database.db)).rows.map(
      (r) => r.indexname,
    ),
  );

// Newest first: down runs in the reverse order of up.
const cases = [
  {
    name: '0013',
    migration: m0013,
    replaced: m0013.replacedByBrandIndexes,
    created: m0013.brandCoveringIndexes,
  },
  { name: '0011', migration: m0011, replaced: m0011.replacedFactIndexes, created: m0011.coveringFactIndexes },
  { name: '0009', migration: m0009, replaced: m0009.unusedFactIndexes, created: [] },
];

describe('fact-index migrations', () => {
  it('go down to the indexes they replaced and up again', async () => {
    const db = t.database.db as Kysely<unknown>;
    const createdNames = (c: (typeof cases)[number]) => c.created.map((i) => i.name);
    for (const c of cases) {
      await c.migration.down(db);
      const names = await indexNames();
      expect(
        c.replaced.filter((n) => !names.has(n)),
        `${c.name} down`,
      ).toEqual([]);
      expect(
        createdNames(c).filter((n) => names.has(n)),
        `${c.name} down`,
      ).toEqual([]);
    }
    for (const c of [...cases].reverse()) {
      await c.migration.up(db);
      const names = await indexNames();
      expect(
        c.replaced.filter((n) => names.has(n)),
        `${c.name} up`,
      ).toEqual([]);
      expect(
        createdNames(c).filter((n) => !names.has(n)),
        `${c.name} up`,
      ).toEqual([]);
    }
  });
});
