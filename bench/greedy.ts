// Greedy-user benchmark: `npm run greedy -w bench -- --scale demo [--reuse] [--seconds 20] [--users 100]`.
// One user fires 50 uncached product lists at once, again and again, retrying refusals at once, while a
// second user reads a cached dashboard figure ten times a second (within their own rate budget), on an API
// with the deployment's rate budgets; then `--users` dashboard users (50 and 100 by default) load the
// dashboard's calls together, with the greedy user running and without it, on an API without rate budgets
// (those users reload without pause, far faster than people). The load comes from other processes
// (greedy-client.ts). Prints the latencies and the answers by status as markdown tables.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { cpus } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { demoAccounts } from '@specpulse/demo-data';
import { startBenchApi, storeOptions, storesFromArgs } from './bench-api.ts';
import type { Orders, Seen } from './greedy-client.ts';
import { post } from './greedy-post.ts';
import { percentile } from './measure.ts';

const { values: args } = parseArgs({
  options: {
    ...storeOptions,
    seconds: { type: 'string', default: '20' },
    greedy: { type: 'string', default: '50' },
    users: { type: 'string', default: '50,100' },
  },
});

const GREEDY_URL = '/v2/analytics/product/topproducts';
const VICTIM_URL = '/v2/analytics/brand/topbrands?limit=5';
/** The second user's pace: ten calls a second, within the analytics budget of one person. */
const VICTIM_INTERVAL_MS = 100;

/** Runs `orders` in a load process and resolves with what it saw. */
function load(orders: Orders): Promise<Seen> {
  const child = fork(new URL('./greedy-client.ts', import.meta.url));
  const done = once(child, 'message').then(([seen]) => {
    child.disconnect();
    return seen as Seen;
  });
  child.send(orders);
  return done;
}

const ms = (v: number | null) => (v === null ? '-' : `${v.toFixed(1)} ms`);
const counts = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
const latencyCells = (v: number[]) =>
  `${ms(percentile(v, 50))} | ${ms(percentile(v, 95))} | ${ms(v.length ? Math.max(...v) : null)}`;

async function main() {
  const stores = storesFromArgs(args);
  const { scale } = stores;
  const seconds = Number(args.seconds);
  const greedyAtOnce = Number(args.greedy);
  const log = (line: string) => console.log(line);
  let api = await startBenchApi({ ...stores, log, rateBudgets: true });
  try {
    const { base } = api;
    const tokenOf = (userId: number) => api.tokenOf(userId);
    const greedyToken = await tokenOf(demoAccounts.admin.userId);
    const victimToken = await tokenOf(demoAccounts.brand.userId);
    const victimCall = async () => {
      const r = await post(base, VICTIM_URL, victimToken);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, VICTIM_INTERVAL_MS - r.ms)));
      return r;
    };
    if ((await victimCall()).status !== 200) throw new Error('victim call failed');

    const victimAlone: number[] = [];
    const aloneStatuses: Record<string, number> = {};
    for (let i = 0; i < 100; i++) {
      const r = await victimCall();
      aloneStatuses[r.status] = (aloneStatuses[r.status] ?? 0) + 1;
      if (r.status === 200) victimAlone.push(r.ms);
    }
    const greedyOrders: Orders = {
      role: 'greedy',
      base,
      url: GREEDY_URL,
      token: greedyToken,
      seconds,
      atOnce: greedyAtOnce,
    };

    const victim: number[] = [];
    const victimStatuses: Record<string, number> = {};
    // The API runs in this process: how long its event loop was held tells JavaScript work on the loop apart
    // from waits elsewhere (connections, libuv's thread pool, the CPU).
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const greedyRun = load(greedyOrders);
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end) {
      const r = await victimCall();
      victimStatuses[r.status] = (victimStatuses[r.status] ?? 0) + 1;
      if (r.status === 200) victim.push(r.ms);
    }
    const greedySeen = await greedyRun;
    loopDelay.disable();
    const loopMs = (p: number) => `${(loopDelay.percentile(p) / 1e6).toFixed(1)} ms`;
    const lines = [
      '',
      `Greedy user, ${scale} scale, ${api.stores.engine}, ${seconds} s, ${greedyAtOnce} uncached product lists at once, ` +
        `rate budgets ${budgetText(api.config.RATE_LIMIT_ANALYTICS)}, ${cpus().length} cores, Node ${process.version}:`,
      '',
      '| | p50 | p95 | max | answers |',
      '|---|---|---|---|---|',
      `| second user's cached topbrands, alone | ${latencyCells(victimAlone)} | ${counts(aloneStatuses)} |`,
      `| second user's cached topbrands, greedy user running | ${latencyCells(victim)} | ${counts(victimStatuses)} |`,
      `| greedy user's product lists | | | | ${counts(greedySeen.statuses)} |`,
      `| the API's event loop delay, greedy user running | ${loopMs(50)} | ${loopMs(95)} | ${(loopDelay.max / 1e6).toFixed(1)} ms | |`,
    ];
    console.log(lines.join('\n'));

    // Dashboard users (none with `--users ''`): distinct active users of firms that see brands and products
    // (the page's three calls). They reload without pause, far beyond a person's rate: an API without rate
    // budgets.
    const userCounts = (args.users ?? '').split(',').filter(Boolean).map(Number);
    if (!userCounts.length) return;
    await api.close();
    api = await startBenchApi({ ...stores, reuse: true, log });
    const { rows } = await sql<{ id: number }>`
      select u.id from app_user u join firm f on f.id = u.firm_id
      where u.is_active and not u.is_admin
        and (f.configuration -> 'permissions' ->> 'brands') = 'true'
        and (f.configuration -> 'permissions' ->> 'products') = 'true'
      order by u.id limit ${Math.max(0, ...userCounts)}`.execute(api.stores.database.db);
    const tokens = await Promise.all(rows.map((r) => api.tokenOf(r.id)));
    const dashboardBase = api.base;
    const dashboardGreedy = {
      ...greedyOrders,
      base: dashboardBase,
      token: await api.tokenOf(demoAccounts.admin.userId),
    };
    const userLines = [
      '',
      `Dashboard users, ${scale} scale, ${api.stores.engine}, ${seconds} s each, every user loading the dashboard's ` +
        `three calls at once again and again (their firms' default filters, cached after a firm's first load; ` +
        `${tokens.length} people in the data set see both lists, so beyond that a person has several tabs open):`,
      '',
      '| users | greedy user | page p50 | page p95 | page max | pages | answers |',
      '|---|---|---|---|---|---|---|',
    ];
    if (!tokens.length) throw new Error('no dashboard users in the data set');
    for (const users of userCounts) {
      // More users than the data set has people who see both lists: a person may have several tabs open.
      const userTokens = Array.from({ length: users }, (_, i) => tokens[i % tokens.length]!);
      for (const withGreedy of [false, true]) {
        const greedyDuring = withGreedy ? load(dashboardGreedy) : null;
        const seen = await load({ role: 'dashboard', base: dashboardBase, tokens: userTokens, seconds });
        await greedyDuring;
        const line = `| ${users} | ${withGreedy ? 'running' : 'none'} | ${latencyCells(seen.pages)} | ${seen.pages.length} | ${counts(seen.statuses)} |`;
        console.log(line);
        userLines.push(line);
      }
    }
    console.log(userLines.join('\n'));
  } finally {
    await api.close();
  }
}

const budgetText = (budget: { perSecond: number; burstPerMinute: number } | null) =>
  budget ? `${budget.perSecond} a second + ${budget.burstPerMinute} a minute per user` : 'off';

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exit(1);
});
