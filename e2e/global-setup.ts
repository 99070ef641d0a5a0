// Once per e2e run, before any test file:
// - the run's real first start of the built server on an empty folder (database creation, migrations, the tiny
//   demo set's generation and load), stopped cleanly and kept as the template every private server copies
//   (harness.ts startServer). It is the e2e tier's test of a first start; suites that set data settings of
//   their own still make their own.
// - the shared server, on a copy of that template, for the suites that only read (fixture.ts useBrowserSuite).
// - one Chromium, run as a server the test files connect to, and the run's folder for downloads.
// The test files' processes start after this and inherit the variables set here. The teardown stops them.
import { rmSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { noRateBudgets } from '../apps/api/src/config.ts';
import {
  BROWSER_VARIABLE,
  DATA_TEMPLATE_VARIABLE,
  DOWNLOADS_VARIABLE,
  SHARED_SERVER_VARIABLE,
  serveFolder,
  startServer,
  testBrowserOptions,
} from './harness.ts';

async function firstStart(): Promise<string> {
  const template = mkdtempSync(path.join(os.tmpdir(), 'specpulse-e2e-template-'));
  const server = await serveFolder(template, {}, true);
  await server.stop();
  if (server.process.exitCode !== 0)
    throw new Error(`the first start's server did not stop cleanly:\n${server.output()}`);
  return template;
}

export default async function setup() {
  const [template, browser] = await Promise.all([firstStart(), chromium.launchServer(testBrowserOptions)]);
  process.env[DATA_TEMPLATE_VARIABLE] = template;
  process.env[BROWSER_VARIABLE] = browser.wsEndpoint();
  const downloads = mkdtempSync(path.join(os.tmpdir(), 'specpulse-e2e-downloads-'));
  process.env[DOWNLOADS_VARIABLE] = downloads;
  // Without the per-user rate budgets: over a run the suites share the demo accounts, and a suite walking every
  // page would leave the next one's account without its minute's budget (the budgets have integration tests).
  // Four test files run at once (vitest.config.ts), each may open a page of about 13 calls as the same demo
  // account: four times the default in-flight limit (README), which one person's pages need.
  const shared = await startServer({ ...noRateBudgets, ANALYTICS_IN_FLIGHT_LIMIT: '64' });
  process.env[SHARED_SERVER_VARIABLE] = shared.url;
  // A run stopped short (Ctrl+C) may skip the teardown: the server is not left running.
  process.once('exit', () => shared.process.kill('SIGKILL'));

  return async () => {
    const crashed = shared.process.exitCode !== null;
    await Promise.all([shared.stop(), browser.close()]);
    rmSync(template, { recursive: true, force: true });
    rmSync(downloads, { recursive: true, force: true });
    if (crashed) throw new Error(`the shared server ended during the run:\n${shared.output()}`);
  };
}
