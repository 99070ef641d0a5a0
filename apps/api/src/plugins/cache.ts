// Result cache for analytics responses: facts are read-only between loads, so (route, scope key) → result.
// In-process LRU by default; Redis when REDIS_URL is set (shared by every API process), falling back to
// the LRU while Redis cannot be reached. The data version is part of every scope key, so a load
// invalidates by changing keys; nothing is ever deleted by hand.
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { connectRedis } from './redis.ts';

export interface AnalyticsCache {
  /** The cached value under `key`, else computes, stores and returns it. Concurrent misses of one key
   * compute once. Values are shared between requests: never mutate one. */
  wrap<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * wrap() for a lookup of the loaded data (a brand group, a product's name) keyed by the data version, so
   * a cached figure reads nothing else. Before any load (version 'none': tests insert rows by hand) it is
   * computed each time.
   */
  wrapLoaded<T>(dataVersion: string, key: string, compute: () => Promise<T>): Promise<T>;
  /** wrap() keyed by route id + the filter scope's cache key + anything else the result depends on
   * (route params, limit, …): the way analytics routes use the cache. */
  wrapScope<T>(
    routeId: string,
    scope: { cacheKey: string },
    extra: unknown,
    compute: () => Promise<T>,
  ): Promise<T>;
  /**
   * Like wrapScope for a value that already is its JSON text (an analytics response serialised once): kept
   * as its UTF-8 bytes and shared as is, so a hit costs no parse, validation, serialisation or encoding
   * (for a 340 kB answer the encoding alone was half the server's time of a hit).
   */
  wrapScopeJson(
    routeId: string,
    scope: { cacheKey: string },
    extra: unknown,
    compute: () => Promise<string>,
  ): Promise<Buffer>;
  /** When true every call computes (the benchmark's uncached figures). */
  bypass: boolean;
  /** `bytes`: what the in-memory entries weigh, by their size as JSON. */
  stats(): { backend: 'memory' | 'redis'; hits: number; misses: number; entries: number; bytes: number };
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

export interface CacheOptions {
  redisUrl?: string | undefined;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Entries kept in memory (default 5000) and their total size as JSON (default 64 MB). */
  maxEntries?: number;
  maxBytes?: number;
  /** Seconds a Redis entry lives (keys change with each data load anyway). */
  redisTtlSeconds?: number;
}

const REDIS_PREFIX = 'specpulse:analytics:';
/** Keys of JSON-text entries (wrapScopeJson): never shared with wrap()'s parsed values. */
const JSON_PREFIX = 'json|';

/** How a kind of entry becomes the text stored in Redis (null: not stored there) and comes back from it. */
interface Codec {
  encode(value: unknown): string | null;
  decode(text: string): unknown;
  /** The entry's weight in the LRU: its size as JSON. */
  size(value: unknown): number;
}
const valueCodec: Codec = {
  encode: (v) => JSON.stringify(v) ?? null,
  decode: (t) => JSON.parse(t),
  // An undefined result has no JSON: it weighs 1 kB.
  size: (v) => Math.max(1, valueCodec.encode(v)?.length ?? 1024),
};
const bytesCodec: Codec = {
  encode: (v) => (v as Buffer).toString('utf8'),
  decode: (t) => Buffer.from(t, 'utf8'),
  size: (v) => Math.max(1, (v as Buffer).length),
};

export function cacheKeyOf(routeId: string, scopeKey: string, extra: unknown): string {
  return extra === undefined ? `${routeId}|${scopeKey}` : `${routeId}|${scopeKey}|${JSON.stringify(extra)}`;
}

export function createAnalyticsCache(options: CacheOptions): AnalyticsCache {
  const memory = new LRUCache<string, { size: number; value: unknown }>({
    max: options.maxEntries ?? 5000,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) => entry.size,
  });
  const inFlight = new Map<string, Promise<unknown>>();
  const counters = { hits: 0, misses: 0 };
  const redis = options.redisUrl ? connectCacheRedis(options.redisUrl, options.log) : null;
  const ttl = options.redisTtlSeconds ?? 7 * 24 * 3600;

  async function lookup(key: string, codec: Codec): Promise<{ found: boolean; value?: unknown }> {
    const local = memory.get(key);
    if (local) return { found: true, value: local.value };
    if (redis?.usable()) {
      const text = await redis.get(REDIS_PREFIX + key);
      if (text !== null) {
        const value: unknown = codec.decode(text);
        memory.set(key, { size: codec.size(value), value });
        return { found: true, value };
      }
    }
    return { found: false };
  }

  async function store(key: string, value: unknown, codec: Codec) {
    memory.set(key, { size: codec.size(value), value });
    if (!redis?.usable()) return;
    const text = codec.encode(value);
    if (text !== null) await redis.set(REDIS_PREFIX + key, text, ttl);
  }

  async function cached<T>(key: string, codec: Codec, compute: () => Promise<T>): Promise<T> {
    if (cache.bypass) return compute();
    // A hit in memory answers without a further await (the common case: no extra tick per request).
    const local = memory.get(key);
    if (local) {
      counters.hits++;
      return local.value as T;
    }
    const hit = await lookup(key, codec);
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
        await store(key, value, codec);
        return value;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, promise);
    return promise;
  }

  const cache: AnalyticsCache = {
    bypass: false,
    wrap<T>(key: string, compute: () => Promise<T>): Promise<T> {
      return cached(key, valueCodec, compute);
    },
    wrapLoaded(dataVersion, key, compute) {
      return dataVersion === 'none' ? compute() : cache.wrap(`loaded|${dataVersion}|${key}`, compute);
    },
    wrapScope(routeId, scope, extra, compute) {
      return cache.wrap(cacheKeyOf(routeId, scope.cacheKey, extra), compute);
    },
    wrapScopeJson(routeId, scope, extra, compute) {
      return cached(JSON_PREFIX + cacheKeyOf(routeId, scope.cacheKey, extra), bytesCodec, async () =>
        Buffer.from(await compute(), 'utf8'),
      );
    },
    stats: () => ({
      backend: redis?.usable() ? 'redis' : 'memory',
      ...counters,
      entries: memory.size,
      bytes: memory.calculatedSize,
    }),
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
function connectCacheRedis(url: string, log: CacheOptions['log']) {
  const redis = connectRedis(url, log, 'caching analytics in process memory until it answers');
  const { client } = redis;
  return {
    usable: redis.usable,
    async get(key: string): Promise<string | null> {
      try {
        return await client.get(key);
      } catch (err) {
        redis.failed(err);
        return null;
      }
    },
    async set(key: string, value: string, ttlSeconds: number) {
      try {
        await client.set(key, value, 'EX', ttlSeconds);
      } catch (err) {
        redis.failed(err);
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
        redis.failed(err);
      }
    },
    async close() {
      redis.close();
    },
  };
}
