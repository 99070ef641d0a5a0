// Smoke: the built server serves the app, falls back to index.html for client routes, shows /docs, and with no
// branding configured is SpecPulse in teal.
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts, signIn } from './sign-in.ts';

describe('smoke', () => {
  const app = useBrowserSuite('shared');

  it('serves the app and falls back to index.html for client routes, never for /v2', async () => {
    const page = await app.open({ cookies: false });
    await page.goto('/brands/drill/12');
    // Signed out, the client route lands on the sign-in page, which the app names after the product.
    await expect.poll(() => page.title()).toBe('Sign in · SpecPulse');
    const api = await fetch(`${app.server.url}/v2/does-not-exist`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('shows the OpenAPI document at /docs', async () => {
    const page = await app.open({ cookies: false });
    await page.goto('/docs');
    await page.getByText('SpecPulse API').first().waitFor();
  });

  it('with no branding configured is SpecPulse in teal, with its pulse mark', async () => {
    // Through the login screen: the smoke journey signs in as a person does.
    const page = await app.open();
    await signIn(page, demoAccounts.brand);
    await expect
      .poll(() => page.getByRole('banner').locator('[data-product-name]').textContent())
      .toBe('SpecPulse');
    // Teal marks the menu's current page (the menu itself is neutral).
    const current = page.getByRole('navigation').locator('[aria-current="page"]').first();
    expect(await current.evaluate((el) => getComputedStyle(el).boxShadow)).toContain('rgb(0, 121, 107)');
    await expect.poll(() => page.title()).toBe('Dashboard · SpecPulse');
    const favicon = await page.locator('link[rel="icon"]').evaluate((l: HTMLLinkElement) => l.href);
    const mark = await (await fetch(favicon)).text();
    expect(mark).toContain('fill="#00796b"');
    expect(mark).toContain('M5 18h5l3-8 5 14 3-8h6');
  });
});
