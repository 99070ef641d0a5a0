// POST /v2/session/event: usage tracking that answers 204 and never fails the page.
import type { FastifyInstance } from 'fastify';
import { SESSION_EVENT_MAX_BYTES, sessionEventRoute } from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { sessionEventRate } from './event-rate.ts';
import { sessionEventSweep } from './retention.ts';
import { recordSessionEvent } from './session.queries.ts';

const encoder = new TextEncoder();
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

/** The longest start of `text` that takes at most `maxBytes` inside a JSON string. */
function cutToJsonBytes(text: string, maxBytes: number): string {
  let used = 0;
  let end = 0;
  for (const char of text) {
    used += jsonBytes(char) - 2;
    if (used > maxBytes) break;
    end += char.length;
  }
  return text.slice(0, end);
}

export function sessionRoutes(app: FastifyInstance, deps: AppDeps) {
  const rate = sessionEventRate(app.rateLimits.store);
  const sweep = sessionEventSweep(deps.database.db, deps.config.SESSION_EVENT_RETENTION_DAYS);

  registerRoute(app, sessionEventRoute, async ({ actor, body, request, reply }) => {
    await rate.take(actor.userId);
    const kind = body.kind ?? 'page';
    const payload: Record<string, unknown> = {};
    if (body.filters) payload.filters = body.filters;
    if (kind === 'login') {
      payload.screen = body.screen ?? null;
      payload.browser = body.browser ?? null;
    }
    if (actor.impersonatorId !== null) payload.impersonator_id = actor.impersonatorId;
    const userAgent = request.headers['user-agent'];
    if (kind === 'login') {
      // The header is not part of the checked body: cut so the stored event stays within the body's cap.
      const room = SESSION_EVENT_MAX_BYTES - jsonBytes({ page: body.page, ...payload, user_agent: '' });
      payload.user_agent = userAgent === undefined ? null : cutToJsonBytes(userAgent, Math.max(room, 0));
    }
    try {
      await recordSessionEvent(deps.database.db, { userId: actor.userId, kind, page: body.page, payload });
    } catch (err) {
      // Tracking is best effort: the page must not see a failure because an event was lost.
      request.log.warn({ err }, 'session event not recorded');
    }
    await sweep().catch((err: unknown) => request.log.warn({ err }, 'expired session events not deleted'));
    reply.code(204).send();
  });
}
