// /v2/admin/keys: administrators list, create and revoke API keys for users. A key's scope may not be wider than
// its user's firm allows (exports need the firm's export feature); the secret is in the create answer only.
import type { FastifyInstance } from 'fastify';
import {
  apiKeyListRoute,
  createApiKeyRoute,
  MAX_API_KEY_DAYS,
  messages,
  revokeApiKeyRoute,
} from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../errors.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { newApiKeySecret } from '../../plugins/api-key-secret.ts';
import { readFirmConfiguration } from '../configuration/firm-configuration.ts';
import { writeAudit } from '../audit/audit-log.queries.ts';
import { insertApiKey, listApiKeys, revokeApiKey } from './api-keys.queries.ts';

const DAY_MS = 86_400_000;

export function apiKeyRoutes(app: FastifyInstance, { database }: AppDeps) {
  const db = database.db;

  registerRoute(app, apiKeyListRoute, async ({ query }) => listApiKeys(db, query.user_id));

  registerRoute(app, createApiKeyRoute, async ({ actor, body }) => {
    const user = await db
      .selectFrom('app_user as u')
      .leftJoin('firm as f', 'f.id', 'u.firm_id')
      .select(['u.id', 'u.firm_id', 'f.configuration'])
      .where('u.id', '=', body.user_id)
      .executeTakeFirst();
    if (!user) throw notFound(messages.userNotFoundForKey(body.user_id));
    // The key works through the end of its last day (UTC).
    const expiresAt = new Date(Date.parse(`${body.expires_on}T00:00:00Z`) + DAY_MS);
    const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z').getTime();
    if (
      expiresAt.getTime() <= today + DAY_MS ||
      expiresAt.getTime() > today + (MAX_API_KEY_DAYS + 1) * DAY_MS
    )
      throw badRequest(messages.apiKeyExpiry(MAX_API_KEY_DAYS));
    const features = readFirmConfiguration(user.configuration).hasfeature ?? {};
    if (body.scope === 'analytics+exports' && features.export !== true)
      throw badRequest(messages.apiKeyScopeTooWide(body.scope));
    const { secret, prefix, hash } = newApiKeySecret();
    const id = await insertApiKey(db, {
      userId: user.id,
      name: body.name,
      prefix,
      hash,
      scope: body.scope,
      expiresAt,
      createdBy: actor.userId,
    });
    await writeAudit(db, {
      actor,
      action: 'key.create',
      firmId: user.firm_id,
      target: `key:${id}`,
      before: null,
      after: { user_id: user.id, name: body.name, scope: body.scope, expires_on: body.expires_on, prefix },
    });
    const [key] = (await listApiKeys(db, user.id)).filter((k) => k.id === id);
    if (!key) throw notFound(messages.userNotFoundForKey(body.user_id));
    return { key, secret };
  });

  registerRoute(app, revokeApiKeyRoute, async ({ actor, params, reply }) => {
    const revoked = await revokeApiKey(db, params.keyId);
    if (!revoked) throw notFound(messages.apiKeyInvalid);
    await writeAudit(db, {
      actor,
      action: 'key.revoke',
      firmId: revoked.firmId,
      target: `key:${params.keyId}`,
      before: null,
      after: null,
    });
    reply.code(204).send();
  });
}
