// Watches, notifications and user settings in the portal database: every query names the user (and a watch
// its firm), so one user's rows are never another's.
import { sql, type Kysely } from 'kysely';
import {
  MAX_WATCHES_PER_USER,
  NOTIFICATIONS_LISTED,
  type Notification,
  type NotificationList,
  type WatchRule,
  type WatchSubject,
} from '@specpulse/contract';
import type { FirmConfiguration, PortalDB } from '../../db/schema.ts';

const iso = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A watch as stored, with what its next evaluation compares against. */
export interface WatchRow {
  id: number;
  firm_id: number;
  user_id: number;
  subject: WatchSubject;
  ids: number[];
  view_id: number | null;
  rule: WatchRule;
  points: number;
  evaluated_version: string | null;
  condition_met: boolean;
  seen_project_ids: number[] | null;
  /** The projects that made it fire the last time it fired (its hits), or null. */
  hit_project_ids: number[] | null;
  created_at: string;
  fired_at: string | null;
}

const watchColumns = (db: Kysely<PortalDB>) =>
  db
    .selectFrom('watch as w')
    .select([
      'w.id',
      'w.firm_id',
      'w.user_id',
      'w.subject',
      'w.ids',
      'w.view_id',
      'w.rule',
      'w.points',
      'w.evaluated_version',
      'w.condition_met',
      'w.seen_project_ids',
      'w.hit_project_ids',
      iso('w.created_at').as('created_at'),
      sql<string | null>`case when w.fired_at is null then null else ${iso('w.fired_at')} end`.as('fired_at'),
    ]);

/** PostgreSQL returns jsonb parsed; the embedded engine too, but a text round trip is tolerated. */
const ids = (value: unknown): number[] =>
  (typeof value === 'string' ? (JSON.parse(value) as number[]) : (value as number[])).map(Number);
const toRow = (
  r: Omit<WatchRow, 'ids' | 'seen_project_ids' | 'hit_project_ids'> & {
    ids: unknown;
    seen_project_ids: unknown;
    hit_project_ids: unknown;
  },
) => ({
  ...r,
  points: Number(r.points),
  ids: ids(r.ids),
  seen_project_ids: r.seen_project_ids === null ? null : ids(r.seen_project_ids),
  hit_project_ids: r.hit_project_ids === null ? null : ids(r.hit_project_ids),
});

export async function listWatches(db: Kysely<PortalDB>, userId: number): Promise<WatchRow[]> {
  const rows = await watchColumns(db).where('w.user_id', '=', userId).orderBy('w.id', 'desc').execute();
  return rows.map(toRow);
}

export async function findWatch(
  db: Kysely<PortalDB>,
  userId: number,
  watchId: number,
): Promise<WatchRow | null> {
  const row = await watchColumns(db)
    .where('w.user_id', '=', userId)
    .where('w.id', '=', watchId)
    .executeTakeFirst();
  return row ? toRow(row) : null;
}

/**
 * Inserts the watch unless its owner has MAX_WATCHES_PER_USER already: one statement, so the count and the
 * insert see the same rows. Null when the limit is reached.
 */
export async function insertWatch(
  db: Kysely<PortalDB>,
  owner: { userId: number; firmId: number },
  watch: {
    subject: WatchSubject;
    ids: readonly number[];
    view_id: number | null;
    rule: WatchRule;
    points: number;
  },
): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    insert into watch (firm_id, user_id, subject, ids, view_id, rule, points)
    select ${owner.firmId}, ${owner.userId}, ${watch.subject}, ${JSON.stringify(watch.ids)}::jsonb,
      ${watch.view_id}, ${watch.rule}, ${watch.points}
    where (select count(*) from watch where user_id = ${owner.userId}) < ${MAX_WATCHES_PER_USER}
    returning id`.execute(db);
  return rows[0]?.id ?? null;
}

/** A changed rule, points or view starts the watch afresh: its next evaluation takes a new baseline. */
export async function updateWatch(
  db: Kysely<PortalDB>,
  userId: number,
  watchId: number,
  change: { rule?: WatchRule; points?: number; view_id?: number | null },
): Promise<void> {
  await db
    .updateTable('watch')
    .set({ ...change, evaluated_version: null, condition_met: false, seen_project_ids: null })
    .where('id', '=', watchId)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteWatch(db: Kysely<PortalDB>, userId: number, watchId: number): Promise<void> {
  await db.deleteFrom('watch').where('id', '=', watchId).where('user_id', '=', userId).execute();
}

/** A watch's owner as stored now: their firm's configuration decides what the watch may still see. */
export interface WatchOwner {
  user_id: number;
  firm_id: number;
  email: string;
  is_admin: boolean;
  is_firm_admin: boolean;
  configuration: FirmConfiguration | null;
  fiscal_year_start: number;
}

/** The watches of active users not yet evaluated at `version`, with their owners, oldest first. */
export async function watchesToEvaluate(
  db: Kysely<PortalDB>,
  version: string,
): Promise<{ watch: WatchRow; owner: WatchOwner }[]> {
  const rows = await watchColumns(db)
    .innerJoin('app_user as u', (j) => j.onRef('u.id', '=', 'w.user_id').onRef('u.firm_id', '=', 'w.firm_id'))
    .innerJoin('firm as f', 'f.id', 'u.firm_id')
    .select(['u.email', 'u.is_admin', 'u.is_firm_admin', 'f.configuration', 'f.fiscal_year_start'])
    .where('u.is_active', '=', true)
    .where((eb) => eb.or([eb('w.evaluated_version', 'is', null), eb('w.evaluated_version', '!=', version)]))
    .orderBy('w.id')
    .execute();
  return rows.map(({ email, is_admin, is_firm_admin, configuration, fiscal_year_start, ...watch }) => ({
    watch: toRow(watch),
    owner: {
      user_id: watch.user_id,
      firm_id: watch.firm_id,
      email,
      is_admin,
      is_firm_admin,
      configuration,
      fiscal_year_start,
    },
  }));
}

/** What one evaluation of a watch found: its new state and the notification when it fired. */
export interface Evaluation {
  conditionMet: boolean;
  seenProjectIds: number[] | null;
  /** `hits`: the projects that made it fire (kept on the watch for its lead list). */
  fired: { message: string; path: string; query: string; hits: readonly number[] } | null;
}

/**
 * Records an evaluation of `watch` at `version` unless one was recorded already (then nothing is
 * written, null): the state and its notification in one transaction, and a notification at most once per watch
 * and version (the unique index), so two evaluations of one version never notify twice.
 */
export async function recordEvaluation(
  db: Kysely<PortalDB>,
  watch: Pick<WatchRow, 'id' | 'firm_id' | 'user_id'>,
  version: string,
  evaluation: Evaluation,
): Promise<'fired' | 'quiet' | null> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('watch')
      .set({
        evaluated_version: version,
        condition_met: evaluation.conditionMet,
        seen_project_ids:
          evaluation.seenProjectIds === null ? null : JSON.stringify(evaluation.seenProjectIds),
        ...(evaluation.fired
          ? { fired_at: sql<Date>`now()`, hit_project_ids: JSON.stringify(evaluation.fired.hits) }
          : {}),
      })
      .where('id', '=', watch.id)
      .where((eb) => eb.or([eb('evaluated_version', 'is', null), eb('evaluated_version', '!=', version)]))
      .returning('id')
      .executeTakeFirst();
    if (!updated) return null;
    if (!evaluation.fired) return 'quiet';
    const { message, path, query } = evaluation.fired;
    await trx
      .insertInto('notification')
      .values({
        firm_id: watch.firm_id,
        user_id: watch.user_id,
        watch_id: watch.id,
        data_version: version,
        message,
        path,
        query,
      })
      .onConflict((oc) => oc.columns(['watch_id', 'data_version']).doNothing())
      .execute();
    return 'fired';
  });
}

export async function listNotifications(db: Kysely<PortalDB>, userId: number): Promise<NotificationList> {
  const rows = await db
    .selectFrom('notification as n')
    .select([
      'n.id',
      'n.message',
      'n.path',
      'n.query',
      'n.data_version',
      iso('n.created_at').as('created_at'),
      sql<boolean>`n.read_at is not null`.as('read'),
    ])
    .where('n.user_id', '=', userId)
    .orderBy('n.id', 'desc')
    .limit(NOTIFICATIONS_LISTED)
    .execute();
  const unread = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    unread: Number(unread.n),
    notifications: rows.map((r): Notification => ({ ...r, id: Number(r.id) })),
  };
}

/** Marks the user's notification read; false when they have none of that id. */
export async function markNotificationRead(
  db: Kysely<PortalDB>,
  userId: number,
  notificationId: number,
): Promise<boolean> {
  const found = await db
    .updateTable('notification')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', notificationId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return found !== undefined;
}

export async function markAllNotificationsRead(db: Kysely<PortalDB>, userId: number): Promise<void> {
  await db
    .updateTable('notification')
    .set({ read_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}
