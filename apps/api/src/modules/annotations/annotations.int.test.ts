// The market timeline through the API: each firm sees everyone's annotations and its own, never another firm's
// (404); everyone's are written by internal users only (403); bad input is a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  annotationListSchema,
  annotationSchema,
  errorBodySchema,
  messages,
  type AnnotationBody,
} from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor, createColleague, createFirmUser, firmConfiguration } from '../../../test/auth-helpers.ts';

describe('/v2/annotations', () => {
  let t: TestApp;
  // internal and member share a firm with the internal permission (permissions are the firm's); other's has not.
  const bearer = { internal: '', member: '', other: '', noCharts: '' };

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: string | null,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: who ? { authorization: who } : {} });
  const list = async (who: string) => {
    const res = await call('GET', '/v2/annotations', who);
    expect(res.statusCode).toBe(200);
    return annotationListSchema.parse(res.json()).annotations;
  };
  const create = async (body: AnnotationBody, who: string) => {
    const res = await call('POST', '/v2/annotations', who, body);
    expect(res.statusCode, res.body).toBe(200);
    return annotationSchema.parse(res.json());
  };
  const refusal = async (res: Awaited<ReturnType<typeof call>>) => ({
    status: res.statusCode,
    message: errorBodySchema.parse(res.json()).error.message,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    const internal = await createFirmUser(db, {
      email: 'internal@notes.example',
      configuration: firmConfiguration({ permissions: { brands: true, internal: true } }),
    });
    const member = await createColleague(db, internal.firmId, 'member@notes.example');
    const other = await createFirmUser(db, {
      email: 'other@notes.example',
      configuration: firmConfiguration({ permissions: { brands: true } }),
    });
    bearer.internal = await bearerFor(db, internal.userId);
    bearer.member = await bearerFor(db, member.userId);
    bearer.other = await bearerFor(db, other.userId);
    const noCharts = await createFirmUser(db, {
      email: 'nocharts@notes.example',
      configuration: firmConfiguration({ permissions: { mybrands: true } }),
    });
    bearer.noCharts = await bearerFor(db, noCharts.userId);
  });
  afterAll(async () => t?.close());

  it('refuses every route without a token (401)', async () => {
    for (const [method, url] of [
      ['GET', '/v2/annotations'],
      ['POST', '/v2/annotations'],
      ['PUT', '/v2/annotations/1'],
      ['DELETE', '/v2/annotations/1'],
    ] as const) {
      expect(
        (await call(method, url, null, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode,
      ).toBe(401);
    }
  });

  it('refuses users without a time chart (no brands, products or internal permission) with 403', async () => {
    expect((await call('GET', '/v2/annotations', bearer.noCharts)).statusCode).toBe(403);
    const body = { title: 'Nope', starts_on: '2026-01-01' };
    expect((await call('POST', '/v2/annotations', bearer.noCharts, body)).statusCode).toBe(403);
    expect((await call('PUT', '/v2/annotations/1', bearer.noCharts, body)).statusCode).toBe(403);
    expect((await call('DELETE', '/v2/annotations/1', bearer.noCharts)).statusCode).toBe(403);
  });

  it('keeps a firm annotation to its firm and shows everyone’s to every firm', async () => {
    const launch = await create({ title: 'Our launch', starts_on: '2026-03-02' }, bearer.member);
    expect(launch).toMatchObject({
      scope: 'firm',
      starts_on: '2026-03-02',
      ends_on: '2026-03-02',
      link: null,
      editable: true,
    });
    const show = await create(
      {
        title: 'NeoCon',
        starts_on: '2026-06-08',
        ends_on: '2026-06-10',
        link: 'https://neocon.example/',
        scope: 'everyone',
      },
      bearer.internal,
    );
    expect((await list(bearer.member)).map((a) => a.id)).toEqual([launch.id, show.id]);
    const seenByOther = await list(bearer.other);
    expect(seenByOther.map((a) => a.id)).toEqual([show.id]);
    expect(seenByOther[0]?.editable).toBe(false);

    // Another firm's annotation does not exist for the caller.
    const body = { title: 'Taken over', starts_on: '2026-03-02' };
    for (const res of [
      await call('PUT', `/v2/annotations/${launch.id}`, bearer.other, body),
      await call('DELETE', `/v2/annotations/${launch.id}`, bearer.other),
      await call('DELETE', '/v2/annotations/999999', bearer.member),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect(await refusal(await call('DELETE', `/v2/annotations/${launch.id}`, bearer.other))).toEqual({
      status: 404,
      message: messages.annotationNotFound(launch.id),
    });
    expect((await list(bearer.member)).find((a) => a.id === launch.id)?.title).toBe('Our launch');
  });

  it('lets only internal users write everyone’s annotations (403)', async () => {
    expect(
      await refusal(
        await call('POST', '/v2/annotations', bearer.other, {
          title: 'Fair',
          starts_on: '2026-01-01',
          scope: 'everyone',
        }),
      ),
    ).toEqual({
      status: 403,
      message: messages.annotationForEveryoneInternal,
    });
    const fair = await create({ title: 'Fair', starts_on: '2026-01-01', scope: 'everyone' }, bearer.internal);
    expect(
      (
        await call('PUT', `/v2/annotations/${fair.id}`, bearer.other, {
          title: 'Mine now',
          starts_on: '2026-01-01',
          scope: 'firm',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/v2/annotations/${fair.id}`, bearer.other)).statusCode).toBe(403);
    expect((await list(bearer.other)).some((a) => a.id === fair.id)).toBe(true);
  });

  it('changes and deletes a firm’s own annotation', async () => {
    const note = await create({ title: 'Price change', starts_on: '2026-04-01' }, bearer.member);
    const res = await call('PUT', `/v2/annotations/${note.id}`, bearer.internal, {
      title: 'Price change (list +4%)',
      starts_on: '2026-04-01',
      ends_on: '2026-04-30',
      link: 'http://prices.example/2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(annotationSchema.parse(res.json())).toMatchObject({
      id: note.id,
      title: 'Price change (list +4%)',
      ends_on: '2026-04-30',
      link: 'http://prices.example/2026',
      scope: 'firm',
    });
    expect((await call('DELETE', `/v2/annotations/${note.id}`, bearer.member)).statusCode).toBe(204);
    expect((await list(bearer.member)).some((a) => a.id === note.id)).toBe(false);
  });

  it.each([
    [{ title: 'Backwards', starts_on: '2026-05-10', ends_on: '2026-05-09' }, 'ends_on'],
    [{ title: 'x'.repeat(121), starts_on: '2026-05-10' }, 'title'],
    [{ title: '   ', starts_on: '2026-05-10' }, 'title'],
    [{ title: 'Script', starts_on: '2026-05-10', link: 'javascript:alert(1)' }, 'link'],
    [{ title: 'Files', starts_on: '2026-05-10', link: 'ftp://files.example/' }, 'link'],
    [{ title: 'No day', starts_on: '2026-02-30' }, 'starts_on'],
    [{ title: 'Scope', starts_on: '2026-05-10', scope: 'world' }, 'scope'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    for (const res of [
      await call('POST', '/v2/annotations', bearer.internal, body),
      await call('PUT', '/v2/annotations/1', bearer.internal, body),
    ]) {
      const { status, message } = await refusal(res);
      expect(status).toBe(400);
      expect(message).toContain(field);
    }
  });

  it('takes a title of exactly 120 characters, and refuses an id that is not a number (400)', async () => {
    await create({ title: 'y'.repeat(120), starts_on: '2026-05-10' }, bearer.member);
    expect((await call('DELETE', '/v2/annotations/abc', bearer.member)).statusCode).toBe(400);
  });
});
