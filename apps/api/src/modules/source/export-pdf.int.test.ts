// A full PDF export never stalls the API and never outlives its client: a cached call answers while a
// document of thousands of contents entries is laid out, and a client that goes away mid-download stops
// the work, whose in-flight place is held until then.
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import { streamAllProjectsPdf } from './export-pdf.ts';
import { sourceProjects } from './source-data.queries.ts';

const base = '/v2/analytics/source';
const userIdOf = (bearer: string) =>
  (JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()) as { user: { user_id: number } })
    .user.user_id;

/** Polls `check` every 50 ms until it holds or `ms` pass; whether it held. */
async function eventually(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await sleep(50);
  }
  return check();
}

describe('full PDF export', () => {
  let c: AnalyticsTestContext;
  let reads = 0;
  let restore = () => undefined as void;

  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    const executor = c.db.getExecutor();
    const execute = executor.executeQuery.bind(executor);
    executor.executeQuery = <R>(query: CompiledQuery<R>) => {
      reads++;
      return execute(query);
    };
    restore = () => void (executor.executeQuery = execute);
  });
  afterAll(async () => {
    restore();
    await c?.close();
  });

  it('leaves the event loop free: a cached call answers within a second while the contents are laid out', async () => {
    const input = { categories: c.facts.topCategoryIds, period_interval: 36 };
    const { scope } = await c.universe(input);
    const real = await sourceProjects(scope, []);
    // Contents of thousands of entries (the tiny set has hundreds of projects; the others have no section):
    // laid out on the event loop, they held it for seconds.
    const projects = [
      ...real,
      ...Array.from({ length: 6_000 }, (_, i) => ({
        id: -1 - i,
        name: `Project ${i}`,
        state: 'CA',
        percentage: 0,
      })),
    ];
    const cached = () => c.post(`${base}/projects`, input);
    expect((await cached()).statusCode).toBe(200);

    const pdf = streamAllProjectsPdf(c.db, scope, projects, {
      productName: 'SpecPulse',
      primaryColor: '#00796b',
    });
    let bytes = 0;
    let done = false;
    pdf.on('data', (chunk: Buffer) => (bytes += chunk.length));
    pdf.on('end', () => (done = true));
    const latencies: number[] = [];
    while (!done) {
      const started = performance.now();
      expect((await cached()).statusCode).toBe(200);
      latencies.push(performance.now() - started);
      await sleep(20);
    }
    await pdf.ended;
    expect(bytes).toBeGreaterThan(100_000);
    expect(latencies.length).toBeGreaterThan(5);
    expect(
      Math.max(...latencies),
      `cached call latencies ${latencies.map(Math.round).join(' ')}`,
    ).toBeLessThan(1_000);
  });

  it('stops when the client goes away mid-download, and holds its in-flight place until then', async () => {
    await c.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = c.t.app.server.address() as AddressInfo;
    const exporter = c.tokens.exporter;
    const userId = userIdOf(exporter);
    const body = JSON.stringify({ categories: c.facts.topCategoryIds, period_interval: 36 });
    let req: ClientRequest | undefined;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      req = httpRequest(
        {
          host: '127.0.0.1',
          port: address.port,
          method: 'POST',
          path: `${base}/projects/full/pdf`,
          headers: { authorization: exporter, 'content-type': 'application/json' },
        },
        resolve,
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(response.statusCode).toBe(200);
    response.pause(); // reads nothing more: the export waits for the client
    // The handler has returned; the export's work goes on, and so does its place.
    await sleep(1_000);
    const readsWhileWaiting = reads;
    expect(c.t.app.analyticsInFlight.running(userId)).toBe(1);

    response.destroy();
    req!.destroy();
    expect(await eventually(() => c.t.app.analyticsInFlight.running(userId) === 0, 5_000)).toBe(true);
    const readsAtRelease = reads;
    await sleep(1_000);
    // Nothing read after the place was freed, and only a batch or so since the client went away.
    expect(reads).toBe(readsAtRelease);
    expect(reads - readsWhileWaiting).toBeLessThanOrEqual(3);
  });
});
