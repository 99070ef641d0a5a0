// The root of every screen: routes the API client's 401 to /login inside the app (saying why, and
// remembering the page to return to), the redirect notices and the cookie notice.
import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { messages } from '@specpulse/contract';
import { setUnauthorizedHandler } from '../api/client.ts';
import type { RedirectState } from '../auth/redirect-state.ts';
import { CookieNotice } from '../shell/cookie-notice.tsx';
import { PageLoading } from '../shell/page-loading.tsx';
import { RouteNotice } from '../shell/route-notice.tsx';

export function RootLayout() {
  const navigate = useNavigate();
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
