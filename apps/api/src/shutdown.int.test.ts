// SIGTERM under load: the API stops taking connections, lets the requests in flight finish (here requests
// whose bodies are still arriving for seconds) with their answers, then exits 0.
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { hashPassword } from './modules/auth/password.ts';
import { createFirmUser } from '../test/auth-helpers.ts';
import { startHealthyApi } from '../test/api-process.ts';
import { serverDatabase } from '../test/server-database.ts';
import { testServerUrl } from '../test/test-database.ts';

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
const drops: (() => Promise<void>)[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-drain-'));
afterAll(async () => {
  for (const stop of stops) await stop();
  for (const drop of drops) await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const email = 'drain@example.com';
const password = 'drain-password';

/**
 * A migrated portal database with one user: on the PostgreSQL test server when one is set (a fresh database),
 * else embedded in `dataDir`. The settings that point the API at it.
 */
async function portalWithUser(): Promise<Record<string, string>> {
  const server = testServerUrl() ? await serverDatabase() : null;
  if (server) drops.push(server.drop);
  const database = openDatabase(server ? { databaseUrl: server.url } : { dataDir });
  try {
    await migrateToLatest(database.db);
    await createFirmUser(database.db, { email, passwordHash: await hashPassword(password) });
  } finally {
    await database.close();
  }
  return server ? { DATABASE_URL: server.url } : { DATA_DIR: dataDir };
}

describe('SIGTERM', () => {
  it('lets the requests in flight finish with 200 seconds into the stop, refuses new connections, exits 0', async () => {
    const grace = 20_000;
    const run = await startHealthyApi({ ...(await portalWithUser()), SHUTDOWN_GRACE_MS: String(grace) });
    stops.push(run.stop);
    expect(run.healthy, run.api.output()).toBe(true);
    const port = Number(new URL(run.base).port);
    const credentials = JSON.stringify({ email, password });
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
        '/v2/session/event',
        { ...json, authorization: `Bearer ${token}` },
        JSON.stringify({ page: '/dashboard' }),
      ),
    ];
    await sleep(300); // the server has read their heads
    run.api.child.kill('SIGTERM');
    await sleep(500);
    // No new connection once the stop has begun.
    await expect(fetch(`${run.base}/healthz`)).rejects.toThrow();
    await sleep(3_500); // the requests stay in flight seconds into the stop
    const answers = await Promise.all(inFlight.map((r) => r.finish()));
    // The sign-in's token, the usage event's 204 (it answers with no body).
    expect(
      answers.map((a) => a.status),
      answers.map((a) => a.received.slice(0, 200)).join('\n'),
    ).toEqual([200, 204]);
    expect(answers[0]!.received).toContain('"token"');
    const exit = await run.api.exited;
    expect(exit.code, exit.output).toBe(0);
  });
});
