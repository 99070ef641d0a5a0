// Builds the spec's user object (first_name … permissions) for a user id from the database.
import type { Kysely } from 'kysely';
import type { PortalDB } from '../../db/schema.ts';
import type { TokenClaims, TokenUser } from '../../plugins/token.ts';

export async function loadTokenUser(
  db: Kysely<PortalDB>,
  userId: number,
  isImpersonate = false,
): Promise<TokenUser | null> {
  return (await loadTokenClaims(db, userId, isImpersonate))?.user ?? null;
}

/** What a sign-in signs: the user object. */
export async function loadTokenClaims(
  db: Kysely<PortalDB>,
  userId: number,
  isImpersonate = false,
): Promise<Pick<TokenClaims, 'user'> | null> {
  const row = await db
    .selectFrom('app_user as u')
    .innerJoin('firm as f', 'f.id', 'u.firm_id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.avatar_url',
      'u.is_admin',
      'u.is_firm_admin',
      'u.is_active',
      'f.name as firm_name',
      'f.avatar_url as firm_avatar',
      'f.configuration',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const user: TokenUser = {
    first_name: row.first_name,
    last_name: row.last_name,
    avatar: row.avatar_url,
    is_admin: row.is_admin,
    is_firm_admin: row.is_firm_admin,
    is_active: row.is_active,
    is_impersonate: isImpersonate,
    user_id: row.id,
    firm_name: row.firm_name,
    firm_avatar: row.firm_avatar,
    permissions: row.configuration?.permissions ?? {},
  };
  return { user };
}
