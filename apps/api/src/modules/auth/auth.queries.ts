// Sign-in lookups: the account for an email (case-insensitive, through app_user_email_lower_idx).
import { sql, type Kysely } from 'kysely';
import type { PortalDB } from '../../db/schema.ts';

export interface LoginAccount {
  id: number;
  password_hash: string;
  is_active: boolean;
  firm_id: number | null;
}

export async function findLoginAccount(db: Kysely<PortalDB>, email: string): Promise<LoginAccount | null> {
  const row = await db
    .selectFrom('app_user')
    .select(['id', 'password_hash', 'is_active', 'firm_id'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ?? null;
}
