// The page registry: every screen declared once, with its path (spec doc 1 §2.1), title, place in the menu,
// access rule (the contract's accessRules, the rules the API's routes declare), page-view name and lazily
// loaded component. The router (routes.tsx), the menu (shell/menu-items.ts) and the page views derive from it.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { accessRules as access, type Access } from '@specpulse/contract';

/** The menu's groups, in the menu's order of their first page below. */
export type MenuGroupName = 'Brands' | 'Products' | 'Insights' | 'Brand Summaries' | 'Firms' | 'Maps';

export interface PageEntry {
  /** The route path; an optional last segment (`:brandId?`) covers the chooser and the drill path. */
  path: string;
  /** The page's heading and the browser tab's title. */
  title: string;
  access: Access;
  /** The page-view event's name (spec doc 2 §1), e.g. 'brand/drill'; none for the administration. */
  view?: string;
  /** Its menu item: the group (none: the top level) and the label when it is not the title. Absent: not in
   * the menu (My Brands, pages reached from another page). */
  menu?: { group?: MenuGroupName; label?: string };
  Page: LazyExoticComponent<ComponentType>;
}

const page = (entry: PageEntry): PageEntry => entry;

/** The screens inside the shell, in the menu's order. */
export const pages: readonly PageEntry[] = [
  page({
    path: '/',
    title: 'Dashboard',
    access: access.brandsOrProducts,
    view: 'dashboard',
    menu: {},
    Page: lazy(() => import('../pages/dashboard/dashboard-page.tsx')),
  }),
  page({
    path: '/brands/',
    title: 'Top Brands',
    access: access.brands,
    view: 'brands',
    menu: { group: 'Brands' },
    Page: lazy(() => import('../pages/brands/brands-page.tsx')),
  }),
  page({
    path: '/brands/drill/:brandId?',
    title: 'Brand Drilldown',
    access: access.brands,
    view: 'brand/drill',
    menu: { group: 'Brands' },
    Page: lazy(() => import('../pages/brands/brand-drill-page.tsx')),
  }),
  page({
    path: '/winloss/:brandIds?',
    title: 'Win / Loss',
    access: access.winLoss,
    view: 'winloss',
    menu: { group: 'Brands' },
    Page: lazy(() => import('../pages/winloss/winloss-page.tsx')),
  }),
  page({
    path: '/mybrands/:brandId',
    title: 'My Brands',
    access: access.mybrands,
    // The brand drilldown of the firm's own brands: the same view as the drilldown's.
    view: 'brand/drill',
    Page: lazy(() => import('../pages/brands/brand-drill-page.tsx')),
  }),
  page({
    path: '/products/',
    title: 'Top Products',
    access: access.products,
    view: 'products',
    menu: { group: 'Products' },
    Page: lazy(() => import('../pages/products/products-page.tsx')),
  }),
  page({
    path: '/products/drill/:productId?',
    title: 'Product Drilldown',
    access: access.products,
    view: 'product/drill',
    menu: { group: 'Products' },
    Page: lazy(() => import('../pages/products/product-drill-page.tsx')),
  }),
  page({
    path: '/patterns/',
    title: 'Patterns',
    access: access.internal,
    view: 'patterns',
    menu: { group: 'Insights' },
    Page: lazy(() => import('../pages/internal/patterns-page.tsx')),
  }),
  page({
    path: '/specattribute/',
    title: 'Spec Attributes',
    access: access.internal,
    view: 'specattribute',
    menu: { group: 'Insights' },
    Page: lazy(() => import('../pages/internal/spec-attribute-page.tsx')),
  }),
  page({
    path: '/adjacency/',
    title: 'Adjacency',
    access: access.internal,
    view: 'adjacency',
    menu: { group: 'Insights' },
    Page: lazy(() => import('../pages/internal/adjacency-page.tsx')),
  }),
  page({
    path: '/category/',
    title: 'Categories',
    access: access.internal,
    view: 'category',
    menu: { group: 'Insights' },
    Page: lazy(() => import('../pages/internal/category-page.tsx')),
  }),
  page({
    path: '/brandrank/:brandId?',
    title: 'Category Rank',
    access: access.internal,
    view: 'brandrank',
    menu: { group: 'Insights' },
    Page: lazy(() => import('../pages/brands/brand-rank-page.tsx')),
  }),
  page({
    path: '/brandsummary/',
    title: 'Brands List',
    access: access.internal,
    view: 'brandsummary',
    menu: { group: 'Brand Summaries' },
    Page: lazy(() => import('../pages/summary/brand-summary-page.tsx')),
  }),
  page({
    path: '/brandsummary/topbrands/',
    title: 'Top Brands',
    access: access.internal,
    view: 'brandsummary/topbrands',
    menu: { group: 'Brand Summaries' },
    Page: lazy(() => import('../pages/internal/internal-top-brands-page.tsx')),
  }),
  page({
    path: '/brandsummary/branddrill/:brandIds?',
    title: 'Brand Summary Drilldown',
    access: access.internal,
    view: 'brandsummary/branddrill',
    menu: { group: 'Brand Summaries', label: 'Brand Drill' },
    Page: lazy(() => import('../pages/brands/brand-group-drill-page.tsx')),
  }),
  page({
    path: '/brandeventsummary/:brandIds?',
    title: 'Brand Event Summary',
    access: access.internal,
    view: 'brandeventsummary',
    menu: { group: 'Brand Summaries', label: 'Event Summary' },
    Page: lazy(() => import('../pages/summary/brand-event-summary-page.tsx')),
  }),
  page({
    path: '/brandsummary/:brandIds',
    title: 'Brand Event Type Summary',
    access: access.internal,
    view: 'brandsummary/eventtypes',
    Page: lazy(() => import('../pages/summary/brand-event-type-page.tsx')),
  }),
  page({
    path: '/firm/:firmId?',
    title: 'Firm Users',
    access: access.internal,
    view: 'firm/users',
    menu: { group: 'Firms' },
    Page: lazy(() => import('../pages/summary/firm-users-page.tsx')),
  }),
  page({
    path: '/firm/emails/:firmId?',
    title: 'Firm Emails',
    access: access.internal,
    view: 'firm/emails',
    menu: { group: 'Firms' },
    Page: lazy(() => import('../pages/summary/firm-emails-page.tsx')),
  }),
  page({
    path: '/timeline',
    title: 'Market Timeline',
    access: access.timeline,
    view: 'timeline',
    menu: { group: 'Insights' },
    Page: lazy(() => import('../pages/timeline/timeline-page.tsx')),
  }),
  page({
    path: '/map/specs',
    title: 'Specs Map',
    access: access.internal,
    view: 'map/specs',
    menu: { group: 'Maps', label: 'Specs' },
    Page: lazy(() => import('../pages/maps/specs-map-page.tsx')),
  }),
  page({
    path: '/map/offices',
    title: 'Offices Map',
    access: access.internal,
    view: 'map/offices',
    menu: { group: 'Maps', label: 'Offices' },
    Page: lazy(() => import('../pages/maps/offices-map-page.tsx')),
  }),
  page({
    path: '/map/projects',
    title: 'Projects Map',
    access: access.internal,
    view: 'map/projects',
    menu: { group: 'Maps', label: 'Projects' },
    Page: lazy(() => import('../pages/maps/projects-map-page.tsx')),
  }),
  page({
    path: '/map/searches',
    title: 'Searches Map',
    access: access.internal,
    view: 'map/searches',
    menu: { group: 'Maps', label: 'Searches' },
    Page: lazy(() => import('../pages/maps/searches-map-page.tsx')),
  }),
  page({
    path: '/territories',
    title: 'Territories',
    access: access.territories,
    view: 'territories',
    menu: { group: 'Firms' },
    Page: lazy(() => import('../pages/territories/territories-page.tsx')),
  }),
  page({
    path: '/keys',
    title: 'API Keys',
    access: access.firmAdmin,
    view: 'keys',
    menu: { group: 'Firms' },
    Page: lazy(() => import('../pages/admin/firm-keys-page.tsx')),
  }),
  page({
    path: '/settings',
    title: 'Settings',
    access: access.user,
    // Reached from the account menu.
    view: 'settings',
    Page: lazy(() => import('../pages/settings/settings-page.tsx')),
  }),
];

/** The administration area: admin users only, everyone else goes to /login. */
export const adminPages: readonly PageEntry[] = [
  page({
    path: '/admin',
    title: 'Firms',
    access: access.admin,
    Page: lazy(() => import('../pages/admin/firm-list-page.tsx')),
  }),
  page({
    path: '/admin/sessions',
    title: 'Session Activity',
    access: access.admin,
    Page: lazy(() => import('../pages/admin/sessions-page.tsx')),
  }),
  page({
    path: '/admin/audit',
    title: 'Audit Log',
    access: access.admin,
    Page: lazy(() => import('../pages/admin/audit-page.tsx')),
  }),
  page({
    path: '/admin/keys',
    title: 'API Keys',
    access: access.admin,
    Page: lazy(() => import('../pages/admin/api-keys-page.tsx')),
  }),
  page({
    path: '/admin/outbox',
    title: 'Outbox',
    access: access.admin,
    Page: lazy(() => import('../pages/admin/outbox-page.tsx')),
  }),
  page({
    path: '/admin/sso-domains',
    title: 'Single Sign-On Domains',
    access: access.admin,
    Page: lazy(() => import('../pages/admin/sso-domains-page.tsx')),
  }),
  page({
    path: '/admin/:firmId',
    title: 'Firm Configuration',
    access: access.admin,
    Page: lazy(() => import('../pages/admin/firm-editor-page.tsx')),
  }),
];

/** A page's menu link: its path without the optional last segment ('/brands/drill/:brandId?' → '/brands/drill/'). */
export const menuPathOf = (entry: PageEntry): string => entry.path.replace(/\/:[^/]*$/, '/');
