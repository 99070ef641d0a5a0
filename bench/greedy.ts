// Greedy-user benchmark: `npm run greedy -w bench -- --scale demo [--reuse] [--seconds 20]`. One user fires
// 50 uncached product lists at once, again and again, while a second user reads a cached dashboard figure
// one call after another; prints the second user's latency and the greedy user's answers by status.
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { demoAccounts } from '@specpulse/demo-data';
import { startBenchApi, storeOptions, storesFromArgs } from './bench-api.ts';
import { percentile } from './measure.ts';

const { values: args } = parseArgs({
  options: {
    ...storeOptions,
    seconds: { type: 'string', default: '20' },
    greedy: { type: 'string', default: '50' },
  },
});

const GREEDY_URL = '/v2/analytics/product/topproducts';
const VICTIM_URL = '/v2/analytics/brand/topbrands?limit=5';

async function post(base: string, url: string, token: string) {
  const started = performance.now();
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

async function main() {
  const stores = storesFromArgs(args);
  const { scale } = stores;
  const seconds = Number(args.seconds);
  const greedyAtOnce = Number(args.greedy);
  const api = await startBenchApi({
    ...stores,
    log: (line) => console.log(line),
  });
  try {
    const { base } = api;
    const tokenOf = (userId: number) => api.tokenOf(userId);
    const greedyToken = await tokenOf(demoAccounts.admin.userId);
    const victimToken = await tokenOf(demoAccounts.brand.userId);
    if ((await post(base, VICTIM_URL, victimToken)).status !== 200) throw new Error('victim call failed');

    const victimAlone: number[] = [];
    for (let i = 0; i < 200; i++) victimAlone.push((await post(base, VICTIM_URL, victimToken)).ms);

    const statuses = new Map<number, number>();
    const victim: number[] = [];
    const victimStatuses = new Map<number, number>();
    const until = performance.now() + seconds * 1000;
    let round = 0;
    // Each call a different limit: a new cache key, so every one is computed (the 17 MB worst case).
    const greedyLoop = async (lane: number) => {
      while (performance.now() < until) {
        const limit = 10_000 - ((round++ * greedyAtOnce + lane) % 5000);
        const r = await post(base, `${GREEDY_URL}?limit=${limit}`, greedyToken);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
    };
    const victimLoop = async () => {
      while (performance.now() < until) {
        const r = await post(base, VICTIM_URL, victimToken);
        victimStatuses.set(r.status, (victimStatuses.get(r.status) ?? 0) + 1);
        if (r.status === 200) victim.push(r.ms);
      }
    };
    await Promise.all([...Array.from({ length: greedyAtOnce }, (_, i) => greedyLoop(i)), victimLoop()]);

    const ms = (v: number | null) => (v === null ? '-' : `${v.toFixed(1)} ms`);
    const counts = (m: Map<number, number>) =>
      [...m]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ');
    console.log(
      [
        '',
        `Greedy user, ${scale} scale, ${api.stores.engine}, ${seconds} s, ${greedyAtOnce} uncached product lists at once, ` +
          `${cpus().length} cores, Node ${process.version}:`,
        '',
        '| | p50 | p95 | max | answers |',
        '|---|---|---|---|---|',
        `| second user's cached topbrands, alone | ${ms(percentile(victimAlone, 50))} | ${ms(percentile(victimAlone, 95))} | ${ms(Math.max(...victimAlone))} | 200: ${victimAlone.length} |`,
        `| second user's cached topbrands, greedy user running | ${ms(percentile(victim, 50))} | ${ms(percentile(victim, 95))} | ${ms(victim.length ? Math.max(...victim) : null)} | ${counts(victimStatuses)} |`,
        `| greedy user's product lists | | | | ${counts(statuses)} |`,
      ].join('\n'),
    );
  } finally {
    await api.close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exit(1);
});
