// The shared (Redis) sign-in throttle under concurrent attempts: its reservation is atomic across callers.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../../test/test-redis.ts';
import { LOGIN_FAILURE_LIMIT, redisLoginThrottle } from './login-throttle.ts';

const servers: ChildProcess[] = [];
afterAll(() => {
  for (const s of servers) s.kill();
});

describe('redisLoginThrottle', () => {
  it('lets at most the limit of 100 concurrent attempts through, and a released one frees its place', async () => {
    const url = await startRedis(servers);
    // Two throttles on one Redis: two API processes sharing the count.
    const prefix = `specpulse-test:${randomUUID()}:`;
    const a = redisLoginThrottle(url, () => undefined, prefix);
    const b = redisLoginThrottle(url, () => undefined, prefix);
    try {
      const keys = ['email:a@example.com', 'ip:1.2.3.4'];
      const attempts = await Promise.all(
        Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).reserve(keys)),
      );
      const passed = attempts.filter((x): x is string => x !== null);
      expect(passed).toHaveLength(LOGIN_FAILURE_LIMIT);
      expect(await a.reserve(keys)).toBeNull();
      await b.release(keys, passed[0]!);
      expect(await a.reserve(keys)).not.toBeNull();
      expect(await b.reserve(keys)).toBeNull();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
