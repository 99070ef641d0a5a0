// The filter compiler's refusals as a client sees them, through a real analytics route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  sourceMarketSegmentsRoute,
  messages,
  type FilterPayloadInput,
} from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearerFor, createFirmUser, firmConfiguration } from '../../test/auth-helpers.ts';
import { loadFilterFixture } from '../../test/filters.fixture.ts';
import type { FirmConfiguration } from '../db/schema.ts';

describe('filter payloads on POST /v2/analytics/brand/speccount', () => {
  let t: TestApp;
  let brandUser: string;
  let hiddenProjectsUser: string;
  let hiddenSegmentsUser: string;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    await loadFilterFixture(t.testDb);
    const scoped = firmConfiguration({
      permissions: { brands: true },
      filters: { categories: [1, 2], subCategories: [11] },
      hasfeature: { nestedcategories: true },
    });
    const user = async (email: string, configuration: FirmConfiguration) =>
      bearerFor(db, (await createFirmUser(db, { email, configuration })).userId);
    brandUser = await user('f1@example.com', scoped);
    hiddenProjectsUser = await user('f2@example.com', { ...scoped, hasfeature: { hideprojects: true } });
    hiddenSegmentsUser = await user('f3@example.com', { ...scoped, hasfeature: { hidesegments: true } });
  });
  afterAll(async () => t?.close());

  const post = (payload: unknown, authorization = brandUser) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/analytics/brand/speccount',
      headers: { authorization },
      payload: payload as FilterPayloadInput,
    });
  const refusal = async (payload: unknown, authorization = brandUser) => {
    const res = await post(payload, authorization);
    return { status: res.statusCode, message: errorBodySchema.parse(res.json()).error.message };
  };

  it('accepts an empty payload (every field has a default)', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBeGreaterThan(0);
  });

  it.each([
    ['period_interval', '12'],
    ['openspec', 'yes'],
    ['categories', ['1']],
    ['project_ids', '1,2'],
    ['complex', [{ brandId: 'x' }]],
    ['adjacent_brand', -1],
    ['compare', 'lastYear'],
    ['compare', ''],
  ])('refuses %s = %j with 400', async (field, value) => {
    expect((await post({ [field]: value })).statusCode).toBe(400);
  });

  it('refuses intervals, periods and regions outside the configuration with 400', async () => {
    expect(await refusal({ period_interval: 7 })).toEqual({
      status: 400,
      message: expect.stringContaining('period_interval must be one of 3, 6, 12, 24, 36'),
    });
    expect((await refusal({ period_end: 'week' })).status).toBe(400);
    expect(await refusal({ compare: 'lastYear' })).toEqual({
      status: 400,
      message: expect.stringContaining('compare'),
    });
    expect(await refusal({ regions: ['atlantis'] })).toEqual({
      status: 400,
      message: 'Unknown region atlantis (regions are midwest, northeast, south, west)',
    });
  });

  it("refuses categories and sub-categories outside the firm's with 403", async () => {
    expect(await refusal({ categories: [1, 3] })).toEqual({
      status: 403,
      message: 'Category 3 is not enabled for your firm',
    });
    expect(await refusal({ categories: [1], subCategories: [12] })).toEqual({
      status: 403,
      message: 'Sub-category 12 is not enabled for your firm',
    });
    expect((await refusal({ complex: [{ brandId: 1, categories: [3] }] })).status).toBe(403);
  });

  it('refuses project ids for a firm with hideprojects', async () => {
    expect(await refusal({ project_ids: [1] }, hiddenProjectsUser)).toEqual({
      status: 403,
      message: 'Filtering by project ids is not available for your firm',
    });
    expect((await post({ project_ids: [1] })).statusCode).toBe(200);
  });

  it('refuses a segment filter for a firm with hidesegments (403), whichever figure it asks for', async () => {
    expect(await refusal({ segments: [1] }, hiddenSegmentsUser)).toEqual({
      status: 403,
      message: messages.segmentsHidden,
    });
    const distribution = await t.app.inject({
      method: 'POST',
      url: '/v2/analytics/source/marketsegments',
      headers: { authorization: hiddenSegmentsUser },
      payload: { segments: [2] },
    });
    expect(distribution.statusCode).toBe(403);
    expect((await post({ segments: [1] })).statusCode).toBe(200);
    expect((await post({}, hiddenSegmentsUser)).statusCode).toBe(200);
  });

  it('still shows a firm with hidesegments the market segment distribution (the flag hides the filter only)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/analytics/source/marketsegments',
      headers: { authorization: hiddenSegmentsUser },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const shares = sourceMarketSegmentsRoute.response.parse(res.json());
    expect(shares.length).toBeGreaterThan(0);
  });
});
