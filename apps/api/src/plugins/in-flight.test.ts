import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoute, messages } from '@specpulse/contract';
import { registerErrorHandler } from './error-handler.ts';
import { registerRoute } from './guard.ts';
import { ANALYTICS_IN_FLIGHT_LIMIT, registerInFlightLimit } from './in-flight.ts';
import './actor.ts';

/** An analytics route whose answers wait until the test opens the gate, so requests stay in flight. */
const gatedRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/test/gated',
  access: 'user',
  summary: 'test',
  body: z.object({ n: z.number() }),
  response: z.object({ n: z.number() }),
});

describe('analytics requests in flight per user', () => {
  let app: FastifyInstance;
  let open: () => void = () => undefined;
  let gate = Promise.resolve();
  const closeGate = () => {
    gate = new Promise<void>((resolve) => (open = resolve));
  };

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.decorateRequest('actor', null);
    // The user is the bearer value itself: this test is about the limit, not tokens.
    app.decorate('authenticate', async (request) => ({
      userId: Number(request.headers.authorization),
      firmId: 1,
      email: 'u@example.com',
      isAdmin: false,
      isFirmAdmin: false,
      permissions: {},
      firmConfiguration: null,
      impersonatorId: null,
      dataVersion: { version: 'none', asOf: '2026-09-30', dataFrom: '2023-10-01' },
    }));
    app.decorate('authChanged', async () => undefined);
    registerInFlightLimit(app);
    registerRoute(app, gatedRoute, async ({ body }) => {
      await gate;
      return { n: body.n };
    });
    await app.ready();
  });
  afterAll(async () => app?.close());

  const call = (user: number, n: unknown) =>
    app.inject({
      method: 'POST',
      url: gatedRoute.path,
      headers: { authorization: String(user) },
      payload: { n },
    });

  it(`runs ${ANALYTICS_IN_FLIGHT_LIMIT} at once for one user, refuses more with 429, and counts other users apart`, async () => {
    closeGate();
    // The 24 beyond the limit are answered while the 16 that got in still wait at the gate.
    const answered: number[] = [];
    let allRefused: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => (allRefused = resolve));
    const greedy = Array.from({ length: 40 }, (_, n) =>
      call(1, n).then((res) => {
        answered.push(res.statusCode);
        if (answered.length === 40 - ANALYTICS_IN_FLIGHT_LIMIT) allRefused();
        return res;
      }),
    );
    await refused;
    expect(answered).toEqual(Array(40 - ANALYTICS_IN_FLIGHT_LIMIT).fill(429));
    expect(app.analyticsInFlight.running(1)).toBe(ANALYTICS_IN_FLIGHT_LIMIT);
    // Another user is counted apart: a whole page's burst of 11 gets in.
    const other = Array.from({ length: 11 }, (_, n) => call(2, n));
    open();
    expect((await Promise.all(other)).map((r) => r.statusCode)).toEqual(Array(11).fill(200));
    const statuses = (await Promise.all(greedy)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(ANALYTICS_IN_FLIGHT_LIMIT);
    const tooMany = (await Promise.all(greedy)).find((res) => res.statusCode === 429);
    expect(tooMany?.json()).toEqual({
      error: { status: 429, message: messages.tooManyAnalyticsRequests(ANALYTICS_IN_FLIGHT_LIMIT) },
    });
    expect(app.analyticsInFlight.running(1)).toBe(0);
    expect((await call(1, 99)).statusCode).toBe(200);
  });

  it('gives the place back when the request is refused after entering (invalid body)', async () => {
    for (let round = 0; round < 3; round++) {
      const bad = await Promise.all(
        Array.from({ length: ANALYTICS_IN_FLIGHT_LIMIT }, () => call(3, 'not a number')),
      );
      expect(bad.map((r) => r.statusCode)).toEqual(Array(ANALYTICS_IN_FLIGHT_LIMIT).fill(400));
      expect(app.analyticsInFlight.running(3)).toBe(0);
    }
  });
});
