import { describe, expect, it } from 'vitest';
import {
  defaultFilterSet,
  filterPayloadSchema,
  filterSetSchema,
  type FilterSet,
} from './filter-set.schema.ts';
import { filterSetFromSearchParams, filterSetToSearchParams } from './filter-set.url.ts';
import {
  filterSetToPayload,
  ignoredProjectIds,
  parseProjectIds,
  pruneFilterSet,
  categoriesOrDefaults,
  type FilterAllowed,
} from './filter-set.convert.ts';

const fullSet: FilterSet = filterSetSchema.parse({
  territories: [7, 9],
  period_interval: 24,
  period_end: 'month',
  compare: 'yearAgo',
  regions: ['west', 'south'],
  segments: [1, 3],
  categories: [10, 20],
  subCategories: [101],
  projprodstatus: [
    { value: 1, name: 'Specified' },
    { value: 3, name: 'Bid, awarded - final' },
  ],
  openspec: true,
  qtyShares: true,
  category_brand1: { id: 7, name: 'Acme-Floors & Co' },
  category_brand3: { id: 9, name: 'Beta' },
  adjacent_brand: { id: null, name: 'typed only' },
  adjacent_category: 30,
  spec_attribute_id: 4,
  project_ids: '12,13',
  complex: [
    { brandId: 5, name: 'A', categories: [10], statuses: [1], join: 'or', end: '' },
    { brandId: 6, name: 'B', categories: [], statuses: [], join: 'or', end: 'end' },
    { brandId: 8, name: 'C "quoted"', categories: [], statuses: [2], join: 'and', end: '' },
  ],
});

describe('filter set defaults', () => {
  it('starts at 12 months ending on the last quarter, everything else empty', () => {
    expect(defaultFilterSet.period_interval).toBe(12);
    expect(defaultFilterSet.period_end).toBe('qtr');
    expect(defaultFilterSet.categories).toEqual([]);
    expect(defaultFilterSet.complex).toEqual([]);
    expect(defaultFilterSet.adjacent_brand).toBeNull();
  });

  it('fills complex entries with join or and no end', () => {
    const e = filterSetSchema.parse({ complex: [{ brandId: 3 }] }).complex[0];
    expect(e).toEqual({ brandId: 3, name: '', categories: [], statuses: [], join: 'or', end: '' });
  });
});

describe('filterPayloadSchema', () => {
  it('takes defaults for missing fields', () => {
    const p = filterPayloadSchema.parse({});
    expect(p).toMatchObject({
      period_interval: 12,
      period_end: 'qtr',
      regions: [],
      categories: [],
      openspec: false,
      adjacent_brand: 0,
      adjacent_category: null,
      project_ids: [],
    });
  });

  it('strips unknown fields', () => {
    expect(filterPayloadSchema.parse({ limit: 5 })).not.toHaveProperty('limit');
  });

  const wrong: [string, unknown][] = [
    ['period_interval', '12'],
    ['period_interval', 7],
    ['period_interval', 12.5],
    ['period_end', 'week'],
    ['regions', 'west'],
    ['regions', [1]],
    ['segments', ['1']],
    ['categories', [0]],
    ['categories', [-3]],
    ['categories', [3_000_000_000]],
    ['subCategories', {}],
    ['openspec', 'true'],
    ['qtyShares', 1],
    ['complex', [{ brandId: 'x' }]],
    ['complex', [{ brandId: 1, join: 'xor' }]],
    ['complex', [{ brandId: 1, end: 'start' }]],
    ['projprodstatus', [{ value: 1, name: 'x' }]],
    ['category_brands', [1, 2, 3, 4, 5]],
    ['adjacent_category', '3'],
    ['adjacent_brand', -1],
    ['adjacent_brand', null],
    ['spec_attribute_id', 1.5],
    ['project_ids', '1,2'],
  ];
  it.each(wrong)('refuses %s = %j', (field, value) => {
    expect(filterPayloadSchema.safeParse({ [field]: value }).success).toBe(false);
  });

  it('accepts a full payload', () => {
    expect(filterPayloadSchema.safeParse(filterSetToPayload(fullSet)).success).toBe(true);
  });
});

describe('filterSetToPayload', () => {
  it('converts every field as spec doc 1 §5 says', () => {
    const p = filterSetToPayload({ ...fullSet, regions: ['West', 'SOUTH'], project_ids: ' 12, ,13,x,,12' });
    expect(p).toEqual({
      period_interval: 24,
      period_end: 'month',
      compare: 'yearAgo',
      regions: ['west', 'south'],
      territories: [7, 9],
      segments: [1, 3],
      categories: [10, 20],
      subCategories: [101],
      openspec: true,
      qtyShares: true,
      complex: fullSet.complex,
      projprodstatus: [1, 3],
      category_brands: [7, 9],
      adjacent_category: 30,
      adjacent_brand: 0,
      spec_attribute_id: 4,
      project_ids: [12, 13],
    });
  });

  it('sends the anchor brand id when chosen', () => {
    expect(filterSetToPayload({ ...fullSet, adjacent_brand: { id: 44, name: 'X' } }).adjacent_brand).toBe(44);
    expect(filterSetToPayload(defaultFilterSet).adjacent_brand).toBe(0);
  });

  it('splits project ids on commas and drops empties', () => {
    expect(parseProjectIds('')).toEqual([]);
    expect(parseProjectIds(',,')).toEqual([]);
    expect(parseProjectIds('1,,2, 3 ,abc,-4,0,99999999999')).toEqual([1, 2, 3]);
  });
});

describe('URL serialisation', () => {
  it('writes nothing for the defaults', () => {
    expect(filterSetToSearchParams(defaultFilterSet).toString()).toBe('');
  });

  it('reads compare as one of its two values, else keeps the default', () => {
    expect(filterSetToSearchParams({ ...defaultFilterSet, compare: 'yearAgo' }).toString()).toBe(
      'compare=yearAgo',
    );
    expect(filterSetFromSearchParams('compare=yearAgo').compare).toBe('yearAgo');
    expect(filterSetFromSearchParams('compare=lastYear').compare).toBe('previous');
  });

  it('round-trips a full set', () => {
    const q = filterSetToSearchParams(fullSet);
    expect(filterSetFromSearchParams(q.toString())).toEqual(fullSet);
    expect(filterSetFromSearchParams(q)).toEqual(fullSet);
  });

  it('writes project ids as the list they stand for', () => {
    const q = (project_ids: string) => filterSetToSearchParams({ ...defaultFilterSet, project_ids });
    expect(q('1, 2,,3').get('project_ids')).toBe('1,2,3');
    expect(q(' 12, ,13,x,,12').get('project_ids')).toBe('12,13');
    expect(q(' , ,').has('project_ids')).toBe(false);
    expect(filterSetFromSearchParams(q('1, 2,,3')).project_ids).toBe('1,2,3');
    const over = { ...defaultFilterSet, project_ids: '5' };
    expect(filterSetToSearchParams({ ...over, project_ids: '' }, over).get('project_ids')).toBe('');
    expect(filterSetToSearchParams({ ...over, project_ids: ' 5,' }, over).has('project_ids')).toBe(false);
  });

  it("writes statuses and brands as 'id-name' and complex as JSON", () => {
    const q = filterSetToSearchParams(fullSet);
    expect(q.getAll('projprodstatus')).toEqual(['1-Specified', '3-Bid, awarded - final']);
    expect(q.get('category_brand1')).toBe('7-Acme-Floors & Co');
    expect(q.get('adjacent_brand')).toBe('-typed only');
    expect(JSON.parse(q.get('complex') ?? '')).toEqual(fullSet.complex);
  });

  it('round-trips over configuration defaults, including a list emptied by the user', () => {
    const defaults: FilterSet = {
      ...defaultFilterSet,
      categories: [1, 2],
      regions: ['west'],
      openspec: true,
    };
    const set: FilterSet = { ...defaults, regions: [], openspec: false, categories: [2] };
    const q = filterSetToSearchParams(set, defaults);
    expect(q.toString()).toBe('regions=&categories=2&openspec=false');
    expect(filterSetFromSearchParams(q, defaults)).toEqual(set);
    expect(filterSetFromSearchParams('', defaults)).toEqual(defaults);
  });

  it('reads numeric text as numbers, comma lists, lowercases regions', () => {
    const s = filterSetFromSearchParams(
      'period_interval=%2036%20&categories=1,2&categories=3&regions=West,SOUTH&adjacent_category=7&project_ids=1,,2',
    );
    expect(s.period_interval).toBe(36);
    expect(s.categories).toEqual([1, 2, 3]);
    expect(s.regions).toEqual(['west', 'south']);
    expect(s.adjacent_category).toBe(7);
    expect(s.project_ids).toBe('1,2');
  });

  it('coerces numeric text inside complex entries', () => {
    const complex = JSON.stringify([{ brandId: '5', categories: ['10', 'x'], statuses: [2] }]);
    const s = filterSetFromSearchParams(new URLSearchParams({ complex }));
    expect(s.complex).toEqual([
      { brandId: 5, name: '', categories: [10], statuses: [2], join: 'or', end: '' },
    ]);
  });

  const garbage: [string, string, Partial<FilterSet>][] = [
    ['period_interval', 'twelve', {}],
    ['period_interval', '12abc', {}],
    ['period_interval', '-3', {}],
    ['period_interval', '7', {}],
    ['period_interval', '1200', {}],
    ['period_end', 'week', {}],
    ['regions', '<script>,west', { regions: ['west'] }],
    ['segments', 'a,2,-1,0', { segments: [2] }],
    ['categories', '1.5,x,4', { categories: [4] }],
    ['subCategories', '99999999999', { subCategories: [] }],
    ['projprodstatus', 'abc', { projprodstatus: [] }],
    ['projprodstatus', 'x-y', { projprodstatus: [] }],
    ['openspec', 'yes', {}],
    ['qtyShares', '', {}],
    ['category_brand1', 'nodash', {}],
    ['category_brand2', 'x1-Name', {}],
    ['adjacent_brand', '-', {}],
    ['adjacent_category', 'abc', {}],
    ['spec_attribute_id', '0', {}],
    ['project_ids', 'a,b', { project_ids: '' }],
    ['complex', '{not json', {}],
    ['complex', '{"brandId":1}', {}],
    [
      'complex',
      '[{"brandId":"x"},{"brandId":2,"join":"xor"},null,5,{"brandId":3}]',
      {
        complex: [{ brandId: 3, name: '', categories: [], statuses: [], join: 'or', end: '' }],
      },
    ],
  ];
  it.each(garbage)('drops garbage in %s (%s)', (key, value, expected) => {
    const s = filterSetFromSearchParams(new URLSearchParams({ [key]: value }), fullSet);
    expect(s).toEqual({ ...fullSet, ...expected });
    expect(filterSetSchema.safeParse(s).success).toBe(true);
  });

  it('never throws on random input', () => {
    let seed = 42;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const alphabet = 'ab-,0123456789[]{}":%&= \u00e9\u{1F600}';
    const keys = Object.keys(defaultFilterSet);
    for (let i = 0; i < 500; i++) {
      const q = new URLSearchParams();
      for (const key of keys) {
        if (rand() < 0.5) continue;
        let v = '';
        const n = Math.floor(rand() * 12);
        for (let j = 0; j < n; j++) v += alphabet[Math.floor(rand() * alphabet.length)] ?? '';
        q.append(key, v);
      }
      const s = filterSetFromSearchParams(q);
      expect(filterSetSchema.safeParse(s).success).toBe(true);
    }
  });
});

describe('categoriesOrDefaults', () => {
  const firm = { enabled: [30, 10, 20], defaults: [20, 99, 10] };
  it('keeps chosen categories, else the enabled defaults in their order, else every enabled one', () => {
    expect(categoriesOrDefaults([30], firm)).toEqual([30]);
    expect(categoriesOrDefaults([], firm)).toEqual([20, 10]);
    expect(categoriesOrDefaults([], { ...firm, defaults: [99] })).toEqual([10, 20, 30]);
    expect(categoriesOrDefaults([], { enabled: [], defaults: [1] })).toEqual([]);
  });
});

describe('pruneFilterSet', () => {
  const allowed: FilterAllowed = {
    filters: {
      categories: [
        { id: 10, name: 'Flooring' },
        { id: 20, name: 'Seating' },
      ],
      subCategories: [{ id: 101, name: 'Carpet Tile', category_id: 10 }],
      regions: [
        { id: 'west', name: 'West' },
        { id: 'south', name: 'South' },
      ],
      periods: [
        { id: 'month', abbr: 'Month' },
        { id: 'qtr', abbr: 'Quarter' },
      ],
      segments: [{ id: 1, name: 'Education', icon: 'school' }],
      territories: [],
      productStatus: [{ id: 1, name: 'Specified' }],
    },
    hasfeature: { nestedcategories: true },
    defaults: { categories: [20], period_end: 'qtr' },
  };

  it('keeps allowed values', () => {
    const s = pruneFilterSet(fullSet, allowed);
    expect(s.categories).toEqual([10, 20]);
    expect(s.subCategories).toEqual([101]);
    expect(s.regions).toEqual(['west', 'south']);
    expect(s.period_end).toBe('month');
  });

  it('removes values the configuration does not allow', () => {
    const s = pruneFilterSet(
      {
        ...fullSet,
        categories: [10, 99],
        regions: ['West', 'mars'],
        segments: [1, 3],
        period_end: 'year',
        adjacent_category: 30,
      },
      allowed,
    );
    expect(s.categories).toEqual([10]);
    expect(s.regions).toEqual(['west']);
    expect(s.segments).toEqual([1]);
    expect(s.period_end).toBe('qtr');
    expect(s.projprodstatus).toEqual([{ value: 1, name: 'Specified' }]);
    expect(s.adjacent_category).toBeNull();
    expect(s.complex.map((e) => e.categories)).toEqual([[10], [], []]);
    expect(s.complex.map((e) => e.statuses)).toEqual([[1], [], []]);
  });

  it('uses the defaults’ categories when none remain', () => {
    expect(pruneFilterSet({ ...fullSet, categories: [] }, allowed).categories).toEqual([20]);
    expect(pruneFilterSet({ ...fullSet, categories: [99] }, allowed).categories).toEqual([20]);
  });

  it('uses every allowed category when the firm has no allowed default, as the API does', () => {
    const noDefaults = { ...allowed, defaults: { ...allowed.defaults, categories: [] } };
    expect(pruneFilterSet({ ...fullSet, categories: [] }, noDefaults).categories).toEqual([10, 20]);
    expect(pruneFilterSet({ ...fullSet, categories: [99] }, noDefaults).categories).toEqual([10, 20]);
    // Defaults outside the enabled categories count as none.
    const outside = { ...allowed, defaults: { ...allowed.defaults, categories: [99] } };
    expect(pruneFilterSet({ ...fullSet, categories: [] }, outside).categories).toEqual([10, 20]);
    // Chosen categories still win.
    expect(pruneFilterSet({ ...fullSet, categories: [20] }, noDefaults).categories).toEqual([20]);
    // A firm with no enabled category has nothing to fall back to.
    const none = { ...noDefaults, filters: { ...noDefaults.filters, categories: [] } };
    expect(pruneFilterSet({ ...fullSet, categories: [] }, none).categories).toEqual([]);
  });

  it('applies the feature flags', () => {
    const s = pruneFilterSet(fullSet, {
      ...allowed,
      hasfeature: { nestedcategories: false, hidesegments: true, hideprojects: true },
    });
    expect(s.subCategories).toEqual([]);
    expect(s.segments).toEqual([]);
    expect(s.project_ids).toBe('');
  });
});

describe('ignoredProjectIds', () => {
  it('names the typed items that are not project ids, once each, as typed', () => {
    expect(ignoredProjectIds('12, abc,,1.5, 12x ,abc, 0, 34')).toEqual(['abc', '1.5', '12x', '0']);
    expect(parseProjectIds('12, abc,,1.5, 12x ,abc, 0, 34')).toEqual([12, 34]);
    expect(ignoredProjectIds(' 1, 2 ,')).toEqual([]);
  });
});
