// Sign-in throttle: a sliding one-minute window of attempts per email and per client address, in process or
// in Redis (REDIS_URL) so that several API processes share the count. An attempt is reserved atomically
// before the password is verified (concurrent attempts cannot all pass a check made before any failure was
// recorded) and released when it succeeds, so the window counts failures and attempts still in flight.
// The same window, with its own limit and keys, limits usage events per user (session/event-rate.ts).
import { Redis } from 'ioredis';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 60_000;

export interface LoginThrottle {
  /**
   * Counts one attempt against every key unless one already holds LOGIN_FAILURE_LIMIT within the window;
   * null when blocked (nothing counted), else the attempt's id for release().
   */
  reserve(keys: readonly string[]): Promise<string | null>;
  /** Takes a successful attempt back out of the window. */
  release(keys: readonly string[], attempt: string): Promise<void>;
  close(): Promise<void>;
}

let attemptSeq = 0;
const attemptId = (at: number) => `${at}-${process.pid}-${++attemptSeq}`;

export function throttleKeys(email: string, address: string): string[] {
  return [`email:${email.trim().toLowerCase()}`, `ip:${address}`];
}

export function memoryLoginThrottle(
  now: () => number = Date.now,
  limit = LOGIN_FAILURE_LIMIT,
): LoginThrottle {
  const attempts = new Map<string, { at: number; id: string }[]>();
  const recent = (key: string, at: number) => {
    const kept = (attempts.get(key) ?? []).filter((a) => a.at > at - LOGIN_WINDOW_MS);
    if (kept.length) attempts.set(key, kept);
    else attempts.delete(key);
    return kept;
  };
  return {
    // Synchronous between the check and the count: no other attempt can run in between.
    async reserve(keys) {
      const at = now();
      if (keys.some((k) => recent(k, at).length >= limit)) return null;
      const id = attemptId(at);
      for (const k of keys) attempts.set(k, [...recent(k, at), { at, id }]);
      // Bound memory under a spray of distinct emails: drop keys whose window has passed.
      if (attempts.size > 50_000) for (const k of [...attempts.keys()]) recent(k, at);
      return id;
    },
    async release(keys, id) {
      for (const k of keys) {
        const kept = (attempts.get(k) ?? []).filter((a) => a.id !== id);
        if (kept.length) attempts.set(k, kept);
        else attempts.delete(k);
      }
    },
    async close() {
      attempts.clear();
    },
  };
}

export function redisLoginThrottle(
  url: string,
  onConnectionError: (err: unknown) => void = () => {},
  prefix = 'specpulse:login-fail:',
  limit = LOGIN_FAILURE_LIMIT,
): LoginThrottle {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself; without a listener each failed attempt is an unhandled error event.
  redis.on('error', onConnectionError);
  const release = async (keys: readonly string[], id: string) => {
    const tx = redis.multi();
    for (const k of keys) tx.zrem(prefix + k, id);
    await tx.exec();
  };
  return {
    // One MULTI per attempt: count it, then read each key's count. Transactions run one after another, so of
    // concurrent attempts exactly those that found room keep their entry; the others take theirs back.
    async reserve(keys) {
      const at = Date.now();
      const id = attemptId(at);
      const tx = redis.multi();
      for (const k of keys) {
        tx.zremrangebyscore(prefix + k, 0, at - LOGIN_WINDOW_MS);
        tx.zadd(prefix + k, at, id);
        tx.pexpire(prefix + k, LOGIN_WINDOW_MS);
        tx.zcard(prefix + k);
      }
      const results = (await tx.exec()) ?? [];
      const counts = results.filter((_, i) => i % 4 === 3).map(([err, n]) => (err ? 0 : Number(n)));
      if (counts.every((n) => n <= limit)) return id;
      await release(keys, id);
      return null;
    },
    release,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * The throttle of one purpose (`what`, as logged): shared through Redis when `redisUrl` is set, counting in
 * process while Redis cannot be reached; in process only without Redis.
 */
export function createThrottle(
  log: { debug(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  redisUrl: string | undefined,
  options: { what: string; prefix: string; limit: number },
): LoginThrottle {
  const local = memoryLoginThrottle(Date.now, options.limit);
  if (!redisUrl) return local;
  const shared = redisLoginThrottle(
    redisUrl,
    (err) => log.debug({ err }, `${options.what}: Redis connection`),
    options.prefix,
    options.limit,
  );
  return withFallback(shared, local, (err) =>
    log.warn({ err }, `${options.what}: Redis unavailable, counting in process`),
  );
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
    reserve: (keys) => attempt((t) => t.reserve(keys)),
    release: (keys, id) => attempt((t) => t.release(keys, id)),
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}
