// Writes the benchmark's figures into docs/performance-rows.md, one section per engine and scale, between
// markers so runs on other engines or scales keep their own sections.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface ResultRow {
  endpoint: string;
  variant: string;
  status: number;
  bytes: number;
  uncachedP50: number | null;
  uncachedP95: number | null;
  cachedP50: number | null;
  cachedP95: number | null;
  rpsCached: number | null;
  rpsUncached: number | null;
  /** The raw-scan anchor's p50 (`--anchor`): the request's market-store queries run on the raw copy. */
  anchorP50: number | null;
  /** A note: an error's text, where the anchor's rows differed, or that the answer is a file. */
  note: string;
}

export interface RunInfo {
  engine: string;
  scale: string;
  date: string;
  machine: string;
  loadMs: number | null;
  /** Sequential requests per row, and the warm-up requests each endpoint answers first. */
  samples: { uncached: number; cached: number; warmUp: number };
  concurrency: { connections: number; seconds: number };
  /** Whether the rows carry the raw-scan anchor. */
  anchored: boolean;
}

/** API uncached p50 over the anchor's p50; null without both. */
export function anchorRatio(row: ResultRow): number | null {
  if (row.uncachedP50 === null || row.anchorP50 === null || row.anchorP50 <= 0) return null;
  return row.uncachedP50 / row.anchorP50;
}

const ms = (v: number | null) => (v === null ? '–' : v < 10 ? v.toFixed(1) : v.toFixed(0));
const rps = (v: number | null) => (v === null ? '–' : v.toFixed(0));

export function renderSection(info: RunInfo, rows: ResultRow[]): string {
  const lines: string[] = [];
  lines.push(`### ${info.engine}, ${info.scale} scale`);
  lines.push('');
  lines.push(
    `Measured ${info.date} on ${info.machine}. ${info.samples.uncached} uncached and ${info.samples.cached} cached sequential requests per row after ${info.samples.warmUp} warm-up requests per endpoint (p50/p95 in ms, client side, over HTTP, each row's requests in a row); then req/s with autocannon, ${info.concurrency.connections} connections for ${info.concurrency.seconds} s, after every row's latencies (uncached req/s for each endpoint's default variant).` +
      (info.loadMs !== null ? ` Data load: ${(info.loadMs / 1000).toFixed(0)} s.` : ''),
  );
  if (info.anchored)
    lines.push(
      '',
      "Anchor: each sample's market-store queries run again straight on DuckDB over a raw copy of the snapshot (fact tables in the generator's order), interleaved with the API calls; ratio = API uncached p50 / anchor p50.",
    );
  lines.push('');
  const anchorHead = info.anchored ? ' anchor p50 | ratio |' : '';
  lines.push(
    `| endpoint | variant | uncached p50 | p95 | cached p50 | p95 |${anchorHead} req/s cached | req/s uncached | bytes sent | note |`,
  );
  lines.push(`|---|---|---:|---:|---:|---:|${info.anchored ? '---:|---:|' : ''}---:|---:|---:|---|`);
  for (const r of rows) {
    const anchorCells = info.anchored ? ` ${ms(r.anchorP50)} | ${anchorRatio(r)?.toFixed(2) ?? '–'} |` : '';
    if (r.status !== 200) {
      lines.push(
        `| ${r.endpoint} | ${r.variant} | HTTP ${r.status} | | | |${info.anchored ? ' | |' : ''} | | | ${r.note} |`,
      );
      continue;
    }
    lines.push(
      `| ${r.endpoint} | ${r.variant} | ${ms(r.uncachedP50)} | ${ms(r.uncachedP95)} | ${ms(r.cachedP50)} | ${ms(r.cachedP95)} |${anchorCells} ${rps(r.rpsCached)} | ${rps(r.rpsUncached)} | ${r.bytes} | ${r.note} |`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

/** Replaces (or appends) the section of this engine and scale in the file. */
export function writeSection(file: string, info: RunInfo, section: string): void {
  const start = `<!-- bench:${info.engine}-${info.scale}:start -->`;
  const end = `<!-- bench:${info.engine}-${info.scale}:end -->`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n\n';
  const block = `${start}\n${section}${end}`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  const next =
    i >= 0 && j > i
      ? text.slice(0, i) + block + text.slice(j + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
