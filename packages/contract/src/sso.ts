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

/**
 * 302 to the identity provider's authorization endpoint; 303 back to the login page (`#sso_error=failed`) when
 * the provider cannot be reached; 404 when single sign-on is not set up; 429 beyond the starts a minute one
 * client address may make.
 */
export const ssoStartRoute = defineRoute({
  method: 'GET',
  path: '/v2/auth/sso/start',
  access: 'public',
  summary: "Start a single sign-on: redirects to the identity provider's sign-in page",
  errors: [404, 429],
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

/** An email domain whose first single sign-ons join a firm (when OIDC_FIRM_CLAIM is not set). */
export const ssoDomainSchema = z.object({
  domain: z.string(),
  firm_id: z.number().int(),
  firm_name: z.string(),
  created_at: z.string(),
});
export type SsoDomain = z.infer<typeof ssoDomainSchema>;

/** A domain name, lower-cased: labels of letters, digits and hyphens, at least one dot. */
const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, {
    error: 'domain must be a domain name such as acme.com',
  });

export const ssoDomainBodySchema = z.object({
  domain: domainSchema,
  firm_id: z.number().int().positive().max(2_147_483_647),
});
export type SsoDomainBody = z.infer<typeof ssoDomainBodySchema>;

export const ssoDomainListRoute = defineRoute({
  method: 'GET',
  path: '/v2/admin/sso-domains',
  access: 'admin',
  summary: "The email domains whose first single sign-ons join a firm, and each one's firm",
  response: z.array(ssoDomainSchema),
});

/** 404 for an unknown firm, 409 for a domain already mapped. */
export const addSsoDomainRoute = defineRoute({
  method: 'POST',
  path: '/v2/admin/sso-domains',
  access: 'admin',
  summary: "Map an email domain to a firm: its users' first single sign-ons join that firm",
  body: ssoDomainBodySchema,
  response: ssoDomainSchema,
  errors: [404, 409],
});

export const removeSsoDomainRoute = defineRoute({
  method: 'DELETE',
  path: '/v2/admin/sso-domains/:domain',
  access: 'admin',
  summary: 'Remove an email domain: its new users are refused (those already signed in stay)',
  params: z.object({ domain: domainSchema }),
});
