// Test support: the API as a separate process (apps/api/src/main.ts) on a free port, as an operator runs it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { noRateBudgets } from '../src/config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface ApiRun {
  code: number | null;
  output: string;
}

export interface ApiProcess {
  child: ReturnType<typeof spawn>;
  exited: Promise<ApiRun>;
  output(): string;
  /** Removes the process's data folder (after it has exited). */
  cleanUp(): void;
}

/** Starts main.ts with a fresh DATA_DIR, the embedded engine and no demo data unless `env` says otherwise. */
export function startApi(env: Record<string, string>): ApiProcess {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_SCALE: 'none',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Load and refresh tests call far faster than a person: a test of the budgets sets them.
      ...noRateBudgets,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<ApiRun>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  return {
    child,
    exited,
    output: () => output,
    cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Waits until GET `url` answers 200, the process exits or `ms` pass; true when it answered. */
export async function waitHealthy(api: ApiProcess, url: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && api.child.exitCode === null) {
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/**
 * Starts main.ts on a free port (`env` as for startApi) and waits up to two minutes for /healthz; `stop`
 * ends it (SIGTERM) and removes its data folder.
 */
export async function startHealthyApi(
  env: Record<string, string>,
): Promise<{ api: ApiProcess; base: string; healthy: boolean; stop(): Promise<void> }> {
  const port = await freePort();
  const api = startApi({ ...env, PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (api.child.exitCode === null) {
      api.child.kill('SIGTERM');
      await api.exited;
    }
    api.cleanUp();
  };
  return { api, base, healthy: await waitHealthy(api, `${base}/healthz`, 120_000), stop };
}
