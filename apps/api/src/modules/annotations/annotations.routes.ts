// The market timeline (/v2/annotations, issue 45): list, add, change and delete annotations. Another firm's
// annotation is a 404 (its existence is not told); everyone's are written by internal users only (403).
import type { FastifyInstance } from 'fastify';
import {
  annotationListRoute,
  createAnnotationRoute,
  deleteAnnotationRoute,
  messages,
  updateAnnotationRoute,
} from '@specpulse/contract';
import type { Database } from '../../db/connection.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { registerRoute } from '../../plugins/guard.ts';
import {
  deleteAnnotation,
  findAnnotation,
  insertAnnotation,
  listAnnotations,
  updateAnnotation,
  type Annotator,
} from './annotations.queries.ts';

const annotator = (actor: Actor): Annotator => ({
  userId: actor.userId,
  firmId: actor.firmId,
  internal: actor.permissions.internal === true,
});

export function annotationRoutes(app: FastifyInstance, database: Database) {
  const db = database.db;

  /** Refuses writing everyone's annotations to a user without the internal permission. */
  const mayWrite = (who: Annotator, scope: 'everyone' | 'firm') => {
    if (scope === 'everyone' && !who.internal) throw forbidden(messages.annotationForEveryoneInternal);
  };
  async function writable(who: Annotator, id: number) {
    const found = await findAnnotation(db, who, id);
    if (!found) throw notFound(messages.annotationNotFound(id));
    mayWrite(who, found.scope);
    return found;
  }
  async function visible(who: Annotator, id: number) {
    const found = await findAnnotation(db, who, id);
    if (!found) throw notFound(messages.annotationNotFound(id));
    return found;
  }

  registerRoute(app, annotationListRoute, async ({ actor }) => ({
    annotations: await listAnnotations(db, annotator(actor)),
  }));

  registerRoute(app, createAnnotationRoute, async ({ actor, body }) => {
    const who = annotator(actor);
    mayWrite(who, body.scope);
    return visible(who, await insertAnnotation(db, who, body));
  });

  registerRoute(app, updateAnnotationRoute, async ({ actor, params, body }) => {
    const who = annotator(actor);
    await writable(who, params.annotationId);
    mayWrite(who, body.scope);
    await updateAnnotation(db, who, params.annotationId, body);
    return visible(who, params.annotationId);
  });

  registerRoute(app, deleteAnnotationRoute, async ({ actor, params, reply }) => {
    const who = annotator(actor);
    await writable(who, params.annotationId);
    await deleteAnnotation(db, who, params.annotationId);
    reply.code(204).send();
  });
}
