import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoute } from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('GET /healthz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers ok with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    const body = healthRoute.response.parse(res.json());
    expect(body.database).toBe(
      process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? 'postgres' : 'embedded',
    );
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/healthz']).toBeDefined();
  });

  it('answers 503 with a JSON error when the database is gone', async () => {
    const { createTestDatabase } = await import('../../../test/test-database.ts');
    const { buildApp } = await import('../../app.ts');
    const { loadConfig } = await import('../../config.ts');
    const other = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database: other.database,
      market: other.market,
      jwtSecret: new Uint8Array(32),
      logger: false,
    });
    await other.drop();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { status: 503, message: expect.any(String) } });
    await app.close();
  });
});
