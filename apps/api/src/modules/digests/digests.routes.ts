// Digest subscriptions (/v2/digests): list, subscribe, unsubscribe, settings, and the emails' one-click
// unsubscribe page (public: the signed link is the authority).
import type { FastifyInstance } from 'fastify';
import {
  digestListRoute,
  digestSettingsRoute,
  digestUnsubscribeRoute,
  messages,
  sendDigestNowRoute,
  subscribeDigestRoute,
  unsubscribeDigestRoute,
} from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import type { DeploymentBranding } from '../../branding/branding.ts';
import { forbidden, notFound } from '../../errors.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { escapeHtml } from './digest-sections.ts';
import {
  DASHBOARD_NAME,
  deleteSubscription,
  listSubscriptions,
  readSettings,
  upsertSubscription,
  visibleView,
  writeSettings,
} from './digests.queries.ts';
import { verifyUnsubscribe } from './unsubscribe-link.ts';
import { digestKey, digestSendJob } from './digest-jobs.ts';

/** The unsubscribe link's answer: a plain page, readable without the app. */
const plainPage = (branding: DeploymentBranding, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(branding.productName)}</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;margin:48px"><h1 style="color:${branding.primaryColor}">${escapeHtml(branding.productName)}</h1>` +
  `<p>${escapeHtml(text)}</p></body></html>`;

export function digestRoutes(app: FastifyInstance, deps: AppDeps, branding: DeploymentBranding) {
  const db = deps.database.db;

  registerRoute(app, digestListRoute, async ({ actor }) => ({
    subscriptions: await listSubscriptions(db, actor),
    settings: await readSettings(db, actor.userId),
  }));

  registerRoute(app, subscribeDigestRoute, async ({ actor, body }) => {
    // A view the caller may not see (another firm's, a colleague's unshared one) is not told apart from none.
    // A view's digest needs the saved views (the firm's savefilters flag), as the views' own routes do.
    if (body.view_id !== null && !actor.firmConfiguration?.hasfeature?.savefilters)
      throw forbidden(messages.featureLocked('savefilters'));
    const view = body.view_id === null ? null : await visibleView(db, actor, body.view_id);
    if (body.view_id !== null && !view) throw notFound(messages.viewNotFound(body.view_id));
    const id = await upsertSubscription(db, actor, {
      view_id: body.view_id,
      frequency: body.frequency,
      with_table: body.with_table,
    });
    return {
      id,
      view_id: body.view_id,
      name: view?.name ?? DASHBOARD_NAME,
      frequency: body.frequency,
      with_table: body.with_table,
    };
  });

  registerRoute(app, unsubscribeDigestRoute, async ({ actor, params, reply }) => {
    if (!(await deleteSubscription(db, actor, params.subscriptionId)))
      throw notFound(messages.digestNotFound(params.subscriptionId));
    void reply.code(204);
  });

  registerRoute(app, sendDigestNowRoute, async ({ actor, params, reply }) => {
    const mine = (await listSubscriptions(db, actor)).find((s) => s.id === params.subscriptionId);
    if (!mine || !deps.jobs) throw notFound(messages.digestNotFound(params.subscriptionId));
    // Its own period, by the minute: a second click within the minute sends nothing more. The key names the
    // recipient and view too, as the scheduled digests' does: one user's click never stands for another's.
    const period = `now-${new Date().toISOString().slice(0, 16)}`;
    await deps.jobs.send(
      digestSendJob,
      { subscriptionId: params.subscriptionId, period },
      { key: digestKey(actor.userId, mine.view_id, period) },
    );
    void reply.code(204);
  });

  registerRoute(app, digestSettingsRoute, async ({ actor, body }) => {
    await writeSettings(db, actor.userId, body);
    return body;
  });

  registerRoute(app, digestUnsubscribeRoute, async ({ query, reply }) => {
    const check = verifyUnsubscribe(deps.jwtSecret, query.token);
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!check.ok) {
      const text = check.reason === 'expired' ? messages.digestLinkExpired : messages.digestLinkInvalid;
      void reply.code(400).send(plainPage(branding, text));
      return;
    }
    const sub = await db
      .deleteFrom('digest_subscription')
      .where('id', '=', check.subscriptionId)
      .returning('view_id')
      .executeTakeFirst();
    const name = sub?.view_id
      ? ((await db.selectFrom('saved_view').select('name').where('id', '=', sub.view_id).executeTakeFirst())
          ?.name ?? 'this view')
      : DASHBOARD_NAME;
    // Unsubscribing twice (a second click) says the same: the digest stops either way.
    void reply.send(plainPage(branding, messages.digestUnsubscribed(sub ? name : 'this view')));
  });
}
