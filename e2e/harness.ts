// E2E harness: starts the real built server on a free port with a data folder of its own, and drives Debian's
// Chromium through playwright-core (one Chromium per run, launched by e2e/global-setup.ts, that every suite
// connects to). Failure screenshots go to e2e/artifacts/.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { brandingKeys } from '../apps/api/src/branding/branding.ts';
import { configNames } from '../apps/api/src/config.ts';
import { WAIT_TIMEOUT_MS } from './wait-timeout.ts';

const root = path.resolve(import.meta.dirname, '..');
export const artifactsDir = path.join(root, 'e2e/artifacts');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export interface Server {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * The deployment's settings (README, Configuration and Branding): a test server takes none of them from the
 * environment the tests run in, so that a REDIS_URL, MARKET_DB or product name set there cannot make the
 * servers share a cache, a sign-in throttle or a snapshot, or change what the pages say.
 */
const deploymentSettings = [...configNames, ...brandingKeys, 'BRANDING_FILE'];

/** The environment a test server starts with: the machine's, less the deployment's settings. */
function serverEnvironment(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  for (const key of deploymentSettings) delete inherited[key];
  return { ...inherited, ...env };
}

/**
 * The environment variable naming a data folder of the tiny demo set made by a first start (e2e/global-setup.ts):
 * a server started without settings of its own data is started on a copy of it, so the first start (database
 * creation, migrations, generation and load) runs once per test run instead of once per suite.
 */
export const DATA_TEMPLATE_VARIABLE = 'SPECPULSE_E2E_DATA_TEMPLATE';
/** Settings that change what a first start loads: a server given one makes its own first start. */
const dataSettings = ['DEMO_SCALE', 'DEMO_HISTORY_YEARS', 'DATA_DIR', 'DATABASE_URL', 'MARKET_DB'];

/**
 * Starts the built API (apps/api/dist/main.mjs) serving apps/web/dist with the tiny demo data in a data folder of its own: a copy
 * of the run's first-start folder when there is one and `env` changes nothing about the data, else a first start.
 */
export async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-e2e-'));
  const template = process.env[DATA_TEMPLATE_VARIABLE];
  if (template && !dataSettings.some((k) => k in env)) cpSync(template, dataDir, { recursive: true });
  try {
    return await serveFolder(dataDir, env);
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
}

/** Starts the server on `dataDir` (a first start when it is empty); stop() removes the folder unless `keep`. */
export async function serveFolder(
  dataDir: string,
  env: Record<string, string> = {},
  keep = false,
): Promise<Server> {
  const port = await freePort();
  let log = '';
  // What npm start runs: the compiled API (npm run build, which the e2e commands run first).
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.mjs'], {
    cwd: root,
    env: serverEnvironment({
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_SCALE: 'tiny',
      LOG_LEVEL: 'warn',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        // Longer than the server's own 10 s shutdown limit (main.ts), so a slow stop ends with the server's
        // message naming the step it was stuck in, not with SIGKILL.
        let limit: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((r) => (limit = setTimeout(r, 15_000)))]);
        // A pending timer would keep the run's process alive after the last test.
        clearTimeout(limit);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** How Chromium runs in the tests and the scripts: Debian's build, headless, no background traffic. */
export const browserOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/**
 * The run's Chromium (e2e/global-setup.ts): as the scripts' (browserOptions), with V8's optimizing compilers
 * (Maglev, TurboFan) off. A journey's page lives seconds, and on each page load they compiled the app's hot
 * functions afresh on the same two cores the run shares; the interpreter and Sparkplug run the same code. Users'
 * browsers, and the bench's, keep them.
 */
export const testBrowserOptions = {
  ...browserOptions,
  args: [...browserOptions.args, '--js-flags=--no-maglev --no-turbofan'],
};

/** A Chromium of the caller's own (the scripts: readme-screenshot.ts, measure-web.ts). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(browserOptions);
}

/**
 * The environment variable naming the run's one Chromium (e2e/global-setup.ts launches it as a server): every
 * suite connects to it, and each test still gets browser contexts of its own (cookies and storage apart).
 */
export const BROWSER_VARIABLE = 'SPECPULSE_E2E_BROWSER';

/** Connects to the run's Chromium. */
export async function connectBrowser(): Promise<Browser> {
  return chromium.connect(runSetting(BROWSER_VARIABLE));
}

/**
 * The environment variable naming the address of the run's shared server (e2e/global-setup.ts), which the
 * suites that only read use instead of starting one of their own (fixture.ts useBrowserSuite('shared')).
 */
export const SHARED_SERVER_VARIABLE = 'SPECPULSE_E2E_SHARED_SERVER';

/** The shared server's address. */
export const sharedServerUrl = () => runSetting(SHARED_SERVER_VARIABLE);

/** A setting e2e/global-setup.ts passes to the test files; they run only under it. */
function runSetting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e files through vitest (--project e2e)`);
  return value;
}

export async function newPage(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    acceptDownloads: true,
    viewport: { width: 1400, height: 900 },
    // The app honours less motion (app/motion-styles.tsx): charts drawn at once and no transitions, which
    // took over a third of the browser's CPU. The animated path keeps a journey (chart-resize.e2e.ts).
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(WAIT_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(WAIT_TIMEOUT_MS);
  const page = await context.newPage();
  return { context, page };
}

/** The run's folder for downloads: made by the global setup, removed by its teardown. */
export const DOWNLOADS_VARIABLE = 'SPECPULSE_E2E_DOWNLOADS';

/**
 * A download's file on disk. The run's Chromium belongs to the global setup's process, so Playwright keeps a
 * download there and hands it over by saveAs (path() is only for a browser launched in this process): into the
 * run's downloads folder, which the global setup removes (a test worker's own exit handlers may never run).
 */
export async function savedDownload(download: Download): Promise<string> {
  const downloadsDir = process.env[DOWNLOADS_VARIABLE];
  if (!downloadsDir)
    throw new Error(`${DOWNLOADS_VARIABLE} is unset: e2e files run through vitest's e2e project`);
  const file = path.join(mkdtempSync(path.join(downloadsDir, 'd-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** Saves a screenshot named after the test; call from afterEach when the test failed. */
export async function screenshotOnFailure(page: Page | undefined, testName: string, failed: boolean) {
  if (!page || !failed) return;
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${testName.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
}
