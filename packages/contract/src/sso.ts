// Single sign-on (OpenID Connect, authorization code flow with PKCE): how the login page learns which ways of
// signing in the deployment offers, the redirect to the provider, and the provider's redirect back.
import { z } from 'zod';
import { defineRoute } from './route.ts';

export const signInMethodsSchema = z.object({
  /** False when the deployment turned password sign-in off (PASSWORD_LOGIN=false). */
  password: z.boolean(),
  /** The identity provider, when single sign-on is set up: 'Sign in with {name}'. */
  sso: z.object({ name: z.string() }).nullable(),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

export const signInMethodsRoute = defineRoute({
  method: 'GET',
  path: '/v2/auth/methods',
  access: 'public',
  summary: 'The ways of signing in this deployment offers (password, single sign-on)',
  response: signInMethodsSchema,
});

/** 302 to the identity provider's authorization endpoint; 404 when single sign-on is not set up. */
export const ssoStartRoute = defineRoute({
  method: 'GET',
  path: '/v2/auth/sso/start',
  access: 'public',
  summary: "Start a single sign-on: redirects to the identity provider's sign-in page",
  errors: [404],
});

export const ssoCallbackQuerySchema = z
  .object({
    state: z.string().max(200).optional(),
    code: z.string().max(2000).optional(),
    error: z.string().max(200).optional(),
  })
  // The provider may add its own parameters (iss, session_state); they are checked by the OpenID client.
  .passthrough();

/**
 * The provider's redirect back. A missing, unknown or already used state: 400, nothing created. Otherwise a
 * redirect to the login page carrying the portal's token in the fragment (`#sso_token=`), or the refusal's
 * reason (`#sso_error=`, ssoRefusals).
 */
export const ssoCallbackRoute = defineRoute({
  method: 'GET',
  path: '/v2/auth/sso/callback',
  access: 'public',
  summary: "The identity provider's redirect back: signs the user in and returns to the login page",
  querystring: ssoCallbackQuerySchema,
  errors: [404],
});

/** Why a single sign-on was refused (the login page shows the catalogue's text for each). */
export const ssoRefusals = ['failed', 'no-firm', 'inactive'] as const;
export type SsoRefusal = (typeof ssoRefusals)[number];

/** The login page's fragment keys after a single sign-on. */
export const ssoFragment = { token: 'sso_token', error: 'sso_error' } as const;
