import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrls } from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadDataSet } from '../../data-load/load.ts';
import { demoAccounts, demoFirmIds } from '@specpulse/demo-data';

describe('GET /v2/images/*', () => {
  let t: TestApp;
  let openSpecProductId: number;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const loaded = await loadDataSet(t.testDb.database, t.testDb.market, {
      scale: 'tiny',
      seed: 1,
      end: '2026-09-30',
    });
    const db = await t.testDb.market.at(loaded.version);
    openSpecProductId = (
      await db.selectFrom('product').select('id').where('is_open_spec', '=', true).executeTakeFirstOrThrow()
    ).id;
    productId = (
      await db.selectFrom('product').select('id').where('is_open_spec', '=', false).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('draws a brand logo with the brand initials, without a token, cacheable', async () => {
    const brand = await (
      await t.testDb.market.at('tiny')
    )
      .selectFrom('manufacturer')
      .select(['id', 'name'])
      .where('id', '=', 12)
      .executeTakeFirstOrThrow();
    const res = await get(imageUrls.brand(12));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const letters = brand.name
      .split(/[\s\-/+]+/)
      .map((w) => w.replace(/[^A-Za-z0-9]/g, '').charAt(0))
      .filter(Boolean);
    expect(res.body).toContain(`>${letters.slice(0, 2).join('').toUpperCase()}</text>`);
    // The same id always gives the same picture, another id another colour.
    expect((await get(imageUrls.brand(12))).body).toBe(res.body);
    expect((await get(imageUrls.brand(13))).body).not.toBe(res.body);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(imageUrls.brand(12));
    const again = await get(imageUrls.brand(12), { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('draws product swatches, and the fixed picture for Open Spec products', async () => {
    const product = await get(imageUrls.product(productId));
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('<svg');
    const open = await get(imageUrls.openSpec);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toContain('immutable');
    expect(open.body).toContain('OPEN SPEC');
    expect((await get(imageUrls.product(openSpecProductId))).body).toBe(open.body);
  });

  it('draws firm and user avatars', async () => {
    const firm = await get(imageUrls.firm(demoFirmIds.internal));
    expect(firm.statusCode).toBe(200);
    expect(firm.body).toContain('>S</text>');
    const user = await get(imageUrls.user(demoAccounts.admin.userId));
    expect(user.statusCode).toBe(200);
    expect(user.body).toContain('>ME</text>');
  });

  it('answers 404 for an unknown id and 400 for a malformed file name', async () => {
    const missing = await get(imageUrls.brand(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { status: 404, message: 'No such brand' } });
    expect((await get('/v2/images/brand/12.png')).statusCode).toBe(400);
    expect((await get('/v2/images/user/0.svg')).statusCode).toBe(400);
    expect((await get('/v2/images/product/abc.svg')).statusCode).toBe(400);
  });
});
