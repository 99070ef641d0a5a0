// Lighthouse's view of a cold open (issue 41): LCP, TBT, CLS and the performance score of a signed-in page,
// desktop form factor at 1440 × 900, no throttling (the machine's own network and CPU).
//
// Lighthouse gets a Chromium of its own, launched through playwright-core as a persistent context with a
// remote-debugging port. Lighthouse opens its tab in the browser's default context, which a plain
// `chromium.launch` keeps out of Playwright's reach (its contexts are separate, incognito-like ones), so the
// sign-in could not be seeded there; a persistent context is that default context, and the page bench's own
// browser stays as it was.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

export interface LighthouseFigures {
  /** Largest Contentful Paint, ms. */
  lcpMs: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** The performance category's score, 0–100. */
  score: number;
  /** Where the main thread's time went (ms), by Lighthouse's groups: what to cut when TBT is high. */
  mainThread: Record<MainThreadGroup, number>;
}

/** Lighthouse's main-thread work groups (the `mainthread-work-breakdown` audit), in the bench's columns' order. */
export const mainThreadGroups = [
  'scriptEvaluation',
  'scriptParseCompile',
  'styleLayout',
  'paintCompositeRender',
  'parseHTML',
  'garbageCollection',
  'other',
] as const;
type MainThreadGroup = (typeof mainThreadGroups)[number];

function mainThreadOf(details: unknown): Record<MainThreadGroup, number> {
  const totals = Object.fromEntries(mainThreadGroups.map((g) => [g, 0])) as Record<MainThreadGroup, number>;
  const items =
    typeof details === 'object' && details !== null && 'items' in details && Array.isArray(details.items)
      ? (details.items as { group?: string; duration?: number }[])
      : [];
  for (const { group, duration } of items) {
    const key = (mainThreadGroups as readonly string[]).includes(group ?? '')
      ? (group as MainThreadGroup)
      : 'other';
    totals[key] += duration ?? 0;
  }
  return totals;
}

/** Lighthouse's errors of a trace that went wrong, for which it says to run it again. */
const retried = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

/** The `node` objects of an audit's details (the LCP element's table nests them). */
interface NodeDetails {
  snippet?: string;
  nodeLabel?: string;
  selector?: string;
}
function nodesOf(details: unknown): NodeDetails[] {
  if (typeof details !== 'object' || details === null) return [];
  if ('type' in details && details.type === 'node') return [details as NodeDetails];
  return Object.values(details).flatMap((value: unknown) =>
    Array.isArray(value) ? value.flatMap(nodesOf) : nodesOf(value),
  );
}

/**
 * A Chromium for Lighthouse whose profile remembers the sign-in (the consent cookie and the token in
 * localStorage, as `coldOpen` gives its contexts). `run` throws when Lighthouse's page was not the signed-in
 * `url`: it ended on /login or elsewhere, or its largest paint was the sign-in form.
 */
export async function lighthouseBrowser(base: string, token: string, executablePath: string) {
  const profile = await mkdtemp(path.join(tmpdir(), 'specpulse-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    // Port 0: Chromium picks a free one and writes it to the profile's DevToolsActivePort file.
    args: ['--remote-debugging-port=0'],
    // No viewport of Playwright's on the pages: Lighthouse's screen emulation sets 1440 × 900.
    viewport: null,
  });
  try {
    const port = Number((await readFile(path.join(profile, 'DevToolsActivePort'), 'utf8')).split('\n')[0]);
    await context.addCookies([
      { name: 'specpulse_cookie_consent', value: '1', url: base, sameSite: 'Strict' },
    ]);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/login`);
    // As text: this package has no DOM types.
    await page.evaluate(`localStorage.setItem('specpulse.token', ${JSON.stringify(token)})`);
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);

    /** A Lighthouse run; a trace Lighthouse itself says to run again for is run again, `tries` in all. */
    const run = async (url: string, tries = 3): Promise<LighthouseFigures> => {
      // disableStorageReset keeps the sign-in and also Lighthouse's cache clearing: a cold open's empty
      // HTTP cache is made here (the browser's whole cache).
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(base + url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        formFactor: 'desktop',
        screenEmulation: { mobile: false, width: 1440, height: 900, deviceScaleFactor: 1, disabled: false },
        throttlingMethod: 'provided',
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError) {
        if (tries > 1 && retried.has(lhr.runtimeError.code)) {
          console.error(`Lighthouse on ${url}: ${lhr.runtimeError.code}, running it again`);
          return run(url, tries - 1);
        }
        throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      }
      const final = new URL(lhr.finalDisplayedUrl);
      const wanted = new URL(base + url);
      if (final.pathname === '/login' || final.pathname !== wanted.pathname)
        throw new Error(`Lighthouse's page ended at ${final.pathname}, not the signed-in ${wanted.pathname}`);
      const lcpNodes = nodesOf(lhr.audits['largest-contentful-paint-element']?.details);
      const signIn = lcpNodes.find((n) => /sign in/i.test(`${n.snippet} ${n.nodeLabel} ${n.selector}`));
      if (signIn) throw new Error(`Lighthouse's largest paint is the sign-in page's: ${signIn.nodeLabel}`);
      const figure = (id: string) => {
        const value = lhr.audits[id]?.numericValue;
        if (value === undefined) throw new Error(`Lighthouse measured no ${id}`);
        return value;
      };
      const score = lhr.categories.performance?.score;
      if (score === undefined || score === null) {
        const failed = Object.values(lhr.audits).filter((a) => a.errorMessage);
        throw new Error(
          `Lighthouse gave no performance score: ${failed.map((a) => `${a.id}: ${a.errorMessage}`).join('; ')}`,
        );
      }
      return {
        lcpMs: figure('largest-contentful-paint'),
        tbtMs: figure('total-blocking-time'),
        cls: figure('cumulative-layout-shift'),
        score: score * 100,
        mainThread: mainThreadOf(lhr.audits['mainthread-work-breakdown']?.details),
      };
    };
    const close = async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    };
    return { run, close };
  } catch (e) {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    throw e;
  }
}
