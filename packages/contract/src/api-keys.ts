// API keys (administrators create them for a user): programmatic access to the analytics with the user's own
// permissions, narrowed by the key's scope. The secret (sp_…) is shown once, when created.
import { z } from 'zod';
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
  access: 'admin',
  summary: "API keys, newest first (a user's with user_id)",
  querystring: z.object({ user_id: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
  response: z.array(apiKeySchema),
});

export const createApiKeyRoute = defineRoute({
  method: 'POST',
  path: '/v2/admin/keys',
  access: 'admin',
  summary: 'Create an API key for a user; the answer holds the secret, which is not shown again',
  body: createApiKeyBodySchema,
  response: z.object({ key: apiKeySchema, secret: z.string() }),
  errors: [404],
});

export const revokeApiKeyRoute = defineRoute({
  method: 'DELETE',
  path: '/v2/admin/keys/:keyId',
  access: 'admin',
  summary: 'Revoke an API key: refused from its next request',
  params: z.object({ keyId: z.coerce.number().int().positive().max(2_147_483_647) }),
});
