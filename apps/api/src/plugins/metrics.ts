// GET /metrics for the operator's Prometheus: requests by route and status, their durations, the answer
// cache's hits and misses, market query durations, and the process's own figures (memory, CPU, event loop).
// Each app has its own registry, so several apps in one process (the tests) count apart.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { messages, metricsRoute } from '@specpulse/contract';
import { AppError } from '../errors.ts';
import { marketQueryChannel, type MarketQueryEvent } from '../db/market-query-channel.ts';
import { registerRoute } from './guard.ts';
import type { QueueStatsSource } from '../jobs/queue-stats.ts';

/** Seconds: from a cached answer (well under a millisecond) to a heavy export. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const sameSecret = (given: string, wanted: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(wanted);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** What the route modules count beside the requests (decorated as app.metrics). */
export interface AppMetrics {
  /** A page's error boundary reported an error (modules/health/client-errors). */
  clientError(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export function registerMetrics(app: FastifyInstance, token: string | undefined, jobs?: QueueStatsSource) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  // Labelled by the route's pattern, never the raw URL: ids in paths would make a series per id.
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  // Read from the cache's own counters when scraped (the cache does not know about metrics).
  const cacheSeen = { hits: 0, misses: 0 };
  const cacheCounter = (kind: 'hits' | 'misses') =>
    new Counter({
      name: `specpulse_answer_cache_${kind}_total`,
      help: `Analytics answers ${kind === 'hits' ? 'served from' : 'computed for'} the answer cache`,
      registers: [registry],
      collect() {
        if (!app.hasDecorator('analyticsCache')) return;
        const now = app.analyticsCache.stats()[kind];
        this.inc(Math.max(0, now - cacheSeen[kind]));
        cacheSeen[kind] = now;
      },
    });
  cacheCounter('hits');
  cacheCounter('misses');

  const marketQueries = new Histogram({
    name: 'specpulse_market_query_duration_seconds',
    help: 'Market (DuckDB) query durations, by outcome',
    labelNames: ['outcome'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const onMarketQuery = (message: unknown) => {
    const { seconds, failed } = message as MarketQueryEvent;
    marketQueries.observe({ outcome: failed ? 'error' : 'ok' }, seconds);
  };
  marketQueryChannel.subscribe(onMarketQuery);
  app.addHook('onClose', async () => {
    marketQueryChannel.unsubscribe(onMarketQuery);
  });

  const clientErrors = new Counter({
    name: 'specpulse_client_errors_total',
    help: "Errors the web app's page error boundaries reported",
    registers: [registry],
  });
  app.decorate('metrics', { clientError: () => clientErrors.inc() } satisfies AppMetrics);

  if (jobs) registerJobMetrics(registry, jobs);

  registerRoute(app, metricsRoute, async ({ request, reply }) => {
    if (!token) throw new AppError(404, messages.metricsOff);
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !given || !sameSecret(given, token))
      throw new AppError(401, messages.metricsToken, { 'www-authenticate': 'Bearer' });
    const text = await registry.metrics();
    void reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
}

/** The job queue's depth (waiting, running, given up) by job, read when scraped, and the failed tries. */
function registerJobMetrics(registry: Registry, jobs: QueueStatsSource) {
  const depth = new Gauge({
    name: 'specpulse_job_queue_jobs',
    help: 'Jobs in the queue by job and state (queued: waiting or waiting to retry; active; failed: retries spent)',
    labelNames: ['job', 'state'] as const,
    registers: [registry],
    async collect() {
      for (const s of await jobs.stats().catch(() => [])) {
        this.set({ job: s.job, state: 'queued' }, s.queued);
        this.set({ job: s.job, state: 'active' }, s.active);
        this.set({ job: s.job, state: 'failed' }, s.failed);
      }
    },
  });
  void depth;
  const seen = new Map<string, number>();
  new Counter({
    name: 'specpulse_job_failures_total',
    help: 'Job runs that threw in this process (each try counts), by job',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      for (const [job, n] of jobs.failures()) {
        this.inc({ job }, Math.max(0, n - (seen.get(job) ?? 0)));
        seen.set(job, n);
      }
    },
  });
}
