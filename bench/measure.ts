// Latency samples (sequential requests) and throughput under concurrency (autocannon) for one request.
import http from 'node:http';
import https from 'node:https';
import autocannon from 'autocannon';
import type { BenchRequest } from './endpoints.ts';

export interface Sampled {
  status: number;
  /** Milliseconds per request, in order. */
  latencies: number[];
  bytes: number;
}

/**
 * The headers of every bench request: the caller's, a JSON content type when there is a body, and the
 * Accept-Encoding Chromium sends on every call (the server gzips figures of 1 kB or more, plugins/compression.ts).
 */
function requestHeaders(req: BenchRequest, headers: Record<string, string>): Record<string, string> {
  return {
    'accept-encoding': 'gzip, deflate, br, zstd',
    ...headers,
    ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
  };
}

/** One kept-alive connection per scheme, as a browser would reuse for a page's calls. */
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

/**
 * One request, timed until its last byte. The answer's bytes (gzipped where the server compresses) are
 * counted, not kept or decoded (a browser does that in its own process): with fetch, building and decoding
 * the body took a 755 kB answer from 1.9 to 3.1 ms at p50 and its garbage paused the server measured in this
 * process (p95 3.6 → 5.5 ms).
 */
function once(
  base: string,
  req: BenchRequest,
  headers: Record<string, string>,
): Promise<{ ms: number; status: number; bytes: number; text: string }> {
  const url = new URL(base + req.url);
  const [client, agent] = url.protocol === 'https:' ? [https, agents.https] : [http, agents.http];
  const body = req.body === undefined ? undefined : JSON.stringify(req.body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = client.request(
      url,
      {
        method: req.method,
        agent,
        headers: requestHeaders(req, headers),
      },
      (res) => {
        let bytes = 0;
        // An error's text is kept for the report.
        const error: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (res.statusCode !== 200) error.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: res.statusCode ?? 0,
            bytes,
            text: Buffer.concat(error).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
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
    headers: requestHeaders(req, headers),
    ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}
