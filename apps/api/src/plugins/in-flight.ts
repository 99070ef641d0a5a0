// Per-user limit of analytics requests running at once, so one signed-in user cannot take every database
// connection: beyond it, 429 with the catalogue's message at once, before any work is done.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@specpulse/contract';
import { AppError } from '../errors.ts';

/**
 * A page sends about 11 report requests at once (the dashboard and the brand page), and a user may open a
 * second page while the first is still loading: 16 never refuses a normal page, and still leaves most of a
 * 10-connection pool to everyone else when one user fires hundreds.
 */
export const ANALYTICS_IN_FLIGHT_LIMIT = 16;

export const isAnalyticsPath = (path: string) => path.startsWith('/v2/analytics/');

export interface InFlightLimit {
  /** Counts a request for the user, or throws 429 when they have `limit` running; call the result once done. */
  enter(userId: number): () => void;
  running(userId: number): number;
}

export function inFlightLimit(limit = ANALYTICS_IN_FLIGHT_LIMIT): InFlightLimit {
  const counts = new Map<number, number>();
  return {
    enter(userId) {
      const now = counts.get(userId) ?? 0;
      if (now >= limit) throw new AppError(429, messages.tooManyAnalyticsRequests(limit));
      counts.set(userId, now + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const n = (counts.get(userId) ?? 1) - 1;
        if (n > 0) counts.set(userId, n);
        else counts.delete(userId);
      };
    },
    running: (userId) => counts.get(userId) ?? 0,
  };
}

/**
 * Keeps the request's place until `work` settles instead of until its handler returns: a streamed export
 * goes on working after its handler has returned, and a place freed early let a client that drops and
 * resends a download run any number of them at once.
 */
export function holdInFlightUntil(request: FastifyRequest, work: Promise<unknown>) {
  const leave = request.leaveInFlight;
  request.leaveInFlight = () => undefined;
  void work.then(leave, leave);
}

declare module 'fastify' {
  interface FastifyInstance {
    analyticsInFlight: InFlightLimit;
  }
  interface FastifyRequest {
    /** Ends this request's place in the in-flight count (no-op when it holds none). */
    leaveInFlight: () => void;
  }
}

export function registerInFlightLimit(app: FastifyInstance, limit?: number) {
  app.decorate('analyticsInFlight', inFlightLimit(limit));
  app.decorateRequest('leaveInFlight', () => undefined);
  // The handler's end releases the place (guard.ts); this catches requests that never reach it (400s).
  app.addHook('onResponse', async (request) => request.leaveInFlight());
}
