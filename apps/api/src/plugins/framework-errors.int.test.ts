// Errors raised before any route runs come in the one shape {error: {status, message}}, over a real socket.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

describe('errors before routing', () => {
  it('answers a URL that is not validly percent-encoded with 400 in the error shape', async () => {
    const res = await fetch(`${base}/v2/autocomplete/brand/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { status: 400, message: messages.badUrl } });
  });

  it('answers oversized headers with 431 in the error shape', async () => {
    const res = await fetch(`${base}/healthz`, { headers: { 'x-filler': 'x'.repeat(40_000) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ error: { status: 431, message: messages.headersTooLarge } });
  });
});
