// Sign-in contract: the login call, the spec's user object (doc 1 §3) and the claims of the signed token.
import { z } from 'zod';
import { permissionsSchema } from './permissions.ts';
import { defineRoute } from './route.ts';

/** The spec's user object (doc 1 §3); it is signed into the token and returned by configuration. */
export const userSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string(),
  is_admin: z.boolean(),
  /** A firm admin of the user's own firm (issue 44); absent in tokens signed before it existed. */
  is_firm_admin: z.boolean().default(false),
  is_active: z.boolean(),
  is_impersonate: z.boolean(),
  user_id: z.number().int(),
  firm_name: z.string(),
  firm_avatar: z.string(),
  permissions: permissionsSchema,
});
export type User = z.infer<typeof userSchema>;

/**
 * The payload of the token (HS256 JWT). The web app decodes it (without verifying) to learn who is
 * signed in; the server verifies it on every call. `imp` is the administrator's user id while
 * impersonating; `exp` is seconds since the epoch.
 */
export const tokenClaimsSchema = z.object({
  user: userSchema,
  imp: z.number().int().optional(),
  sub: z.string().optional(),
  iat: z.number().optional(),
  exp: z.number().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** Lifetimes of a token: 8 hours, or 30 days with Remember me. */
export const tokenLifetime = { hours: 8, rememberDays: 30 } as const;

// No required-field rules (spec §5): an empty email simply fails to sign in with the 401 text.
export const loginBodySchema = z.object({
  email: z.string().max(320),
  password: z.string().max(1024),
  remember: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Wrong email or password, or an inactive user → 401 'email or password is incorrect'; throttled → 429 'too many requests'. */
export const loginRoute = defineRoute({
  method: 'POST',
  path: '/v2/auth/login',
  access: 'public',
  summary: 'Sign in with email and password; returns a signed token',
  body: loginBodySchema,
  response: loginResponseSchema,
  errors: [429],
});
