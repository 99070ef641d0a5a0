// The product ranking, spec count and medians read from the per-window rollup and the product histograms
// against the general path (every product ranked from the sources, itself checked against the reference in
// product.int.test.ts): the same rows and numbers, for payloads that fit and payloads that must fall back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { filterPayloadSchema, type FilterPayloadInput } from '@specpulse/contract';
import { firmConfiguration, testActor } from '../../../test/auth-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { FirmConfiguration } from '../../db/schema.ts';
import { compileFilters } from '../../filters/compile.ts';
import { sourceTestDatasets } from '../../../test/filters.fixture.ts';
import { SPEC_PRODUCT_HISTOGRAM } from '../../filters/product-histograms.ts';
import type { TopProductRow } from '@specpulse/contract';
import { productMedians, productSpecCount } from './product-histogram.queries.ts';
import { topProducts } from './product.queries.ts';

interface Ids {
  categories: number[];
  /** Sub-categories of the first category, and of the second. */
  subsOf: [number[], number[]];
  /** A top-level category without any product (so without spec lines or searches). */
  empty: number;
  segments: number[];
  statuses: number[];
  projects: number[];
  brands: number[];
}

/** [name, payload, whether the per-window rollups answer it] */
type Case = [string, (ids: Ids) => FilterPayloadInput, boolean];
const cases: Case[] = [
  ['firm defaults', () => ({}), true],
  [
    'every category, open spec, 36 months to the last month',
    (ids) => ({ categories: ids.categories, openspec: true, period_interval: 36, period_end: 'month' }),
    true,
  ],
  ['3 months to the last month', () => ({ period_interval: 3, period_end: 'month' }), true],
  [
    'one category narrowed to two sub-categories',
    (ids) => ({ categories: ids.categories.slice(0, 1), subCategories: ids.subsOf[0].slice(0, 2) }),
    true,
  ],
  [
    'a narrowed category and a whole one, open spec, 6 months',
    (ids) => ({
      categories: ids.categories.slice(0, 2),
      subCategories: ids.subsOf[1].slice(0, 1),
      openspec: true,
      period_interval: 6,
    }),
    true,
  ],
  ['a category without products', (ids) => ({ categories: [ids.empty] }), true],
  ['regions (falls back)', () => ({ regions: ['south'] }), false],
  ['segments (falls back)', (ids) => ({ segments: ids.segments.slice(0, 1) }), false],
  ['statuses (falls back)', (ids) => ({ projprodstatus: ids.statuses.slice(0, 2) }), false],
  ['project ids (falls back)', (ids) => ({ project_ids: ids.projects.slice(0, 40) }), false],
  [
    'advanced query (falls back)',
    (ids) => ({ complex: [{ brandId: ids.brands[0] ?? 1 }, { brandId: ids.brands[1] ?? 2 }] }),
    false,
  ],
];

async function readIds(t: TestDatabase): Promise<Ids> {
  const db = t.database.db;
  const categories = await db.selectFrom('category').select(['id', 'parent_id']).orderBy('id').execute();
  const top = categories.filter((c) => c.parent_id === null).map((c) => c.id);
  const subsOf = (parent: number | undefined) =>
    categories.filter((c) => c.parent_id === parent).map((c) => c.id);
  const empty = Math.max(...categories.map((c) => c.id)) + 1;
  await db.insertInto('category').values({ id: empty, name: 'Nothing here', parent_id: null }).execute();
  const ids = async (table: 'product_status' | 'segment' | 'project' | 'manufacturer') =>
    (await db.selectFrom(table).select('id').orderBy('id').limit(40).execute()).map((r) => r.id);
  return {
    categories: top,
    subsOf: [subsOf(top[0]), subsOf(top[1])],
    empty,
    segments: await ids('segment'),
    statuses: await ids('product_status'),
    projects: await ids('project'),
    brands: await ids('manufacturer'),
  };
}

const actorOf = (configuration: FirmConfiguration) => testActor(configuration, { products: true });

/** Limits whose cut-off falls inside a run of equal line counts (ties at the limit). */
const tieLimits = (ranking: TopProductRow[]): number[] =>
  ranking
    .map((r, i) => (i > 0 && ranking[i - 1]?.sum_spec === r.sum_spec ? i : 0))
    .filter((limit) => limit > 0)
    .slice(0, 4);

describe.each(sourceTestDatasets)('product figures from the per-window rollups on %s data', (_name, load) => {
  let t: TestDatabase;
  let ids: Ids;
  let config: FirmConfiguration;
  beforeAll(async () => {
    t = await createTestDatabase();
    await load(t.database);
    ids = await readIds(t);
    const subCategories = (
      await t.database.db.selectFrom('category').select('id').where('parent_id', 'is not', null).execute()
    ).map((c) => c.id);
    config = firmConfiguration({
      hasfeature: { nestedcategories: true },
      filters: { categories: [...ids.categories, ids.empty], subCategories },
      defaultcategories: ids.categories.slice(0, 3),
    });
  });
  afterAll(async () => t?.drop());

  const scopeOf = async (input: FilterPayloadInput, configuration: FirmConfiguration = config) =>
    compileFilters(t.database, actorOf(configuration), filterPayloadSchema.parse(input));

  it.each(cases)('%s: the same ranking, count and medians as the general path', async (_c, input, fits) => {
    const db = t.database.db;
    const scope = await scopeOf(input(ids));
    expect(scope.productWindowWhere('spec', 'h', 'window') !== null).toBe(fits);
    const ranking = await topProducts(db, scope, undefined);
    const ties = tieLimits(ranking);
    if (fits && ranking.length > 20) expect(ties.length, 'a tie at some cut-off').toBeGreaterThan(0);
    const limits = [1, 3, 10, ranking.length, ranking.length + 5, ...ties].filter((l) => l >= 1);
    for (const limit of limits) {
      const fast = await topProducts(db, scope, limit);
      expect(fast, `limit ${limit}`).toEqual(await topProducts(db, scope, limit, { path: 'general' }));
      expect(fast, `limit ${limit}`).toEqual(ranking.slice(0, limit));
    }
    const count = await productSpecCount(db, scope);
    expect(count).toEqual(await productSpecCount(db, scope, { path: 'general' }));
    expect(count.count).toBe(ranking.length);
    expect(await productMedians(db, scope)).toEqual(await productMedians(db, scope, { path: 'general' }));
  });

  it('a firm with no categories enabled: nothing, from the histograms too', async () => {
    const db = t.database.db;
    const scope = await scopeOf({}, firmConfiguration({}));
    expect(scope.productWindowWhere('spec', 'h', 'window')).not.toBeNull();
    expect(await topProducts(db, scope, 10)).toEqual([]);
    expect(await productSpecCount(db, scope)).toEqual({ count: 0 });
    expect(await productMedians(db, scope)).toEqual({ spec: null, search: null });
  });

  it('falls back while the histograms are missing from the build or the rollups are stale', async () => {
    const db = t.database.db;
    const { rows } = await sql<{ row_counts: unknown }>`select row_counts from rollup_build`.execute(db);
    const counts = rows[0]?.row_counts;
    const restore = typeof counts === 'string' ? counts : JSON.stringify(counts);
    // Rollups built before migration 0008: no spec histogram in the build record.
    await sql`update rollup_build set row_counts = row_counts - cast(${SPEC_PRODUCT_HISTOGRAM} as text)`.execute(
      db,
    );
    const before0008 = await scopeOf({});
    expect(before0008.productWindowWhere('spec', 'h', 'window')).toBeNull();
    expect(before0008.productWindowWhere('search', 'h', 'window')).not.toBeNull();
    expect(await productMedians(db, before0008)).toEqual(
      await productMedians(db, before0008, { path: 'general' }),
    );
    await sql`update rollup_build set row_counts = cast(${restore} as jsonb)`.execute(db);
    const version = await db.selectFrom('data_version').select('version').executeTakeFirstOrThrow();
    await db.updateTable('data_version').set({ version: 'next' }).where('id', '=', 1).execute();
    try {
      const stale = await scopeOf({});
      expect(stale.productWindowWhere('spec', 'h', 'window')).toBeNull();
      expect(stale.productWindowWhere('search', 'h', 'window')).toBeNull();
      expect(await topProducts(db, stale, 10)).toEqual(await topProducts(db, stale, 10, { path: 'general' }));
    } finally {
      await db.updateTable('data_version').set({ version: version.version }).where('id', '=', 1).execute();
    }
    expect((await scopeOf({})).productWindowWhere('spec', 'h', 'window')).not.toBeNull();
  });
});
