// The shared (Redis) sign-in throttle under concurrent attempts: its counting is atomic across processes.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startRedis, twoProcessStores } from '../../../test/test-redis.ts';
import { LOGIN_FAILURE_LIMIT, loginThrottle, type LoginAttempt } from './login-throttle.ts';

const servers: ChildProcess[] = [];
afterAll(() => {
  for (const s of servers) s.kill();
});

describe('loginThrottle in Redis', () => {
  it('lets at most the limit of 100 concurrent attempts through, and a released one frees its place', async () => {
    const url = await startRedis(servers);
    // Two stores on one Redis: two API processes sharing the count.
    const stores = await twoProcessStores(url);
    try {
      const [a, b] = [loginThrottle(stores[0]), loginThrottle(stores[1])];
      // An email of this run's own: the Redis may be a shared, long-running one keeping earlier runs' counts.
      const email = `${randomUUID()}@example.com`;
      const attempts = await Promise.all(
        Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).reserve(email, '1.2.3.4')),
      );
      const passed = attempts.flatMap((x): LoginAttempt[] => ('attempt' in x ? [x.attempt] : []));
      expect(passed).toHaveLength(LOGIN_FAILURE_LIMIT);
      expect('attempt' in (await a.reserve(email, '1.2.3.4'))).toBe(false);
      await b.release(passed[0]!);
      expect('attempt' in (await a.reserve(email, '1.2.3.4'))).toBe(true);
      expect('attempt' in (await b.reserve(email, '1.2.3.4'))).toBe(false);
    } finally {
      for (const s of stores) s.close();
    }
  });
});
