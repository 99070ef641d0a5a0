// The page registry is the one declaration of a page: its menu link opens it, and its page views carry its name.
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { adminPages, menuPathOf, pages } from './pages.ts';

describe('page registry', () => {
  it('declares each path once, and a page-view name for every page of the shell', () => {
    const paths = [...pages, ...adminPages].map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of pages) expect(page.view, page.path).toMatch(/^[a-z/]+$/);
  });

  it("opens each menu page from its menu link: its own route, not another's", () => {
    const routes = pages.map((p) => ({ path: p.path, id: p.path }));
    for (const page of pages.filter((p) => p.menu)) {
      expect(matchRoutes(routes, menuPathOf(page))?.at(-1)?.route.id, page.path).toBe(page.path);
    }
  });

  it('leaves My Brands, the brand group event types and Settings (the account menu) out of the menu', () => {
    const hidden = pages.filter((p) => !p.menu).map((p) => p.title);
    expect(hidden).toEqual(['My Brands', 'Brand Event Type Summary', 'Settings']);
  });
});
