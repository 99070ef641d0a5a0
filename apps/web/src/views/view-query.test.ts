import { describe, expect, it } from 'vitest';
import { testConfiguration } from '../test-support/render-in-app.tsx';
import { baseFilterSet, filterAllowed } from '../filters/filter-state.ts';
import { droppedFilters, hasFilters, withViewFilters } from './view-query.ts';

const config = testConfiguration({ hidesegments: true });
const base = baseFilterSet(config);
const allowed = filterAllowed(config, base);

describe('droppedFilters', () => {
  it('is empty for a view the firm still allows in full', () => {
    expect(droppedFilters('categories=3&regions=west&period_interval=24', base, allowed)).toEqual([]);
    expect(droppedFilters('', base, allowed)).toEqual([]);
  });

  it('names every value pruning drops: categories, regions, statuses, segments, sub-categories', () => {
    const query =
      'categories=3&categories=9&regions=west&regions=north&projprodstatus=1-Specified&projprodstatus=8-Gone' +
      '&segments=4&subCategories=11';
    expect(droppedFilters(query, base, allowed)).toEqual([
      'category 9',
      'sub-category 11',
      'segment 4',
      'region north',
      'status Gone',
    ]);
  });

  it('tells when no chosen category is left (the defaults then apply)', () => {
    expect(droppedFilters('categories=9', base, allowed)).toEqual(['category 9']);
  });
});

describe('withViewFilters', () => {
  it("replaces the filter keys with the view's and keeps the page's other keys", () => {
    expect(withViewFilters('categories=1&tab=2', 'categories=3&categories=2&period_interval=6&x=1')).toBe(
      'tab=2&categories=3&categories=2&period_interval=6',
    );
  });
});

describe('hasFilters', () => {
  it('is true only when a filter key is in the query', () => {
    expect(hasFilters('')).toBe(false);
    expect(hasFilters('?tab=2')).toBe(false);
    expect(hasFilters('?regions=')).toBe(true);
  });
});
