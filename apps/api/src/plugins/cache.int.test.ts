// The analytics cache: LRU behaviour, single flight, bypass, and Redis (the Redis answering at REDIS_URL or
// 127.0.0.1:6379, else a redis-server started for the test) with its fall-back when Redis cannot be reached.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/api-process.ts';
import { startRedis } from '../../test/test-redis.ts';
import { cacheKeyOf, createAnalyticsCache } from './cache.ts';

function quietLog() {
  const warnings: string[] = [];
  return {
    warnings,
    log: { warn: (_o: object, msg: string) => void warnings.push(msg), info: () => undefined },
  };
}

describe('analytics cache in memory', () => {
  it('computes once per key and returns the stored value after', async () => {
    const cache = createAnalyticsCache(quietLog());
    let runs = 0;
    const compute = async () => ({ n: ++runs });
    expect(await cache.wrap('a', compute)).toEqual({ n: 1 });
    expect(await cache.wrap('a', compute)).toEqual({ n: 1 });
    expect(await cache.wrap('b', compute)).toEqual({ n: 2 });
    // Each entry weighs its JSON: {"n":1} and {"n":2}.
    expect(cache.stats()).toMatchObject({ backend: 'memory', hits: 1, misses: 2, entries: 2, bytes: 14 });
  });

  it('runs concurrent misses of one key once', async () => {
    const cache = createAnalyticsCache(quietLog());
    let runs = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++runs), 30));
    const results = await Promise.all(Array.from({ length: 10 }, () => cache.wrap('k', slow)));
    expect(results).toEqual(Array(10).fill(1));
    expect(runs).toBe(1);
  });

  it('does not keep failures', async () => {
    const cache = createAnalyticsCache(quietLog());
    await expect(cache.wrap('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.wrap('x', async () => 5)).toBe(5);
  });

  it('computes every time when bypassed', async () => {
    const cache = createAnalyticsCache(quietLog());
    cache.bypass = true;
    let runs = 0;
    await cache.wrap('a', async () => ++runs);
    await cache.wrap('a', async () => ++runs);
    expect(runs).toBe(2);
  });

  it('keys by route, scope key and extra', async () => {
    const cache = createAnalyticsCache(quietLog());
    expect(cacheKeyOf('brand.topbrands', 'v1:abc', { limit: 5 })).toBe('brand.topbrands|v1:abc|{"limit":5}');
    const a = await cache.wrapScope('r1', { cacheKey: 'k' }, { limit: 5 }, async () => 'five');
    const b = await cache.wrapScope('r1', { cacheKey: 'k' }, { limit: 10 }, async () => 'ten');
    const c = await cache.wrapScope('r2', { cacheKey: 'k' }, { limit: 5 }, async () => 'other');
    expect([a, b, c]).toEqual(['five', 'ten', 'other']);
    expect(await cache.wrapScope('r1', { cacheKey: 'k' }, { limit: 5 }, async () => 'again')).toBe('five');
  });

  it('keeps JSON text apart from values under the same route key, as bytes shared as they are', async () => {
    const cache = createAnalyticsCache(quietLog());
    const scope = { cacheKey: 'k' };
    const json = await cache.wrapScopeJson('r1', scope, 'all', async () => '{"name":"Fenêtre"}');
    expect(Buffer.isBuffer(json)).toBe(true);
    expect(json.toString('utf8')).toBe('{"name":"Fenêtre"}');
    // The same bytes, not a copy: a hit encodes nothing.
    expect(await cache.wrapScopeJson('r1', scope, 'all', async () => 'again')).toBe(json);
    expect(await cache.wrapScope('r1', scope, 'all', async () => ({ rows: [] }))).toEqual({ rows: [] });
    cache.bypass = true;
    expect((await cache.wrapScopeJson('r1', scope, 'all', async () => 'fresh')).toString()).toBe('fresh');
  });

  it('weighs JSON entries by their bytes against its size limit', async () => {
    const cache = createAnalyticsCache({ ...quietLog(), maxBytes: 1000 });
    const text = (c: string) => async () => `"${c.repeat(400)}"`;
    await cache.wrapScopeJson('r', { cacheKey: 'a' }, '', text('a'));
    await cache.wrapScopeJson('r', { cacheKey: 'b' }, '', text('b'));
    expect(cache.stats().entries).toBe(2);
    // A third 402-byte entry passes 1000 bytes: the least recently used one goes.
    await cache.wrapScopeJson('r', { cacheKey: 'c' }, '', text('c'));
    expect(cache.stats().entries).toBe(2);
    expect((await cache.wrapScopeJson('r', { cacheKey: 'a' }, '', text('x'))).toString()).toContain('x');
  });

  it('evicts least recently used entries beyond its size', async () => {
    const cache = createAnalyticsCache({ ...quietLog(), maxEntries: 2 });
    await cache.wrap('a', async () => 1);
    await cache.wrap('b', async () => 2);
    await cache.wrap('a', async () => 1);
    await cache.wrap('c', async () => 3);
    expect(await cache.wrap('b', async () => 20)).toBe(20);
    expect(await cache.wrap('a', async () => 10)).toBe(10);
  });
});

describe('analytics cache with Redis', () => {
  const servers: ChildProcess[] = [];
  afterAll(() => {
    for (const s of servers) if (s.pid) process.kill(s.pid);
  });

  it('falls back to memory when Redis is unreachable, warning once', async () => {
    const port = await freePort();
    const { warnings, log } = quietLog();
    const cache = createAnalyticsCache({ redisUrl: `redis://127.0.0.1:${port}`, log });
    let runs = 0;
    expect(await cache.wrap('a', async () => ++runs)).toBe(1);
    expect(await cache.wrap('a', async () => ++runs)).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await cache.wrap('b', async () => ++runs)).toBe(2);
    expect(warnings).toHaveLength(1);
    expect(cache.stats().backend).toBe('memory');
    await cache.close();
  });

  it('shares entries between processes through Redis', async () => {
    const url = await startRedis(servers);
    // A key of this run's own: the Redis may be a shared, long-running one keeping earlier runs' entries.
    const key = `shared-${randomUUID()}`;
    const first = createAnalyticsCache({ redisUrl: url, ...quietLog() });
    const second = createAnalyticsCache({ redisUrl: url, ...quietLog() });
    for (
      let i = 0;
      i < 50 && !(first.stats().backend === 'redis' && second.stats().backend === 'redis');
      i++
    ) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(first.stats().backend).toBe('redis');
    await first.wrap(key, async () => ({ rows: [1, 2, 3] }));
    expect(await second.wrap(key, async () => ({ rows: [] }))).toEqual({ rows: [1, 2, 3] });
    const textKey = { cacheKey: `text-${randomUUID()}` };
    await first.wrapScopeJson('r', textKey, '', async () => '{"a":"é"}');
    expect((await second.wrapScopeJson('r', textKey, '', async () => 'other')).toString()).toBe('{"a":"é"}');
    await first.clear();
    await second.clear();
    expect(await second.wrap(key, async () => ({ rows: [] }))).toEqual({ rows: [] });
    await second.clear();
    await first.close();
    await second.close();
  });
});
