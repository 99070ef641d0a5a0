// Single sign-on on the login page: which ways of signing in the deployment offers, and what the provider's
// round trip left in the URL's fragment (the portal's token, or why the sign-in was refused).
import {
  messages,
  signInMethodsRoute,
  ssoFragment,
  ssoRefusals,
  ssoStartRoute,
  type SignInMethods,
  type SsoRefusal,
} from '@specpulse/contract';
import { api } from '../api/client.ts';

export const signInMethodsQueryKey = ['sign-in-methods'] as const;

export function fetchSignInMethods(signal?: AbortSignal): Promise<SignInMethods> {
  return api.call(signInMethodsRoute, { public: true, signal });
}

/** Where the 'Sign in with {provider}' link goes: the API sends the browser on to the provider. */
export const ssoStartPath = ssoStartRoute.path;

const refusalTexts: Record<SsoRefusal, string> = {
  failed: messages.ssoFailed,
  'no-firm': messages.ssoNoFirm,
  inactive: messages.ssoInactive,
};

export type SsoLanding = { token: string } | { error: string } | null;

/** The outcome of a single sign-on in a location's fragment (`#sso_token=…` or `#sso_error=…`), if any. */
export function ssoLanding(hash: string): SsoLanding {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get(ssoFragment.token);
  if (token) return { token };
  const reason = params.get(ssoFragment.error);
  if (reason === null) return null;
  return {
    error: (ssoRefusals as readonly string[]).includes(reason)
      ? refusalTexts[reason as SsoRefusal]
      : messages.ssoFailed,
  };
}
