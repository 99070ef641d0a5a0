// Failed sign-in throttle: a sliding one-minute window per email and per client address, in process or
// in Redis (REDIS_URL) so that several API processes share the count.
import { Redis } from 'ioredis';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 60_000;

export interface LoginThrottle {
  /** True when any key already has LOGIN_FAILURE_LIMIT failures within the window. */
  isBlocked(keys: readonly string[]): Promise<boolean>;
  recordFailure(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export function throttleKeys(email: string, address: string): string[] {
  return [`email:${email.trim().toLowerCase()}`, `ip:${address}`];
}

export function memoryLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string, at: number): number[] => {
    const kept = (failures.get(key) ?? []).filter((t) => t > at - LOGIN_WINDOW_MS);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  return {
    async isBlocked(keys) {
      const at = now();
      return keys.some((k) => recent(k, at).length >= LOGIN_FAILURE_LIMIT);
    },
    async recordFailure(keys) {
      const at = now();
      for (const k of keys) failures.set(k, [...recent(k, at), at]);
      // Bound memory under a spray of distinct emails: drop keys whose window has passed.
      if (failures.size > 50_000) for (const k of [...failures.keys()]) recent(k, at);
    },
    async close() {
      failures.clear();
    },
  };
}

export function redisLoginThrottle(
  url: string,
  onConnectionError: (err: unknown) => void = () => {},
  prefix = 'specpulse:login-fail:',
): LoginThrottle {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself; without a listener each failed attempt is an unhandled error event.
  redis.on('error', onConnectionError);
  return {
    async isBlocked(keys) {
      const at = Date.now();
      const tx = redis.multi();
      for (const k of keys) {
        tx.zremrangebyscore(prefix + k, 0, at - LOGIN_WINDOW_MS);
        tx.zcard(prefix + k);
      }
      const results = (await tx.exec()) ?? [];
      return results.some(([err, count], i) => !err && i % 2 === 1 && Number(count) >= LOGIN_FAILURE_LIMIT);
    },
    async recordFailure(keys) {
      const at = Date.now();
      const tx = redis.multi();
      for (const k of keys) {
        tx.zadd(prefix + k, at, `${at}-${Math.random().toString(36).slice(2)}`);
        tx.pexpire(prefix + k, LOGIN_WINDOW_MS);
      }
      await tx.exec();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Uses the shared throttle, and the in-process one while it cannot be reached (sign-in keeps working). */
export function withFallback(
  shared: LoginThrottle,
  local: LoginThrottle,
  onError: (err: unknown) => void,
): LoginThrottle {
  const attempt = async <T>(run: (t: LoginThrottle) => Promise<T>): Promise<T> => {
    try {
      return await run(shared);
    } catch (err) {
      onError(err);
      return run(local);
    }
  };
  return {
    isBlocked: (keys) => attempt((t) => t.isBlocked(keys)),
    recordFailure: (keys) => attempt((t) => t.recordFailure(keys)),
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}
