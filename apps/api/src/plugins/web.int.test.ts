// The served index.html carries the start data (contract branding.ts): the branding as a JSON data block that
// a hostile product name cannot break out of, equal to GET /v2/branding's answer, with nothing secret in it
// and the same page for a caller with a session or without (the session is a bearer token the page request
// does not carry).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_DATA_ELEMENT_ID, startDataSchema } from '@specpulse/contract';
import { buildApp } from '../app.ts';
import { loadBranding } from '../branding/branding.ts';
import { loadConfig, noRateBudgets } from '../config.ts';
import { bearerFor, createFirmUser, TEST_SECRET } from '../../test/auth-helpers.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const METRICS_TOKEN = 'metrics-token-never-in-the-page';
const PRODUCT_NAME = 'Acme </script><script>alert(1)</script> <!-- & \u2028 "Specs"';

// The shape of Vite's build: the module script and its preloads in the head (over the 1 kB that is gzipped).
const preloads = Array.from(
  { length: 12 },
  (_, i) => `    <link rel="modulepreload" crossorigin href="/assets/chunk-${i}-abc123.js">`,
).join('\n');
const viteIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#00796b" />
    <title>Analytics portal</title>
    <script type="module" crossorigin src="/assets/main-abc123.js"></script>
${preloads}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const opening = `<script type="application/json" id="${START_DATA_ELEMENT_ID}">`;

/** The text of the start data block: what follows its opening tag up to the first `</script>`. */
function startDataText(html: string): string {
  const at = html.indexOf(opening);
  expect(at).toBeGreaterThan(0);
  expect(html.indexOf(opening, at + 1)).toBe(-1);
  const from = at + opening.length;
  return html.slice(from, html.indexOf('</script>', from));
}

describe('index.html with the start data', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let webDist: string;
  let drop: () => Promise<void>;
  let token: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'specpulse-web-'));
    writeFileSync(path.join(webDist, 'index.html'), viteIndex);
    const testDb = await createTestDatabase();
    drop = testDb.drop;
    const { userId } = await createFirmUser(testDb.database.db, { email: 'page@test.example' });
    token = await bearerFor(testDb.database.db, userId);
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DEMO_SCALE: 'none',
        WEB_DIST: webDist,
        METRICS_TOKEN,
        ...noRateBudgets,
      }),
      database: testDb.database,
      market: testDb.market,
      jwtSecret: TEST_SECRET,
      branding: loadBranding({ PRODUCT_NAME, SUPPORT_EMAIL: 'help@acme.example' }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("holds GET /v2/branding's answer, escaped so that the product name cannot end the script", async () => {
    const page = await app.inject({ method: 'GET', url: '/brands/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const text = startDataText(page.body);
    // Nothing in the block can close it, open a comment or end a line in old parsers.
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    const data = startDataSchema.parse(JSON.parse(text));
    expect(Object.keys(data)).toEqual(['branding']);
    expect(data.branding.product_name).toBe(PRODUCT_NAME);
    const branding = await app.inject({ method: 'GET', url: '/v2/branding' });
    expect(data.branding).toEqual(branding.json());
    // In the head, once; the app's own script and the rest of the page are as built.
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain(opening);
    expect(page.body).toContain('<script type="module" crossorigin src="/assets/main-abc123.js"></script>');
    expect(page.body.match(/<script/g)).toHaveLength(2);
  });

  it('is a data block, which the CSP need not allow: script-src stays self', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    const directives = new Map(
      String(page.headers['content-security-policy'])
        .split(';')
        .map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')] as const),
    );
    expect(directives.get('script-src')).toBe("'self'");
    expect(page.body).toContain('<script type="application/json"');
  });

  it('carries no secret and no user: the same page with a session or without', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/' });
    const signedIn = await app.inject({ method: 'GET', url: '/', headers: { authorization: token } });
    expect(signedIn.body).toBe(anonymous.body);
    for (const secret of [new TextDecoder().decode(TEST_SECRET), METRICS_TOKEN, token, 'page@test.example'])
      expect(anonymous.body).not.toContain(secret);
  });

  it('the compressed page holds the same start data', async () => {
    const plain = await app.inject({ method: 'GET', url: '/' });
    const zipped = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
