// POST /v2/session/event: usage tracking that answers 204 and never fails the page.
import type { FastifyInstance } from 'fastify';
import { sessionEventRoute } from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { sessionEventRate } from './event-rate.ts';
import { recordSessionEvent } from './session.queries.ts';

export function sessionRoutes(app: FastifyInstance, deps: AppDeps) {
  const rate = sessionEventRate();
  registerRoute(app, sessionEventRoute, async ({ actor, body, request, reply }) => {
    rate.take(actor.userId);
    const kind = body.kind ?? 'page';
    const payload: Record<string, unknown> = {};
    if (body.filters) payload.filters = body.filters;
    if (kind === 'login') {
      payload.screen = body.screen ?? null;
      payload.browser = body.browser ?? null;
      payload.user_agent = request.headers['user-agent'] ?? null;
    }
    if (actor.impersonatorId !== null) payload.impersonator_id = actor.impersonatorId;
    try {
      await recordSessionEvent(deps.database.db, { userId: actor.userId, kind, page: body.page, payload });
    } catch (err) {
      // Tracking is best effort: the page must not see a failure because an event was lost.
      request.log.warn({ err }, 'session event not recorded');
    }
    reply.code(204).send();
  });
}
