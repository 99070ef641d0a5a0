// Each request's id: taken from X-Request-Id when a trusted proxy sets it (so one id follows a request from the
// load balancer to the log), else a new UUID; echoed in the answer's X-Request-Id, and every log line of the
// request carries it with the route's pattern (and, once authenticated, the user id: guard.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an id from a proxy may look like: no spaces or control characters to forge log lines with. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId for this deployment. */
export function requestIdGenerator(trustProxy: boolean) {
  return (req: IncomingMessage): string => {
    const given = req.headers[REQUEST_ID_HEADER];
    return trustProxy && typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
  };
}

export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    // The reply logs the request's end through its own reference: both get the route.
    request.log = reply.log = request.log.child({ route: request.routeOptions.url ?? 'unmatched' });
  });
}
