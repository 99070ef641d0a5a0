import { describe, expect, it } from 'vitest';
import { defaultFilterSet, filterSetToPayload, type ConfigurationResponse } from '@specpulse/contract';
import { autocompleteRequest } from './autocomplete-source.ts';
import { filterSummary } from './filter-summary.ts';
import {
  baseFilterSet,
  filterAllowed,
  readFilterSet,
  sameQuery,
  sharedFilterQuery,
  writeFilterSet,
} from './filter-state.ts';

const config: Pick<ConfigurationResponse, 'defaults' | 'configuration'> = {
  defaults: {
    filters: { ...defaultFilterSet, categories: [1, 2] },
  },
  configuration: {
    can_export: true,
    can_savefilters: false,
    can_favorite: false,
    fiscal_year_start: 1,
    permissions: { brands: true },
    hasfeature: { nestedcategories: false, hidesegments: false },
    filters: {
      categories: [
        { id: 1, name: 'Seating' },
        { id: 2, name: 'Lighting' },
        { id: 3, name: 'Flooring' },
        { id: 4, name: 'Casework' },
        { id: 5, name: 'Ceilings' },
      ],
      subCategories: [{ id: 11, name: 'Task Chairs', category_id: 1 }],
      regions: [
        { id: 'south', name: 'South' },
        { id: 'west', name: 'West' },
      ],
      intervals: [3, 6, 12, 24, 36],
      periods: [
        { id: 'month', abbr: 'Month' },
        { id: 'qtr', abbr: 'Quarter' },
        { id: 'year', abbr: 'Year' },
      ],
      segments: [{ id: 1, name: 'Education', icon: 'School' }],
      territories: [],
      productStatus: [{ id: 2, name: 'Specified' }],
    },
  },
};
const base = baseFilterSet(config);
const allowed = filterAllowed(config, base);

describe('URL filter state', () => {
  it('starts from the configuration defaults', () => {
    expect(base).toMatchObject({
      period_interval: 12,
      period_end: 'qtr',
      categories: [1, 2],
      openspec: false,
    });
    expect(readFilterSet('', base, allowed)).toEqual(base);
  });

  it('merges the URL over the defaults and prunes what the configuration does not allow', () => {
    const set = readFilterSet(
      'categories=3&categories=99&regions=SOUTH&regions=mars&period_interval=7&period_end=year&subCategories=11&segments=1',
      base,
      allowed,
    );
    expect(set.categories).toEqual([3]);
    expect(set.regions).toEqual(['south']);
    expect(set.period_interval).toBe(12);
    expect(set.period_end).toBe('year');
    expect(set.subCategories).toEqual([]); // no nestedcategories feature
    expect(set.segments).toEqual([1]);
  });

  it("uses the defaults' categories when the chosen categories are empty or all disallowed", () => {
    expect(readFilterSet('categories=', base, allowed).categories).toEqual([1, 2]);
    expect(readFilterSet('categories=99', base, allowed).categories).toEqual([1, 2]);
  });

  it('writes only what differs from the defaults, keeps foreign query keys, and reads back the same set', () => {
    const next = {
      ...base,
      categories: [3],
      openspec: true,
      category_brand2: { id: 42, name: 'Acme-Co' },
      projprodstatus: [{ value: 2, name: 'Specified' }],
      project_ids: '5,6',
      complex: [
        {
          brandId: 9,
          name: 'Beta',
          categories: [3],
          statuses: [],
          join: 'and' as const,
          end: 'end' as const,
        },
      ],
    };
    const query = writeFilterSet('tab=projects&openspec=false', next, base);
    expect(query.get('tab')).toBe('projects');
    expect(query.has('period_interval')).toBe(false);
    expect(query.get('category_brand2')).toBe('42-Acme-Co');
    expect(readFilterSet(query, base, allowed)).toEqual(next);
    expect(filterSetToPayload(readFilterSet(query, base, allowed))).toMatchObject({
      categories: [3],
      category_brands: [42],
      projprodstatus: [2],
      project_ids: [5, 6],
    });
  });

  it('compares queries regardless of order', () => {
    expect(sameQuery(new URLSearchParams('a=1&b=2'), new URLSearchParams('b=2&a=1'))).toBe(true);
    expect(sameQuery(new URLSearchParams('a=1'), new URLSearchParams('a=2'))).toBe(false);
  });

  it('summarises the filters for the bar', () => {
    const set = {
      ...base,
      categories: [1, 2, 3, 4],
      regions: ['south'],
      openspec: true,
      adjacent_brand: { id: 1, name: 'Acme' },
    };
    expect(filterSummary(set, config.configuration)).toEqual([
      '12 Months to last day of Quarter',
      'Growth vs previous 12 months',
      'Categories: Seating, Lighting, Flooring +1 more',
      'Regions: South',
      'OpenSpec',
      'Anchor Brand: Acme',
    ]);
    expect(filterSummary({ ...base, categories: [1, 2, 3, 4, 5] }, config.configuration)[2]).toBe(
      'All categories',
    );
    expect(filterSummary({ ...base, compare: 'yearAgo', period_interval: 6 }, config.configuration)[1]).toBe(
      'Growth vs same 6 months a year ago',
    );
  });
});

describe('autocomplete requests', () => {
  it('asks brands and products with starts and full, categories with the term only', () => {
    expect(autocompleteRequest('brand', 'ac').route.path).toBe('/v2/autocomplete/brand/');
    expect(autocompleteRequest('brand', 'ac').query).toEqual({ term: 'ac', starts: 'true', full: 'true' });
    expect(autocompleteRequest('product', 'ch').query).toEqual({ term: 'ch', starts: 'true', full: 'true' });
    expect(autocompleteRequest('category', 'li').route.path).toBe('/v2/autocomplete/category/');
    expect(autocompleteRequest('category', 'li').query).toEqual({ term: 'li' });
  });
});

describe('sharedFilterQuery', () => {
  it('keeps the filters every page shares and leaves page blocks and other keys behind', () => {
    const search =
      '?period_interval=24&regions=south&regions=west&spec_attribute_id=4&category_brand1=7-Acme' +
      '&adjacent_brand=9-Beta&adjacent_category=3&tab=x&project_ids=1201%2C1350';
    expect(sharedFilterQuery(search)).toBe(
      '?period_interval=24&regions=south&regions=west&project_ids=1201%2C1350',
    );
  });

  it('is empty without shared filters', () => {
    expect(sharedFilterQuery('')).toBe('');
    expect(sharedFilterQuery('?spec_attribute_id=4')).toBe('');
  });
});
