// The root of every screen: routes the API client's 401 to /login inside the app, and the cookie notice.
import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../api/client.ts';
import { CookieNotice } from '../shell/cookie-notice.tsx';
import { PageLoading } from '../shell/page-loading.tsx';

export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => void navigate('/login', { replace: true }));
  }, [navigate]);

  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <CookieNotice />
    </>
  );
}
