// Watches (/v2/watches) and notifications (/v2/notifications), issue 43, and a watch's lead list (issue 44).
// A watch is checked against its owner's permissions when made (403), its view must be one they see (404),
// and another user's watch or notification is a 404: its existence is not told.
import type { FastifyInstance } from 'fastify';
import {
  MAX_WATCHES_PER_USER,
  allows,
  createWatchRoute,
  deleteWatchRoute,
  messages,
  notificationListRoute,
  readAllNotificationsRoute,
  readNotificationRoute,
  updateWatchRoute,
  watchHitsCrmRoute,
  watchListRoute,
  watchShapeProblem,
  watchSubjectAccess,
  type SavedView,
  type Watch,
  type WatchSubject,
} from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { brandSet } from '../brand/brand-group.queries.ts';
import { marketItemExists } from '../favourites/favourite-figures.queries.ts';
import { crmFileName, streamCrmCsv } from '../source/export-crm.ts';
import { userClock } from '../source/export-files.ts';
import { sendFile } from '../source/source.routes.ts';
import { findVisibleView, listViews } from '../views/views.queries.ts';
import { evaluateWatch } from './evaluate-watches.ts';
import { marketNames } from './watch-rules.queries.ts';
import {
  deleteWatch,
  findWatch,
  insertWatch,
  listNotifications,
  listWatches,
  markAllNotificationsRead,
  markNotificationRead,
  updateWatch,
  type WatchOwner,
  type WatchRow,
} from './watches.queries.ts';

const permissionOf: Record<WatchSubject, string> = {
  brand: 'brands',
  product: 'products',
  competitors: 'brands',
  view: 'brands',
};

const ownerOf = (actor: Actor): WatchOwner => ({
  user_id: actor.userId,
  firm_id: actor.firmId,
  email: actor.email,
  is_admin: actor.isAdmin,
  is_firm_admin: actor.isFirmAdmin,
  configuration: actor.firmConfiguration,
  fiscal_year_start: actor.fiscalYearStart ?? 1,
});

export function watchRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'database' | 'market'>) {
  const db = deps.database.db;
  const viewer = (actor: Actor) => ({ userId: actor.userId, firmId: actor.firmId });

  async function owned(actor: Actor, watchId: number): Promise<WatchRow> {
    const found = await findWatch(db, actor.userId, watchId);
    if (!found) throw notFound(messages.watchNotFound(watchId));
    return found;
  }

  /** The view must be one the caller sees now (another firm's is a 404, as on /v2/views). */
  async function visibleView(actor: Actor, viewId: number | null): Promise<void> {
    if (viewId !== null && !(await findVisibleView(db, viewer(actor), viewId)))
      throw notFound(messages.viewNotFound(viewId));
  }

  /** The subject's brands or product exist in the current data (else 404 naming them). */
  async function subjectExists(actor: Actor, subject: WatchSubject, ids: readonly number[]) {
    const market = await deps.market.at(actor.dataVersion.version);
    if (subject === 'product') {
      const id = ids[0] as number;
      if (!(await marketItemExists(market, 'product', id))) throw notFound(messages.productNotFound(id));
    } else if (ids.length) {
      const found = await brandSet(market, ids);
      if ('unknown' in found) throw notFound(messages.brandIdsNotFound(found.unknown));
    }
  }

  /** The watches as the settings page lists them, with the names of what they watch. */
  async function described(actor: Actor, rows: readonly WatchRow[]): Promise<Watch[]> {
    const market = { db: await deps.market.at(actor.dataVersion.version) };
    const views = new Map<number, SavedView>(
      (await listViews(db, viewer(actor))).views.map((v) => [v.id, v]),
    );
    return Promise.all(
      rows.map(async (w) => {
        const view = w.view_id === null ? null : (views.get(w.view_id) ?? null);
        const label =
          w.subject === 'view'
            ? (view?.name ?? messages.viewNotFound(w.view_id ?? 0))
            : (await marketNames(market, w.subject === 'product' ? 'product' : 'manufacturer', w.ids)).join(
                ', ',
              );
        return {
          id: w.id,
          subject: w.subject,
          ids: w.ids,
          view_id: w.view_id,
          rule: w.rule,
          points: w.points,
          label,
          view_name: view?.name ?? null,
          created_at: w.created_at,
          fired_at: w.fired_at,
          hits: w.hit_project_ids?.length ?? 0,
        };
      }),
    );
  }

  /** A new or changed watch takes what it sees now as its baseline, so it fires on what the next data brings. */
  async function baseline(actor: Actor, watchId: number): Promise<Watch> {
    const watch = await owned(actor, watchId);
    await evaluateWatch(deps, watch, ownerOf(actor), actor.dataVersion, true);
    const [answer] = await described(actor, [await owned(actor, watchId)]);
    return answer as Watch;
  }

  registerRoute(app, watchListRoute, async ({ actor }) =>
    described(actor, await listWatches(db, actor.userId)),
  );

  registerRoute(app, createWatchRoute, async ({ actor, body }) => {
    const holder = {
      is_admin: actor.isAdmin,
      permissions: actor.permissions,
      features: actor.firmConfiguration?.hasfeature ?? {},
    };
    if (!allows(watchSubjectAccess[body.subject], holder))
      throw forbidden(messages.accessLocked([permissionOf[body.subject]]));
    await visibleView(actor, body.view_id);
    await subjectExists(actor, body.subject, body.ids);
    const id = await insertWatch(db, viewer(actor), body);
    if (id === null) throw badRequest(messages.tooManyWatches(MAX_WATCHES_PER_USER));
    return baseline(actor, id);
  });

  registerRoute(app, updateWatchRoute, async ({ actor, params, body }) => {
    const before = await owned(actor, params.watchId);
    const next = { ...before, ...body };
    const problem = watchShapeProblem(next);
    if (problem) throw badRequest(problem);
    if (body.view_id !== undefined) await visibleView(actor, body.view_id);
    await updateWatch(db, actor.userId, params.watchId, body);
    return baseline(actor, params.watchId);
  });

  registerRoute(app, deleteWatchRoute, async ({ actor, params, reply }) => {
    await owned(actor, params.watchId);
    await deleteWatch(db, actor.userId, params.watchId);
    reply.code(204).send();
  });

  // The principals of the watch's hits, at the current data (the projects as the Source Data panel names them).
  registerRoute(app, watchHitsCrmRoute, async ({ actor, params, query, body, request, reply }) => {
    const watch = await owned(actor, params.watchId);
    const market = await deps.market.at(actor.dataVersion.version);
    const name = crmFileName(userClock(body.utc_offset), query.format);
    const hits = watch.hit_project_ids ?? [];
    return sendFile(
      request,
      reply,
      'text/csv; charset=utf-8',
      name,
      streamCrmCsv(market, query.format, hits),
    );
  });

  registerRoute(app, notificationListRoute, async ({ actor }) => listNotifications(db, actor.userId));

  registerRoute(app, readNotificationRoute, async ({ actor, params, reply }) => {
    if (!(await markNotificationRead(db, actor.userId, params.notificationId)))
      throw notFound(messages.notificationNotFound(params.notificationId));
    reply.code(204).send();
  });

  registerRoute(app, readAllNotificationsRoute, async ({ actor, reply }) => {
    await markAllNotificationsRead(db, actor.userId);
    reply.code(204).send();
  });
}
