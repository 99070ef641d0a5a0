// The history state a redirect carries: the notification saying why, and the page to return to after sign-in.
import { isAppPath } from '@specpulse/contract';

export interface RedirectState {
  /** Shown once as a notification where the redirect lands. */
  notice?: string;
  /** Path and query the sign-in screen returns to (filters included). */
  returnTo?: string;
  /** The path that matched no page (shown by /nomatch). */
  from?: string;
}

export function readRedirectState(state: unknown): RedirectState {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, returnTo, from } = state as Record<string, unknown>;
  return {
    notice: typeof notice === 'string' ? notice : undefined,
    returnTo: typeof returnTo === 'string' ? returnTo : undefined,
    from: typeof from === 'string' ? from : undefined,
  };
}

/** Where sign-in goes: the page the user was sent away from, if it is a path of this app, else /. */
export function signInDestination(state: unknown): string {
  const { returnTo } = readRedirectState(state);
  const path = returnTo?.split(/[?#]/, 1)[0] ?? '';
  if (!isAppPath(path) || path.startsWith('/login')) return '/';
  return returnTo as string;
}
