// Maps every failure to {error: {status, message}}: validation → 400, database down → 503, never a stack trace.
import type { FastifyInstance, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@specpulse/contract';
import { AppError, isDatabaseDown } from '../errors.ts';

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.status)
        .headers(err.headers)
        .send({ error: { status: err.status, message: err.message } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const detail = err.validation
        .map(
          (v) =>
            `${v.instancePath.replace(/^\//, '').replace(/\//g, '.') || err.validationContext}: ${v.message}`,
        )
        .join('; ');
      return reply.status(400).send({ error: { status: 400, message: messages.invalidRequest(detail) } });
    }
    if (isDatabaseDown(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply.status(503).send({ error: { status: 503, message: messages.databaseUnavailable } });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) request.log.error({ err }, 'unhandled error');
    const message = status === 500 ? messages.internalError : err.message;
    return reply.status(status).send({ error: { status, message } });
  });
}

/** 404 for unknown API paths; `fallback` (the web app) may answer other paths first. */
export function registerNotFound(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
) {
  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return reply;
    return reply.status(404).send({
      error: { status: 404, message: messages.noRoute(request.method, request.url.split('?')[0] ?? '') },
    });
  });
}
