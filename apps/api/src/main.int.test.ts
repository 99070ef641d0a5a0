// The API process as an operator sees it: a bad setting or an unreachable database stops start-up with a
// message and exit code 1; SIGTERM shuts a running server down cleanly with exit code 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];

interface Run {
  code: number | null;
  output: string;
}

function startMain(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-main-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_SCALE: 'none',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<Run>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  return { child, exited, output: () => output };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the API process', () => {
  it('stops with exit code 1 and names the variable when a setting is invalid', async () => {
    const run = await startMain({ PORT: 'abc' }).exited;
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/Invalid configuration: PORT:/);
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
    const deadline = Date.now() + 90_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline && main.child.exitCode === null) {
      healthy = await fetch(`http://127.0.0.1:${port}/healthz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy, main.output()).toBe(true);
    main.child.kill('SIGTERM');
    const run = await main.exited;
    expect(run.code, run.output).toBe(0);
  });
});
