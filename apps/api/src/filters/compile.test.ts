import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { filterPayloadSchema, type ComplexEntry, type FilterPayloadInput } from '@specpulse/contract';
import { AppError } from '../errors.ts';
import type { Actor } from '../plugins/actor.ts';
import { complexProjectBits, describeComplex, parseComplex } from './complex.ts';
import { normalisePayload } from './compile.ts';
import type { Dimensions } from './dimensions.ts';
import { and, specConditions, type CompiledFilters } from './predicates.ts';
import { firmFilterScope } from './firm-scope.ts';
import {
  computeWindows,
  fiscalPeriodLabel,
  periodGroupFor,
  periodGroupLabels,
  windowEndMonth,
} from './window.ts';

describe('window (metrics.md)', () => {
  it('ends on the newest complete period on or before as_of', () => {
    expect(windowEndMonth('2026-09-30', 'qtr')).toEqual({ year: 2026, month: 9 });
    expect(windowEndMonth('2026-09-29', 'qtr')).toEqual({ year: 2026, month: 6 });
    expect(windowEndMonth('2026-09-29', 'month')).toEqual({ year: 2026, month: 8 });
    expect(windowEndMonth('2026-09-30', 'month')).toEqual({ year: 2026, month: 9 });
    expect(windowEndMonth('2026-09-30', 'year')).toEqual({ year: 2025, month: 12 });
    expect(windowEndMonth('2026-12-31', 'year')).toEqual({ year: 2026, month: 12 });
    expect(windowEndMonth('2026-01-15', 'qtr')).toEqual({ year: 2025, month: 12 });
    expect(windowEndMonth('2024-02-29', 'month')).toEqual({ year: 2024, month: 2 });
  });

  it('spans the interval and the same length just before', () => {
    expect(computeWindows('2026-09-30', 'qtr', 12)).toEqual({
      window: { start: '2025-10-01', end: '2026-09-30' },
      previous: { start: '2024-10-01', end: '2025-09-30' },
    });
    expect(computeWindows('2026-09-30', 'month', 3)).toEqual({
      window: { start: '2026-07-01', end: '2026-09-30' },
      previous: { start: '2026-04-01', end: '2026-06-30' },
    });
    expect(computeWindows('2026-05-10', 'year', 36)).toEqual({
      window: { start: '2023-01-01', end: '2025-12-31' },
      previous: { start: '2020-01-01', end: '2022-12-31' },
    });
  });

  it('compares with the same months a year earlier, which a window over a year overlaps', () => {
    expect(computeWindows('2026-09-30', 'month', 3, 'yearAgo')).toEqual({
      window: { start: '2026-07-01', end: '2026-09-30' },
      previous: { start: '2025-07-01', end: '2025-09-30' },
    });
    expect(computeWindows('2024-03-31', 'month', 12, 'yearAgo')).toEqual(
      computeWindows('2024-03-31', 'month', 12),
    );
    expect(computeWindows('2024-02-29', 'month', 24, 'yearAgo')).toEqual({
      window: { start: '2022-03-01', end: '2024-02-29' },
      previous: { start: '2021-03-01', end: '2023-02-28' },
    });
  });

  it('ends quarters and years on a February fiscal calendar at the edges of the fiscal year', () => {
    // FY2026 runs from February 2025 to January 2026: complete on its last day, not the day before.
    expect(windowEndMonth('2026-01-31', 'year', 2)).toEqual({ year: 2026, month: 1 });
    expect(windowEndMonth('2026-01-30', 'year', 2)).toEqual({ year: 2025, month: 1 });
    expect(windowEndMonth('2026-02-01', 'qtr', 2)).toEqual({ year: 2026, month: 1 });
    expect(windowEndMonth('2026-09-30', 'qtr', 2)).toEqual({ year: 2026, month: 7 });
    expect(windowEndMonth('2026-09-30', 'month', 2)).toEqual({ year: 2026, month: 9 });
    // Calendar firms (1) are unchanged.
    expect(windowEndMonth('2026-09-30', 'qtr', 1)).toEqual(windowEndMonth('2026-09-30', 'qtr'));
    // A 12-month window to the end of FQ2 2027 crosses the fiscal year (February 2026).
    expect(computeWindows('2026-09-30', 'qtr', 12, 'previous', 2)).toEqual({
      window: { start: '2025-08-01', end: '2026-07-31' },
      previous: { start: '2024-08-01', end: '2025-07-31' },
    });
    expect(computeWindows('2026-09-30', 'year', 12, 'yearAgo', 2)).toEqual({
      window: { start: '2025-02-01', end: '2026-01-31' },
      previous: { start: '2024-02-01', end: '2025-01-31' },
    });
  });

  it("names fiscal periods by the calendar year the fiscal year ends in: 'FQ3 2026', 'FY2026'", () => {
    expect(fiscalPeriodLabel({ year: 2026, month: 1 }, 'year', 2)).toBe('FY2026');
    expect(fiscalPeriodLabel({ year: 2026, month: 1 }, 'qtr', 2)).toBe('FQ4 2026');
    expect(fiscalPeriodLabel({ year: 2026, month: 4 }, 'qtr', 2)).toBe('FQ1 2027');
    expect(fiscalPeriodLabel({ year: 2026, month: 7 }, 'qtr', 2)).toBe('FQ2 2027');
    expect(fiscalPeriodLabel({ year: 2026, month: 11 }, 'year', 12)).toBe('FY2026');
    expect(fiscalPeriodLabel({ year: 2026, month: 2 }, 'qtr', 12)).toBe('FQ1 2026');
    expect(fiscalPeriodLabel({ year: 2026, month: 9 }, 'qtr', 1)).toBe('FQ3 2026');
  });

  it('groups by month up to 6 months, by quarter beyond', () => {
    expect(periodGroupFor(3)).toBe('month');
    expect(periodGroupFor(6)).toBe('month');
    expect(periodGroupFor(12)).toBe('quarter');
    expect(periodGroupLabels({ start: '2025-10-01', end: '2026-09-30' }, 'quarter')).toEqual([
      '2025-Q4',
      '2026-Q1',
      '2026-Q2',
      '2026-Q3',
    ]);
    expect(periodGroupLabels({ start: '2026-07-01', end: '2026-09-30' }, 'month')).toEqual([
      '2026-07',
      '2026-08',
      '2026-09',
    ]);
  });
});

describe('advanced brand query grammar', () => {
  const e = (brandId: number, more: Partial<ComplexEntry> = {}): ComplexEntry => ({
    brandId,
    name: '',
    categories: [],
    statuses: [],
    join: 'or',
    end: '',
    ...more,
  });

  it('reads A, B(end), C(and), D as (A or B) and (C or D)', () => {
    expect(describeComplex(parseComplex([e(1), e(2, { end: 'end' }), e(3, { join: 'and' }), e(4)]))).toBe(
      '((1 or 2) and (3 or 4))',
    );
  });

  it('applies joins strictly left to right inside a group', () => {
    expect(describeComplex(parseComplex([e(1), e(2, { join: 'and' }), e(3)]))).toBe('((1 and 2) or 3)');
    expect(describeComplex(parseComplex([e(1), e(2), e(3, { join: 'and' })]))).toBe('((1 or 2) and 3)');
  });

  it('ignores the first join and a trailing end; empty is no condition', () => {
    expect(describeComplex(parseComplex([e(1, { join: 'and', end: 'end' })]))).toBe('1');
    expect(parseComplex([])).toBeNull();
  });

  it('keeps each entry’s categories and statuses', () => {
    expect(
      describeComplex(parseComplex([e(1, { categories: [3, 2, 3], statuses: [5] }), e(2, { join: 'and' })])),
    ).toBe('(1[in 2|3 with 5] and 2)');
  });

  it('nests several groups left to right', () => {
    const entries = [
      e(1),
      e(2, { join: 'and', end: 'end' }),
      e(3, { join: 'or' }),
      e(4, { end: 'end' }),
      e(5, { join: 'and' }),
    ];
    expect(describeComplex(parseComplex(entries))).toBe('(((1 and 2) or (3 or 4)) and 5)');
  });
});

describe('firm scope and normalisation', () => {
  const dims: Dimensions = {
    version: 'v1',
    asOf: '2026-09-30',
    dataFrom: '2023-10-01',
    topCategoryIds: [1, 2, 3],
    subCategoryParent: new Map([
      [11, 1],
      [12, 1],
      [21, 2],
      [31, 3],
    ]),
    regionStates: new Map([
      ['west', [5, 6]],
      ['south', [1, 2]],
    ]),
    stateIdByCode: new Map([
      ['CA', 5],
      ['OR', 6],
      ['TX', 1],
      ['FL', 2],
    ]),
    searchEventTypeId: 1,
  };
  const actor = (configuration: Partial<NonNullable<Actor['firmConfiguration']>> | null): Actor => ({
    userId: 1,
    firmId: 1,
    email: 'a@example.com',
    isAdmin: false,
    isFirmAdmin: false,
    permissions: { brands: true },
    impersonatorId: null,
    dataVersion: { version: 'v1', asOf: '2026-09-30', dataFrom: '2023-10-01' },
    firmConfiguration: configuration && {
      hasfeature: {},
      permissions: {},
      firmbrands: [],
      specifications: [],
      filters: { categories: [], subCategories: [] },
      defaultcategories: [],
      defaultsubcategories: [],
      ...configuration,
    },
  });
  const normalise = (a: Actor, input: FilterPayloadInput) =>
    normalisePayload(filterPayloadSchema.parse(input), firmFilterScope(a, dims), dims);
  const fails = (a: Actor, input: FilterPayloadInput) => {
    try {
      normalise(a, input);
    } catch (err) {
      if (err instanceof AppError) return { status: err.status, message: err.message };
      throw err;
    }
    throw new Error('expected a refusal');
  };

  const restricted = actor({
    filters: { categories: [1, 2], subCategories: [11] },
    defaultcategories: [2],
    hasfeature: { nestedcategories: true },
  });

  it('replaces empty categories with the firm defaults, else all enabled', () => {
    expect(normalise(restricted, {}).payload.categories).toEqual([2]);
    expect(
      normalise(actor({ filters: { categories: [1, 2], subCategories: [] } }), {}).payload.categories,
    ).toEqual([1, 2]);
    // Nothing enabled means nothing to see, as GET /v2/configuration shows it.
    expect(normalise(actor(null), {}).payload.categories).toEqual([]);
    expect(fails(actor(null), { categories: [1] }).status).toBe(403);
  });

  it('refuses categories and sub-categories outside the firm with 403', () => {
    expect(fails(restricted, { categories: [1, 3] })).toEqual({
      status: 403,
      message: 'Category 3 is not enabled for your firm',
    });
    expect(fails(restricted, { categories: [1], subCategories: [12, 21] })).toEqual({
      status: 403,
      message: 'Sub-categories 12, 21 are not enabled for your firm',
    });
    expect(fails(restricted, { complex: [{ brandId: 4, categories: [3] }] }).status).toBe(403);
    expect(fails(restricted, { adjacent_category: 3 }).status).toBe(403);
    // A sub-category id is not a category.
    expect(fails(restricted, { categories: [11] }).status).toBe(403);
  });

  it('refuses regions outside the data with 400 (intervals and periods are the schema’s to refuse)', () => {
    expect(fails(restricted, { regions: ['mars'] })).toEqual({
      status: 400,
      message: 'Unknown region mars (regions are south, west)',
    });
  });

  it('ignores sub-categories without the nestedcategories feature', () => {
    const plain = actor({ filters: { categories: [1, 2], subCategories: [] } });
    expect(normalise(plain, { categories: [1], subCategories: [11, 99] }).payload.subCategories).toEqual([]);
  });

  it('narrows only categories that have chosen sub-categories, dropping ones of unchosen categories', () => {
    const all = actor({
      hasfeature: { nestedcategories: true },
      filters: { categories: [1, 2, 3], subCategories: [11, 12, 21, 31] },
    });
    const n = normalise(all, { categories: [1, 2], subCategories: [31, 12, 11] });
    expect(n.payload.subCategories).toEqual([11, 12]);
    expect(n.narrowedCategories).toEqual([1]);
  });

  it('refuses project ids with hideprojects', () => {
    expect(fails(actor({ hasfeature: { hideprojects: true } }), { project_ids: [1] })).toEqual({
      status: 403,
      message: 'Filtering by project ids is not available for your firm',
    });
  });

  it('sorts and de-duplicates so equal filters normalise equally; resolves regions to states', () => {
    const a = normalise(restricted, { categories: [2, 1, 2], regions: ['West', 'south'], segments: [3, 1] });
    const b = normalise(restricted, { categories: [1, 2], regions: ['south', 'west'], segments: [1, 3, 3] });
    expect(a).toEqual(b);
    expect(a.stateIds).toEqual([1, 2, 5, 6]);
    expect(normalise(restricted, {}).stateIds).toBeNull();
  });
});

describe('complexProjectBits', () => {
  it("has a '1' at each qualifying project's id and covers the last project id", () => {
    expect(complexProjectBits([3, 1], 5)).toBe('010100');
    expect(complexProjectBits([], 2)).toBe('000');
    expect(complexProjectBits([7], 2)).toBe('00000001');
  });
});

describe('spec conditions for the lines of a project already in scope', () => {
  const db = new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const filters: CompiledFilters = {
    payload: filterPayloadSchema.parse({ categories: [1, 2], project_ids: [7, 9], segments: [3] }),
    windows: computeWindows('2026-09-30', 'qtr', 12),
    stateIds: [4, 5],
    regions: ['west'],
    narrowedCategories: [],
    complex: parseComplex([{ brandId: 11, name: '', categories: [], statuses: [], join: 'and', end: '' }]),
    complexProjects: complexProjectBits([7, 8], 9),
    searchEventTypeId: 1,
  };
  const text = (projectConditions: boolean) =>
    and(specConditions(filters, 'sl', 'window', projectConditions)).compile(db).sql;

  it('leaves out only the project ids and the advanced query (they depend on the project alone)', () => {
    expect(text(true)).toContain('"sl"."project_id"');
    const without = text(false);
    expect(without).not.toContain('project_id');
    expect(
      text(true).replace(
        / and "sl"\."project_id" in \(\$\d+, \$\d+\) and get_bit\(\(select cast\(\$\d+ as bit\)\), "sl"\."project_id"\) = 1/,
        '',
      ),
    ).toBe(without);
  });
});
