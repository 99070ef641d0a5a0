import { describe, expect, it } from 'vitest';
import { defaultFilterSet } from '@specpulse/contract';
import { chooserTarget, myBrandsFilters, parseBrandIdParam } from './brand-paths.ts';

describe('brand page paths', () => {
  it('reads the :brandId parameter with the contract rule', () => {
    expect(parseBrandIdParam(undefined)).toEqual({ kind: 'none' });
    expect(parseBrandIdParam('')).toEqual({ kind: 'none' });
    expect(parseBrandIdParam('12')).toEqual({ kind: 'valid', brandId: 12, raw: '12' });
    expect(parseBrandIdParam('show')).toEqual({ kind: 'valid', brandId: 'show', raw: 'show' });
    for (const bad of ['abc', '0', '-3', '1.5', '012', '1234567890']) {
      expect(parseBrandIdParam(bad), bad).toMatchObject({
        kind: 'invalid',
        message: 'brandId must be a positive whole number or "show"',
      });
    }
  });

  it('appends the chosen id to the current path, with or without its trailing slash', () => {
    expect(chooserTarget('/brands/drill/', 12)).toBe('/brands/drill/12');
    expect(chooserTarget('/brands/drill', 12)).toBe('/brands/drill/12');
    expect(chooserTarget('/brandrank/', 7)).toBe('/brandrank/7');
  });

  it("widens My Brands' default categories to all configured ones, keeping categories chosen in the URL", () => {
    const base = { ...defaultFilterSet, categories: [3, 1] };
    const all = [1, 3, 4, 5, 6];
    expect(myBrandsFilters({ ...base, categories: [1, 3], qtyShares: true }, base, all)).toEqual({
      ...base,
      categories: all,
      qtyShares: true,
    });
    const chosen = { ...base, categories: [5] };
    expect(myBrandsFilters(chosen, base, all)).toBe(chosen);
  });
});
