// The API process as an operator sees it: a bad setting or an unreachable database stops start-up with a
// message and exit code 1; SIGTERM shuts a running server down cleanly with exit code 0; a first start loads
// the demo data (while it creates the embedded database) and the next start finds it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '@specpulse/demo-data';
import { freePort, startApi, waitHealthy, type ApiProcess } from '../test/api-process.ts';

const started: ApiProcess[] = [];
function startMain(env: Record<string, string>) {
  const api = startApi(env);
  started.push(api);
  return api;
}

afterAll(() => {
  for (const api of started) api.cleanUp();
});

describe('the API process', () => {
  it('stops with exit code 1 and names the variable when a setting is invalid', async () => {
    const run = await startMain({ PORT: 'abc' }).exited;
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/Invalid configuration: PORT:/);
  });

  it('stops with exit code 1 and names the branding variable that is wrong', async () => {
    const run = await startMain({ PRIMARY_COLOR: 'yellow', PRODUCT_LOGO: '/nowhere/logo.svg' }).exited;
    expect(run.code).toBe(1);
    expect(run.output).toMatch(
      /PRIMARY_COLOR: white text \(top bar, buttons\) on #ffff00 has a contrast of 1\.07:1/,
    );
    expect(run.output).toMatch(/PRODUCT_LOGO: no file at \/nowhere\/logo\.svg/);
  });

  it('stops with exit code 1 and a clear message when PostgreSQL cannot be reached', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const run = await startMain({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/specpulse' }).exited;
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/cannot use the PostgreSQL \(DATABASE_URL\)/);
    expect(run.output).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  it('serves /healthz and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const main = startMain({ PORT: String(port) });
    const healthy = await waitHealthy(main, `http://127.0.0.1:${port}/healthz`, 90_000);
    expect(healthy, main.output()).toBe(true);
    main.child.kill('SIGTERM');
    const run = await main.exited;
    expect(run.code, run.output).toBe(0);
  });

  // Two starts of a tsx process, the first generating and loading the tiny set: the tier's limit was too short
  // for them on a machine shared with other work.
  it(
    'loads the demo set on a first start while it creates the database, and finds it loaded on the next',
    {
      timeout: 300_000,
    },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-first-'));
      try {
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        const signIn = () =>
          fetch(`${base}/v2/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: demoAccounts.admin.email, password: DEMO_PASSWORD }),
          });
        for (const start of ['first', 'second']) {
          const main = startMain({ PORT: String(port), DATA_DIR: dataDir, DEMO_SCALE: 'tiny' });
          expect(await waitHealthy(main, `${base}/healthz`, 120_000), main.output()).toBe(true);
          if (start === 'first') expect(main.output()).toMatch(/no data loaded yet.*\n.*plan market/s);
          else expect(main.output()).not.toMatch(/no data loaded yet/);
          expect((await signIn()).status, start).toBe(200);
          main.child.kill('SIGTERM');
          expect((await main.exited).code, main.output()).toBe(0);
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
