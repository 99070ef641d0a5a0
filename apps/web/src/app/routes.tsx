// The route table of spec doc 1 §2.1: every screen with its access rule, pages loaded lazily.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Access } from '@specpulse/contract';
import { access } from '../session/access.ts';
import { ConfigurationGate } from './configuration-gate.tsx';
import { RootLayout } from './root-layout.tsx';
import { RedirectToFirstUnlocked, RequireAccess } from '../auth/require-access.tsx';
import { RequireAdmin } from '../auth/require-admin.tsx';
import { RequireSession } from '../auth/require-session.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { AdminLayout } from '../pages/admin/admin-layout.tsx';

const DashboardPage = lazy(() => import('../pages/dashboard/dashboard-page.tsx'));
const BrandsPage = lazy(() => import('../pages/brands/brands-page.tsx'));
const BrandDrillPage = lazy(() => import('../pages/brands/brand-drill-page.tsx'));
const BrandRankPage = lazy(() => import('../pages/brands/brand-rank-page.tsx'));
const ProductsPage = lazy(() => import('../pages/products/products-page.tsx'));
const ProductDrillPage = lazy(() => import('../pages/products/product-drill-page.tsx'));
const PatternsPage = lazy(() => import('../pages/internal/patterns-page.tsx'));
const SpecAttributePage = lazy(() => import('../pages/internal/spec-attribute-page.tsx'));
const AdjacencyPage = lazy(() => import('../pages/internal/adjacency-page.tsx'));
const CategoryPage = lazy(() => import('../pages/internal/category-page.tsx'));
const InternalTopBrandsPage = lazy(() => import('../pages/internal/internal-top-brands-page.tsx'));
const ProjectsMapPage = lazy(() => import('../pages/maps/projects-map-page.tsx'));
const OfficesMapPage = lazy(() => import('../pages/maps/offices-map-page.tsx'));
const SpecsMapPage = lazy(() => import('../pages/maps/specs-map-page.tsx'));
const SearchesMapPage = lazy(() => import('../pages/maps/searches-map-page.tsx'));
const NoMatchPage = lazy(() => import('../pages/nomatch/no-match-page.tsx'));
const LoginPage = lazy(() => import('../pages/login/login-page.tsx'));
const FirmListPage = lazy(() => import('../pages/admin/firm-list-page.tsx'));
const SessionsPage = lazy(() => import('../pages/admin/sessions-page.tsx'));
const FirmEditorPage = lazy(() => import('../pages/admin/firm-editor-page.tsx'));
const BrandSummaryPage = lazy(() => import('../pages/summary/brand-summary-page.tsx'));
const BrandGroupDrillPage = lazy(() => import('../pages/summary/brand-group-drill-page.tsx'));
const BrandEventTypePage = lazy(() => import('../pages/summary/brand-event-type-page.tsx'));
const BrandEventSummaryPage = lazy(() => import('../pages/summary/brand-event-summary-page.tsx'));
const FirmUsersPage = lazy(() => import('../pages/summary/firm-users-page.tsx'));
const FirmEmailsPage = lazy(() => import('../pages/summary/firm-emails-page.tsx'));

export interface PageRoute {
  path: string;
  title: string;
  access: Access;
  Page: LazyExoticComponent<ComponentType>;
}

const page = (path: string, title: string, rule: Access, Page: PageRoute['Page']): PageRoute => ({
  path,
  title,
  access: rule,
  Page,
});

/** The screens inside the shell. Optional segments (`:brandId?`) cover the chooser and the drill path. */
export const pageRoutes: PageRoute[] = [
  page('/', 'Dashboard', access.brandsOrProducts, DashboardPage),
  page('/brands', 'Top Brands', access.brands, BrandsPage),
  page('/brands/drill/:brandId?', 'Brand Drilldown', access.brands, BrandDrillPage),
  page('/mybrands/:brandId', 'My Brands', access.mybrands, BrandDrillPage),
  page('/products', 'Top Products', access.products, ProductsPage),
  page('/products/drill/:productId?', 'Product Drilldown', access.products, ProductDrillPage),
  page('/patterns', 'Patterns', access.internal, PatternsPage),
  page('/specattribute', 'Spec Attributes', access.internal, SpecAttributePage),
  page('/adjacency', 'Adjacency', access.internal, AdjacencyPage),
  page('/category', 'Categories', access.internal, CategoryPage),
  page('/brandrank/:brandId?', 'Category Rank', access.internal, BrandRankPage),
  page('/firm/:firmId?', 'Firm Users', access.internal, FirmUsersPage),
  page('/firm/emails/:firmId?', 'Firm Emails', access.internal, FirmEmailsPage),
  page('/brandsummary', 'Brands List', access.internal, BrandSummaryPage),
  page('/brandsummary/topbrands', 'Top Brands', access.internal, InternalTopBrandsPage),
  page(
    '/brandsummary/branddrill/:brandIds?',
    'Brand Summary Drilldown',
    access.internal,
    BrandGroupDrillPage,
  ),
  page('/brandsummary/:brandIds', 'Brand Event Type Summary', access.internal, BrandEventTypePage),
  page('/brandeventsummary/:brandIds?', 'Brand Event Summary', access.internal, BrandEventSummaryPage),
  page('/map/specs', 'Specs Map', access.internal, SpecsMapPage),
  page('/map/offices', 'Offices Map', access.internal, OfficesMapPage),
  page('/map/projects', 'Projects Map', access.internal, ProjectsMapPage),
  page('/map/searches', 'Searches Map', access.internal, SearchesMapPage),
];

/** The administration area: admin users only, everyone else goes to /login. */
export const adminRoutes: PageRoute[] = [
  page('/admin', 'Firms', access.admin, FirmListPage),
  page('/admin/sessions', 'Session Activity', access.admin, SessionsPage),
  page('/admin/:firmId', 'Firm Configuration', access.admin, FirmEditorPage),
];

const toRouteObject = ({ path, title, access: rule, Page }: PageRoute): RouteObject => ({
  path,
  handle: { title },
  element: (
    <RequireAccess access={rule}>
      <Page />
    </RequireAccess>
  ),
});

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/login', handle: { title: 'Sign in' }, element: <LoginPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <RequireAdmin />,
            children: [{ element: <AdminLayout />, children: adminRoutes.map(toRouteObject) }],
          },
          {
            element: (
              <ConfigurationGate>
                <AppShell />
              </ConfigurationGate>
            ),
            children: [
              ...pageRoutes.map(toRouteObject),
              { path: '/nomatch', handle: { title: 'No page match' }, element: <NoMatchPage /> },
              { path: '*', element: <RedirectToFirstUnlocked /> },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routeObjects);
