// Usage events are kept SESSION_EVENT_RETENTION_DAYS. The API deletes older ones as new events are written,
// in batches, so no statement holds the table long: hourly per process, every minute while a backlog lasts.
import type { Kysely } from 'kysely';
import type { PortalDB } from '../../db/schema.ts';
import { deleteExpiredSessionEvents } from './session.queries.ts';

const SWEEP_BATCH = 5_000;
const SWEEP_EVERY_MS = 3_600_000;
const BACKLOG_EVERY_MS = 60_000;

export function sessionEventSweep(db: Kysely<PortalDB>, retentionDays: number, now: () => number = Date.now) {
  let nextAt = 0;
  /** Deletes a batch of expired events when one is due (at once on the first call). */
  return async function sweep(): Promise<void> {
    if (now() < nextAt) return;
    // Taken before the delete, so the events arriving meanwhile do not start their own.
    nextAt = now() + BACKLOG_EVERY_MS;
    const deleted = await deleteExpiredSessionEvents(db, retentionDays, SWEEP_BATCH);
    if (deleted < SWEEP_BATCH) nextAt = now() + SWEEP_EVERY_MS;
  };
}
