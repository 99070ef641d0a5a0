// /v2/crm-feeds: a firm admin's scheduled CRM feeds (issue 44), always of the caller's own firm: another
// firm's feed, or a view the caller may not see, is not found (404), as the views' and digests' routes answer.
import type { FastifyInstance } from 'fastify';
import {
  createCrmFeedRoute,
  crmFeedListRoute,
  deleteCrmFeedRoute,
  messages,
  sendCrmFeedNowRoute,
} from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { forbidden, notFound } from '../../errors.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { writeAudit } from '../audit/audit-log.queries.ts';
import { visibleView } from '../digests/digests.queries.ts';
import { crmFeedSendJob, feedRunKey, webhookPolicy } from './crm-feed-jobs.ts';
import { deleteFeed, feedOfFirm, firmFeeds, insertFeed } from './crm-feeds.queries.ts';
import { encryptFeedSecret, newFeedSecret } from './feed-secret.ts';
import { checkWebhookHost, parseWebhookUrl } from './webhook-address.ts';

export function crmFeedRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;

  registerRoute(app, crmFeedListRoute, async ({ actor }) => ({ feeds: await firmFeeds(db, actor.firmId) }));

  registerRoute(app, createCrmFeedRoute, async ({ actor, body }) => {
    // The list is a saved view's: the views need the firm's savefilters flag, as their own routes do.
    if (!actor.firmConfiguration?.hasfeature?.savefilters)
      throw forbidden(messages.featureLocked('savefilters'));
    const view = await visibleView(db, actor, body.view_id);
    if (!view) throw notFound(messages.viewNotFound(body.view_id));
    const policy = webhookPolicy(deps.config);
    const url = parseWebhookUrl(body.url, policy);
    if (!(url instanceof URL)) throw url;
    const hostProblem = await checkWebhookHost(url, policy);
    if (hostProblem) throw hostProblem;
    const secret = newFeedSecret();
    const write = { view_id: body.view_id, format: body.format, url: url.href };
    const id = await db.transaction().execute(async (trx) => {
      const id = await insertFeed(trx, {
        ...write,
        firm_id: actor.firmId,
        created_by: actor.userId,
        secret_encrypted: encryptFeedSecret(deps.jwtSecret, secret),
      });
      await writeAudit(trx, {
        actor,
        action: 'crm-feed.create',
        firmId: actor.firmId,
        target: `crm-feed:${id}`,
        before: null,
        after: write,
      });
      return id;
    });
    const [feed] = await firmFeeds(db, actor.firmId, [id]);
    return { ...feed!, secret };
  });

  registerRoute(app, deleteCrmFeedRoute, async ({ actor, params, reply }) => {
    const deleted = await db.transaction().execute(async (trx) => {
      if (!(await deleteFeed(trx, actor.firmId, params.feedId))) return false;
      await writeAudit(trx, {
        actor,
        action: 'crm-feed.delete',
        firmId: actor.firmId,
        target: `crm-feed:${params.feedId}`,
        before: null,
        after: null,
      });
      return true;
    });
    if (!deleted) throw notFound(messages.crmFeedNotFound(params.feedId));
    return reply.code(204).send();
  });

  registerRoute(app, sendCrmFeedNowRoute, async ({ actor, params, reply }) => {
    const feed = await feedOfFirm(db, actor.firmId, params.feedId);
    if (!feed || !deps.jobs) throw notFound(messages.crmFeedNotFound(params.feedId));
    // Its own run, by the minute: a second click within the minute sends nothing more.
    const period = `now-${new Date().toISOString().slice(0, 16)}`;
    await deps.jobs.send(crmFeedSendJob, { feedId: feed.id, period }, { key: feedRunKey(feed.id, period) });
    return reply.code(204).send();
  });
}
