// Routes the API client's 401 to /login inside the app, saying why and remembering the page to return to.
import type { createBrowserRouter } from 'react-router';
import { messages } from '@specpulse/contract';
import { setUnauthorizedHandler } from '../api/client.ts';
import type { RedirectState } from '../auth/redirect-state.ts';

/**
 * Set with the router, before the first render: the configuration call starts outside the router, and a 401
 * on it before a component's effect had set the handler reloaded /login on top of the guard's own redirect
 * (two navigations; the second one threw away the page the first had drawn).
 */
export function routeUnauthorizedToLogin(router: ReturnType<typeof createBrowserRouter>): void {
  setUnauthorizedHandler(() => {
    const state: RedirectState = {
      notice: messages.sessionExpired,
      returnTo: `${window.location.pathname}${window.location.search}`,
    };
    void router.navigate('/login', { replace: true, state });
  });
}
