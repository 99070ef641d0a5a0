// Per-caller rate budgets through the real app: one user's burst is refused with 429 and Retry-After while
// another user is answered; public images are counted per client address; in Redis, processes share a budget.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@specpulse/contract';
import { bearerFor, createFirmUser, firmConfiguration } from '../../test/auth-helpers.ts';
import { loadFilterFixture } from '../../test/filters.fixture.ts';
import { startRedis, twoProcessStores } from '../../test/test-redis.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import { budgetLimiter } from './rate-limit.ts';

const tooMany = { error: { status: 429, message: messages.tooManyRequests } };

describe('rate budgets per caller', () => {
  let t: TestApp;
  let greedy: string;
  let other: string;

  beforeAll(async () => {
    // The deployment's analytics budget (an empty setting is an unset one); a small image budget.
    t = await createTestApp({ RATE_LIMIT_ANALYTICS: '', RATE_LIMIT_IMAGE: '1,5' });
    const db = t.testDb.database.db;
    await loadFilterFixture(t.testDb);
    const configuration = firmConfiguration({ permissions: { brands: true } });
    greedy = await bearerFor(
      db,
      (await createFirmUser(db, { email: 'g@example.com', configuration })).userId,
    );
    other = await bearerFor(db, (await createFirmUser(db, { email: 'o@example.com', configuration })).userId);
  });
  afterAll(async () => t?.close());

  const figure = (authorization: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/analytics/brand/speccount',
      headers: { authorization },
      payload: {},
    });

  it("refuses one user's burst of cached figures with 429 and Retry-After, and answers another user", async () => {
    expect((await figure(greedy)).statusCode).toBe(200);
    // One call after another, as fast as they are answered: the burst reserve runs out within its minute.
    let refused = null;
    let answered = 1;
    for (let i = 0; i < 1000 && !refused; i++) {
      const res = await figure(greedy);
      if (res.statusCode === 429) refused = res;
      else {
        expect(res.statusCode).toBe(200);
        answered++;
      }
    }
    if (!refused) throw new Error('1000 calls in a row were never refused');
    // At least the default budget's second and its minute's reserve (a page sends about 11 calls).
    const budget = loadConfig({}).RATE_LIMIT_ANALYTICS!;
    expect(answered).toBeGreaterThanOrEqual(budget.perSecond + budget.burstPerMinute);
    expect(refused.json()).toEqual(tooMany);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // The second user has a budget of their own.
    expect((await figure(other)).statusCode).toBe(200);
  });

  it('counts the public images per client address', async () => {
    const image = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/v2/images/open-spec.svg', remoteAddress });
    let refused = null;
    for (let i = 0; i < 100 && !refused; i++) {
      const res = await image('10.1.1.1');
      if (res.statusCode === 429) refused = res;
      else expect(res.statusCode).toBe(200);
    }
    if (!refused) throw new Error('100 images in a row were never refused');
    expect(refused.json()).toEqual(tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await image('10.1.1.2')).statusCode).toBe(200);
  });
});

describe('rate budgets in Redis', () => {
  const servers: ChildProcess[] = [];
  afterAll(() => {
    for (const s of servers) s.kill();
  });

  it('are shared by the processes on one Redis, atomically', async () => {
    const url = await startRedis(servers);
    const stores = await twoProcessStores(url);
    try {
      // A class name of this run's own: the Redis may be a shared, long-running one.
      const name = `test-${randomUUID()}`;
      const [a, b] = stores.map((s) => budgetLimiter(s, name, { perSecond: 2, burstPerMinute: 3 }));
      const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a! : b!).take('user:1')));
      expect(waits.filter((w) => w === 0)).toHaveLength(5);
      expect(waits.filter((w) => w > 0)).toHaveLength(35);
    } finally {
      for (const s of stores) s.close();
    }
  });
});
