// Page benchmark: `npm run pages -w bench -- --scale demo [--reuse] [--samples 5]`. What a user waits for is
// the page: every analytics page of the built web app is opened in headless Chromium as the admin, and the
// time from navigation to the status line's 'data loaded in {n}ms shown in {n}ms' is taken with the answer
// cache off (uncached) and on (cached), with the app's own {n}. Then the cold open (a new browser context
// with nothing cached but the remembered sign-in, as a bookmark or a shared link opens), the filter change
// (Apply Filters in the filter dialog) and the in-app navigation (a click on the side menu's link to the page)
// of the main pages, to the same line; last, Lighthouse's LCP, TBT and CLS of the cold-open pages (off with
// `--no-lighthouse`). Needs `npm run build` first.
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { DEMO_PASSWORD, demoAccounts } from '@specpulse/demo-data';
import { storeOptions, storesFromArgs } from './bench-api.ts';
import { lighthouseBrowser, mainThreadGroups, type LighthouseFigures } from './lighthouse.ts';
import { percentile } from './measure.ts';
import { startPageApi, type PageApiMemory } from './page-api.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    ...storeOptions,
    samples: { type: 'string', default: '5' },
    only: { type: 'string' },
    'no-lighthouse': { type: 'boolean', default: false },
    'lighthouse-samples': { type: 'string', default: '1' },
  },
});
const lighthouseSamples = Number(args['lighthouse-samples']);
if (!Number.isInteger(lighthouseSamples) || lighthouseSamples < 1)
  throw new Error('--lighthouse-samples must be a whole number of at least 1');

/** A table row whose measurement failed: its error's text in the first cell, the others empty. */
const failedRow = (label: string, e: unknown, emptyCells: number) =>
  `| ${label} | ${(e instanceof Error ? e.message : String(e)).replace(/\|/g, '/').slice(0, 160)} |${' |'.repeat(emptyCells)}`;

const STATUS = /^data loaded in (\d+)ms shown in (\d+)ms$/;
const WAIT_MS = 60_000;

interface Visit {
  /** Navigation to the status line's 'data loaded', in the page's clock. */
  wallMs: number;
  /** The app's own 'data loaded in {n}ms'. */
  loadedMs: number;
}

/** Opens `url` and waits for the status line to say the data is loaded (a failure's text is thrown). */
async function visit(page: Page, url: string): Promise<Visit> {
  await page.goto('about:blank');
  const started = Date.now();
  await page.goto(url);
  const status = page.getByTestId('status-line');
  const deadline = started + WAIT_MS;
  for (;;) {
    const text = ((await status.textContent({ timeout: WAIT_MS }).catch(() => '')) ?? '').trim();
    const m = STATUS.exec(text);
    if (m) {
      const wallMs = Date.now() - started;
      // A point map draws its markers from a call of its own after the table's: the walk waits for them too.
      if (url.startsWith('/map/')) await page.getByTestId('point-map-summary').waitFor({ timeout: WAIT_MS });
      return { wallMs, loadedMs: Number(m[1]) };
    }
    if (Date.now() > deadline) throw new Error(`no 'data loaded' within ${WAIT_MS / 1000} s: '${text}'`);
    await page.waitForTimeout(5);
  }
}

/** Waits for the status line's 'data loaded' (and a point map's markers): navigation's end for `visit`. */
async function settled(page: Page, url: string) {
  const status = page.getByTestId('status-line');
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const text = ((await status.textContent({ timeout: WAIT_MS }).catch(() => '')) ?? '').trim();
    if (STATUS.test(text)) break;
    if (Date.now() > deadline) throw new Error(`no 'data loaded' within ${WAIT_MS / 1000} s: '${text}'`);
    await page.waitForTimeout(5);
  }
  if (url.startsWith('/map/')) await page.getByTestId('point-map-summary').waitFor({ timeout: WAIT_MS });
}

/** The pages of the cold-open and filter-change targets (issue 41). */
const coldPages = (brandId: number) => [
  '/',
  '/brands/',
  `/brands/drill/${brandId}`,
  '/products/',
  '/patterns/',
  '/map/projects',
];
const filterPages = ['/', '/brands/', '/products/'];

/** The in-app navigations: to each page from another main page, by its side-menu link's name. */
interface Navigation {
  from: string;
  to: string;
  link: string;
}
const navigations: Navigation[] = [
  { from: '/products/', to: '/', link: 'Dashboard' },
  { from: '/', to: '/brands/', link: 'Top Brands' },
  { from: '/brands/', to: '/products/', link: 'Top Products' },
  { from: '/products/', to: '/patterns/', link: 'Patterns' },
  { from: '/patterns/', to: '/map/projects', link: 'Projects' },
];

/**
 * A cold open: a new browser context (no HTTP cache, no scripts, no answers) whose storage remembers the
 * sign-in, navigated to `url`; milliseconds to the status line's 'data loaded'.
 */
async function coldOpen(browser: Browser, base: string, token: string, url: string): Promise<number> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1440, height: 900 },
    storageState: {
      cookies: [
        {
          name: 'specpulse_cookie_consent',
          value: '1',
          domain: new URL(base).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Strict',
        },
      ],
      origins: [{ origin: base, localStorage: [{ name: 'specpulse.token', value: token }] }],
    },
  });
  try {
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(url);
    await settled(page, url);
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

/**
 * Clicks `target` and waits for the status line's next 'data loaded' (on the path `to`, when a click leaves
 * the page; a point map: and its markers): milliseconds from the click event to that moment, both in the
 * page's clock, as the page's own MutationObserver sees them. Run in the page as text (this package has no
 * DOM types).
 */
async function timedClick(page: Page, target: Locator, to: string | null): Promise<number> {
  await page.evaluate(`(() => {
    const to = ${JSON.stringify(to)};
    const loaded = new RegExp(${JSON.stringify(STATUS.source)});
    const lineText = () => (document.querySelector('[data-testid="status-line"]')?.textContent ?? '').trim();
    const before = lineText();
    let clicked;
    let left = false;
    document.addEventListener('click', () => { clicked ??= performance.now(); }, { capture: true, once: true });
    window.benchDone = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (to !== null && location.pathname !== to) return;
        const text = lineText();
        // A new 'data loaded': after the line said something else, or another figure than before.
        left ||= !loaded.test(text);
        if (!loaded.test(text) || (!left && text === before)) return;
        if ((to ?? location.pathname).startsWith('/map/') && !document.querySelector('[data-testid="point-map-summary"]')) return;
        observer.disconnect();
        resolve({ clicked, done: performance.now() });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  })()`);
  await target.click();
  const { clicked, done } = await page.evaluate<{ clicked?: number; done: number }>('window.benchDone');
  if (clicked === undefined) throw new Error('the click reached no page');
  return done - clicked;
}

/**
 * A filter change on the open page: the filter dialog's Compare with switched to the other comparison and
 * Apply Filters clicked; milliseconds from the click to the status line's next 'data loaded', as the page's
 * own MutationObserver sees it.
 */
async function filterChange(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Edit filters' }).click();
  const dialog = page.getByRole('dialog');
  const compare = dialog.getByRole('combobox', { name: 'Compare with' });
  const current = (await compare.textContent()) ?? '';
  await compare.click();
  await page
    .getByRole('option', { name: current.includes('year ago') ? /^vs previous / : /a year ago$/ })
    .click();
  const apply = dialog.getByRole('button', { name: 'Apply Filters' });
  const ms = await timedClick(page, apply, null);
  await dialog.waitFor({ state: 'hidden' });
  return ms;
}

/**
 * An in-app navigation: `from` opened and settled, then its side-menu link to `to` clicked (at 1440 px the
 * menu is always open); milliseconds from the click to the status line's next 'data loaded' on `to` (a point
 * map: and its markers), as the page's own MutationObserver sees it.
 */
async function navigate(page: Page, { from, to, link }: Navigation): Promise<number> {
  await page.goto(from);
  await settled(page, from);
  // 'Top Brands' names two items (under Brands and under Brand Summaries): the one that links to `to`.
  const item = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: link, exact: true })
    .and(page.locator(`[href="${to}"], [href^="${to}?"]`));
  return timedClick(page, item, to);
}

async function get<T>(base: string, url: string, token: string): Promise<T> {
  const res = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`GET ${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

async function main() {
  const stores = storesFromArgs(args);
  const { scale } = stores;
  const samples = Number(args.samples);
  const webDist = path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error('build the web app first: npm run build');
  const api = await startPageApi({ ...stores, webDist }, (line) => console.log(line));
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const { token } = api;
    type Named = { id: number; name: string }[];
    const brands = await get<Named>(api.base, '/v2/autocomplete/brand/?term=a&full=false', token);
    const products = await get<Named>(api.base, '/v2/autocomplete/product/?term=a&full=false', token);
    const firms = await get<Named>(api.base, '/v2/autocomplete/firm/?term=a', token);
    const [b1, b2] = brands;
    const [p1] = products;
    const [f1] = firms;
    if (!b1 || !b2 || !p1 || !f1) throw new Error('the autocompletes found no brands, products or firms');
    const slug = (b: { id: number; name: string }) => `${b.id}-${encodeURIComponent(b.name)}`;
    const pages = [
      '/',
      '/brands/',
      `/brands/drill/${b1.id}`,
      '/products/',
      `/products/drill/${p1.id}`,
      '/patterns/',
      `/adjacency/?adjacent_brand=${slug(b1)}&adjacent_category=1`,
      `/category/?category_brand1=${slug(b1)}&category_brand2=${slug(b2)}`,
      '/brandsummary/topbrands',
      `/brandsummary/branddrill/${b1.id},${b2.id}`,
      `/brandsummary/${b1.id},${b2.id}`,
      `/brandeventsummary/${b1.id}`,
      `/winloss/${b1.id}`,
      `/firm/${f1.id}`,
      '/map/projects',
      '/map/offices',
      '/map/specs',
      '/map/searches',
    ].filter((p) => !args.only || p.includes(args.only));

    const context = await browser.newContext({ baseURL: api.base, viewport: { width: 1440, height: 900 } });
    await context.addCookies([
      { name: 'specpulse_cookie_consent', value: '1', url: api.base, sameSite: 'Strict' },
    ]);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(demoAccounts.admin.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');

    const rows: string[] = [];
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    // The API process's memory (page-api.ts): its RSS peak over the whole walk, and where it stood after each page.
    const start = await api.memory();
    let peakRss = start.peakRss;
    const memoryRows: string[] = [];
    const memoryRow = (label: string, m: PageApiMemory) => {
      peakRss = Math.max(peakRss, m.peakRss);
      const line = `| ${label} | ${mb(m.peakRss)} | ${mb(m.peakHeapTotal)} / ${mb(m.peakHeapUsed)} | ${mb(m.rss)} | ${mb(m.heapUsed)} | ${mb(m.external)} | ${mb(m.engine)} | ${mb(m.answerCache)} | ${mb(m.pointIndexes)} |`;
      memoryRows.push(line);
      return m;
    };
    memoryRow('before the first visit', start);
    const p50 = (v: number[]) => percentile(v, 50)?.toFixed(0) ?? '–';
    const p95 = (v: number[]) => percentile(v, 95)?.toFixed(0) ?? '–';
    for (const url of pages) {
      try {
        // The first visit loads the scripts into the browser's cache and warms the server.
        await visit(page, url);
        const cold: Visit[] = [];
        await api.bypass(true);
        for (let i = 0; i < samples; i++) cold.push(await visit(page, url));
        await api.bypass(false);
        await visit(page, url);
        const warm: Visit[] = [];
        for (let i = 0; i < samples; i++) warm.push(await visit(page, url));
        const line = `| ${url} | ${p50(cold.map((v) => v.loadedMs))} | ${p95(cold.map((v) => v.loadedMs))} | ${p50(cold.map((v) => v.wallMs))} | ${p50(warm.map((v) => v.loadedMs))} | ${p95(warm.map((v) => v.loadedMs))} | ${p50(warm.map((v) => v.wallMs))} | ${mb(memoryRow(url, await api.memory()).peakRss)} |`;
        console.log(line);
        rows.push(line);
      } catch (e) {
        await api.bypass(false);
        memoryRow(url, await api.memory());
        const line = failedRow(url, e, 7);
        console.log(line);
        rows.push(line);
      }
    }
    // Cold opens, then filter changes, each with the answer cache off and on.
    const openRows: string[] = [];
    const median = (run: () => Promise<number>) => async () => {
      const times: number[] = [];
      for (let i = 0; i < samples; i++) times.push(await run());
      return p50(times);
    };
    const measured = async (label: string, run: () => Promise<number>) => {
      try {
        await api.bypass(true);
        const uncached = await median(run)();
        await api.bypass(false);
        await run();
        const cached = await median(run)();
        return `| ${label} | ${uncached} | ${cached} |`;
      } catch (e) {
        await api.bypass(false);
        return failedRow(label, e, 1);
      }
    };
    for (const url of coldPages(b1.id).filter((p) => !args.only || p.includes(args.only))) {
      const line = await measured(`cold open ${url}`, () => coldOpen(browser, api.base, token, url));
      console.log(line);
      openRows.push(line);
    }
    for (const url of filterPages.filter((p) => !args.only || p.includes(args.only))) {
      await page.goto(url);
      await settled(page, url);
      const line = await measured(`filter change ${url}`, () => filterChange(page));
      console.log(line);
      openRows.push(line);
    }
    for (const nav of navigations.filter((n) => !args.only || n.to.includes(args.only))) {
      // The first one loads the next page's scripts into the browser's cache.
      const line = await navigate(page, nav).then(
        () => measured(`navigate to ${nav.to}`, () => navigate(page, nav)),
        (e: unknown) => failedRow(`navigate to ${nav.to}`, e, 1),
      );
      console.log(line);
      openRows.push(line);
    }
    memoryRow('after the cold opens, filter changes and navigations', await api.memory());
    // Lighthouse's cold opens, the answer cache off.
    const lighthouseRows: string[] = [];
    if (!args['no-lighthouse']) {
      const lh = await lighthouseBrowser(api.base, token, chromiumPath);
      try {
        await api.bypass(true);
        for (const url of coldPages(b1.id).filter((p) => !args.only || p.includes(args.only))) {
          let line: string;
          try {
            const runs: LighthouseFigures[] = [];
            for (let i = 0; i < lighthouseSamples; i++) runs.push(await lh.run(url));
            const median = (pick: (f: LighthouseFigures) => number) => percentile(runs.map(pick), 50);
            const mainThread = mainThreadGroups.map((g) => median((f) => f.mainThread[g])?.toFixed(0));
            line = `| ${url} | ${median((f) => f.lcpMs)?.toFixed(0)} | ${median((f) => f.tbtMs)?.toFixed(0)} | ${median((f) => f.cls)?.toFixed(3)} | ${median((f) => f.score)?.toFixed(0)} | ${mainThread.join(' | ')} |`;
          } catch (e) {
            process.exitCode = 1;
            console.error(`Lighthouse on ${url} failed:`, e instanceof Error ? e.message : e);
            line = failedRow(url, e, 3 + mainThreadGroups.length);
          }
          console.log(line);
          lighthouseRows.push(line);
        }
      } finally {
        await api.bypass(false);
        await lh.close();
        memoryRow("after Lighthouse's cold opens", await api.memory());
      }
    }
    console.log(
      [
        '',
        `The API process's memory (a process of its own): its RSS peaked at ${mb(peakRss)}. Each row: the RSS ` +
          `peak since the row before and the JavaScript heap's committed size / in use at that peak, then the ` +
          `RSS, the JavaScript heap in use, the memory outside it that the heap tracks (buffers), the market ` +
          `engine's buffers, the answer cache's entries and the kept cluster indexes (each by its own estimate).`,
        '',
        '| after | RSS peak | heap at the peak | RSS | heap used | external | engine | answer cache | cluster indexes |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
        ...memoryRows,
        '',
        `Pages, ${scale} scale, ${api.portal} portal database and the market snapshot, headless Chromium as the admin, ` +
          `${samples} visits each, ${cpus().length} cores, Node ${process.version}. 'data loaded' is the app's own figure ` +
          `(first call to last answer); 'to status' is navigation to the status line saying so (scripts from the browser's cache).`,
        '',
        '| page | uncached data loaded p50 | p95 | to status p50 | cached data loaded p50 | p95 | to status p50 | API RSS peak |',
        '|---|---:|---:|---:|---:|---:|---:|---:|',
        ...rows,
        '',
        `Cold open: a new browser context (nothing cached, the sign-in remembered) to the status line's 'data ` +
          `loaded' (a point map: its markers); filter change: Apply Filters (Compare with switched) to the next ` +
          `'data loaded'; navigate: a click on the side menu's link to the page, from a settled main page, to its ` +
          `'data loaded' (a point map: its markers). Milliseconds, p50 of ${samples}.`,
        '',
        '| what | uncached p50 | cached p50 |',
        '|---|---:|---:|',
        ...openRows,
        ...(!args['no-lighthouse']
          ? [
              '',
              `Lighthouse on the cold opens (its own Chromium, HTTP cache cleared, the sign-in ` +
                `remembered, the answer cache off): desktop, 1440 × 900, no throttling; LCP and TBT in ms, ` +
                `p50 of ${lighthouseSamples}. Then the main thread's work by Lighthouse's groups (ms): script ` +
                `evaluation, script parse and compile, style and layout, paint/composite/render, HTML parse, ` +
                `garbage collection, other.`,
              '',
              '| page | LCP | TBT | CLS | score | script | parse/compile | style/layout | paint | HTML | GC | other |',
              '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
              ...lighthouseRows,
            ]
          : []),
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await api.close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exit(1);
});
