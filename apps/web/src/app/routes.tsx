// The router, derived from the page registry (pages.ts): every page behind its access rule, with its title and
// its registry entry for the page view.
import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ConfigurationGate } from './configuration-gate.tsx';
import { RootLayout } from './root-layout.tsx';
import { adminPages, pages, type PageEntry } from './pages.ts';
import { RequireAccess } from '../auth/require-access.tsx';
import { RequireAdmin } from '../auth/require-admin.tsx';
import { RequireSession } from '../auth/require-session.tsx';
import { CurrentPageProvider } from '../components/page/current-page.ts';
import { PageCrash } from '../components/page/page-crash.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { AdminLayout } from '../pages/admin/admin-layout.tsx';

const NoMatchPage = lazy(() => import('../pages/nomatch/no-match-page.tsx'));
const LoginPage = lazy(() => import('../pages/login/login-page.tsx'));

const shellRoute = (entry: PageEntry): RouteObject => ({
  path: entry.path,
  handle: { title: entry.title },
  element: (
    <CurrentPageProvider value={entry}>
      <RequireAccess access={entry.access}>
        <entry.Page />
      </RequireAccess>
    </CurrentPageProvider>
  ),
  // A page that throws shows its own error in the shell, which stays usable.
  errorElement: <PageCrash route={entry.path} />,
});

/** The administration's pages: RequireAdmin checks their rule ('admin') for the whole area, from the token, as
 * the area does not wait for the firm configuration. */
const adminRoute = (entry: PageEntry): RouteObject => ({
  path: entry.path,
  handle: { title: entry.title },
  element: <entry.Page />,
  errorElement: <PageCrash route={entry.path} />,
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
            children: [{ element: <AdminLayout />, children: adminPages.map(adminRoute) }],
          },
          {
            element: (
              <ConfigurationGate>
                <AppShell />
              </ConfigurationGate>
            ),
            children: [
              ...pages.map(shellRoute),
              // A path that matches no page says so (both specifications: 'No page match for' and the path);
              // a known page the user may not open redirects instead (RequireAccess).
              { path: '*', handle: { title: 'No page match' }, element: <NoMatchPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routeObjects);
