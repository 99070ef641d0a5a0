// Result cache for analytics responses: facts are read-only between loads, so (route, scope key) → result.
// In-process LRU by default; Redis when REDIS_URL is set (shared by every API process), falling back to
// the LRU while Redis cannot be reached. The data version is part of every scope key, so a load
// invalidates by changing keys; nothing is ever deleted by hand.
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { Redis } from 'ioredis';

export interface AnalyticsCache {
  /** The cached value under `key`, else computes, stores and returns it. Concurrent misses of one key
   * compute once. Values are shared between requests: never mutate one. */
  wrap<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** wrap() keyed by route id + the filter scope's cache key + anything else the result depends on
   * (route params, limit, …): the way analytics routes use the cache. */
  wrapScope<T>(
    routeId: string,
    scope: { cacheKey: string },
    extra: unknown,
    compute: () => Promise<T>,
  ): Promise<T>;
  /** When true every call computes (the benchmark's uncached figures). */
  bypass: boolean;
  stats(): { backend: 'memory' | 'redis'; hits: number; misses: number; entries: number };
  clear(): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    analyticsCache: AnalyticsCache;
  }
}

export function registerCache(app: FastifyInstance, cache: AnalyticsCache) {
  app.decorate('analyticsCache', cache);
  app.addHook('onClose', async () => cache.close());
}

/** No caching at all (kept for tests that want to see every query run). */
export const passThroughCache: AnalyticsCache = {
  wrap: (_key, compute) => compute(),
  wrapScope: (_route, _scope, _extra, compute) => compute(),
  bypass: true,
  stats: () => ({ backend: 'memory', hits: 0, misses: 0, entries: 0 }),
  clear: async () => undefined,
  close: async () => undefined,
};

export interface CacheOptions {
  redisUrl?: string | undefined;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Entries kept in memory (default 5000) and their total JSON size (default 64 MB). */
  maxEntries?: number;
  maxBytes?: number;
  /** Seconds a Redis entry lives (keys change with each data load anyway). */
  redisTtlSeconds?: number;
}

const REDIS_PREFIX = 'specpulse:analytics:';

export function cacheKeyOf(routeId: string, scopeKey: string, extra: unknown): string {
  return extra === undefined ? `${routeId}|${scopeKey}` : `${routeId}|${scopeKey}|${JSON.stringify(extra)}`;
}

export function createAnalyticsCache(options: CacheOptions): AnalyticsCache {
  const memory = new LRUCache<string, { json: string | null; value: unknown }>({
    max: options.maxEntries ?? 5000,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) => Math.max(1, entry.json?.length ?? 1024),
  });
  const inFlight = new Map<string, Promise<unknown>>();
  const counters = { hits: 0, misses: 0 };
  const redis = options.redisUrl ? connectRedis(options.redisUrl, options.log) : null;
  const ttl = options.redisTtlSeconds ?? 7 * 24 * 3600;

  async function lookup(key: string): Promise<{ found: boolean; value?: unknown }> {
    const local = memory.get(key);
    if (local) return { found: true, value: local.value };
    if (redis?.usable()) {
      const text = await redis.get(REDIS_PREFIX + key);
      if (text !== null) {
        const value: unknown = JSON.parse(text);
        memory.set(key, { json: text, value });
        return { found: true, value };
      }
    }
    return { found: false };
  }

  async function store(key: string, value: unknown) {
    const json = JSON.stringify(value) ?? null;
    memory.set(key, { json, value });
    if (json !== null && redis?.usable()) await redis.set(REDIS_PREFIX + key, json, ttl);
  }

  const cache: AnalyticsCache = {
    bypass: false,
    async wrap<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (cache.bypass) return compute();
      const hit = await lookup(key);
      if (hit.found) {
        counters.hits++;
        return hit.value as T;
      }
      const running = inFlight.get(key);
      if (running) {
        counters.hits++;
        return running as Promise<T>;
      }
      counters.misses++;
      const promise = (async () => {
        try {
          const value = await compute();
          await store(key, value);
          return value;
        } finally {
          inFlight.delete(key);
        }
      })();
      inFlight.set(key, promise);
      return promise;
    },
    wrapScope(routeId, scope, extra, compute) {
      return cache.wrap(cacheKeyOf(routeId, scope.cacheKey, extra), compute);
    },
    stats: () => ({ backend: redis?.usable() ? 'redis' : 'memory', ...counters, entries: memory.size }),
    async clear() {
      memory.clear();
      if (redis?.usable()) await redis.clear();
    },
    async close() {
      await redis?.close();
    },
  };
  return cache;
}

/** Redis behind a small facade that never throws: when it is unreachable the LRU carries on. */
function connectRedis(url: string, log: CacheOptions['log']) {
  let warned = false;
  const warnOnce = (err: unknown) => {
    if (warned) return;
    warned = true;
    log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'Redis is unreachable: caching analytics in process memory until it answers',
    );
  };
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 500, 10_000),
  });
  client.on('error', warnOnce);
  client.on('ready', () => {
    if (warned) log.info({}, 'Redis is reachable again: analytics cache shared through Redis');
    warned = false;
  });
  client.connect().catch(warnOnce);
  const usable = () => client.status === 'ready';
  return {
    usable,
    async get(key: string): Promise<string | null> {
      try {
        return await client.get(key);
      } catch (err) {
        warnOnce(err);
        return null;
      }
    },
    async set(key: string, value: string, ttlSeconds: number) {
      try {
        await client.set(key, value, 'EX', ttlSeconds);
      } catch (err) {
        warnOnce(err);
      }
    },
    async clear() {
      try {
        let cursor = '0';
        do {
          const [next, keys] = await client.scan(cursor, 'MATCH', `${REDIS_PREFIX}*`, 'COUNT', 500);
          cursor = next;
          if (keys.length) await client.del(...keys);
        } while (cursor !== '0');
      } catch (err) {
        warnOnce(err);
      }
    },
    async close() {
      client.disconnect();
    },
  };
}
