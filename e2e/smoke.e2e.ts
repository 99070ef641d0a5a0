import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshotOnFailure, startServer, type Server } from './harness.ts';

describe('smoke', () => {
  let server: Server;
  let browser: Browser;
  let page: Page | undefined;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterEach(async (ctx) => {
    await screenshotOnFailure(page, ctx.task.name, ctx.task.result?.state === 'fail');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the app and falls back to index.html for client routes, never for /v2', async () => {
    ({ page } = await newPage(browser, server.url));
    await page.goto('/brands/drill/12');
    await expect.poll(() => page!.title()).toBe('SpecPulse');
    const api = await fetch(`${server.url}/v2/does-not-exist`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('shows the OpenAPI document at /docs', async () => {
    ({ page } = await newPage(browser, server.url));
    await page.goto('/docs');
    await page.getByText('SpecPulse API').first().waitFor({ timeout: 30_000 });
  });
});
