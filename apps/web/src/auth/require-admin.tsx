// Admin guard: non-admins opening /admin are sent to /login (spec doc 1 §6).
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../session/session-context.tsx';

export function RequireAdmin() {
  const { isAdmin, isImpersonating } = useAuth();
  // An administrator who just started impersonating is still on /admin for a moment: send them to
  // the application as that user, not to the sign-in screen.
  if (!isAdmin) return <Navigate to={isImpersonating ? '/' : '/login'} replace />;
  return <Outlet />;
}
