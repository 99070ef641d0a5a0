// Benchmark runner: `npm run bench -- --scale demo [--reuse] [--anchor] [--url http://host:3000] [--only brand,topstates]
// [--presets complex,broad-36m]`.
// Loads a scale into a fresh database (embedded, or PostgreSQL with DATABASE_URL), starts the API in
// process, fires every registered endpoint with each payload preset, and writes its rows to docs/performance-rows.md.
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../apps/api/src/db/connection.ts';
import { DEMO_PASSWORD, demoAccounts, isScale } from '@specpulse/demo-data';
import { openAnchor, type Anchor } from './anchor.ts';
import { startBenchApi } from './bench-api.ts';
import { benchEndpoints, type BenchRequest } from './endpoints.ts';
import { percentile, sample, throughput, type Sampled } from './measure.ts';
import type { BenchContext } from './payloads.ts';
import { anchorRatio, renderSection, writeSection, type ResultRow, type RunInfo } from './report.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    seed: { type: 'string', default: '1' },
    end: { type: 'string', default: '2026-09-30' },
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    reuse: { type: 'boolean', default: false },
    samples: { type: 'string', default: '15' },
    'cached-samples': { type: 'string', default: '50' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '3' },
    only: { type: 'string' },
    presets: { type: 'string' },
    out: { type: 'string', default: path.join(repoRoot, 'docs/performance-rows.md') },
    'no-write': { type: 'boolean', default: false },
    anchor: { type: 'boolean', default: false },
  },
});

const log = (line: string) => console.log(line);
/** Requests each endpoint answers before any is measured. */
const WARM_UP = 30;
/**
 * A file is never cached: its cached samples and req/s would measure its uncached build again, at seconds a
 * request (the lost projects' CSV and xlsx rows took most of a demo run). It warms up with a few requests.
 */
const FILE_WARM_UP = 2;
const num = (v: string | undefined, name: string) => {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number`);
  return n;
};

interface Target {
  base: string;
  headers: Record<string, string>;
  engine: string;
  loadMs: number | null;
  app: FastifyInstance | null;
  database: Database | null;
  anchor: Anchor | null;
  close(): Promise<void>;
}

async function inProcess(scale: 'tiny' | 'demo' | 'large'): Promise<Target> {
  const api = await startBenchApi({
    scale,
    seed: num(args.seed, 'seed'),
    end: args.end ?? '2026-09-30',
    dataDir: args['data-dir'],
    reuse: args.reuse ?? false,
    log,
  });
  let anchor: Anchor | null = null;
  try {
    if (args.anchor) {
      const { database, market } = api.stores;
      const loaded = await database.db.selectFrom('data_version').select('version').executeTakeFirst();
      const file = loaded && market.fileOf(loaded.version);
      if (!file) throw new Error('--anchor needs a market snapshot on disk');
      anchor = await openAnchor(market, file, api.config.MARKET_CONNECTIONS, log);
    }
    const token = await api.tokenOf(demoAccounts.admin.userId);
    return {
      base: api.base,
      headers: { authorization: `Bearer ${token}` },
      engine: api.stores.engine,
      loadMs: api.stores.loadMs,
      app: api.app,
      database: api.stores.database,
      anchor,
      async close() {
        await api.close();
        await anchor?.close();
      },
    };
  } catch (e) {
    await api.close();
    throw e;
  }
}

async function remote(url: string): Promise<Target> {
  const base = url.replace(/\/$/, '');
  const res = await fetch(`${base}/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAccounts.admin.email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login to ${base} failed with HTTP ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  const health = (await (await fetch(`${base}/healthz`)).json()) as { database?: string };
  return {
    base,
    headers: { authorization: `Bearer ${token}` },
    engine: `${health.database ?? 'remote'} (remote)`,
    loadMs: null,
    app: null,
    database: null,
    anchor: null,
    close: async () => undefined,
  };
}

/** Ids for the payload presets, read through the API so remote runs work the same. */
async function readContext(target: Target): Promise<BenchContext> {
  const get = async <T>(url: string): Promise<T> => {
    const res = await fetch(target.base + url, { headers: target.headers });
    if (res.status !== 200) throw new Error(`GET ${url}: HTTP ${res.status}`);
    return (await res.json()) as T;
  };
  type Options = { id: number }[];
  const config = await get<{
    configuration: {
      filters: { categories: Options; subCategories: Options; segments: Options; productStatus: Options };
    };
  }>('/v2/configuration');
  const f = config.configuration.filters;
  const brands = await get<Options>('/v2/autocomplete/brand/?term=a&full=false');
  const products = await get<Options>('/v2/autocomplete/product/?term=a&full=false');
  const projectsAnswer = await fetch(`${target.base}/v2/analytics/source/projects`, {
    method: 'POST',
    headers: { ...target.headers, 'content-type': 'application/json' },
    body: '{}',
  });
  if (projectsAnswer.status !== 200)
    throw new Error(`POST /v2/analytics/source/projects: HTTP ${projectsAnswer.status}`);
  // One page of the panel's projects, largest share first: the first MAX_LIST_ROWS are plenty to pick from.
  const projects = ((await projectsAnswer.json()) as { rows: Options }).rows;
  const heaviestAnswer = await fetch(`${target.base}/v2/analytics/brand/topbrands?limit=1`, {
    method: 'POST',
    headers: { ...target.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ categories: f.categories.map((c) => c.id), period_interval: 36 }),
  });
  if (heaviestAnswer.status !== 200)
    throw new Error(`POST /v2/analytics/brand/topbrands?limit=1: HTTP ${heaviestAnswer.status}`);
  const [heaviest] = (await heaviestAnswer.json()) as { manufacturer_id: number }[];
  return {
    categories: f.categories.map((c) => c.id),
    subCategories: f.subCategories.map((c) => c.id),
    segments: f.segments.map((s) => s.id),
    statuses: f.productStatus.map((s) => s.id),
    brands: brands.map((b) => b.id),
    products: products.map((p) => p.id),
    projects: projects.map((p) => p.id),
    heaviestBrand: heaviest?.manufacturer_id ?? brands[0]?.id ?? 1,
  };
}

/**
 * Waits until the database has finished the requests autocannon left running: it stops at its duration and
 * disconnects, but the server still runs the queries of its last requests (10 uncached drilldown queries of
 * up to half a second each at large scale), and the cached throughput run that follows waited behind those
 * queries. Gives up after 10 s.
 */
async function waitForIdle(database: Database | null): Promise<void> {
  if (!database) return;
  if (database.kind === 'embedded') {
    // One connection: this query runs after every query queued before it.
    await sql`select 1`.execute(database.db);
    return;
  }
  for (let i = 0; i < 1000; i++) {
    const busy = await sql<{ n: number }>`select cast(count(*) as int) as n from pg_stat_activity
      where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`.execute(
      database.db,
    );
    if (!busy.rows[0]?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A row whose request was not answered 200: its status, and the answer's text as its note. */
function refused(row: ResultRow, sampled: Sampled & { error?: string }) {
  row.status = sampled.status;
  row.note = (sampled.error ?? '').replace(/\|/g, '/').slice(0, 80);
  log(`${row.endpoint} [${row.variant}]: HTTP ${sampled.status}`);
}

/**
 * `n` sequential requests, each followed by its market-store queries run on the raw copy: the API's
 * latencies, the anchor's, and the first request whose queries the copy answered otherwise.
 */
async function anchored(target: Target, anchor: Anchor, req: BenchRequest, n: number) {
  const latencies: number[] = [];
  const anchorMs: number[] = [];
  let differs: string | null = null;
  for (let i = 0; i < n; i++) {
    const { result, queries } = await anchor.record(() => sample(target.base, req, target.headers, 1));
    if (result.status !== 200) return { ...result, anchor: anchorMs, differs };
    latencies.push(...result.latencies);
    // A request that reads no market data (portal reports, configuration) has no anchor.
    if (queries.length === 0) continue;
    const raw = await anchor.run(queries);
    anchorMs.push(raw.ms);
    differs ??= raw.differs;
  }
  return { status: 200, latencies, bytes: 0, anchor: anchorMs, differs };
}

/** The last line of an anchored run: the row furthest above its anchor. */
function worstRatio(rows: readonly ResultRow[]): string {
  let worst: { ratio: number; row: ResultRow } | null = null;
  for (const row of rows) {
    const ratio = anchorRatio(row);
    if (ratio !== null && (!worst || ratio > worst.ratio)) worst = { ratio, row };
  }
  return worst
    ? `worst ratio ${worst.ratio.toFixed(2)} on ${worst.row.endpoint} [${worst.row.variant}]`
    : 'worst ratio – (no row read the market store)';
}

async function main() {
  const scale = args.scale ?? 'demo';
  if (!isScale(scale)) throw new Error('--scale must be tiny, demo or large');
  const uncachedSamples = num(args.samples, 'samples');
  const cachedSamples = num(args['cached-samples'], 'cached-samples');
  const connections = num(args.connections, 'connections');
  const seconds = num(args.duration, 'duration');

  const target = args.url ? await remote(args.url) : await inProcess(scale);
  const rows: ResultRow[] = [];
  try {
    const ctx = await readContext(target);
    const cache = target.app?.analyticsCache ?? null;
    const only = args.only?.split(',');
    const endpoints = benchEndpoints.filter((e) => !only || only.some((name) => e.name.includes(name)));
    // V8 is still optimising the server's code during its first few thousand requests: without a warm-up
    // the first rows' cached figures were twice the later rows'. Each endpoint answers WARM_UP requests first.
    for (const endpoint of endpoints) {
      const [first] = endpoint.requests(ctx);
      if (first) await sample(target.base, first, target.headers, endpoint.file ? FILE_WARM_UP : WARM_UP);
    }
    // Latency first, for every row; throughput afterwards. autocannon's bursts (thousands of requests in a
    // second, in this process) left garbage that the next latency samples paid for: interleaved, the cached
    // p95 of an 80-byte answer was 8-11 ms while its p50 was 0.6 ms.
    const measured: { row: ResultRow; req: BenchRequest; uncachedThroughput: boolean }[] = [];
    const presets = args.presets?.split(',');
    for (const endpoint of endpoints) {
      const variants = endpoint.requests(ctx).filter((r) => !presets || presets.includes(r.variant));
      for (const req of variants) {
        const row: ResultRow = {
          endpoint: endpoint.name,
          variant: req.variant,
          status: 200,
          bytes: 0,
          uncachedP50: null,
          uncachedP95: null,
          cachedP50: null,
          cachedP95: null,
          rpsCached: null,
          rpsUncached: null,
          anchorP50: null,
          note: '',
        };
        rows.push(row);
        if (cache && target.anchor) {
          cache.bypass = true;
          const cold = await anchored(target, target.anchor, req, uncachedSamples + 1);
          cache.bypass = false;
          if (cold.status !== 200) {
            refused(row, cold);
            continue;
          }
          row.uncachedP50 = percentile(cold.latencies.slice(1), 50);
          row.uncachedP95 = percentile(cold.latencies.slice(1), 95);
          row.anchorP50 = percentile(cold.anchor.slice(1), 50);
          row.note = cold.differs ? `anchor rows differ (${cold.differs})` : '';
        } else if (cache || endpoint.file) {
          // A running server's (--url) files are never cached either: their samples are uncached without the switch.
          if (cache) cache.bypass = true;
          const cold = await sample(target.base, req, target.headers, uncachedSamples + 1);
          if (cache) cache.bypass = false;
          if (cold.status !== 200) {
            refused(row, cold);
            continue;
          }
          // The first request also pays for plan caches and page faults: report the steady state.
          const steady = cold.latencies.slice(1);
          row.uncachedP50 = percentile(steady, 50);
          row.uncachedP95 = percentile(steady, 95);
        }
        // One request gives a file's size and status: it has no cached figures (FILE_WARM_UP).
        const warm = await sample(target.base, req, target.headers, endpoint.file ? 1 : cachedSamples + 1);
        row.bytes = warm.bytes;
        if (warm.status !== 200) {
          refused(row, warm);
          continue;
        }
        if (endpoint.file) {
          row.note = [row.note, 'a file: never cached'].filter(Boolean).join('; ');
        } else {
          row.cachedP50 = percentile(warm.latencies.slice(1), 50);
          row.cachedP95 = percentile(warm.latencies.slice(1), 95);
          measured.push({ row, req, uncachedThroughput: req.variant === 'default' || req === variants[0] });
        }
        log(
          `${endpoint.name} [${req.variant}]: uncached p50 ${row.uncachedP50?.toFixed(1) ?? '–'} p95 ${row.uncachedP95?.toFixed(1) ?? '–'} ms, cached p50 ${row.cachedP50?.toFixed(1) ?? '–'} p95 ${row.cachedP95?.toFixed(1) ?? '–'} ms${row.anchorP50 === null ? '' : `, anchor p50 ${row.anchorP50.toFixed(1)} ms`} ${row.note}`,
        );
      }
    }
    for (const { row, req, uncachedThroughput } of measured) {
      // Uncached throughput for each endpoint's default (or first) variant only: the rest would take minutes at
      // large scale.
      if (cache && uncachedThroughput) {
        cache.bypass = true;
        row.rpsUncached = (
          await throughput(target.base, req, target.headers, connections, seconds)
        ).requestsPerSecond;
        cache.bypass = false;
        await waitForIdle(target.database);
      }
      row.rpsCached = (
        await throughput(target.base, req, target.headers, connections, seconds)
      ).requestsPerSecond;
      log(
        `${row.endpoint} [${row.variant}]: ${row.rpsCached.toFixed(0)} req/s cached, ${row.rpsUncached?.toFixed(0) ?? '–'} uncached`,
      );
    }
    const info: RunInfo = {
      engine: target.engine,
      scale,
      date: new Date().toISOString().slice(0, 10),
      machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}`,
      loadMs: target.loadMs,
      samples: { uncached: target.app ? uncachedSamples : 0, cached: cachedSamples, warmUp: WARM_UP },
      concurrency: { connections, seconds },
      anchored: target.anchor !== null,
    };
    const section = renderSection(info, rows);
    if (!args['no-write']) {
      writeSection(args.out ?? path.join(repoRoot, 'docs/performance-rows.md'), info, section);
      log(`wrote ${args.out}`);
    } else log(section);
    if (target.anchor) log(worstRatio(rows));
  } finally {
    await target.close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exit(1);
});
