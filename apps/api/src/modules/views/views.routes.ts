// Saved views (/v2/views, issue 30): list, create, update (rename, filters, share), delete, default view.
import type { FastifyInstance } from 'fastify';
import {
  MAX_VIEWS_PER_USER,
  createViewRoute,
  defaultViewRoute,
  deleteViewRoute,
  messages,
  updateViewRoute,
  viewListRoute,
} from '@specpulse/contract';
import type { Database } from '../../db/connection.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { writeAudit } from '../audit/audit-log.queries.ts';
import {
  deleteView,
  findVisibleView,
  insertView,
  isUniqueViolation,
  listViews,
  setDefaultView,
  updateView,
} from './views.queries.ts';

export function viewRoutes(app: FastifyInstance, database: Database) {
  const db = database.db;

  /** The view if the actor may see it (another firm's is a 404: its existence is not told). */
  async function visible(actor: Actor, viewId: number) {
    const found = await findVisibleView(db, actor, viewId);
    if (!found) throw notFound(messages.viewNotFound(viewId));
    return found;
  }
  async function owned(actor: Actor, viewId: number) {
    const found = await visible(actor, viewId);
    if (found.ownerId !== actor.userId) throw forbidden(messages.notViewOwner);
    return found;
  }
  /** A taken name is the unique index's error: one check, also between two saves at once. */
  async function naming<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (name !== undefined && isUniqueViolation(err)) throw conflict(messages.viewNameTaken(name));
      throw err;
    }
  }

  registerRoute(app, viewListRoute, async ({ actor }) => {
    const { views, defaultViewId } = await listViews(db, actor);
    return { views, default_view_id: defaultViewId };
  });

  /** Sharing a view with the firm (or taking it back) is audited. */
  const auditSharing = (actor: Actor, viewId: number, shared: boolean, name: string) =>
    writeAudit(db, {
      actor,
      action: shared ? 'view.share' : 'view.unshare',
      firmId: actor.firmId,
      target: `view:${viewId}`,
      before: null,
      after: { name },
    });

  registerRoute(app, createViewRoute, async ({ actor, body }) => {
    const id = await naming(body.name, () => insertView(db, actor.userId, body));
    if (id === null) throw conflict(messages.tooManyViews(MAX_VIEWS_PER_USER));
    const { view } = await visible(actor, id);
    if (body.shared) await auditSharing(actor, id, true, view.name);
    return view;
  });

  registerRoute(app, updateViewRoute, async ({ actor, params, body }) => {
    const before = await owned(actor, params.viewId);
    await naming(body.name, () => updateView(db, params.viewId, actor.userId, body));
    const { view } = await visible(actor, params.viewId);
    if (body.shared !== undefined && body.shared !== before.view.shared)
      await auditSharing(actor, params.viewId, body.shared, view.name);
    return view;
  });

  registerRoute(app, deleteViewRoute, async ({ actor, params, reply }) => {
    await owned(actor, params.viewId);
    await deleteView(db, params.viewId, actor.userId);
    reply.code(204).send();
  });

  registerRoute(app, defaultViewRoute, async ({ actor, body, reply }) => {
    if (body.view_id !== null) await visible(actor, body.view_id);
    await setDefaultView(db, actor.userId, body.view_id);
    reply.code(204).send();
  });
}
