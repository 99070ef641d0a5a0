// HSTS and upgrade-insecure-requests go only to HTTPS requests, so the portal also works over plain HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HSTS, UPGRADE_INSECURE } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => t?.close());

const healthz = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/healthz', headers });

describe('security headers', () => {
  it('leave out HSTS and upgrade-insecure-requests over plain HTTP, keeping the rest of the policy', async () => {
    const res = await healthz();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain(UPGRADE_INSECURE);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('send both when a trusted proxy says the request came over HTTPS', async () => {
    const res = await healthz({ 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    expect(String(res.headers['content-security-policy'])).toContain(UPGRADE_INSECURE);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});
