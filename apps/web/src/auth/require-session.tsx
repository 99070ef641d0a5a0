// Session guard: without a valid decoded token of an active user the app goes to /login (spec doc 1 §4);
// when the session expired it says so, and sign-in returns to the page.
import { Navigate, Outlet, useLocation } from 'react-router';
import { messages } from '@specpulse/contract';
import { useAuth } from '../session/session-context.tsx';
import type { RedirectState } from './redirect-state.ts';
import { sessionExpired } from './token-store.ts';

export function RequireSession() {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  if (!user) {
    const state: RedirectState | undefined = sessionExpired()
      ? { notice: messages.sessionExpired, returnTo: `${pathname}${search}` }
      : undefined;
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
