// Route access: a path the user may not open redirects to the first unlocked menu path, else /nomatch,
// saying why in a notification. Checked against the firm configuration, so a page the firm lost while the
// user is on it (the configuration reloaded: session/session-context.tsx) redirects at once.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { messages, type Access } from '@specpulse/contract';
import { useAccessHolder, useCan } from '../session/access.ts';
import { firstUnlockedPath } from '../shell/menu-items.ts';
import type { RedirectState } from './redirect-state.ts';

/** `notice`: the notification saying why. */
function RedirectToFirstUnlocked({ notice }: { notice?: string }) {
  const holder = useAccessHolder();
  const { pathname } = useLocation();
  const target = firstUnlockedPath(holder) ?? '/nomatch';
  const state: RedirectState = { from: pathname, notice };
  return <Navigate to={target} replace state={state} />;
}

export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  if (!useCan(access)) return <RedirectToFirstUnlocked notice={messages.noPageAccess} />;
  return <>{children}</>;
}
