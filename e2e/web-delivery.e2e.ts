// How the built web app's own files travel: brotli or gzip copies made at build time, Vary: accept-encoding,
// immutable caching for hashed assets, the right content types; and a page fetches only the charts it draws.
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts } from './sign-in.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('web app delivery', () => {
  const app = useBrowserSuite('shared');

  const get = (path: string, encoding: string) =>
    fetch(`${app.server.url}${path}`, { headers: { 'accept-encoding': encoding } });

  it('sends index.html and the hashed scripts precompressed, with their types and cache rules', async () => {
    const page = await get('/login', 'br, gzip');
    expect(page.status).toBe(200);
    // (index.html is compressed only from a kB, which a long product name can reach; it says that it varies
    // either way)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();

    const identity = await get(script!, 'identity');
    const plain = await identity.text();
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.headers.get('vary')).toMatch(/accept-encoding/i);
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get(script!, accept);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      // fetch decodes the body: the copy is the same script.
      expect(await res.text()).toBe(plain);
    }
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    if (css) expect((await get(css, 'br')).headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('loads the pie for the dashboard and none of the other charts or the maps', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const scripts: string[] = [];
    p.on('request', (r) => {
      if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
    });
    await p.goto('/');
    await p.getByTestId('segment-pie').locator('canvas').first().waitFor();
    await p.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('/dashboard-page-'))).toBe(true);
    const others = scripts.filter((s) =>
      /\/(line-chart|column-chart|state-map|point-map|use-us-states|countries-110m|states-albers|jspdf|exceljs|html2canvas)[-.]/.test(
        s,
      ),
    );
    expect(others).toEqual([]);
  });
});
