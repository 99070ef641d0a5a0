// The audit log as administrators read it: a failed sign-in with an unknown email has no acting user, each row
// names the firm it concerns (filtering by firm), and a period or a firm is found without reading every row.
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table audit_log alter column actor_user_id drop not null`,
  `alter table audit_log add column firm_id integer`,
  `create index audit_log_created_idx on audit_log (created_at)`,
  `create index audit_log_firm_idx on audit_log (firm_id, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists audit_log_firm_idx`.execute(db);
  await sql`drop index if exists audit_log_created_idx`.execute(db);
  await sql`alter table audit_log drop column if exists firm_id`.execute(db);
}
