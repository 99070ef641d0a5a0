// A hung Redis (its process paused with SIGSTOP, as in a network partition: the connection stays open and
// nothing answers) must not stall the API: sign-in and figures answer at once from the in-process fallbacks,
// and once Redis answers again (SIGCONT) the API uses it again.
import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearerFor, createFirmUser, firmConfiguration } from '../../test/auth-helpers.ts';
import { loadFilterFixture } from '../../test/filters.fixture.ts';
import { startOwnRedis } from '../../test/test-redis.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { REDIS_COMMAND_TIMEOUT_MS } from './redis.ts';

const PASSWORD = 'a password of the test';

describe('a hung Redis', () => {
  const servers: ChildProcess[] = [];
  let t: TestApp;
  let redis: { url: string; server: ChildProcess };
  let bearer: string;

  beforeAll(async () => {
    redis = await startOwnRedis(servers);
    // With the deployment's analytics budget (an empty setting is an unset one), counted in Redis too.
    t = await createTestApp({ REDIS_URL: redis.url, RATE_LIMIT_ANALYTICS: '' });
    const db = t.testDb.database.db;
    await loadFilterFixture(t.testDb);
    const { userId } = await createFirmUser(db, {
      email: 'paused@example.com',
      passwordHash: await hashPassword(PASSWORD),
      configuration: firmConfiguration({ permissions: { brands: true } }),
    });
    bearer = await bearerFor(db, userId);
  });
  afterAll(async () => {
    await t?.close();
    for (const s of servers) s.kill('SIGKILL');
  });

  const signIn = (password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { email: 'paused@example.com', password },
    });
  const figure = (payload: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/analytics/brand/speccount',
      headers: { authorization: bearer },
      payload,
    });
  const timed = async <T>(run: () => Promise<T>) => {
    const started = performance.now();
    const result = await run();
    return { result, ms: performance.now() - started };
  };
  const usingRedis = () => {
    expect(t.app.analyticsCache.stats().backend).toBe('redis');
    expect(t.app.rateLimits.store.redis?.usable()).toBe(true);
  };

  // A paused Redis never answers: without the command timeout a call would wait for ever. The bound tells the
  // two apart with room for a loaded machine (a sign-in's hash alone took over a second beside the other lanes).
  const noHangMs = 25 * REDIS_COMMAND_TIMEOUT_MS;
  it('answers sign-in and figures without waiting on a paused Redis, and uses Redis again after', async () => {
    const raw = new Redis(redis.url, { lazyConnect: true });
    try {
      await vi.waitFor(usingRedis, { timeout: 10_000 });
      expect((await figure()).statusCode).toBe(200);

      process.kill(redis.server.pid!, 'SIGSTOP');
      try {
        const login = await timed(() => signIn());
        expect(login.result.statusCode).toBe(200);
        expect(login.ms).toBeLessThan(noHangMs);
        const cached = await timed(() => figure());
        expect(cached.result.statusCode).toBe(200);
        expect(cached.ms).toBeLessThan(noHangMs);
        // Not in this process's memory: looked up in Redis (which does not answer), then computed.
        const computed = await timed(() => figure({ period_interval: 6 }));
        expect(computed.result.statusCode).toBe(200);
        expect(computed.ms).toBeLessThan(noHangMs);
      } finally {
        process.kill(redis.server.pid!, 'SIGCONT');
      }

      // Figures not computed before are kept in Redis again (the first calls after SIGCONT may still
      // find it busy with the connections made while it was paused, and fall back once more).
      await raw.connect();
      const figures = async () => (await raw.keys('specpulse:analytics:*')).length;
      let stored = false;
      for (const period_interval of [3, 24, 36]) {
        await vi.waitFor(usingRedis, { timeout: 15_000 });
        const before = await figures();
        expect((await figure({ period_interval })).statusCode).toBe(200);
        stored = (await figures()) > before;
        if (stored) break;
      }
      expect(stored).toBe(true);
      expect((await signIn('a wrong password')).statusCode).toBe(401);
      expect(await raw.keys('specpulse:limit:login:email*')).not.toHaveLength(0);
    } finally {
      raw.disconnect();
    }
  });
});
