// API keys (an administrator, or a firm admin for the users of their own firm, creates them for a user):
// programmatic access to the analytics with the user's own permissions, narrowed by the key's scope. The secret
// (sp_…) is shown once, when created. The routes are declared once, for both: the API derives a firm admin's
// firm from the caller, and another firm's user or key is not told apart from none (404).
import { z } from 'zod';
import { accessRules } from './permissions.ts';
import { defineRoute } from './route.ts';

export const API_KEY_PREFIX = 'sp_';
export const apiKeyScopes = ['analytics', 'analytics+exports'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];
/** The longest a key may live: a forgotten key expires on its own. */
export const MAX_API_KEY_DAYS = 730;

const id = z.number().int().positive().max(2_147_483_647);

export const apiKeySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_email: z.string(),
  name: z.string(),
  /** The secret's first characters, to tell keys apart. */
  prefix: z.string(),
  scope: z.enum(apiKeyScopes),
  expires_at: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyBodySchema = z.object({
  user_id: id,
  name: z.string().trim().min(1).max(80),
  scope: z.enum(apiKeyScopes),
  /** The last day the key works (UTC). */
  expires_on: z.iso.date(),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

export const apiKeyListRoute = defineRoute({
  method: 'GET',
  path: '/v2/admin/keys',
  access: accessRules.firmAdmin,
  summary: "API keys, newest first (a user's with user_id; a firm admin's firm's only)",
  querystring: z.object({
    user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /** Only the keys of the caller's firm's users (the firm's page); a firm admin's are always. */
    own_firm: z.stringbool().default(false),
  }),
  response: z.array(apiKeySchema),
});

export const createApiKeyRoute = defineRoute({
  method: 'POST',
  path: '/v2/admin/keys',
  access: accessRules.firmAdmin,
  summary:
    "Create an API key for a user (a firm admin: of the caller's firm); the answer holds the secret, which is not shown again",
  body: createApiKeyBodySchema,
  response: z.object({ key: apiKeySchema, secret: z.string() }),
  errors: [404],
});

export const revokeApiKeyRoute = defineRoute({
  method: 'DELETE',
  path: '/v2/admin/keys/:keyId',
  access: accessRules.firmAdmin,
  summary: "Revoke an API key (a firm admin: of the caller's firm's users): refused from its next request",
  errors: [404],
  params: z.object({ keyId: z.coerce.number().int().positive().max(2_147_483_647) }),
});

/** The users a firm admin may create a key for: their firm's active users, by name. */
export const apiKeyUsersRoute = defineRoute({
  method: 'GET',
  path: '/v2/admin/keys/users',
  access: accessRules.firmAdmin,
  summary: "The caller's firm's active users, by name: whom a firm admin may create a key for",
  response: z.array(z.object({ user_id: z.number().int(), name: z.string() })),
});
