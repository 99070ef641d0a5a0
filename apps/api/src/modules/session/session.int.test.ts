import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { messages, SESSION_EVENT_MAX_BYTES } from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createFirmUser } from '../../../test/auth-helpers.ts';

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
  afterAll(async () => t?.close());

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
