// The root of every screen: routes the API client's 401 to /login inside the app, names the browser tab, and
// the cookie notice.
import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../api/client.ts';
import { CookieNotice } from '../shell/cookie-notice.tsx';
import { PageLoading } from '../shell/page-loading.tsx';
import { useDocumentTitle } from '../shell/document-title.ts';

export function RootLayout() {
  const navigate = useNavigate();
  useDocumentTitle();
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
