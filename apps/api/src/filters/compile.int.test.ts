// The compiled SQL (specWhere/searchWhere and both paths of the sources) against the plain reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { filterPayloadSchema, type FilterPayloadInput } from '@specpulse/contract';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { FirmConfiguration } from '../db/schema.ts';
import { compileForTest, testActor } from '../../test/auth-helpers.ts';
import {
  loadReferenceFacts,
  referencePeriodGroup,
  referenceSearches,
  referenceSpecLines,
  type ReferenceFacts,
} from '../../test/filter-reference.ts';
import { loadFilterFixture, sourceTestDatasets } from '../../test/filters.fixture.ts';
import type { FilterScope } from './scope.ts';
import type { WindowChoice } from './window.ts';
import type { SearchDimension, SpecDimension } from './sources.ts';
import { computeWindows } from './window.ts';

const firm = (partial: Partial<FirmConfiguration>): FirmConfiguration => ({
  hasfeature: {},
  permissions: { brands: true },
  firmbrands: [],
  specifications: [],
  filters: { categories: [], subCategories: [] },
  defaultcategories: [],
  defaultsubcategories: [],
  ...partial,
});
const actorOf = (configuration: FirmConfiguration | null) => testActor(configuration, { brands: true });

/** Ids of the loaded data the cases pick from (so the same cases run on the fixture and on tiny). */
interface DataIds {
  categories: number[];
  subCategories: number[];
  /** Sub-categories of the first category, and of the second. */
  subsOf: [number[], number[]];
  /** Brands, most specified first. */
  brands: number[];
  statuses: number[];
  segments: number[];
  projects: number[];
}

async function readIds(t: TestDatabase): Promise<DataIds> {
  const db = await t.market.at('test');
  const categories = await db.selectFrom('category').select(['id', 'parent_id']).orderBy('id').execute();
  const top = categories.filter((c) => c.parent_id === null).map((c) => c.id);
  const subsOf = (parent: number | undefined) =>
    categories.filter((c) => c.parent_id === parent).map((c) => c.id);
  const brands = await sql<{ id: number }>`select manufacturer_id as id from spec_line group by 1
    order by count(*) desc, 1 limit 8`.execute(db);
  const ids = async (table: 'product_status' | 'segment' | 'project') =>
    (await db.selectFrom(table).select('id').orderBy('id').limit(6).execute()).map((r) => r.id);
  return {
    categories: top,
    subCategories: categories.filter((c) => c.parent_id !== null).map((c) => c.id),
    subsOf: [subsOf(top[0]), subsOf(top[1])],
    brands: brands.rows.map((r) => r.id),
    statuses: await ids('product_status'),
    segments: await ids('segment'),
    projects: await ids('project'),
  };
}

type Case = [string, (ids: DataIds) => FilterPayloadInput, (ids: DataIds) => FirmConfiguration | null];
const everything = (ids: DataIds) =>
  firm({ filters: { categories: ids.categories, subCategories: ids.subCategories } });
const nested = (ids: DataIds) => ({ ...everything(ids), hasfeature: { nestedcategories: true } });
const b = (ids: DataIds, i: number) => ids.brands[i % ids.brands.length] ?? 0;
const cases: Case[] = [
  ['defaults, every category enabled', () => ({}), everything],
  ['a firm with no categories enabled sees nothing', () => ({}), () => null],
  [
    'empty categories → firm defaults',
    () => ({}),
    (ids) =>
      firm({
        filters: { categories: ids.categories.slice(0, 2), subCategories: [] },
        defaultcategories: ids.categories.slice(1, 2),
      }),
  ],
  ['categories', (ids) => ({ categories: ids.categories.slice(1, 3) }), everything],
  [
    'sub-categories (nested)',
    (ids) => ({
      categories: ids.categories.slice(0, 2),
      subCategories: [...ids.subsOf[0].slice(0, 1), ...ids.subsOf[1].slice(1, 3)],
    }),
    nested,
  ],
  [
    'sub-categories ignored without the feature',
    (ids) => ({ categories: ids.categories.slice(0, 1), subCategories: ids.subsOf[0].slice(0, 1) }),
    everything,
  ],
  ['open spec included', () => ({ openspec: true }), everything],
  ['statuses', (ids) => ({ projprodstatus: [ids.statuses[0] ?? 1, ids.statuses[2] ?? 3] }), everything],
  ['segments', (ids) => ({ segments: ids.segments.slice(1, 2) }), everything],
  ['one region', () => ({ regions: ['south'] }), everything],
  ['two regions, any case', () => ({ regions: ['West', 'northeast'] }), everything],
  ['project ids', (ids) => ({ project_ids: [...ids.projects.slice(0, 4), 999_999] }), everything],
  [
    'complex (A or B) and (C or D)',
    (ids) => ({
      complex: [
        { brandId: b(ids, 0) },
        { brandId: b(ids, 1), end: 'end' },
        { brandId: b(ids, 2), join: 'and' },
        { brandId: b(ids, 3) },
      ],
    }),
    everything,
  ],
  [
    'complex with categories and statuses, and-joined',
    (ids) => ({
      complex: [
        { brandId: b(ids, 0), categories: ids.categories.slice(0, 3) },
        { brandId: b(ids, 4), statuses: ids.statuses.slice(1, 2), join: 'and' },
      ],
    }),
    everything,
  ],
  [
    'complex (A and B) or (C and D)',
    (ids) => ({
      complex: [
        { brandId: b(ids, 0) },
        { brandId: b(ids, 1), join: 'and', end: 'end' },
        { brandId: b(ids, 2), join: 'or' },
        { brandId: b(ids, 3), join: 'and' },
      ],
    }),
    everything,
  ],
  [
    'complex without groups reads left to right: A and B or C',
    (ids) => ({
      complex: [{ brandId: b(ids, 2) }, { brandId: b(ids, 3), join: 'and' }, { brandId: b(ids, 6) }],
    }),
    everything,
  ],
  [
    'complex: one brand in two entries (other categories, then a status) or a brand nobody specifies',
    (ids) => ({
      complex: [
        { brandId: b(ids, 0), categories: ids.categories.slice(0, 1) },
        { brandId: b(ids, 0), categories: ids.categories.slice(1), join: 'and' },
        { brandId: b(ids, 0), statuses: ids.statuses.slice(0, 1), end: 'end' },
        { brandId: 999_999, join: 'or' },
      ],
    }),
    everything,
  ],
  [
    'complex no project satisfies',
    (ids) => ({ complex: [{ brandId: b(ids, 0) }, { brandId: 999_999, join: 'and' }] }),
    everything,
  ],
  ['3 months to the last month', () => ({ period_interval: 3, period_end: 'month' }), everything],
  [
    '36 months to the last year',
    () => ({ period_interval: 36, period_end: 'year', openspec: true }),
    everything,
  ],
  [
    'everything at once',
    (ids) => ({
      period_interval: 6,
      categories: ids.categories.slice(0, 3),
      subCategories: ids.subsOf[1].slice(0, 1),
      regions: ['south', 'west'],
      segments: ids.segments.slice(0, 3),
      projprodstatus: ids.statuses.slice(1, 3),
      openspec: true,
      complex: [{ brandId: b(ids, 1) }, { brandId: b(ids, 5), join: 'or' }],
    }),
    nested,
  ],
];

const specDimensionSets: SpecDimension[][] = [
  [],
  ['manufacturer_id'],
  ['product_id', 'period_group'],
  ['state_id', 'segment_id', 'status_id'],
  ['category_id', 'sub_category_id', 'month'],
  ['state_id', 'period_group'],
  ['segment_id'],
  ['status_id', 'manufacturer_id'],
  ['manufacturer_id', 'state_id'],
  ['manufacturer_id', 'category_id', 'is_open_spec'],
];
const searchDimensionSets: SearchDimension[][] = [
  ['state_id'],
  ['manufacturer_id', 'state_id'],
  [],
  ['manufacturer_id', 'period_group'],
  ['product_id', 'state_id'],
  ['month'],
  ['manufacturer_id'],
  ['manufacturer_id', 'category_id'],
];
const ranges: WindowChoice[] = ['window', 'previous', 'both'];

type Row = Record<string, unknown>;
const keyOf = (row: Row, dims: readonly string[]) =>
  [...dims, 'window_name'].map((d) => String(row[d])).join('|');

function tally(rows: Row[], dims: readonly string[], measures: string[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const row of rows) {
    const k = keyOf(row, dims);
    out.set(
      k,
      measures.map((m, i) => (out.get(k)?.[i] ?? 0) + Number(row[m])),
    );
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const windowName = (day: string, scope: FilterScope) =>
  day >= scope.window.start && day <= scope.window.end
    ? 'window'
    : day >= scope.previous.start && day <= scope.previous.end
      ? 'previous'
      : 'other';

describe.each(sourceTestDatasets)('compileFilters against the reference on the %s data', (_name, load) => {
  let t: TestDatabase;
  let facts: ReferenceFacts;
  let ids: DataIds;
  beforeAll(async () => {
    t = await createTestDatabase();
    await load(t);
    facts = await loadReferenceFacts(t);
    ids = await readIds(t);
  });
  afterAll(async () => t?.drop());

  it('has data in the window and the previous window', () => {
    const all = filterPayloadSchema.parse({ openspec: true, categories: ids.categories });
    expect(referenceSpecLines(facts, all, everything(ids), 'window').length).toBeGreaterThan(100);
    expect(referenceSpecLines(facts, all, everything(ids), 'previous').length).toBeGreaterThan(100);
    expect(referenceSearches(facts, all, everything(ids), 'window').length).toBeGreaterThan(100);
  });

  describe.each(cases)('%s', (_name, inputOf, firmOf) => {
    const prepare = () => ({ payload: filterPayloadSchema.parse(inputOf(ids)), configuration: firmOf(ids) });
    it.each(ranges)('specWhere and searchWhere count the reference universes (%s)', async (range) => {
      const { payload, configuration } = prepare();
      const scope = await compileForTest(t, actorOf(configuration), payload);
      const expected = referenceSpecLines(facts, payload, configuration, range);
      const got = await sql<{
        lines: number;
        quantity: number | null;
      }>`select count(*) as lines, sum(quantity) as quantity
        from spec_line sl where ${scope.specWhere('sl', range)}`.execute(await t.market.at('test'));
      expect(Number(got.rows[0]?.lines)).toBe(expected.length);
      expect(Number(got.rows[0]?.quantity ?? 0)).toBe(expected.reduce((s, l) => s + l.quantity, 0));
      const searches = await sql<{ n: number }>`select count(*) as n from user_event ue
        where ${scope.searchWhere('ue', range)}`.execute(await t.market.at('test'));
      expect(Number(searches.rows[0]?.n)).toBe(
        referenceSearches(facts, payload, configuration, range).length,
      );
    });

    it('specSource equals the reference', async () => {
      const { payload, configuration } = prepare();
      const scope = await compileForTest(t, actorOf(configuration), payload);
      const lines = referenceSpecLines(facts, payload, configuration, 'both').map((l) => ({
        ...l,
        month: `${l.spec_date.slice(0, 7)}-01`,
        period_group: referencePeriodGroup(l.spec_date, payload),
        window_name: windowName(l.spec_date, scope),
        lines: 1,
      }));
      for (const dims of specDimensionSets) {
        const expected = tally(lines, dims, ['lines', 'quantity']);
        {
          const rows = await (
            await t.market.at('test')
          )
            .selectFrom(scope.specSource('both', dims).as('s'))
            .selectAll()
            .execute();
          expect(tally(rows as Row[], dims, ['lines', 'quantity']), dims.join(',')).toEqual(expected);
        }
      }
    });

    it.each(ranges)('projectSource equals the reference (%s)', async (range) => {
      const { payload, configuration } = prepare();
      const scope = await compileForTest(t, actorOf(configuration), payload);
      const expected = [
        ...new Set(
          referenceSpecLines(facts, payload, configuration, range).map(
            (l) => `${l.spec_date.slice(0, 7)}-01|${l.project_id}|${l.segment_id}|${l.state_id}`,
          ),
        ),
      ].sort();
      {
        const rows = await (
          await t.market.at('test')
        )
          .selectFrom(scope.projectSource(range).as('p'))
          .selectAll()
          .execute();
        const got = rows.map((r) => `${r.month}|${r.project_id}|${r.segment_id}|${r.state_id}`).sort();
        expect(got).toEqual(expected);
      }
    });

    it.each(ranges)('specSource of products equals the reference (%s)', async (range) => {
      const { payload, configuration } = prepare();
      const scope = await compileForTest(t, actorOf(configuration), payload);
      const productDimensionSets: SpecDimension[][] = [
        ['product_id'],
        ['product_id', 'manufacturer_id'],
        ['product_id', 'category_id', 'sub_category_id', 'is_open_spec'],
      ];
      const lines = referenceSpecLines(facts, payload, configuration, range).map((l) => ({
        ...l,
        window_name: windowName(l.spec_date, scope),
        lines: 1,
      }));
      for (const dims of productDimensionSets) {
        const expected = tally(lines, dims, ['lines', 'quantity']);
        {
          const rows = await (
            await t.market.at('test')
          )
            .selectFrom(scope.specSource(range, dims).as('s'))
            .selectAll()
            .execute();
          expect(tally(rows as Row[], dims, ['lines', 'quantity']), dims.join(',')).toEqual(expected);
        }
      }
    });

    it.each(ranges)('searchSource of products equals the reference (%s)', async (range) => {
      const { payload, configuration } = prepare();
      const scope = await compileForTest(t, actorOf(configuration), payload);
      const productDimensionSets: SearchDimension[][] = [
        ['product_id'],
        ['product_id', 'manufacturer_id'],
        ['product_id', 'category_id'],
      ];
      const searches = referenceSearches(facts, payload, configuration, range).map((e) => ({
        ...e,
        window_name: windowName(e.day, scope),
        searches: 1,
      }));
      for (const dims of productDimensionSets) {
        const expected = tally(searches, dims, ['searches']);
        {
          const rows = await (
            await t.market.at('test')
          )
            .selectFrom(scope.searchSource(range, dims).as('s'))
            .selectAll()
            .execute();
          expect(tally(rows as Row[], dims, ['searches']), dims.join(',')).toEqual(expected);
        }
      }
    });

    it('searchSource equals the reference', async () => {
      const { payload, configuration } = prepare();
      const scope = await compileForTest(t, actorOf(configuration), payload);
      const searches = referenceSearches(facts, payload, configuration, 'both').map((s) => ({
        ...s,
        month: `${s.day.slice(0, 7)}-01`,
        period_group: referencePeriodGroup(s.day, payload),
        window_name: windowName(s.day, scope),
        searches: 1,
      }));
      for (const dims of searchDimensionSets) {
        const expected = tally(searches, dims, ['searches']);
        {
          const rows = await (
            await t.market.at('test')
          )
            .selectFrom(scope.searchSource('both', dims).as('s'))
            .selectAll()
            .execute();
          expect(tally(rows as Row[], dims, ['searches']), dims.join(',')).toEqual(expected);
        }
      }
    });
  });
});

describe('compileFilters on the fixture', () => {
  let t: TestDatabase;
  let facts: ReferenceFacts;
  let all: FirmConfiguration;
  beforeAll(async () => {
    t = await createTestDatabase();
    await loadFilterFixture(t);
    facts = await loadReferenceFacts(t);
    all = everything(await readIds(t));
  });
  afterAll(async () => t?.drop());

  it('gives equal filters equal cache keys and different filters or firms different ones', async () => {
    const key = async (input: FilterPayloadInput, configuration: FirmConfiguration | null = all) =>
      (await compileForTest(t, actorOf(configuration), filterPayloadSchema.parse(input))).cacheKey;
    expect(await key({ categories: [2, 1], regions: ['West'] })).toBe(
      await key({ categories: [1, 2], regions: ['west'] }),
    );
    expect(await key({})).toBe(await key({ categories: [1, 2, 3] }));
    expect(await key({ categories: [1] })).not.toBe(await key({ categories: [2] }));
    expect(await key({})).not.toBe(await key({}, { ...all, firmbrands: [3] }));
  });

  it('eventWhere: events of every type dated in the range, whatever categories and regions', async () => {
    const scope = await compileForTest(
      t,
      actorOf(all),
      filterPayloadSchema.parse({ categories: [1], regions: ['south'], segments: [1] }),
    );
    const market = await t.market.at(scope.dataVersion);
    const { rows } = await sql<{ day: string }>`select strftime(ue.event_date at time zone 'UTC', '%Y-%m-%d')
      as day from user_event ue`.execute(market);
    const spans = {
      window: scope.window,
      previous: scope.previous,
      both: { start: scope.previous.start, end: scope.window.end },
    };
    for (const range of ranges) {
      const r = spans[range as keyof typeof spans];
      const got = await sql<{ n: number }>`select count(*) as n from user_event ue
        where ${scope.eventWhere('ue', range)}`.execute(market);
      const expected = rows.filter((e) => e.day >= r.start && e.day <= r.end).length;
      expect(expected, range).toBeGreaterThan(0);
      expect(Number(got.rows[0]?.n), range).toBe(expected);
    }
  });

  it('computes the window from the data’s as_of', async () => {
    const scope = await compileForTest(t, actorOf(all), filterPayloadSchema.parse({}));
    expect(scope.asOf).toBe(facts.asOf);
    expect({ window: scope.window, previous: scope.previous }).toEqual(computeWindows(facts.asOf, 'qtr', 12));
    expect(scope.periodGroups()).toEqual(['2025-Q4', '2026-Q1', '2026-Q2', '2026-Q3']);
  });

  it('binds every value as a parameter', async () => {
    const scope = await compileForTest(
      t,
      actorOf(all),
      filterPayloadSchema.parse({
        categories: [1],
        regions: ['south'],
        project_ids: [4242],
        complex: [{ brandId: 4343, statuses: [1] }],
      }),
    );
    const compiled = (await t.market.at('test'))
      .selectFrom('spec_line as sl')
      .select('id')
      .where(scope.specWhere())
      .compile();
    expect(compiled.sql).not.toMatch(/4242|4343|'20\d\d-/);
    expect(compiled.parameters).toEqual(expect.arrayContaining([4242, scope.window.start]));
    // The advanced query is resolved to its project set once per data version: one bit string over the
    // project ids (no project specifies brand 4343), which the SQL tests each line's project against.
    expect(compiled.parameters).toContainEqual(expect.stringMatching(/^0+$/));
    expect(compiled.sql).toMatch(/get_bit\(\(select cast\(\$\d+ as bit\)\), "sl"\."project_id"\) = 1/);
  });
});
