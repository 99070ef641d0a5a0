// Smoke: the built server serves the app, falls back to index.html for client routes, and shows /docs.
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './fixture.ts';

describe('smoke', () => {
  const app = useBrowserSuite();

  it('serves the app and falls back to index.html for client routes, never for /v2', async () => {
    const page = await app.open({ cookies: false });
    await page.goto('/brands/drill/12');
    await expect.poll(() => page.title()).toBe('SpecPulse');
    const api = await fetch(`${app.server.url}/v2/does-not-exist`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('shows the OpenAPI document at /docs', async () => {
    const page = await app.open({ cookies: false });
    await page.goto('/docs');
    await page.getByText('SpecPulse API').first().waitFor({ timeout: 30_000 });
  });
});
