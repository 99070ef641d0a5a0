// The point maps' cluster indexes kept between a user's pans and zooms, within a memory budget: least recently
// used first out, each weighed by its places. Keys hold the data version (through the filter scope), so a load
// invalidates by changing keys.
import { LRUCache } from 'lru-cache';
import type { PointIndex } from './point-index.ts';

export interface PointIndexCache {
  /** The index under `key`, else built (once for concurrent callers) and kept if it fits the budget. */
  get(key: string, build: () => Promise<PointIndex>): Promise<PointIndex>;
  /** The indexes kept and what they weigh together (their estimated bytes). */
  stats(): { indexes: number; bytes: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The point maps' kept cluster indexes (for the page bench's account of the API's memory). */
    pointIndexes: PointIndexCache;
  }
}

export function createPointIndexCache(maxBytes: number): PointIndexCache {
  const kept = new LRUCache<string, PointIndex>({
    maxSize: maxBytes,
    sizeCalculation: (index) => index.bytes,
  });
  const building = new Map<string, Promise<PointIndex>>();
  return {
    get(key, build) {
      const hit = kept.get(key) ?? building.get(key);
      if (hit) return Promise.resolve(hit);
      const promise = build()
        .then((index) => {
          // An index larger than the whole budget is used once and not kept.
          if (index.bytes <= maxBytes) kept.set(key, index);
          return index;
        })
        .finally(() => building.delete(key));
      building.set(key, promise);
      return promise;
    },
    stats: () => ({ indexes: kept.size, bytes: kept.calculatedSize }),
  };
}
