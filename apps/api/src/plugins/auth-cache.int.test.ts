// The authentication row cache: current while nothing changed, re-read after a local write, a time limit on
// PostgreSQL, or another process's announcement through Redis.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startRedis } from '../../test/test-redis.ts';
import { AUTH_ROW_TTL_MS, createAuthRowCache } from './auth-cache.ts';

const servers: ChildProcess[] = [];
afterAll(() => {
  for (const s of servers) s.kill();
});

const log = { warn: () => undefined };

/** A cache over a pretend engine, with a read counter and a clock the test moves. */
function setup(engine: 'embedded' | 'postgres', extra: { redisUrl?: string; channel?: string } = {}) {
  const state = { writes: 0, now: 1_000_000, reads: 0 };
  const cache = createAuthRowCache<number>({
    database: {
      writeMark: () => (engine === 'embedded' ? state.writes : null),
      localWrites: () => state.writes,
    },
    log,
    now: () => state.now,
    ...extra,
  });
  const read = () => cache.read('user:1', async () => ++state.reads);
  return { state, cache, read };
}

describe('auth row cache', () => {
  it('on PostgreSQL: kept for the time limit, dropped at once by a write of this process or a change', async () => {
    const { state, cache, read } = setup('postgres');
    expect(await read()).toBe(1);
    state.now += AUTH_ROW_TTL_MS - 1;
    expect(await read()).toBe(1);
    state.now += 1;
    expect(await read()).toBe(2);
    state.writes++;
    expect(await read()).toBe(3);
    await cache.changed();
    expect(await read()).toBe(4);
    expect(await read()).toBe(4);
  });

  it('on the embedded engine: kept until anything is written (its one session is in this process)', async () => {
    const { state, read } = setup('embedded');
    expect(await read()).toBe(1);
    state.now += 10 * AUTH_ROW_TTL_MS;
    expect(await read()).toBe(1);
    state.writes++;
    expect(await read()).toBe(2);
  });

  it('with Redis: a change announced by another process drops this one’s rows', async () => {
    const redisUrl = await startRedis(servers);
    const channel = `specpulse-test:${randomUUID()}`;
    const a = setup('postgres', { redisUrl, channel });
    const b = setup('postgres', { redisUrl, channel });
    try {
      await Promise.all([a.cache.ready(), b.cache.ready()]);
      expect(await a.read()).toBe(1);
      expect(await a.read()).toBe(1);
      await b.cache.changed();
      // The message arrives asynchronously; within the time limit only it can make A read again. The wait is
      // generous because a loaded CI machine delays Redis's delivery, not because delivery is slow.
      await vi.waitFor(async () => expect(await a.read()).toBe(2), { timeout: 5_000 });
      expect(a.state.now).toBe(1_000_000);
    } finally {
      await Promise.all([a.cache.close(), b.cache.close()]);
    }
  });
});
