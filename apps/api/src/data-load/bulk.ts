// Portal chores around a demo load: empty the portal tables it fills, move identities past its ids, sizes.
import { sql } from 'kysely';
import type { Database } from '../db/connection.ts';

/** The portal tables a demo load fills (CASCADE reaches the tables that point at them). */
export const portalTables = ['firm', 'app_user', 'session_event', 'audit_log', 'data_version'] as const;

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
