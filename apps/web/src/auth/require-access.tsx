// Route access: a path the user may not open redirects to the first unlocked menu path, else /nomatch.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Access } from '@specpulse/contract';
import { canOpen } from '../session/access.ts';
import { useAuth } from '../session/session-context.tsx';
import { firstUnlockedPath } from '../shell/menu-items.ts';

export function RedirectToFirstUnlocked() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const target = firstUnlockedPath(auth) ?? '/nomatch';
  return <Navigate to={target} replace state={{ from: pathname }} />;
}

export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const auth = useAuth();
  if (!canOpen(access, auth)) return <RedirectToFirstUnlocked />;
  return <>{children}</>;
}
