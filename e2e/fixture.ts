// E2E fixture: the hooks every browser suite needs, registered once (start the site, launch Chromium, a
// screenshot and a closed browser context after each test, everything stopped after the suite), and the
// page helpers the suites open their pages with.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshotOnFailure, startServer, type Server } from './harness.ts';
import { acceptCookies, signIn } from './sign-in.ts';

/** What a suite drives the browser against: the built app (startServer) or another server it starts. */
export interface Site {
  url: string;
  stop(): Promise<void>;
}

interface BrowserSuite<S extends Site> {
  /** The running site; set once the suite's beforeAll hooks run. */
  readonly server: S;
  readonly browser: Browser;
  /** The context and page opened last (the ones a failure screenshot shows). */
  readonly context: BrowserContext;
  readonly page: Page;
  /** A new context and page at the site with the cookie notice accepted (unless cookies: false). Opened in
   * a test, it is closed after that test; opened in a beforeAll, it lives until the suite ends. */
  open(opts?: { cookies?: boolean }): Promise<Page>;
  /** open() and sign in through the login screen as `email`. */
  signedIn(email: string): Promise<Page>;
}

/** Registers the suite's hooks; call it first in the describe block, before the suite's own hooks. */
export function useBrowserSuite(): BrowserSuite<Server>;
export function useBrowserSuite<S extends Site>(start: () => Promise<S>): BrowserSuite<S>;
export function useBrowserSuite(start: () => Promise<Site> = startServer): BrowserSuite<Site> {
  let server: Site | undefined;
  let browser: Browser | undefined;
  let current: { context: BrowserContext; page: Page } | undefined;
  // The contexts the running test opened; undefined outside a test.
  let testContexts: BrowserContext[] | undefined;

  beforeAll(async () => {
    server = await start();
    browser = await launchBrowser();
  });
  beforeEach(() => {
    testContexts = [];
  });
  afterEach(async (ctx) => {
    await screenshotOnFailure(current?.page, ctx.task.name, ctx.task.result?.state === 'fail');
    for (const context of testContexts ?? []) await context.close();
    testContexts = undefined;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not there yet: use it from a hook or a test`);
    return value;
  };

  const suite: BrowserSuite<Site> = {
    get server() {
      return ready(server, 'the server');
    },
    get browser() {
      return ready(browser, 'the browser');
    },
    get context() {
      return ready(current, 'a page (call open() first)').context;
    },
    get page() {
      return ready(current, 'a page (call open() first)').page;
    },
    async open(opts = {}) {
      const { url } = suite.server;
      current = await newPage(suite.browser, url);
      testContexts?.push(current.context);
      if (opts.cookies !== false) await acceptCookies(current.context, url);
      return current.page;
    },
    async signedIn(email) {
      const page = await suite.open();
      await signIn(page, email);
      return page;
    },
  };
  return suite;
}
