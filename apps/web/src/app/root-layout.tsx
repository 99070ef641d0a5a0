// The root of every screen: routes the API client's 401 to /login inside the app (saying why, and
// remembering the page to return to), names the browser tab, the redirect notices and the cookie notice.
import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { messages } from '@specpulse/contract';
import { setUnauthorizedHandler } from '../api/client.ts';
import type { RedirectState } from '../auth/redirect-state.ts';
import { CookieNotice } from '../shell/cookie-notice.tsx';
import { PageLoading } from '../shell/page-loading.tsx';
import { useDocumentTitle } from '../shell/document-title.ts';
import { RouteNotice } from '../shell/route-notice.tsx';

export function RootLayout() {
  const navigate = useNavigate();
  useDocumentTitle();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const state: RedirectState = {
        notice: messages.sessionExpired,
        returnTo: `${window.location.pathname}${window.location.search}`,
      };
      void navigate('/login', { replace: true, state });
    });
  }, [navigate]);

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
