// The firm's CRM feeds and their attempt log. Every read and write names the firm: a feed id of another firm
// is not found.
import type { Insertable, Kysely } from 'kysely';
import { CRM_FEED_ATTEMPTS_SHOWN, type CrmFeed, type CrmFeedAttempt } from '@specpulse/contract';
import type { CrmFeedAttemptTable, CrmFeedTable, PortalDB } from '../../db/schema.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

export async function firmFeeds(
  db: Kysely<PortalDB>,
  firmId: number,
  feedIds?: number[],
): Promise<CrmFeed[]> {
  let q = db
    .selectFrom('crm_feed as f')
    .innerJoin('saved_view as v', 'v.id', 'f.view_id')
    .innerJoin('app_user as u', 'u.id', 'f.created_by')
    .select([
      'f.id',
      'f.view_id',
      'v.name as view_name',
      'f.format',
      'f.url',
      'u.first_name',
      'u.last_name',
      'u.email',
      'f.created_at',
    ])
    .where('f.firm_id', '=', firmId)
    .orderBy('f.id');
  if (feedIds) q = q.where('f.id', 'in', feedIds.length ? feedIds : [0]);
  const feeds = await q.execute();
  const attempts = feeds.length
    ? await db
        .selectFrom('crm_feed_attempt')
        .select(['id', 'feed_id', 'started_at', 'status', 'duration_ms', 'outcome', 'error'])
        .where('firm_id', '=', firmId)
        .where(
          'feed_id',
          'in',
          feeds.map((f) => f.id),
        )
        .orderBy('id', 'desc')
        .execute()
    : [];
  const byFeed = new Map<number, CrmFeedAttempt[]>();
  for (const a of attempts) {
    const list = byFeed.get(a.feed_id) ?? [];
    if (list.length < CRM_FEED_ATTEMPTS_SHOWN)
      list.push({
        id: a.id,
        at: iso(a.started_at),
        status: a.status,
        duration_ms: a.duration_ms,
        outcome: a.outcome,
        error: a.error,
      });
    byFeed.set(a.feed_id, list);
  }
  return feeds.map((f) => ({
    id: f.id,
    view_id: f.view_id,
    view_name: f.view_name,
    format: f.format,
    url: f.url,
    created_by: `${f.first_name} ${f.last_name}`.trim() || f.email,
    created_at: iso(f.created_at),
    attempts: byFeed.get(f.id) ?? [],
  }));
}

export async function insertFeed(
  db: Kysely<PortalDB>,
  feed: Pick<CrmFeedTable, 'firm_id' | 'created_by' | 'view_id' | 'format' | 'url' | 'secret_encrypted'>,
): Promise<number> {
  const row = await db.insertInto('crm_feed').values(feed).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteFeed(db: Kysely<PortalDB>, firmId: number, feedId: number): Promise<boolean> {
  const row = await db
    .deleteFrom('crm_feed')
    .where('id', '=', feedId)
    .where('firm_id', '=', firmId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export const feedOfFirm = (db: Kysely<PortalDB>, firmId: number, feedId: number) =>
  db
    .selectFrom('crm_feed')
    .select(['id', 'view_id'])
    .where('id', '=', feedId)
    .where('firm_id', '=', firmId)
    .executeTakeFirst();

export const feedById = (db: Kysely<PortalDB>, feedId: number) =>
  db.selectFrom('crm_feed').selectAll().where('id', '=', feedId).executeTakeFirst();

export const allFeedIds = async (db: Kysely<PortalDB>) =>
  (await db.selectFrom('crm_feed').select('id').orderBy('id').execute()).map((f) => f.id);

/** A run that delivered or gave up: nothing more to send for it. */
export async function runFinished(db: Kysely<PortalDB>, runKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('crm_feed_attempt')
    .select('id')
    .where('run_key', '=', runKey)
    .where('outcome', 'in', ['delivered', 'failed'])
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordAttempt(
  db: Kysely<PortalDB>,
  attempt: Insertable<CrmFeedAttemptTable>,
): Promise<void> {
  await db.insertInto('crm_feed_attempt').values(attempt).execute();
}
