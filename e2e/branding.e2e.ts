// White label in Chromium: the built server started with another product name, logo, colour and support
// address shows them on the sign-in page, the top bar, the menu, the favicon, the browser titles, the cookie
// notice, the locked-item tooltip, an exported spreadsheet and the OpenAPI title; no page and no file of the
// built bundle says SpecPulse. (The defaults are checked in smoke.e2e.ts, on a server with nothing configured.)
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { startServer } from './harness.ts';
import { demoAccounts } from './sign-in.ts';
import { downloadedWorkbook } from './table-export.ts';

const NAME = 'Acme Insight';
const COLOUR = '#5b2c83';
const COLOUR_RGB = 'rgb(91, 44, 131)';
const SUPPORT = 'help@acme.example';
const dir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-e2e-branding-'));
const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#5b2c83"/><path d="M16 44 32 16l16 28z" fill="#fff"/></svg>';
const logoFile = path.join(dir, 'acme-logo.svg');
writeFileSync(logoFile, logoSvg);
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

/** Everything a person reads on the page: its text and the tab's title. */
const pageText = (page: Page) => page.evaluate(() => `${document.title}\n${document.body.innerText}`);

async function expectNoOldName(page: Page) {
  expect(await pageText(page)).not.toMatch(/SpecPulse/i);
}

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );

describe('white label', () => {
  const app = useBrowserSuite(() =>
    startServer({
      PRODUCT_NAME: NAME,
      PRODUCT_LOGO: logoFile,
      PRIMARY_COLOR: COLOUR,
      SUPPORT_EMAIL: SUPPORT,
    }),
  );

  it('names the sign-in page, its tab, logo, favicon and cookie notice after the deployment', async () => {
    const p = await app.open({ cookies: false });
    await p.goto('/login');
    await p.getByRole('heading', { name: `Sign in to ${NAME}` }).waitFor();
    await expect.poll(() => p.title()).toBe(`Sign in · ${NAME}`);
    const logo = p.locator('main img[data-product-logo]');
    expect(await logo.getAttribute('src')).toBe('/v2/branding/logo');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await (await fetch(`${app.server.url}/v2/branding/logo`)).text()).toBe(logoSvg);

    const favicon = await p.locator('link[rel="icon"]').evaluate((l: HTMLLinkElement) => l.href);
    const icon = await fetch(favicon);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toBe(logoSvg);

    await p
      .getByRole('region', { name: 'Cookie notice' })
      .getByText(`${NAME} uses cookies to keep you signed in`)
      .waitFor();
    await expectNoOldName(p);
    // The page as served, before any script: title, description and theme colour.
    const html = await (await fetch(`${app.server.url}/login`)).text();
    expect(html).toContain(`<title>${NAME}</title>`);
    expect(html).toContain(`content="${COLOUR}"`);
    expect(html).not.toMatch(/SpecPulse/i);
  });

  it('shows the name and logo in the top bar, the colour as the menu accent, and titles every page', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    const bar = p.getByRole('banner');
    await expect.poll(() => bar.locator('[data-product-name]').textContent()).toBe(NAME);
    await expect
      .poll(() => bar.locator('img[data-product-logo]').getAttribute('src'))
      .toBe('/v2/branding/logo');
    // The menu is neutral, the current page marked in the deployment's colour (the top bar takes its darker
    // tone, for white text).
    const current = p.getByRole('navigation').locator('[aria-current="page"]').first();
    expect(await current.evaluate((el) => getComputedStyle(el).boxShadow)).toContain(COLOUR_RGB);
    await expect.poll(() => p.title()).toBe(`Dashboard · ${NAME}`);
    await expectNoOldName(p);

    for (const [url, title] of [
      ['/brands', 'Top Brands'],
      ['/products', 'Top Products'],
      ['/nomatch', 'No page match'],
    ] as const) {
      await p.goto(url);
      await expect.poll(() => p.title()).toBe(`${title} · ${NAME}`);
      await p.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await expectNoOldName(p);
    }
    // The error page names the support address.
    await p.getByText(`For help, contact us at ${SUPPORT}.`).waitFor();
  });

  it("writes the product into an exported spreadsheet's creator and company", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/products');
    const table = p.getByTestId('table-product-topproducts');
    await expect.poll(() => table.getByTestId('row-count').textContent()).toMatch(/rows?$/);
    const [download] = await Promise.all([
      p.waitForEvent('download'),
      table.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const workbook = await downloadedWorkbook(download);
    expect(workbook.creator).toBe(NAME);
    expect(workbook.lastModifiedBy).toBe(NAME);
    expect(workbook.company).toBe(NAME);
  });

  it("gives the support address in the locked item's tooltip", async () => {
    const p = await app.signedIn(demoAccounts.designer, '/');
    const locked = p.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Top Brands' });
    const tooltip = p.getByRole('tooltip', {
      name: `Your access to this feature is locked. Please contact us at ${SUPPORT} to unlock it.`,
    });
    // As in shell.e2e.ts: a missed pointer entry is retried by moving out and in again.
    for (let attempt = 1; ; attempt++) {
      await p.mouse.move(0, 0);
      await locked.hover();
      try {
        await tooltip.waitFor({ timeout: 5_000 });
        break;
      } catch (e) {
        if (attempt === 3) throw e;
      }
    }
    await expectNoOldName(p);
  });

  it('names the API after the product, and the built bundle never says SpecPulse', async () => {
    const docs = (await (await fetch(`${app.server.url}/docs/json`)).json()) as { info: { title: string } };
    expect(docs.info.title).toBe(`${NAME} API`);
    const files = filesUnder(dist);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    // The name as written; the lowercase storage keys (specpulse.token, the consent cookie) are no one's text,
    // and renaming them would sign everyone out.
    const naming = files.filter((f) => readFileSync(f, 'latin1').includes('SpecPulse'));
    expect(naming).toEqual([]);
  });
});
