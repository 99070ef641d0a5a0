// Session guard: without a valid decoded token of an active user the app goes to /login (spec doc 1 §4).
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../session/session-context.tsx';

export function RequireSession() {
  const { user } = useAuth();
  if (!user) return <Navigate to="/login" replace />;
  return <Outlet />;
}
