// Source-data export benchmark: `npm run exports -w bench -- --scale demo [--reuse]`. Loads a scale (or
// reuses the bench's database), starts the API in process and downloads each full export of the default
// filters once as the admin, timing it and sampling the process's RSS, so the streaming's memory cost is
// the peak rise over the idle server, and the API's event-loop delay while the export runs (the API runs in
// this process: a delay is JavaScript holding the loop). Prints a markdown table for docs/performance.md.
import { fork } from 'node:child_process';
import { cpus } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { demoAccounts } from '@specpulse/demo-data';
import { engineBytes, startBenchApi, storeOptions, storesFromArgs } from './bench-api.ts';

const { values: args } = parseArgs({
  options: {
    ...storeOptions,
    /** Only the exports whose name contains this text (e.g. PDF). */
    only: { type: 'string', default: '' },
  },
});

// The first export to read the spec lines also fills the embedded engine's buffers, which live in this
// process and stay: the specs CSV goes first, then again, so the rows after it measure the exports themselves.
const exportsToRun = [
  { name: 'full CSV specs', url: '/v2/analytics/source/projects/full/csv?type=specs' },
  { name: 'full CSV specs, again', url: '/v2/analytics/source/projects/full/csv?type=specs' },
  { name: 'full CSV contacts', url: '/v2/analytics/source/projects/full/csv?type=contacts' },
  { name: 'CRM leads (Salesforce)', url: '/v2/analytics/source/projects/full/crm?format=salesforce' },
  { name: 'Export All rows (JSON)', url: '/v2/analytics/source/projects/full' },
  { name: 'Export All spreadsheet', url: '/v2/analytics/source/projects/full/xlsx' },
  { name: 'full PDF', url: '/v2/analytics/source/projects/full/pdf' },
];

const MB = 1024 * 1024;

/**
 * Downloads `url` from a process of its own (as a user's browser would, so the download's buffers are not
 * counted as the server's), counting the bytes without keeping them, while sampling this process's RSS and
 * JavaScript heap every 20 ms (the heap tells the export's own objects from native buffers).
 */
function measure(base: string, url: string, token: string) {
  return new Promise<{
    ms: number;
    bytes: number;
    status: number;
    peakRss: number;
    peakHeap: number;
    loopP99: number;
    loopMax: number;
  }>((resolve, reject) => {
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    let peakRss = process.memoryUsage.rss();
    let peakHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    const started = performance.now();
    const client = fork(path.join(import.meta.dirname, 'download-client.ts'), [], {
      execArgv: ['--import', 'tsx'],
    });
    client.once('message', (seen: { bytes: number; status: number }) => {
      clearInterval(sampler);
      loopDelay.disable();
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      resolve({
        ms: performance.now() - started,
        ...seen,
        peakRss,
        peakHeap,
        loopP99: loopDelay.percentile(99) / 1e6,
        loopMax: loopDelay.max / 1e6,
      });
      client.kill();
    });
    const failed = (e: Error) => {
      clearInterval(sampler);
      loopDelay.disable();
      reject(e);
    };
    client.once('error', failed);
    client.once('exit', (code) => {
      if (code) failed(new Error(`${url}: the downloading process exited with code ${code}`));
    });
    client.send({ url: base + url, token });
  });
}

async function main() {
  const stores = storesFromArgs(args);
  const { scale } = stores;
  const api = await startBenchApi({
    ...stores,
    log: (line) => console.log(line),
  });
  try {
    const { base } = api;
    const token = await api.tokenOf(demoAccounts.admin.userId);
    // The project list is cached like the panel's: fetch it once so every row measures the export itself.
    await measure(base, '/v2/analytics/source/projects', token);
    const rows: string[] = [];
    for (const e of exportsToRun.filter((x) => x.name.includes(args.only ?? ''))) {
      global.gc?.();
      const idle = process.memoryUsage();
      const idleEngine = await engineBytes(api);
      const r = await measure(base, e.url, token);
      if (r.status !== 200) throw new Error(`${e.url}: HTTP ${r.status}`);
      const engine = (await engineBytes(api)) - idleEngine;
      const line =
        `| ${e.name} | ${(r.ms / 1000).toFixed(1)} s | ${(r.bytes / MB).toFixed(1)} MB | ` +
        `${(idle.rss / MB).toFixed(0)} MB | +${((r.peakRss - idle.rss) / MB).toFixed(0)} MB | ` +
        `+${(engine / MB).toFixed(0)} MB | +${((r.peakHeap - idle.heapUsed) / MB).toFixed(0)} MB | ` +
        `${r.loopP99.toFixed(0)} ms | ${r.loopMax.toFixed(0)} ms |`;
      console.log(line);
      rows.push(line);
    }
    console.log(
      [
        '',
        `Source-data exports, ${scale} scale, ${api.stores.engine}, default filters of the admin firm, ` +
          `${cpus().length} cores, Node ${process.version}:`,
        '',
        '| export | time | size | RSS before | peak RSS rise | engine buffers rise | peak heap rise | loop delay p99 | loop delay max |',
        '|---|---|---|---|---|---|---|---|---|',
        ...rows,
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
