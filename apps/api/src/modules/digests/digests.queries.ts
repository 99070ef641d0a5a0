// Digest subscriptions and settings in the portal database. Every query names the firm: a subscription is
// read, changed and sent only within its subscriber's firm.
import { sql, type Kysely } from 'kysely';
import { defaultDigestSettings, type DigestSettings, type DigestSubscription } from '@specpulse/contract';
import type { PortalDB } from '../../db/schema.ts';

export interface Subscriber {
  userId: number;
  firmId: number;
}

export const DASHBOARD_NAME = 'Dashboard';

/**
 * The view if this user may see it: their own, or one shared by an active colleague of their firm (the rule of
 * the saved views); null otherwise, another firm's included.
 */
export async function visibleView(db: Kysely<PortalDB>, who: Subscriber, viewId: number) {
  return (
    (await db
      .selectFrom('saved_view as v')
      .innerJoin('app_user as o', 'o.id', 'v.owner_id')
      .select(['v.id', 'v.name', 'v.path', 'v.query'])
      .where('v.id', '=', viewId)
      .where('o.firm_id', '=', who.firmId)
      .where((eb) =>
        eb.or([
          eb('v.owner_id', '=', who.userId),
          eb.and([eb('v.shared', '=', true), eb('o.is_active', '=', true)]),
        ]),
      )
      .executeTakeFirst()) ?? null
  );
}

export async function listSubscriptions(
  db: Kysely<PortalDB>,
  who: Subscriber,
): Promise<DigestSubscription[]> {
  const rows = await db
    .selectFrom('digest_subscription as s')
    .leftJoin('saved_view as v', 'v.id', 's.view_id')
    .select(['s.id', 's.view_id', 'v.name', 's.frequency', 's.with_table'])
    .where('s.user_id', '=', who.userId)
    .where('s.firm_id', '=', who.firmId)
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({ ...r, name: r.name ?? DASHBOARD_NAME }));
}

/** Subscribes, or changes the frequency of the existing subscription to the same view. */
export async function upsertSubscription(
  db: Kysely<PortalDB>,
  who: Subscriber,
  sub: { view_id: number | null; frequency: 'weekly' | 'monthly'; with_table: boolean },
): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into digest_subscription (user_id, firm_id, view_id, frequency, with_table)
    values (${who.userId}, ${who.firmId}, ${sub.view_id}, ${sub.frequency}, ${sub.with_table})
    on conflict (user_id, coalesce(view_id, 0))
    do update set frequency = excluded.frequency, with_table = excluded.with_table
    returning id`.execute(db);
  return rows[0]!.id;
}

export async function deleteSubscription(
  db: Kysely<PortalDB>,
  who: Subscriber,
  id: number,
): Promise<boolean> {
  const r = await db
    .deleteFrom('digest_subscription')
    .where('id', '=', id)
    .where('user_id', '=', who.userId)
    .where('firm_id', '=', who.firmId)
    .executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export async function readSettings(db: Kysely<PortalDB>, userId: number): Promise<DigestSettings> {
  const row = await db
    .selectFrom('digest_settings')
    .select(['weekday', 'hour', 'time_zone', 'email_enabled'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? defaultDigestSettings;
}

export async function writeSettings(db: Kysely<PortalDB>, userId: number, s: DigestSettings): Promise<void> {
  await db
    .insertInto('digest_settings')
    .values({ user_id: userId, ...s })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(s))
    .execute();
}

/** Every subscription whose subscriber is active and still in the subscription's firm, with their settings. */
export async function subscriptionsToSchedule(db: Kysely<PortalDB>) {
  return db
    .selectFrom('digest_subscription as s')
    .innerJoin('app_user as u', (j) => j.onRef('u.id', '=', 's.user_id').onRef('u.firm_id', '=', 's.firm_id'))
    .leftJoin('digest_settings as d', 'd.user_id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.view_id',
      's.frequency',
      's.created_at',
      'd.weekday',
      'd.hour',
      'd.time_zone',
      'd.email_enabled',
    ])
    .where('u.is_active', '=', true)
    .execute();
}
