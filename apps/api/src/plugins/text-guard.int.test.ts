// Text the database cannot store (NUL, unpaired surrogates) is a 400 with a clear message wherever it enters:
// the public sign-in, autocomplete terms, the firm editor and session events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearerFor, createFirmUser } from '../../test/auth-helpers.ts';
import { MAX_REQUEST_DEPTH, unstorableTextAt } from './text-guard.ts';

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.testDb.database.db;
  admin = await bearerFor(
    db,
    (await createFirmUser(db, { email: 'root@example.com', isAdmin: true })).userId,
  );
  user = await bearerFor(db, (await createFirmUser(db, { email: 'user@example.com' })).userId);
});
afterAll(async () => t?.close());

describe('unstorable text', () => {
  it('finds NUL and unpaired surrogates anywhere, and passes paired ones', () => {
    expect(unstorableTextAt({ a: ['ok', 'x\u0000y'] }, 'body')).toBe('body.a[1]');
    expect(unstorableTextAt({ name: 'Caf\uD800' }, 'body')).toBe('body.name');
    expect(unstorableTextAt({ name: '\uDC00x' }, 'body')).toBe('body.name');
    expect(unstorableTextAt({ ['k\u0000']: 1 }, 'body')).toBe('body');
    expect(unstorableTextAt({ name: 'Café 😀', n: 3, none: null }, 'body')).toBeNull();
  });

  it('is refused with 400 at sign-in, before any password check', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a\\u0000@example.com","password":"x"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { status: 400, message: messages.invalidText('body.email') } });
  });

  it('is refused with 400 in an autocomplete term', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/autocomplete/brand/?term=ab%00c',
      headers: { authorization: user },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(messages.invalidText('query.term'));
  });

  it('is refused with 400 in a firm name, NUL or lone surrogate', async () => {
    for (const name of ['Acme\\u0000', 'Acme\\ud800']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/admin/user/123456',
        headers: { authorization: admin, 'content-type': 'application/json' },
        payload: `{"name":"${name}"}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(messages.invalidText('body.name'));
    }
  });

  it('is refused with 400 in a session event instead of vanishing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/session/event',
      headers: { authorization: user, 'content-type': 'application/json' },
      payload: '{"page":"/brands/\\u0000"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(messages.invalidText('body.page'));
  });

  // About 8,000 nested arrays in a 16 kB body once overflowed the guard's call stack: a 500 on every JSON route.
  const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it('refuses a body nested deeper than the cap with 400 at sign-in and on an analytics route', async () => {
    for (const [url, authorization] of [
      ['/v2/auth/login', undefined],
      ['/v2/analytics/brand/speccount', admin],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        payload: nested(8_000),
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBe(messages.nestedTooDeep(MAX_REQUEST_DEPTH));
    }
  });

  it('passes a body exactly as deep as the cap on to validation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: nested(MAX_REQUEST_DEPTH),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).not.toBe(messages.nestedTooDeep(MAX_REQUEST_DEPTH));
    expect(unstorableTextAt(JSON.parse(`[${nested(MAX_REQUEST_DEPTH - 1)}, "\\u0000"]`), 'body')).toBe(
      'body[1]',
    );
  });
});
