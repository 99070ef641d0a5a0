// Portal chores around a demo load: what the portal holds, empty the portal tables it fills, move identities
// past its ids, sizes.
import { sql } from 'kysely';
import { demoAccounts } from '@specpulse/demo-data';
import type { Database } from '../db/connection.ts';

/** The portal tables a demo load fills (CASCADE reaches the tables that point at them). */
export const portalTables = ['firm', 'app_user', 'session_event', 'audit_log', 'data_version'] as const;

/**
 * The users a demo load did not write: neither a demo account nor a generated user (the generator gives those
 * addresses under `<firm>.example`, a domain reserved for examples, so no real address is among them).
 * `examples`: a few of their addresses, to name in a question.
 */
export async function usersNotLoaded(database: Database): Promise<{ count: number; examples: string[] }> {
  const demoEmails = Object.values(demoAccounts).map((a) => a.email);
  const others = database.db
    .selectFrom('app_user')
    .where('email', 'not in', demoEmails)
    .where('email', 'not like', '%_@%_.example');
  const [{ count }, examples] = await Promise.all([
    others.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    others.select('email').orderBy('id').limit(3).execute(),
  ]);
  return { count: Number(count), examples: examples.map((r) => r.email) };
}

export async function truncatePortal(database: Database): Promise<void> {
  await sql.raw(`truncate table ${portalTables.join(', ')} restart identity cascade`).execute(database.db);
}

/** Moves identity columns past the explicit ids a load wrote, so later inserts do not collide. */
export async function resetIdentities(database: Database): Promise<void> {
  for (const table of ['app_user', 'session_event', 'audit_log'])
    await sql
      .raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      )
      .execute(database.db);
}

export async function databaseSize(database: Database): Promise<number> {
  const r = await sql<{ size: number }>`select pg_database_size(current_database()) as size`.execute(
    database.db,
  );
  return Number(r.rows[0]?.size ?? 0);
}
