// Measures what the built web app sends (docs/performance.md "Web app delivery"): JavaScript bytes raw and on
// the wire for /login and for the dashboard as the brand account, and the dashboard pie's PDF export size.
// Run: npm run build && npx tsx e2e/measure-web.ts
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { acceptCookies, demoAccounts, signIn } from './sign-in.ts';
import { launchBrowser, newPage, startServer } from './harness.ts';

interface Tally {
  files: number;
  raw: number;
  wire: number;
  pending: Promise<void>[];
  /** Stop counting (the export that follows loads its own scripts). */
  done: boolean;
}

/** Counts the scripts the page fetches from now on: decoded bytes and bytes on the wire. */
function countScripts(page: Page): Tally {
  const tally: Tally = { files: 0, raw: 0, wire: 0, pending: [], done: false };
  const seen = new Set<string>();
  page.on('requestfinished', (request) => {
    if (tally.done || seen.has(request.url())) return;
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    seen.add(request.url());
    tally.pending.push(
      (async () => {
        const response = await request.response();
        const body = await response?.body().catch(() => null);
        const sizes = await request.sizes();
        tally.files += 1;
        tally.raw += body?.length ?? 0;
        tally.wire += sizes.responseBodySize;
      })(),
    );
  });
  return tally;
}

const kB = (n: number) => `${(n / 1000).toFixed(0)} kB`;
const show = async (what: string, t: Tally) => {
  t.done = true;
  await Promise.all(t.pending);
  console.log(`${what}: ${t.files} scripts, ${kB(t.raw)} raw, ${kB(t.wire)} on the wire`);
};

const server = await startServer();
const browser = await launchBrowser();
try {
  const login = await newPage(browser, server.url);
  await acceptCookies(login.context, server.url);
  const loginScripts = countScripts(login.page);
  await login.page.goto('/login');
  await login.page.waitForLoadState('networkidle');
  await show('/login', loginScripts);

  const dash = await newPage(browser, server.url);
  await acceptCookies(dash.context, server.url);
  // Everything a first visit fetches: the login screen, then the dashboard it leads to.
  const dashScripts = countScripts(dash.page);
  await signIn(dash.page, demoAccounts.brand);
  await dash.page.getByTestId('segment-pie').locator('canvas, svg').first().waitFor();
  await dash.page.waitForLoadState('networkidle');
  await show('/login, sign in, / (dashboard, brand account)', dashScripts);

  const download = dash.page.waitForEvent('download');
  await dash.page.getByTestId('segment-pie').getByRole('button', { name: 'Export PDF' }).click();
  const file = await (await download).path();
  const pdf = readFileSync(file);
  if (process.env.PDF_OUT) writeFileSync(process.env.PDF_OUT, pdf);
  console.log(`dashboard pie PDF: ${kB(pdf.length)}`);
} finally {
  await browser.close();
  await server.stop();
}
