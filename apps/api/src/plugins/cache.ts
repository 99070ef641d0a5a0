// Result cache for analytics responses: facts are read-only between loads, so (route, scope key) → result.
import type { FastifyInstance } from 'fastify';

export interface AnalyticsCache {
  wrap<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    analyticsCache: AnalyticsCache;
  }
}

export function registerCache(app: FastifyInstance, cache: AnalyticsCache) {
  app.decorate('analyticsCache', cache);
}

/** No caching at all; the filters engine provides the real LRU/Redis cache. */
export const passThroughCache: AnalyticsCache = { wrap: (_key, compute) => compute() };
