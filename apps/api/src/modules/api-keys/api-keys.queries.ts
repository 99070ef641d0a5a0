// API keys in the portal database: listed with their user, created with the secret's hash only, revoked in place
// (kept, so the audit log's key:{id} still names one).
import type { Kysely } from 'kysely';
import type { ApiKey, ApiKeyScope } from '@specpulse/contract';
import type { PortalDB } from '../../db/schema.ts';

/** The firm whose users' keys are read or revoked; null: every firm's (an administrator). */
export type KeyFirmScope = number | null;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function listApiKeys(
  db: Kysely<PortalDB>,
  firmScope: KeyFirmScope,
  userId?: number,
): Promise<ApiKey[]> {
  let q = db
    .selectFrom('api_key as k')
    .innerJoin('app_user as u', 'u.id', 'k.user_id')
    .select([
      'k.id',
      'k.user_id',
      'u.email as user_email',
      'k.name',
      'k.prefix',
      'k.scope',
      'k.expires_at',
      'k.created_at',
      'k.last_used_at',
      'k.revoked_at',
    ]);
  if (firmScope !== null) q = q.where('u.firm_id', '=', firmScope);
  if (userId !== undefined) q = q.where('k.user_id', '=', userId);
  const rows = await q.orderBy('k.id', 'desc').execute();
  return rows.map((r) => ({
    ...r,
    expires_at: new Date(r.expires_at as unknown as Date).toISOString(),
    created_at: new Date(r.created_at as unknown as Date).toISOString(),
    last_used_at: iso(r.last_used_at),
    revoked_at: iso(r.revoked_at),
  }));
}

export async function insertApiKey(
  db: Kysely<PortalDB>,
  key: {
    userId: number;
    name: string;
    prefix: string;
    hash: string;
    scope: ApiKeyScope;
    expiresAt: Date;
    createdBy: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('api_key')
    .values({
      user_id: key.userId,
      name: key.name,
      prefix: key.prefix,
      secret_hash: key.hash,
      scope: key.scope,
      expires_at: key.expiresAt,
      created_by: key.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Revokes the key (once); its user id and firm, or null when there is no such key in the firm scope. */
export async function revokeApiKey(
  db: Kysely<PortalDB>,
  firmScope: KeyFirmScope,
  keyId: number,
): Promise<{ userId: number; firmId: number | null } | null> {
  let q = db
    .selectFrom('api_key as k')
    .innerJoin('app_user as u', 'u.id', 'k.user_id')
    .select(['k.user_id', 'u.firm_id'])
    .where('k.id', '=', keyId);
  if (firmScope !== null) q = q.where('u.firm_id', '=', firmScope);
  const key = await q.executeTakeFirst();
  if (!key) return null;
  await db
    .updateTable('api_key')
    .set({ revoked_at: new Date() })
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .execute();
  return { userId: key.user_id, firmId: key.firm_id };
}
