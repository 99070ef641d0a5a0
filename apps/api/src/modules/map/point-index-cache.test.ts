import { describe, expect, it } from 'vitest';
import { createPointIndexCache } from './point-index-cache.ts';
import type { PointIndex } from './point-index.ts';

/** An index weighing `bytes` (only its weight matters to the cache). */
const index = (bytes: number) => ({ bytes }) as PointIndex;

describe('point index cache', () => {
  it('builds an index once for concurrent callers and answers it again while it is kept', async () => {
    const cache = createPointIndexCache(1000);
    let builds = 0;
    const build = async () => {
      builds++;
      return index(100);
    };
    const [a, b] = await Promise.all([cache.get('k', build), cache.get('k', build)]);
    expect(a).toBe(b);
    expect(await cache.get('k', build)).toBe(a);
    expect(builds).toBe(1);
  });

  it('keeps the indexes within its budget by their weight, the least recently used leaving first', async () => {
    const cache = createPointIndexCache(1000);
    const built: string[] = [];
    const get = (key: string, bytes: number) =>
      cache.get(key, async () => {
        built.push(key);
        return index(bytes);
      });
    await get('a', 400);
    await get('b', 400);
    await get('a', 400); // a is now the most recently used
    await get('c', 400); // over the budget: b leaves
    await get('a', 400);
    await get('c', 400);
    expect(built).toEqual(['a', 'b', 'c']);
    expect(cache.stats()).toEqual({ indexes: 2, bytes: 800 });
    await get('b', 400);
    expect(built).toEqual(['a', 'b', 'c', 'b']);
  });

  it('uses an index heavier than the whole budget without keeping it, nor letting it evict others', async () => {
    const cache = createPointIndexCache(1000);
    let builds = 0;
    const heavy = async () => {
      builds++;
      return index(5000);
    };
    const light = index(500);
    await cache.get('light', async () => light);
    await cache.get('heavy', heavy);
    await cache.get('heavy', heavy);
    expect(builds).toBe(2);
    expect(await cache.get('light', async () => index(500))).toBe(light);
    expect(cache.stats()).toEqual({ indexes: 1, bytes: 500 });
  });

  it('forgets a failed build, so the next caller builds again', async () => {
    const cache = createPointIndexCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('engine down')))).rejects.toThrow(
      'engine down',
    );
    expect(await cache.get('k', async () => index(10))).toEqual({ bytes: 10 });
  });
});
