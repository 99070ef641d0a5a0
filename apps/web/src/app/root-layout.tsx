// The root of every screen: names the browser tab, marks the location drawn, shows the redirect notices and the cookie notice.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CookieNotice } from '../shell/cookie-notice.tsx';
import { PageLoading } from '../shell/page-loading.tsx';
import { useDocumentTitle } from '../shell/document-title.ts';
import { RouteNotice } from '../shell/route-notice.tsx';
import { useRenderedLocation } from '../shell/rendered-location.ts';

export function RootLayout() {
  useDocumentTitle();
  useRenderedLocation();

  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <RouteNotice />
      <CookieNotice />
    </>
  );
}
