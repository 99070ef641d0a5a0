// Health check contract.
import { z } from 'zod';
import { defineRoute } from './route.ts';

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  summary: 'Liveness and database check',
  response: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) }),
});

/**
 * Readiness: the portal database answers, the current market snapshot answers and is the file it opened, and
 * Redis answers when the deployment uses it. 503 (the error body) names the checks that failed.
 */
export const readyRoute = defineRoute({
  method: 'GET',
  path: '/readyz',
  access: 'public',
  summary: 'Readiness: database, current market snapshot and Redis',
  response: z.object({
    ok: z.literal(true),
    database: z.enum(['embedded', 'postgres']),
    dataVersion: z.string(),
    redis: z.enum(['ok', 'unused']),
  }),
});

/** What this process runs: the release, its build and the market data version it serves. */
export const versionRoute = defineRoute({
  method: 'GET',
  path: '/v2/version',
  access: 'public',
  summary: 'The release, build and current market data version',
  response: z.object({ release: z.string(), build: z.string(), dataVersion: z.string() }),
});

/**
 * Prometheus metrics in the text exposition format, for the operator's scraper: answered only when the
 * deployment sets METRICS_TOKEN, to a request bearing it (401 otherwise, 404 when unset).
 */
export const metricsRoute = defineRoute({
  method: 'GET',
  path: '/metrics',
  access: 'public',
  summary: 'Prometheus metrics (Authorization: Bearer METRICS_TOKEN)',
  errors: [404],
});
