// Revocable sessions: a per-user cut-off before which that user's tokens (and the impersonation tokens an
// administrator issued) are refused, and the administrator behind an impersonated actor on each audit row.
import type { Kysely } from 'kysely';
import { runStatements } from './statements.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table app_user add column tokens_valid_after timestamptz;
    alter table app_user add column impersonation_valid_after timestamptz;
    alter table audit_log add column impersonator_user_id integer;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table audit_log drop column impersonator_user_id;
    alter table app_user drop column impersonation_valid_after;
    alter table app_user drop column tokens_valid_after;
  `,
  );
}
