// Latency samples (sequential requests) and throughput under concurrency (autocannon) for one request.
import autocannon from 'autocannon';
import type { BenchRequest } from './endpoints.ts';

export interface Sampled {
  status: number;
  /** Milliseconds per request, in order. */
  latencies: number[];
  bytes: number;
}

async function once(base: string, req: BenchRequest, headers: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(base + req.url, {
    method: req.method,
    headers: { ...headers, ...(req.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
  });
  // Read as bytes, as a browser's network layer would: decoding them into a string is the client's work, and
  // in this process its garbage would pause the server being measured.
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  const text = res.status === 200 ? '' : new TextDecoder().decode(body);
  return { ms, status: res.status, bytes: body.byteLength, text };
}

/** `n` sequential requests; stops at the first answer that is not 200 and reports its status. */
export async function sample(
  base: string,
  req: BenchRequest,
  headers: Record<string, string>,
  n: number,
): Promise<Sampled & { error?: string }> {
  const latencies: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const r = await once(base, req, headers);
    if (r.status !== 200) return { status: r.status, latencies, bytes: r.bytes, error: r.text.slice(0, 200) };
    latencies.push(r.ms);
    bytes = r.bytes;
  }
  return { status: 200, latencies, bytes };
}

export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? null;
}

export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export async function throughput(
  base: string,
  req: BenchRequest,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Throughput> {
  const result = await autocannon({
    url: base + req.url,
    method: req.method,
    connections,
    duration: seconds,
    headers: { ...headers, ...(req.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}
