// Watches, notifications and settings through the API: 401 without a token, 403 without the permission a
// subject needs, 400 for a bad rule, N or shape and past the per-user limit, 404 for another user's watch or
// notification and for a view the caller cannot see; notifications are the owner's alone and stay read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_WATCHES_PER_USER,
  messages,
  notificationListSchema,
  watchSchema,
  type CreateWatchBody,
} from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createColleague, createFirmUser, firmConfiguration } from '../../../test/auth-helpers.ts';
import { loadFilterFixture } from '../../../test/filters.fixture.ts';

const BRAND = 2;
const PRODUCT = 1;

describe('/v2/watches, /v2/notifications', () => {
  let t: TestApp;
  const bearer = { owner: '', colleague: '', other: '', productsOnly: '', none: '', hidden: '' };
  const ids = { owner: 0, ownerFirm: 0, other: 0, otherFirm: 0 };

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: string | null,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: who ? { authorization: who } : {} });
  const create = async (body: CreateWatchBody, who = bearer.owner) => {
    const res = await call('POST', '/v2/watches', who, body);
    expect(res.statusCode, res.body).toBe(200);
    return watchSchema.parse(res.json());
  };
  const notify = (userId: number, firmId: number, message: string) =>
    t.testDb.database.db
      .insertInto('notification')
      .values({
        user_id: userId,
        firm_id: firmId,
        watch_id: null,
        data_version: 'v',
        message,
        path: '/brands/',
        query: 'period_interval=24',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp();
    await loadFilterFixture(t.testDb);
    const db = t.testDb.database.db;
    const config = firmConfiguration({
      hasfeature: { savefilters: true },
      firmbrands: [1],
      filters: { categories: [1, 2, 3], subCategories: [] },
    });
    const owner = await createFirmUser(db, { email: 'owner@w.example', configuration: config });
    Object.assign(ids, { owner: owner.userId, ownerFirm: owner.firmId });
    const colleague = await createColleague(db, owner.firmId, 'colleague@w.example');
    const other = await createFirmUser(db, { email: 'other@w.example', configuration: config });
    Object.assign(ids, { other: other.userId, otherFirm: other.firmId });
    const productsOnly = await createFirmUser(db, {
      email: 'products@w.example',
      configuration: firmConfiguration({
        permissions: { products: true },
        filters: { categories: [1], subCategories: [] },
      }),
    });
    const none = await createFirmUser(db, {
      email: 'none@w.example',
      configuration: firmConfiguration({ permissions: {} }),
    });
    const hidden = await createFirmUser(db, {
      email: 'hidden@w.example',
      configuration: firmConfiguration({ hasfeature: { hideprojects: true } }),
    });
    bearer.owner = await bearerFor(db, owner.userId);
    bearer.colleague = await bearerFor(db, colleague.userId);
    bearer.other = await bearerFor(db, other.userId);
    bearer.productsOnly = await bearerFor(db, productsOnly.userId);
    bearer.none = await bearerFor(db, none.userId);
    bearer.hidden = await bearerFor(db, hidden.userId);
  });
  afterAll(async () => t?.close());

  const calls: [Parameters<typeof call>[0], string, object?][] = [
    ['GET', '/v2/watches'],
    ['POST', '/v2/watches', { subject: 'brand', ids: [BRAND], rule: 'share_moved' }],
    ['PUT', '/v2/watches/1', { points: 2 }],
    ['DELETE', '/v2/watches/1'],
    ['GET', '/v2/notifications'],
    ['POST', '/v2/notifications/1/read'],
    ['POST', '/v2/notifications/read'],
  ];

  it('answers 401 without a token on every call, and 403 on the watches without brands or products', async () => {
    for (const [method, url, body] of calls) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      if (url.startsWith('/v2/watches'))
        expect((await call(method, url, bearer.none, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses a watch on what the caller may not see with 403', async () => {
    const brand = await call('POST', '/v2/watches', bearer.productsOnly, {
      subject: 'brand',
      ids: [BRAND],
      rule: 'share_moved',
    });
    expect(brand.statusCode).toBe(403);
    expect(brand.json().error.message).toBe(messages.accessLocked(['brands']));
    // Lost projects are hidden from a firm with hideprojects.
    const lost = await call('POST', '/v2/watches', bearer.hidden, {
      subject: 'competitors',
      ids: [3],
      rule: 'lost_to_competitor',
    });
    expect(lost.statusCode).toBe(403);
    expect(
      (
        await call('POST', '/v2/watches', bearer.productsOnly, {
          subject: 'product',
          ids: [PRODUCT],
          rule: 'newly_specified',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 400 for N outside 0.1-50, a rule the subject does not take and a malformed id', async () => {
    for (const points of [0, 0.09, 50.01, 1000]) {
      const res = await call('POST', '/v2/watches', bearer.owner, {
        subject: 'brand',
        ids: [BRAND],
        rule: 'share_moved',
        points,
      });
      expect(res.statusCode, String(points)).toBe(400);
      expect(res.body).toContain(messages.watchPointsRange(0.1, 50));
    }
    for (const points of [0.1, 50])
      await create({ subject: 'brand', ids: [BRAND], rule: 'share_moved', points });
    const wrongRule = await call('POST', '/v2/watches', bearer.owner, {
      subject: 'product',
      ids: [PRODUCT],
      rule: 'share_moved',
    });
    expect(wrongRule.statusCode).toBe(400);
    expect(wrongRule.body).toContain(messages.watchRuleNotFor('share_moved', 'product', ['newly_specified']));
    expect(
      (
        await call('POST', '/v2/watches', bearer.owner, {
          subject: 'brand',
          ids: [1, 2],
          rule: 'share_moved',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/v2/watches', bearer.owner, { subject: 'view', rule: 'share_moved' })).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/v2/watches/abc', bearer.owner, { points: 2 })).statusCode).toBe(400);
    expect((await call('PUT', '/v2/watches/1', bearer.owner, {})).statusCode).toBe(400);
    expect((await call('POST', '/v2/notifications/x/read', bearer.owner)).statusCode).toBe(400);
    // An unknown brand or product is a 404 naming it.
    const unknown = await call('POST', '/v2/watches', bearer.owner, {
      subject: 'product',
      ids: [99_999],
      rule: 'newly_specified',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(messages.productNotFound(99_999));
  });

  it('lists, changes and deletes the caller’s own watches; another user’s is a 404', async () => {
    const view = await call('POST', '/v2/views', bearer.owner, {
      name: 'West',
      path: '/brands/',
      query: 'regions=west',
    });
    expect(view.statusCode, view.body).toBe(200);
    const watch = await create({
      subject: 'brand',
      ids: [BRAND],
      rule: 'newly_specified',
      view_id: view.json().id,
    });
    expect(watch).toMatchObject({
      subject: 'brand',
      ids: [BRAND],
      rule: 'newly_specified',
      points: 1,
      label: 'Brand 2',
      view_name: 'West',
    });
    const changed = await call('PUT', `/v2/watches/${watch.id}`, bearer.owner, {
      rule: 'share_moved',
      points: 2.5,
      view_id: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ rule: 'share_moved', points: 2.5, view_id: null });
    expect(
      (await call('PUT', `/v2/watches/${watch.id}`, bearer.owner, { rule: 'lost_to_competitor' })).statusCode,
    ).toBe(400);

    // Another user, in the firm or outside it, neither sees nor changes it.
    for (const who of [bearer.colleague, bearer.other]) {
      const list = await call('GET', '/v2/watches', who);
      expect(list.json().map((w: { id: number }) => w.id)).not.toContain(watch.id);
      expect((await call('PUT', `/v2/watches/${watch.id}`, who, { points: 3 })).statusCode).toBe(404);
      const gone = await call('DELETE', `/v2/watches/${watch.id}`, who);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error.message).toBe(messages.watchNotFound(watch.id));
    }
    // Another firm's view cannot be watched (nor its existence learnt).
    const foreign = await call('POST', '/v2/watches', bearer.other, {
      subject: 'view',
      view_id: view.json().id,
      rule: 'share_moved',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call('DELETE', `/v2/watches/${watch.id}`, bearer.owner)).statusCode).toBe(204);
    expect(
      (await call('GET', '/v2/watches', bearer.owner)).json().map((w: { id: number }) => w.id),
    ).not.toContain(watch.id);
  });

  it(`answers 400 naming the limit past ${MAX_WATCHES_PER_USER} watches per user`, async () => {
    const have = (await call('GET', '/v2/watches', bearer.owner)).json().length as number;
    for (let i = have; i < MAX_WATCHES_PER_USER; i++)
      await create({ subject: 'product', ids: [PRODUCT], rule: 'newly_specified' });
    const res = await call('POST', '/v2/watches', bearer.owner, {
      subject: 'product',
      ids: [PRODUCT],
      rule: 'newly_specified',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(messages.tooManyWatches(MAX_WATCHES_PER_USER));
    // Another user's watches do not count against this one.
    await create({ subject: 'product', ids: [PRODUCT], rule: 'newly_specified' }, bearer.other);
  });

  it('lists the caller’s notifications only, marks one and all read, and keeps them across sign-ins', async () => {
    const mine = await notify(ids.owner, ids.ownerFirm, 'mine 1');
    await notify(ids.owner, ids.ownerFirm, 'mine 2');
    const theirs = await notify(ids.other, ids.otherFirm, 'theirs');
    const list = async (who: string) =>
      notificationListSchema.parse((await call('GET', '/v2/notifications', who)).json());
    const before = await list(bearer.owner);
    expect(before.unread).toBe(2);
    expect(before.notifications.map((n) => n.message)).toEqual(['mine 2', 'mine 1']);
    expect(before.notifications[0]).toMatchObject({
      path: '/brands/',
      query: 'period_interval=24',
      read: false,
    });

    expect((await call('POST', `/v2/notifications/${theirs.id}/read`, bearer.owner)).statusCode).toBe(404);
    expect((await call('POST', `/v2/notifications/${mine.id}/read`, bearer.owner)).statusCode).toBe(204);
    expect((await list(bearer.owner)).unread).toBe(1);
    // A new token (a new sign-in) sees the same list.
    const again = await bearerFor(t.testDb.database.db, ids.owner);
    expect((await list(again)).notifications.find((n) => n.id === Number(mine.id))?.read).toBe(true);
    expect((await call('POST', '/v2/notifications/read', bearer.owner)).statusCode).toBe(204);
    expect((await list(bearer.owner)).unread).toBe(0);
    expect((await list(bearer.other)).unread).toBe(1);
  });
});
