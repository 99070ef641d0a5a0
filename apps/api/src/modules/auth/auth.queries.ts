// Sign-in lookups: the account for an email (case-insensitive, through app_user_email_lower_idx).
import { sql, type Kysely } from 'kysely';
import type { DB, FirmConfiguration } from '../../db/schema.ts';

export interface LoginAccount {
  id: number;
  password_hash: string;
  is_active: boolean;
}

export async function findLoginAccount(db: Kysely<DB>, email: string): Promise<LoginAccount | null> {
  const row = await db
    .selectFrom('app_user')
    .select(['id', 'password_hash', 'is_active'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The firm's configuration as it was at `revision` (the firm's updated_at when a token was signed), for a
 * firm saved since: the "before" of the first audited save after that revision. Null when no audited save
 * follows (then the stored configuration is the one in effect). Both times are the database's clock.
 */
export async function firmConfigurationAt(
  db: Kysely<DB>,
  firmId: number,
  revision: string,
): Promise<FirmConfiguration | null> {
  const row = await db
    .selectFrom('audit_log')
    .select(sql<FirmConfiguration | null>`before -> 'configuration'`.as('configuration'))
    .where('target', '=', `firm:${firmId}`)
    .where('action', '=', 'firm.configuration.update')
    .where(sql<boolean>`created_at > cast(${revision} as timestamptz)`)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.configuration ?? null;
}
