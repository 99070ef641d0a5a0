// Sign-in treats emails case-insensitively: one account per lower-cased email, found through this index.
import type { Kysely } from 'kysely';
import { runStatements } from './statements.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `create unique index app_user_email_lower_idx on app_user (lower(email));`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop index if exists app_user_email_lower_idx;`);
}
