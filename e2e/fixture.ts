// E2E fixture: the hooks every browser suite needs, registered once (the site the suite drives, a connection to
// the run's Chromium, a screenshot and closed browser contexts after each test, everything let go after the
// suite), and the page helpers the suites open their pages with.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  connectBrowser,
  newPage,
  screenshotOnFailure,
  sharedServerUrl,
  startServer,
  type Server,
} from './harness.ts';
import { acceptCookies, signInWithToken } from './sign-in.ts';

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
  /**
   * open(), signed in as `email` through the API (sign-in.ts signInWithToken): the page opens at `path`, or,
   * without one, stays blank until the test's own first navigation, which starts signed in (so routes and
   * listeners can be set up first). The login screen itself is driven with sign-in.ts signIn.
   */
  signedIn(email: string, path?: string): Promise<Page>;
}

/**
 * Which server a suite drives:
 * - 'shared': the run's one server (e2e/global-setup.ts), for suites that change nothing another suite could
 *   see: no portal data (users, firm configurations, views, favourites, impersonation), no stopping it, no
 *   settings of their own. What they do write (usage events, a failed sign-in) no test counts.
 * - 'private': a server of the suite's own on a copy of the run's first-start data, for suites that write.
 * - a start function: a private server with settings of the suite's own (startServer(env)), or another site.
 */
type ServerChoice<S extends Site> = 'shared' | 'private' | (() => Promise<S>);

const sharedServer = async (): Promise<Site> => ({
  url: sharedServerUrl(),
  // The global setup's teardown stops it.
  stop: async () => undefined,
});

/** Registers the suite's hooks; call it first in the describe block, before the suite's own hooks. */
export function useBrowserSuite(choice: 'shared'): BrowserSuite<Site>;
export function useBrowserSuite(choice: 'private'): BrowserSuite<Server>;
export function useBrowserSuite<S extends Site>(start: () => Promise<S>): BrowserSuite<S>;
export function useBrowserSuite(choice: ServerChoice<Site>): BrowserSuite<Site> {
  const start = choice === 'shared' ? sharedServer : choice === 'private' ? () => startServer() : choice;
  let server: Site | undefined;
  let browser: Browser | undefined;
  let current: { context: BrowserContext; page: Page } | undefined;
  // The contexts the running test opened; undefined outside a test.
  let testContexts: BrowserContext[] | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([start(), connectBrowser()]);
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
    // Closes the contexts this suite opened and disconnects; the run's Chromium goes on.
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
    async signedIn(email, path) {
      const page = await suite.open();
      await signInWithToken(page, suite.server.url, email, path);
      return page;
    },
  };
  return suite;
}
