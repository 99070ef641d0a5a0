// crm-feed.tick (hourly, once across processes) queues each feed's run of the day (UTC) under the key feed +
// day; crm-feed.send computes the list as the feed's creator, checks the webhook's address again and posts the
// signed file. Network errors and 5xx are thrown, so the queue retries with backoff; a 3xx or 4xx, a refused
// address or a creator who may no longer have the list ends the run. Every attempt is logged; a run that
// delivered or gave up is not sent again, whichever process or retry finds it.
import { readFileSync } from 'node:fs';
import { crmFeedHeaders, type CrmFormat } from '@specpulse/contract';
import type { Config } from '../../config.ts';
import { defineJob, type JobContext } from '../../jobs/job.ts';
import { readDataVersion } from '../../filters/dimensions.ts';
import { signToken } from '../../plugins/token.ts';
import { loadTokenUser } from '../auth/user-object.ts';
import { allFeedIds, feedById, recordAttempt, runFinished } from './crm-feeds.queries.ts';
import { decryptFeedSecret, signFeedBody } from './feed-secret.ts';
import { FeedRefused, feedLeadList } from './lead-list.ts';
import { checkWebhookHost, parseWebhookUrl, type WebhookPolicy } from './webhook-address.ts';
import { postToWebhook, type WebhookAnswer } from './webhook-post.ts';

interface FeedRun {
  feedId: number;
  /** The UTC day (YYYY-MM-DD) of a scheduled run, or `now-<minute>` for a send-now. */
  period: string;
}

export const feedRunKey = (feedId: number, period: string) => `crm-feed:${feedId}:${period}`;

/** The webhook policy of the deployment: the loopback setting and the extra certificate authorities. */
export function webhookPolicy(config: Config): WebhookPolicy & { ca?: string } {
  return {
    allowLoopback: config.CRM_FEED_ALLOW_LOOPBACK,
    ...(config.CRM_FEED_CA_FILE ? { ca: readFileSync(config.CRM_FEED_CA_FILE, 'utf8') } : {}),
  };
}

/** What a try came to: an answer, or `stop` (no retry) with the reason. */
type Tried = WebhookAnswer & { stop: boolean };

async function tryOnce(
  ctx: JobContext,
  feed: NonNullable<Awaited<ReturnType<typeof feedById>>>,
  runKey: string,
): Promise<Tried> {
  const { database, jwtSecret, config } = ctx.deps;
  const db = database.db;
  const refused = (error: string): Tried => ({ status: null, error, stop: true });
  const user = await loadTokenUser(db, feed.created_by);
  const member = await db
    .selectFrom('app_user')
    .select('firm_id')
    .where('id', '=', feed.created_by)
    .executeTakeFirst();
  if (!user || member?.firm_id !== feed.firm_id)
    return refused("The feed's creator is no longer of this firm");
  const policy = webhookPolicy(config);
  const url = parseWebhookUrl(feed.url, policy);
  if (!(url instanceof URL)) return refused(url.message);
  const hostProblem = await checkWebhookHost(url, policy);
  if (hostProblem) return refused(hostProblem.message);
  let body: Buffer;
  try {
    body = await feedLeadList(ctx.app, `Bearer ${await signToken(jwtSecret, { user })}`, {
      view_id: feed.view_id,
      format: feed.format as CrmFormat,
    });
  } catch (e) {
    if (e instanceof FeedRefused) return refused(e.message);
    return { status: null, error: e instanceof Error ? e.message : String(e), stop: false };
  }
  let secret: string;
  try {
    secret = decryptFeedSecret(jwtSecret, feed.secret_encrypted);
  } catch {
    return refused("The feed's secret cannot be read (the token secret changed): make the feed again");
  }
  const timestamp = String(Math.floor(Date.now() / 1000));
  const answer = await postToWebhook(
    url,
    body,
    {
      'content-type': 'text/csv; charset=utf-8',
      [crmFeedHeaders.timestamp]: timestamp,
      [crmFeedHeaders.signature]: signFeedBody(secret, timestamp, body),
      [crmFeedHeaders.dataThrough]: (await readDataVersion(database)).asOf,
      [crmFeedHeaders.feedId]: String(feed.id),
      [crmFeedHeaders.delivery]: runKey,
    },
    policy,
  );
  // A 3xx or 4xx is the receiver's answer to this request (redirects are not followed): trying again would
  // not change it. A 5xx or no answer may pass.
  return { ...answer, stop: answer.status !== null && answer.status < 500 };
}

export const crmFeedSendJob = defineJob<FeedRun>({
  name: 'crm-feed.send',
  // 1 min, 2, 4, 8, 16, 32: about an hour in all before giving up.
  retry: { limit: 6, delaySeconds: 60, backoff: true },
  expireInSeconds: 600,
  async handler({ feedId, period }, ctx, run) {
    const db = ctx.deps.database.db;
    const feed = await feedById(db, feedId);
    if (!feed) return; // deleted since it was queued
    const runKey = feedRunKey(feedId, period);
    if (await runFinished(db, runKey)) return;
    const startedAt = new Date();
    const tried = await tryOnce(ctx, feed, runKey);
    const delivered = tried.error === null;
    const retry = !delivered && !tried.stop && run.retryCount < run.retryLimit;
    await recordAttempt(db, {
      feed_id: feed.id,
      firm_id: feed.firm_id,
      run_key: runKey,
      started_at: startedAt,
      status: tried.status,
      duration_ms: Date.now() - startedAt.getTime(),
      outcome: delivered ? 'delivered' : retry ? 'retrying' : 'failed',
      error: tried.error,
    });
    if (retry) throw new Error(`CRM feed ${feed.id}: ${tried.error}`);
  },
});

/** Queues each feed's run of `now`'s UTC day not yet delivered or given up (exported for the tests). */
export async function queueDueFeeds(ctx: JobContext, now: Date): Promise<number> {
  const db = ctx.deps.database.db;
  const day = now.toISOString().slice(0, 10);
  let queued = 0;
  for (const feedId of await allFeedIds(db)) {
    const key = feedRunKey(feedId, day);
    if (await runFinished(db, key)) continue;
    if (await ctx.queue.send(crmFeedSendJob, { feedId, period: day }, { key })) queued++;
  }
  return queued;
}

export const crmFeedTickJob = defineJob({
  name: 'crm-feed.tick',
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  schedule: '7 * * * *',
  async handler(_data, ctx) {
    await queueDueFeeds(ctx, new Date());
  },
});

export const crmFeedJobs = [crmFeedTickJob, crmFeedSendJob];
