// The configuration error page with the API really stopped: the server process is ended, the browser
// still has the built app's files (served from apps/web/dist by the test, as a CDN would), and every
// /v2 call meets a closed port.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts } from './sign-in.ts';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

describe('configuration load with the API stopped', () => {
  // Private: the suite's one test stops the suite's server; the fixture's own stop afterwards finds it stopped.
  const app = useBrowserSuite('private');

  it("shows 'ERROR!' with 'Error Loading configuration' after the server is stopped", async () => {
    const page = await app.signedIn(demoAccounts.brand, '/');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();

    const { server } = app;
    await server.stop();
    expect(server.process.exitCode, `the server's output:\n${server.output()}`).toBe(0);
    // Static files from disk; /v2 goes on to the stopped server's port and is refused.
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname.startsWith('/v2/')) return route.continue();
      const file = path.join(dist, url.pathname);
      const target = existsSync(file) && path.extname(file) ? file : path.join(dist, 'index.html');
      return route.fulfill({
        status: 200,
        body: readFileSync(target),
        contentType: contentTypes[path.extname(target)] ?? 'application/octet-stream',
      });
    });
    await page.reload();
    await page.getByRole('heading', { name: 'ERROR!' }).waitFor();
    await page.getByText('Error Loading configuration').waitFor();
  });
});
