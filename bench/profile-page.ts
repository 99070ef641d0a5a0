// Where the browser's main thread spends a cold open: `npm run profile -w bench -- --scale demo --reuse --url
// /brands/drill/1889`. The web app is built unminified with source maps (so functions keep their names) into a
// folder of its own, served by the bench's API; a new browser context with the sign-in remembered opens the
// page with Chromium's sampling profiler on (Chrome DevTools Protocol) until the status line says 'data loaded'.
// The profile is summed by file, by function (self and inclusive time) and by React component (the functions
// React rendered or ran as effects, inclusive). `--runs` cold opens (the first also warms the API's caches of
// the configuration and images; the answer cache stays on, as the page bench's cached figures).
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from 'playwright-core';
import { demoAccounts } from '@specpulse/demo-data';
import { startBenchApi, storeOptions, storesFromArgs } from './bench-api.ts';

const { values: args } = parseArgs({
  options: {
    ...storeOptions,
    url: { type: 'string', default: '/' },
    runs: { type: 'string', default: '2' },
    top: { type: 'string', default: '30' },
  },
});

const repoRoot = path.resolve(import.meta.dirname, '..');
const webDist = path.join(tmpdir(), 'specpulse-bench', 'web-unminified');
console.log(`building the web app unminified into ${webDist}…`);
const built = spawnSync(
  'npx',
  [
    'vite',
    'build',
    '--minify',
    'false',
    '--sourcemap',
    '--emptyOutDir',
    '--outDir',
    webDist,
    '--logLevel',
    'warn',
  ],
  { cwd: path.join(repoRoot, 'apps/web'), stdio: 'inherit' },
);
if (built.status !== 0) throw new Error('the web build failed');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = (url: string) => url.replace(/^.*\//, '') || '(native)';
const frameName = (f: ProfileNode['callFrame']) =>
  `${f.functionName || '(anonymous)'} ${file(f.url)}:${f.lineNumber + 1}`;
/** React's callers of a component: what it renders with, and what runs its effects. */
const reactCallers: Record<string, string> = {
  renderWithHooks: 'render',
  commitHookEffectListMount: 'effect',
};

/** Milliseconds per key, the largest first, as lines. */
function top(times: Map<string, number>, n: number): string {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${key}`)
    .join('\n');
}

function summarise(profile: Profile, n: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const add = (m: Map<string, number>, key: string, ms: number) => m.set(key, (m.get(key) ?? 0) + ms);

  const byFile = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const components = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = byId.get(id)!.callFrame;
    add(byFile, file(frame.url), ms);
    add(selfByFunction, frameName(frame), ms);
    // Each function and component once per stack (recursion would count it again).
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = frameName(byId.get(at)!.callFrame);
      if (!seen.has(key)) add(inclusive, key, ms);
      seen.add(key);
      const up = parent.get(at);
      const role = up === undefined ? undefined : reactCallers[byId.get(up)!.callFrame.functionName];
      if (role && !seen.has(`${role} ${key}`)) add(components, `${role} ${key}`, ms);
      if (role) seen.add(`${role} ${key}`);
    }
  }
  return [
    `--- self time by file\n${top(byFile, 15)}`,
    `--- self time by function\n${top(selfByFunction, n)}`,
    `--- inclusive time by function\n${top(inclusive, n)}`,
    `--- inclusive time by React component (render, effect)\n${top(components, n)}`,
  ].join('\n');
}

async function signedInContext(base: string, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'specpulse_cookie_consent', value: '1', url: base, sameSite: 'Strict' }]);
  await context.addInitScript(`localStorage.setItem('specpulse.token', ${JSON.stringify(token)})`);
  return context;
}

const api = await startBenchApi({ ...storesFromArgs(args), webDist, log: console.log });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const token = await api.tokenOf(demoAccounts.admin.userId);
  for (let run = 1; run <= Number(args.runs); run++) {
    const context = await signedInContext(api.base, token);
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const started = Date.now();
      await page.goto(args.url);
      await page
        .getByTestId('status-line')
        .filter({ hasText: /data loaded in/ })
        .waitFor({ timeout: 60_000 });
      const ms = Date.now() - started;
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      console.log(`\n=== cold open ${run} of ${args.url}: 'data loaded' after ${ms} ms ===`);
      console.log(summarise(profile, Number(args.top)));
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await api.close();
}
