// Saved views through the API: access (owner, firm colleague, other firm, flag off), validation, limits and the
// exact round trip of the URL query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_VIEWS_PER_USER,
  messages,
  savedViewSchema,
  viewListSchema,
  type CreateViewBody,
} from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createColleague, createFirmUser, firmConfiguration } from '../../../test/auth-helpers.ts';

describe('/v2/views', () => {
  let t: TestApp;
  const bearer = { owner: '', colleague: '', other: '', flagOff: '' };
  let ownerId = 0;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: string | null,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: who ? { authorization: who } : {} });
  const list = async (who: string) => {
    const res = await call('GET', '/v2/views', who);
    expect(res.statusCode).toBe(200);
    return viewListSchema.parse(res.json());
  };
  const create = async (body: CreateViewBody, who = bearer.owner) => {
    const res = await call('POST', '/v2/views', who, body);
    expect(res.statusCode, res.body).toBe(200);
    return savedViewSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    const withViews = firmConfiguration({ hasfeature: { savefilters: true } });
    const owner = await createFirmUser(db, { email: 'owner@views.example', configuration: withViews });
    ownerId = owner.userId;
    const colleague = await createColleague(db, owner.firmId, 'colleague@views.example');
    const other = await createFirmUser(db, { email: 'other@views.example', configuration: withViews });
    const flagOff = await createFirmUser(db, { email: 'off@views.example' });
    bearer.owner = await bearerFor(db, owner.userId);
    bearer.colleague = await bearerFor(db, colleague.userId);
    bearer.other = await bearerFor(db, other.userId);
    bearer.flagOff = await bearerFor(db, flagOff.userId);
  });
  afterAll(async () => t?.close());

  it('answers 401 without a token and 403 without the savefilters flag, for every call', async () => {
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/v2/views'],
      ['POST', '/v2/views', { name: 'a', path: '/brands/', query: '' }],
      ['PUT', '/v2/views/1', { name: 'b' }],
      ['DELETE', '/v2/views/1'],
      ['PUT', '/v2/views/default', { view_id: null }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      const res = await call(method, url, bearer.flagOff, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message).toBe(messages.featureLocked('savefilters'));
    }
  });

  it('stores the URL query exactly as given and returns it unchanged', async () => {
    const query =
      'period_interval=24&categories=3&categories=7&regions=west%2Csouth&projprodstatus=2-Specified+%26+Bid' +
      '&complex=%5B%7B%22brandId%22%3A12%2C%22name%22%3A%22Acme%22%7D%5D&openspec=true&unknown=kept';
    const view = await create({ name: 'Lighting, Healthcare, last 24 months', path: '/brands/', query });
    expect(view).toMatchObject({
      path: '/brands/',
      query,
      shared: false,
      mine: true,
      owner_name: 'Test User',
    });
    const listed = (await list(bearer.owner)).views.find((v) => v.id === view.id);
    expect(listed?.query).toBe(query);
    expect(new URLSearchParams(listed?.query).getAll('categories')).toEqual(['3', '7']);
  });

  it('keeps a view personal until its owner shares it, and within the firm', async () => {
    const view = await create({ name: 'Team view', path: '/products/', query: 'period_interval=6' });
    expect((await list(bearer.colleague)).views.map((v) => v.id)).not.toContain(view.id);
    const shared = await call('PUT', `/v2/views/${view.id}`, bearer.owner, { shared: true });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ shared: true, mine: true });
    const seen = (await list(bearer.colleague)).views.find((v) => v.id === view.id);
    expect(seen).toMatchObject({ name: 'Team view', query: 'period_interval=6', mine: false, shared: true });
    // Another firm never sees it, not even shared.
    expect((await list(bearer.other)).views.map((v) => v.id)).not.toContain(view.id);
  });

  it('lets only the owner change or delete a view: a colleague gets 403, another firm 404', async () => {
    const view = await create({ name: 'Mine only', path: '/brands/', query: '', shared: true });
    for (const [who, status, message] of [
      [bearer.colleague, 403, messages.notViewOwner],
      [bearer.other, 404, messages.viewNotFound(view.id)],
    ] as const) {
      const put = await call('PUT', `/v2/views/${view.id}`, who, { name: 'Taken over' });
      expect(put.statusCode).toBe(status);
      expect(put.json().error.message).toBe(message);
      expect((await call('DELETE', `/v2/views/${view.id}`, who)).statusCode).toBe(status);
    }
    expect((await list(bearer.owner)).views.find((v) => v.id === view.id)?.name).toBe('Mine only');
    expect((await call('PUT', '/v2/views/default', bearer.other, { view_id: view.id })).statusCode).toBe(404);
  });

  it('renames, replaces the filters, unshares and deletes', async () => {
    const view = await create({ name: 'Draft', path: '/brands/', query: 'a=1', shared: true });
    const res = await call('PUT', `/v2/views/${view.id}`, bearer.owner, {
      name: 'Final',
      path: '/products/drill/12',
      query: 'period_end=month',
      shared: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Final',
      path: '/products/drill/12',
      query: 'period_end=month',
    });
    expect((await list(bearer.colleague)).views.map((v) => v.id)).not.toContain(view.id);
    expect((await call('DELETE', `/v2/views/${view.id}`, bearer.owner)).statusCode).toBe(204);
    expect((await call('PUT', `/v2/views/${view.id}`, bearer.owner, { name: 'x' })).statusCode).toBe(404);
  });

  it('keeps names unique per owner (409, whatever the case), not across users', async () => {
    await create({ name: 'Weekly', path: '/brands/', query: '' });
    const again = await call('POST', '/v2/views', bearer.owner, { name: 'WEEKLY', path: '/', query: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.viewNameTaken('WEEKLY'));
    const other = await create({ name: 'Other name', path: '/', query: '' });
    const rename = await call('PUT', `/v2/views/${other.id}`, bearer.owner, { name: 'weekly' });
    expect(rename.statusCode).toBe(409);
    expect((await create({ name: 'Weekly', path: '/', query: '' }, bearer.colleague)).mine).toBe(true);
  });

  it('validates names (1-80 characters), paths, queries and updates (400)', async () => {
    const bad: object[] = [
      { name: '', path: '/', query: '' },
      { name: '   ', path: '/', query: '' },
      { name: 'x'.repeat(81), path: '/', query: '' },
      { name: 'ok', path: 'brands', query: '' },
      { name: 'ok', path: '/brands/?a=1', query: '' },
      { name: 'ok', path: '/', query: '?a=1' },
      { name: 'ok', path: '/', query: 'a=1#top' },
      { name: 'ok', path: '/' },
      { name: 'ok', path: '/', query: 'a='.padEnd(16_001, 'x') },
    ];
    for (const body of bad)
      expect((await call('POST', '/v2/views', bearer.owner, body)).statusCode).toBe(400);
    expect((await create({ name: 'x'.repeat(80), path: '/', query: '' })).name).toHaveLength(80);
    expect((await create({ name: '  Trimmed  ', path: '/', query: '' })).name).toBe('Trimmed');
    expect((await call('PUT', '/v2/views/1', bearer.owner, {})).statusCode).toBe(400);
    expect((await call('PUT', '/v2/views/abc', bearer.owner, { name: 'x' })).statusCode).toBe(400);
  });

  it('refuses a path a browser could read as another host (400 with the catalogue message), on create and update', async () => {
    const view = await create({ name: 'Safe path', path: '/brands/', query: '', shared: true });
    for (const path of [
      '//elsewhere.example/x',
      '/\\elsewhere.example',
      '/\\/elsewhere.example',
      '/%2F%2Fhost',
      '/a/../b',
    ]) {
      for (const res of [
        await call('POST', '/v2/views', bearer.owner, { name: `Bad ${path}`, path, query: '', shared: true }),
        await call('PUT', `/v2/views/${view.id}`, bearer.owner, { path }),
      ]) {
        expect(res.statusCode, path).toBe(400);
        expect(res.json().error.message, path).toBe(messages.invalidRequest(`path: ${messages.notAppPath}`));
      }
    }
    const seen = (await list(bearer.colleague)).views.map((v) => v.path);
    expect(seen.filter((p) => !p.startsWith('/') || p.startsWith('//') || p.includes('\\'))).toEqual([]);
  });

  it("hides a deactivated user's shared views from colleagues, and shows them again on reactivation", async () => {
    const db = t.testDb.database.db;
    const leaver = await db
      .insertInto('app_user')
      .values({
        email: 'leaver@views.example',
        password_hash: 'x',
        first_name: 'Lea',
        last_name: 'Ver',
        firm_id: (
          await db
            .selectFrom('app_user')
            .select('firm_id')
            .where('id', '=', ownerId)
            .executeTakeFirstOrThrow()
        ).firm_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const view = await create(
      { name: 'Left behind', path: '/products/', query: 'period_interval=6', shared: true },
      await bearerFor(db, leaver.id),
    );
    expect((await call('PUT', '/v2/views/default', bearer.colleague, { view_id: view.id })).statusCode).toBe(
      204,
    );
    const setActive = (active: boolean) =>
      db.updateTable('app_user').set({ is_active: active }).where('id', '=', leaver.id).execute();

    await setActive(false);
    const hidden = await list(bearer.colleague);
    expect(hidden.views.map((v) => v.id)).not.toContain(view.id);
    expect(hidden.default_view_id).toBeNull();
    const opened = await call('PUT', '/v2/views/default', bearer.colleague, { view_id: view.id });
    expect(opened.statusCode).toBe(404);
    expect(opened.json().error.message).toBe(messages.viewNotFound(view.id));

    await setActive(true);
    const back = await list(bearer.colleague);
    expect(back.views.map((v) => v.id)).toContain(view.id);
    expect(back.default_view_id).toBe(view.id);
  });

  it("sets a default view among the caller's own and the firm's shared ones; unsharing clears it", async () => {
    const own = await create({ name: 'My default', path: '/brands/', query: 'period_interval=36' });
    const shared = await create({ name: 'Shared default', path: '/', query: '', shared: true });
    expect((await call('PUT', '/v2/views/default', bearer.owner, { view_id: own.id })).statusCode).toBe(204);
    expect((await list(bearer.owner)).default_view_id).toBe(own.id);
    expect(
      (await call('PUT', '/v2/views/default', bearer.colleague, { view_id: shared.id })).statusCode,
    ).toBe(204);
    expect((await list(bearer.colleague)).default_view_id).toBe(shared.id);
    // A personal view of a colleague cannot be chosen.
    expect((await call('PUT', '/v2/views/default', bearer.colleague, { view_id: own.id })).statusCode).toBe(
      404,
    );
    await call('PUT', `/v2/views/${shared.id}`, bearer.owner, { shared: false });
    expect((await list(bearer.colleague)).default_view_id).toBeNull();
    expect((await call('PUT', '/v2/views/default', bearer.owner, { view_id: null })).statusCode).toBe(204);
    expect((await list(bearer.owner)).default_view_id).toBeNull();
  });

  it(`allows at most ${MAX_VIEWS_PER_USER} views per user (409 past it)`, async () => {
    const db = t.testDb.database.db;
    const have = (await list(bearer.owner)).views.filter((v) => v.mine).length;
    await db
      .insertInto('saved_view')
      .values(
        Array.from({ length: MAX_VIEWS_PER_USER - 1 - have }, (_, i) => ({
          owner_id: ownerId,
          name: `Bulk ${i}`,
          path: '/',
          query: '',
        })),
      )
      .execute();
    await create({ name: 'The last one', path: '/', query: '' });
    const past = await call('POST', '/v2/views', bearer.owner, {
      name: 'One too many',
      path: '/',
      query: '',
    });
    expect(past.statusCode).toBe(409);
    expect(past.json().error.message).toBe(messages.tooManyViews(MAX_VIEWS_PER_USER));
    // Other users are not limited by it.
    expect((await create({ name: 'Still fine', path: '/', query: '' }, bearer.colleague)).mine).toBe(true);
  });
});
