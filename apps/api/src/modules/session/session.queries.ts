// Session events: each insert joins the user's current session or starts a new one (30 minutes apart).
import { sql, type Kysely } from 'kysely';
import type { SessionEventKind } from '@specpulse/contract';
import type { PortalDB } from '../../db/schema.ts';

export const SESSION_GAP_MINUTES = 30;

/**
 * One statement: the new row takes the user_session_id of the user's previous event when that event is
 * less than 30 minutes old, else its own id (which then names the new session).
 */
export async function recordSessionEvent(
  db: Kysely<PortalDB>,
  event: { userId: number; kind: SessionEventKind; page: string; payload: Record<string, unknown> },
): Promise<void> {
  await sql`
    with next_id as (select nextval(pg_get_serial_sequence('session_event', 'id')) as id)
    insert into session_event (id, user_id, user_session_id, kind, page, payload)
    select next_id.id, ${event.userId}, coalesce((
        select previous.user_session_id from session_event previous
        where previous.user_id = ${event.userId}
          and previous.created_at > now() - make_interval(mins => ${SESSION_GAP_MINUTES})
        order by previous.created_at desc, previous.id desc
        limit 1
      ), next_id.id),
      ${event.kind}, ${event.page}, ${JSON.stringify(event.payload)}::jsonb
    from next_id
  `.execute(db);
}

/** Deletes up to `batch` events older than `retentionDays` (through the created_at index); how many went. */
export async function deleteExpiredSessionEvents(
  db: Kysely<PortalDB>,
  retentionDays: number,
  batch: number,
): Promise<number> {
  const result = await sql`
    delete from session_event where id in (
      select id from session_event
      where created_at < now() - make_interval(days => ${retentionDays})
      limit ${batch}
    )
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
