// Filter round trip on a real page and the real API: dialog → URL → request payload → reload restores it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser, newPage, screenshotOnFailure, startServer, type Server } from './harness.ts';
import { acceptCookies, demoAccounts, signIn } from './sign-in.ts';

describe('filters on the Top Brands page', () => {
  let server: Server;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterEach(async (ctx) => {
    await screenshotOnFailure(page, ctx.task.name, ctx.task.result?.state === 'fail');
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('applies the dialog to the URL and the API, and a browser reload keeps the filters', async () => {
    ({ context, page } = await newPage(browser, server.url));
    const p = page;
    await acceptCookies(context, server.url);
    await signIn(p, demoAccounts.admin);
    await p.goto('/brands/');
    await p.getByRole('button', { name: 'Edit filters' }).waitFor();

    const topBrandsBodies: Record<string, unknown>[] = [];
    const onRequest = (r: Request) => {
      if (r.url().includes('/v2/analytics/brand/topbrands')) topBrandsBodies.push(r.postDataJSON());
    };
    p.on('request', onRequest);

    await p.getByRole('button', { name: 'Edit filters' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByLabel('OpenSpec').check();
    await dialog.getByRole('combobox', { name: 'Months' }).click();
    await p.getByRole('option', { name: '24' }).click();
    await dialog.getByRole('group', { name: 'Regions' }).getByLabel('South').check();
    await dialog.getByLabel('Filter By Project IDs').fill('');
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => p.getByRole('dialog').count()).toBe(0);

    const url = new URL(p.url());
    expect(url.pathname).toBe('/brands/');
    expect(url.searchParams.get('period_interval')).toBe('24');
    expect(url.searchParams.get('openspec')).toBe('true');
    expect(url.searchParams.getAll('regions').join(',')).toContain('south');

    // The page reloaded its figures with the new payload.
    await expect.poll(() => topBrandsBodies.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const body = topBrandsBodies.at(-1)!;
    expect(body.period_interval).toBe(24);
    expect(body.openspec).toBe(true);
    expect(body.regions).toEqual(['south']);
    await p
      .getByRole('button', { name: /^Open / })
      .first()
      .waitFor({ timeout: 30_000 });

    // A browser reload restores the same filters in the dialog.
    const before = p.url();
    await p.reload();
    expect(p.url()).toBe(before);
    await p.getByRole('button', { name: 'Edit filters' }).click();
    const reopened = p.getByRole('dialog');
    await expect.poll(() => reopened.getByLabel('OpenSpec').isChecked()).toBe(true);
    await expect
      .poll(() => reopened.getByRole('group', { name: 'Regions' }).getByLabel('South').isChecked())
      .toBe(true);
    await expect.poll(() => reopened.getByRole('combobox', { name: 'Months' }).textContent()).toContain('24');
    p.off('request', onRequest);
  });
});
