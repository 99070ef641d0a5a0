import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { messages, SESSION_EVENT_MAX_BYTES } from '@specpulse/contract';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startOwnRedis } from '../../../test/test-redis.ts';
import { bearerFor, createFirmUser, TEST_SECRET } from '../../../test/auth-helpers.ts';
import { SESSION_EVENT_RATE_PREFIX, SESSION_EVENTS_PER_MINUTE } from './event-rate.ts';

describe('POST /v2/session/event', () => {
  let t: TestApp;
  let userId: number;
  let bearer: string;

  const post = (payload: Record<string, unknown>, authorization: string | undefined = bearer) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/session/event',
      payload,
      headers: { ...(authorization ? { authorization } : {}), 'user-agent': 'vitest-browser' },
    });
  const events = () =>
    t.testDb.database.db
      .selectFrom('session_event')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  /** Moves every event of the user back in time, as if the last call was `minutes` ago. */
  const age = (minutes: number) =>
    sql`update session_event set created_at = created_at - make_interval(mins => ${minutes}) where user_id = ${userId}`.execute(
      t.testDb.database.db,
    );

  beforeAll(async () => {
    t = await createTestApp();
    ({ userId } = await createFirmUser(t.testDb.database.db, { email: 'tracked@example.com' }));
    bearer = await bearerFor(t.testDb.database.db, userId);
  });
  const servers: ChildProcess[] = [];
  const processes: FastifyInstance[] = [];
  /** Another API process over the same portal database, with these settings. */
  const anotherProcess = async (env: Record<string, string>) => {
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_SCALE: 'none', ...env }),
      database: t.testDb.database,
      market: t.testDb.market,
      jwtSecret: TEST_SECRET,
      logger: false,
    });
    processes.push(app);
    await app.ready();
    return app;
  };
  afterAll(async () => {
    for (const app of processes) await app.close();
    for (const server of servers) server.kill();
    await t?.close();
  });

  it('refuses an event over 8 kB (400) and more than 120 a minute from one user (429)', async () => {
    const db = t.testDb.database.db;
    const { userId: floodId } = await createFirmUser(db, { email: 'flood@example.com' });
    const flood = await bearerFor(db, floodId);
    const big = await post({ page: '/', filters: { note: 'x'.repeat(SESSION_EVENT_MAX_BYTES) } }, flood);
    expect(big.json()).toEqual({
      error: {
        status: 400,
        message: messages.invalidRequest(`body: ${messages.sessionEventTooLarge(SESSION_EVENT_MAX_BYTES)}`),
      },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await post({ page: `/p${i}` }, flood)).statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(120);
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
    const stored = await db
      .selectFrom('session_event')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', floodId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(120);
    // Another user is not held back by the flood.
    const { userId: calmId } = await createFirmUser(db, { email: 'calm@example.com' });
    expect((await post({ page: '/' }, await bearerFor(db, calmId))).statusCode).toBe(204);
  });

  it('counts the per-minute limit across API processes that share Redis', async () => {
    // A Redis of its own: the count is keyed by user id, and another run of this file (the other engine's
    // pass, beside this one) makes the same user ids.
    const { url } = await startOwnRedis(servers);
    const [a, b] = [await anotherProcess({ REDIS_URL: url }), await anotherProcess({ REDIS_URL: url })];
    const db = t.testDb.database.db;
    const { userId: busyId } = await createFirmUser(db, { email: 'two-tabs@example.com' });
    const busy = await bearerFor(db, busyId);
    const redis = new Redis(url);
    await redis.del(`${SESSION_EVENT_RATE_PREFIX}user:${busyId}`);
    redis.disconnect();
    const statuses: number[] = [];
    for (let i = 0; i < SESSION_EVENTS_PER_MINUTE + 20; i++) {
      const res = await (i % 2 ? a : b).inject({
        method: 'POST',
        url: '/v2/session/event',
        payload: { page: `/p${i}` },
        headers: { authorization: busy },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(SESSION_EVENTS_PER_MINUTE);
    expect(statuses.slice(SESSION_EVENTS_PER_MINUTE)).toEqual(Array(20).fill(429));
  });

  it("keeps the login event's stored User-Agent within the event's cap", async () => {
    const db = t.testDb.database.db;
    const { userId: longId } = await createFirmUser(db, { email: 'long-agent@example.com' });
    const userAgent = 'Mozilla/5.0 '.repeat(1500);
    const browser = { language: 'en-US', note: 'x'.repeat(SESSION_EVENT_MAX_BYTES - 200) };
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/session/event',
      payload: { page: '/login', kind: 'login', browser },
      headers: { authorization: await bearerFor(db, longId), 'user-agent': userAgent },
    });
    expect(res.statusCode).toBe(204);
    const stored = await db
      .selectFrom('session_event')
      .select(['page', 'payload'])
      .where('user_id', '=', longId)
      .executeTakeFirstOrThrow();
    const payload = stored.payload as { user_agent: string; browser: unknown };
    expect(payload.browser).toEqual(browser);
    expect(userAgent.startsWith(payload.user_agent)).toBe(true);
    expect(payload.user_agent.length).toBeGreaterThan(0);
    const bytes = Buffer.byteLength(JSON.stringify({ page: stored.page, ...payload }));
    expect(bytes).toBeLessThanOrEqual(SESSION_EVENT_MAX_BYTES);
    // A usual User-Agent is kept whole.
    const { userId: usualId } = await createFirmUser(db, { email: 'usual-agent@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/v2/session/event',
      payload: { page: '/login', kind: 'login' },
      headers: { authorization: await bearerFor(db, usualId), 'user-agent': 'Mozilla/5.0 (X11; Linux)' },
    });
    const usual = await db
      .selectFrom('session_event')
      .select('payload')
      .where('user_id', '=', usualId)
      .executeTakeFirstOrThrow();
    expect((usual.payload as { user_agent: string }).user_agent).toBe('Mozilla/5.0 (X11; Linux)');
  });

  it('deletes events older than SESSION_EVENT_RETENTION_DAYS as events are written', async () => {
    const db = t.testDb.database.db;
    const { userId: oldId } = await createFirmUser(db, { email: 'long-ago@example.com' });
    const insertAged = (days: number) =>
      sql`insert into session_event (user_id, user_session_id, kind, page, payload, created_at)
        values (${oldId}, 0, 'page', ${`/aged-${days}`}, '{}'::jsonb, now() - make_interval(days => ${days}))`.execute(
        db,
      );
    await insertAged(31);
    await insertAged(45);
    await insertAged(29);
    const app = await anotherProcess({ SESSION_EVENT_RETENTION_DAYS: '30' });
    const res = await app.inject({
      method: 'POST',
      url: '/v2/session/event',
      payload: { page: '/now' },
      headers: { authorization: await bearerFor(db, oldId) },
    });
    expect(res.statusCode).toBe(204);
    const pages = await db
      .selectFrom('session_event')
      .select('page')
      .where('user_id', '=', oldId)
      .orderBy('id')
      .execute();
    expect(pages.map((r) => r.page)).toEqual(['/aged-29', '/now']);
  });

  it('answers 401 without a token', async () => {
    expect((await post({ page: '/' }, '')).statusCode).toBe(401);
  });

  it('records the login event with screen and browser information', async () => {
    const res = await post({
      page: '/login',
      kind: 'login',
      screen: { width: 1920, height: 1080 },
      browser: { userAgent: 'Chrome', language: 'en-US' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [login] = await events();
    expect(login).toMatchObject({ kind: 'login', page: '/login', user_id: userId });
    expect(login!.payload).toEqual({
      screen: { width: 1920, height: 1080 },
      browser: { userAgent: 'Chrome', language: 'en-US' },
      user_agent: 'vitest-browser',
    });
    // The first event of a session names it.
    expect(Number(login!.user_session_id)).toBe(Number(login!.id));
  });

  it('groups events less than 30 minutes apart into one session', async () => {
    await age(29);
    expect((await post({ page: '/brands/', filters: { categories: [1] } })).statusCode).toBe(204);
    await age(31);
    expect((await post({ page: '/products/' })).statusCode).toBe(204);
    expect((await post({ page: '/products/drill/' })).statusCode).toBe(204);
    const rows = await events();
    expect(rows.map((r) => r.kind)).toEqual(['login', 'page', 'page', 'page']);
    expect(rows[1]!.payload).toEqual({ filters: { categories: [1] } });
    const sessions = rows.map((r) => Number(r.user_session_id));
    expect(sessions[1]).toBe(sessions[0]);
    expect(sessions[2]).not.toBe(sessions[1]);
    expect(sessions[2]).toBe(Number(rows[2]!.id));
    expect(sessions[3]).toBe(sessions[2]);
  });

  it("keeps each user's sessions apart", async () => {
    const other = await createFirmUser(t.testDb.database.db, { email: 'other@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/v2/session/event',
      payload: { page: '/' },
      headers: { authorization: await bearerFor(t.testDb.database.db, other.userId) },
    });
    const row = await t.testDb.database.db
      .selectFrom('session_event')
      .selectAll()
      .where('user_id', '=', other.userId)
      .executeTakeFirstOrThrow();
    expect(Number(row.user_session_id)).toBe(Number(row.id));
  });

  it('still answers 204 when the event cannot be stored', async () => {
    const db = t.testDb.database.db;
    await sql`alter table session_event rename to session_event_away`.execute(db);
    try {
      expect((await post({ page: '/brands/' })).statusCode).toBe(204);
    } finally {
      await sql`alter table session_event_away rename to session_event`.execute(db);
    }
  });

  it('rejects an event without a page with 400', async () => {
    expect((await post({ filters: {} })).statusCode).toBe(400);
  });
});
