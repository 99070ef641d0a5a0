// /v2/admin/keys: administrators, and firm admins for the users of their own firm, list, create and revoke API
// keys for users. The routes are the same for both: a firm admin's firm comes from the caller, and another firm's
// user or key is answered as none (404), as other firm-scoped rows are. A key's scope may not be wider than its
// user's firm allows (exports need the firm's export feature); the secret is in the create answer only.
import type { FastifyInstance } from 'fastify';
import {
  apiKeyListRoute,
  apiKeyUsersRoute,
  createApiKeyRoute,
  MAX_API_KEY_DAYS,
  messages,
  revokeApiKeyRoute,
} from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { newApiKeySecret } from '../../plugins/api-key-secret.ts';
import { readFirmConfiguration } from '../configuration/firm-configuration.ts';
import { writeAudit } from '../audit/audit-log.queries.ts';
import { ownerChoices } from '../territories/territories.queries.ts';
import { insertApiKey, listApiKeys, revokeApiKey, type KeyFirmScope } from './api-keys.queries.ts';

const DAY_MS = 86_400_000;

/**
 * The firm whose users' keys the caller manages: an administrator's are every firm's (null), unless asked for
 * their own firm's (the firm's page).
 */
const firmScopeOf = (actor: Actor, ownFirm = false): KeyFirmScope =>
  actor.isAdmin && !ownFirm ? null : actor.firmId;

export function apiKeyRoutes(app: FastifyInstance, { database }: AppDeps) {
  const db = database.db;

  registerRoute(app, apiKeyListRoute, async ({ actor, query }) =>
    listApiKeys(db, firmScopeOf(actor, query.own_firm), query.user_id),
  );

  registerRoute(app, apiKeyUsersRoute, async ({ actor }) => ownerChoices(db, actor.firmId));

  registerRoute(app, createApiKeyRoute, async ({ actor, body }) => {
    const firmScope = firmScopeOf(actor);
    let userQuery = db
      .selectFrom('app_user as u')
      .leftJoin('firm as f', 'f.id', 'u.firm_id')
      .select(['u.id', 'u.firm_id', 'f.configuration'])
      .where('u.id', '=', body.user_id);
    // A firm admin reads the key's secret: a key for an administrator of the firm would hand them the
    // administrator's reach, so for them there is no such user.
    if (firmScope !== null)
      userQuery = userQuery.where('u.firm_id', '=', firmScope).where('u.is_admin', '=', false);
    const user = await userQuery.executeTakeFirst();
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
    const [key] = (await listApiKeys(db, null, user.id)).filter((k) => k.id === id);
    if (!key) throw notFound(messages.userNotFoundForKey(body.user_id));
    return { key, secret };
  });

  registerRoute(app, revokeApiKeyRoute, async ({ actor, params, reply }) => {
    const revoked = await revokeApiKey(db, firmScopeOf(actor), params.keyId);
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
