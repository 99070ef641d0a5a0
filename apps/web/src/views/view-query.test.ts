import { describe, expect, it } from 'vitest';
import { testConfiguration } from '../test-support/render-in-app.tsx';
import { baseFilterSet, filterAllowed } from '../filters/filter-state.ts';
import { droppedFilters, goneTerritories, hasFilters, withViewFilters } from './view-query.ts';

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

describe('a saved view with territories (issue 44)', () => {
  const withTerritories = testConfiguration({ territories: true });
  withTerritories.configuration.filters.territories = [{ id: 7, name: 'Gulf coast' }];
  const tBase = baseFilterSet(withTerritories);
  const tAllowed = filterAllowed(withTerritories, tBase);

  it('opens without a territory deleted since it was saved, and counts it for the notice', () => {
    expect(goneTerritories('territories=7&territories=8', tBase, tAllowed)).toBe(1);
    expect(goneTerritories('territories=7', tBase, tAllowed)).toBe(0);
    // Not a filter the firm no longer allows: the territory is gone, which the notice says instead.
    expect(droppedFilters('territories=7&territories=8', tBase, tAllowed)).toEqual([]);
  });

  it('drops territories of a firm that lost the feature as filters it no longer allows', () => {
    expect(droppedFilters('territories=7', base, allowed)).toEqual(['territory 7']);
    expect(goneTerritories('territories=7', base, allowed)).toBe(0);
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
