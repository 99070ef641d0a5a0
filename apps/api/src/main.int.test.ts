// The API process as an operator sees it: a bad setting or an unreachable database stops start-up with a
// message and exit code 1; SIGTERM shuts a running server down cleanly with exit code 0.
import { afterAll, describe, expect, it } from 'vitest';
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
    expect(run.output).toMatch(/PRIMARY_COLOR: white menu text on #ffff00 has a contrast of 1\.07:1/);
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
});
