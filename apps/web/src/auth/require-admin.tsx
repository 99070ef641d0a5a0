// Admin guard: non-admins opening /admin are sent to /login (spec doc 1 §6) with 'No admin access';
// signing in as an administrator returns to the page.
import { Navigate, Outlet, useLocation } from 'react-router';
import { messages } from '@specpulse/contract';
import { useAuth } from '../session/session-context.tsx';
import type { RedirectState } from './redirect-state.ts';

export function RequireAdmin() {
  const { isAdmin, isImpersonating } = useAuth();
  const { pathname, search } = useLocation();
  // An administrator who just started impersonating is still on /admin for a moment: send them to
  // the application as that user, not to the sign-in screen.
  if (isImpersonating && !isAdmin) return <Navigate to="/" replace />;
  if (!isAdmin) {
    const state: RedirectState = { notice: messages.noAdminAccess, returnTo: `${pathname}${search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
