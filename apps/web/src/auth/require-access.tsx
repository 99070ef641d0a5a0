// Route access: a path the user may not open redirects to the first unlocked menu path, else /nomatch,
// saying why in a notification.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { messages, type Access } from '@specpulse/contract';
import { canOpen } from '../session/access.ts';
import { useAuth } from '../session/session-context.tsx';
import { firstUnlockedPath } from '../shell/menu-items.ts';
import type { RedirectState } from './redirect-state.ts';

/** `notice`: the notification saying why (a forbidden page); none for a path that matches no page. */
export function RedirectToFirstUnlocked({ notice }: { notice?: string }) {
  const auth = useAuth();
  const { pathname } = useLocation();
  const target = firstUnlockedPath(auth) ?? '/nomatch';
  const state: RedirectState = { from: pathname, notice };
  return <Navigate to={target} replace state={state} />;
}

export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const auth = useAuth();
  if (!canOpen(access, auth)) return <RedirectToFirstUnlocked notice={messages.noPageAccess} />;
  return <>{children}</>;
}
