// SIGTERM under load: the API stops taking connections, lets the requests in flight finish (here requests
// whose bodies are still arriving, longer than a stop used to wait) with 200, then exits 0.
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '@specpulse/demo-data';
import { startHealthyApi } from '../test/api-process.ts';

/** An HTTP/1.1 request sent in two parts: the head and half the body now, the rest by `finish`. */
async function halfSent(port: number, path: string, headers: Record<string, string>, body: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  const head = Object.entries({ host: '127.0.0.1', ...headers, 'content-length': String(body.length) })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const half = Math.floor(body.length / 2);
  socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n${body.slice(0, half)}`);
  return {
    /** Sends the rest and reads until the server closes the connection: the status and what it received. */
    async finish(): Promise<{ status: number; received: string }> {
      if (!socket.destroyed) socket.write(body.slice(half));
      await closed;
      return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0), received };
    },
  };
}

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

describe('SIGTERM', () => {
  it('lets the requests in flight finish with 200 past the old 3 s cut, refuses new connections, exits 0', async () => {
    const grace = 20_000;
    const run = await startHealthyApi({ DEMO_SCALE: 'tiny', SHUTDOWN_GRACE_MS: String(grace) });
    stops.push(run.stop);
    expect(run.healthy, run.api.output()).toBe(true);
    const port = Number(new URL(run.base).port);
    const credentials = JSON.stringify({ email: demoAccounts.brand.email, password: DEMO_PASSWORD });
    const signedIn = await fetch(`${run.base}/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: credentials,
    });
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };

    const json = { 'content-type': 'application/json' };
    const inFlight = [
      await halfSent(port, '/v2/auth/login', json, credentials),
      await halfSent(
        port,
        '/v2/analytics/source/projects',
        { ...json, authorization: `Bearer ${token}` },
        JSON.stringify({ period_interval: 12 }),
      ),
    ];
    await sleep(300); // the server has read their heads
    run.api.child.kill('SIGTERM');
    await sleep(500);
    // No new connection once the stop has begun.
    await expect(fetch(`${run.base}/healthz`)).rejects.toThrow();
    await sleep(3_500); // longer than a stop used to let requests run
    const answers = await Promise.all(inFlight.map((r) => r.finish()));
    for (const answer of answers) expect(answer.status, answer.received.slice(0, 300)).toBe(200);
    expect(answers[0]!.received).toContain('"token"');
    const exit = await run.api.exited;
    expect(exit.code, exit.output).toBe(0);
  });
});
