// The page bench's API in a process of its own (started by page-api.ts with fork()), so the memory it reports
// is the server's alone: the bench's own process drives Chromium and runs Lighthouse, whose trace processing
// weighs hundreds of MB. It samples its RSS every 50 ms and answers the parent's orders (page-api.ts).
import { demoAccounts } from '@specpulse/demo-data';
// The app's pointIndexes decoration, declared beside the cache (the type check reads apps/api through its
// declaration files).
import type {} from '../apps/api/src/modules/map/point-index-cache.ts';
import { engineBytes, startBenchApi, type BenchApiOptions } from './bench-api.ts';
import type { PageApiMemory, PageApiOrder, PageApiReady } from './page-api.ts';

const send = (message: unknown) => process.send?.(message);
const options = JSON.parse(process.argv[2] ?? '{}') as Omit<BenchApiOptions, 'log'>;
const api = await startBenchApi({ ...options, log: (line) => send({ log: line }) });
const cache = api.app.analyticsCache;

// The heap at the RSS peak tells V8's part of it from the native allocators' (the engine's, the threads').
let peak = process.memoryUsage();
setInterval(() => {
  if (process.memoryUsage.rss() > peak.rss) peak = process.memoryUsage();
}, 50).unref();

async function memory(): Promise<PageApiMemory> {
  const now = process.memoryUsage();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = now;
  const highest = now.rss >= peak.rss ? now : peak;
  peak = now;
  return {
    rss,
    peakRss: highest.rss,
    peakHeapTotal: highest.heapTotal,
    peakHeapUsed: highest.heapUsed,
    heapUsed,
    heapTotal,
    external,
    arrayBuffers,
    engine: await engineBytes(api),
    answerCache: cache.stats().bytes,
    pointIndexes: api.app.pointIndexes.stats().bytes,
  };
}

process.on('message', (order: PageApiOrder) => {
  void (async () => {
    if (order.op === 'bypass') {
      cache.bypass = order.on;
      send({ id: order.id });
    } else if (order.op === 'memory') send({ id: order.id, memory: await memory() });
    else {
      await api.close();
      send({ id: order.id });
      process.disconnect();
    }
  })().catch((e: unknown) => send({ id: order.id, error: e instanceof Error ? e.message : String(e) }));
});

const ready: PageApiReady = {
  ready: true,
  base: api.base,
  portal: api.stores.engine,
  token: await api.tokenOf(demoAccounts.admin.userId),
};
send(ready);
