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

/** What a page's error boundary reports: no personal data, only what the operator needs to find the fault. */
export const clientErrorBodySchema = z.object({
  message: z.string().max(500),
  /** The page's route pattern (/brands/drill/:brandId), never the URL with its ids and filters. */
  route: z.string().max(200),
  release: z.string().max(100),
});
export type ClientErrorReport = z.infer<typeof clientErrorBodySchema>;

/** A page crashed in a browser: logged and counted in /metrics (204). */
export const clientErrorRoute = defineRoute({
  method: 'POST',
  path: '/v2/client-errors',
  access: 'public',
  summary: "Report an error a page's error boundary caught",
  body: clientErrorBodySchema,
  rateLimit: 'report',
  errors: [429],
});
