import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { pages } from '../app/pages.ts';
import {
  currentMenuPath,
  firstUnlockedPath,
  isUnlocked,
  menu,
  menuLeaves,
  visibleEntries,
  type MenuEntry,
} from './menu-items.ts';

const holder = (...permissions: string[]) => ({
  is_admin: false,
  permissions: Object.fromEntries(permissions.map((p) => [p, true])),
  features: {},
});

const labels = (entries: MenuEntry[]): string[] =>
  entries.flatMap((e) => (e.kind === 'item' ? [e.label] : [`${e.label}:`, ...labels(e.children)]));

describe('menu', () => {
  it('gives every menu item the access rule of the route it opens', () => {
    for (const leaf of menuLeaves()) {
      const matched = matchRoutes(
        pages.map((r) => ({ path: r.path, id: r.path })),
        leaf.to,
      );
      const route = pages.find((r) => r.path === matched?.at(-1)?.route.path);
      expect(route, leaf.to).toBeDefined();
      expect(route?.access, leaf.to).toEqual(leaf.access);
    }
  });

  it('hides internal items without the internal permission, and shows them with it', () => {
    const designer = holder('products');
    expect(labels(visibleEntries(menu, designer))).toEqual([
      'Dashboard',
      'Brands:',
      'Top Brands',
      'Brand Drilldown',
      'Win / Loss',
      'Products:',
      'Top Products',
      'Product Drilldown',
      'Insights:',
      'Market Timeline',
    ]);
    // A firm feature the firm lacks hides its page (an area it never bought); with it, the page shows.
    expect(labels(visibleEntries(menu, { ...designer, features: { territories: true } }))).toContain(
      'Territories',
    );
    expect(labels(visibleEntries(menu, holder('internal')))).toContain('Patterns');
    // The firm's API keys: a firm admin's (or an administrator's) page, hidden from everyone else.
    expect(labels(visibleEntries(menu, { ...designer, is_firm_admin: true }))).toEqual(
      expect.arrayContaining(['Firms:', 'API Keys']),
    );
    expect(labels(visibleEntries(menu, holder('internal')))).not.toContain('API Keys');
  });

  it('unlocks a group when any child is unlocked', () => {
    const brands = menu.find((e) => e.label === 'Brands')!;
    expect(isUnlocked(brands, holder('products'))).toBe(false);
    expect(isUnlocked(brands, holder('brands'))).toBe(true);
  });

  it('finds the first unlocked menu path, or none', () => {
    expect(firstUnlockedPath(holder('products'))).toBe('/');
    // Win / Loss names every brand to internal users (issue 42), and comes first in the menu.
    expect(firstUnlockedPath(holder('internal'))).toBe('/winloss/');
    expect(firstUnlockedPath(holder('mybrands'))).toBeNull();
    expect(firstUnlockedPath(null)).toBeNull();
  });
});

describe('currentMenuPath', () => {
  it('marks one item current: the longest menu path the page lies under', () => {
    expect(currentMenuPath('/brands/drill/3')).toBe('/brands/drill/');
    expect(currentMenuPath('/brands/')).toBe('/brands/');
    expect(currentMenuPath('/brandsummary/topbrands')).toBe('/brandsummary/topbrands/');
    expect(currentMenuPath('/brandsummary/12,13')).toBe('/brandsummary/');
    expect(currentMenuPath('/')).toBe('/');
    expect(currentMenuPath('/mybrands/show')).toBeNull();
  });
});
