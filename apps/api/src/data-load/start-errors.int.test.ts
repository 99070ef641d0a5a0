// Start errors an operator meets on a deploy: each stops the start with one line naming the file and what to
// do (exit 1, no stack trace), and a partial snapshot file a failed build left does not break the next start.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startHealthyApi, type ApiRun } from '../../test/api-process.ts';
import { openMarketStore } from '../db/market-store.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-start-'));
  folders.push(dir);
  return dir;
};

/**
 * Runs main.ts as an unprivileged user (root may write anywhere, so a test run as root runs it as nobody)
 * until it exits.
 */
function runUnprivileged(env: Record<string, string>): Promise<ApiRun> {
  const root = process.getuid?.() === 0;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DEMO_SCALE: 'none',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      HOME: os.tmpdir(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(root ? { uid: 65534, gid: 65534 } : {}),
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe('start errors', () => {
  it('names the folder when DATA_DIR is read-only', async () => {
    const dataDir = folder();
    chmodSync(dataDir, 0o555);
    const run = await runUnprivileged({ DATA_DIR: dataDir });
    expect(run.code, run.output).toBe(1);
    expect(run.output.trim()).toBe(
      `specpulse: cannot write ${path.join(dataDir, 'pglite')} (EACCES): give this user write access to DATA_DIR (and MARKET_DB), or point them at a folder it may write`,
    );
  });

  it('names the snapshot file when the market folder is read-only on a first start', async () => {
    const dataDir = folder();
    chmodSync(dataDir, 0o777);
    const marketDir = folder();
    chmodSync(marketDir, 0o555);
    const run = await runUnprivileged({ DATA_DIR: dataDir, MARKET_DB: marketDir, DEMO_SCALE: 'tiny' });
    expect(run.code, run.output).toBe(1);
    const lines = run.output.trim().split('\n');
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^specpulse: cannot write ${marketDir}/tiny-[^ ]+\\.duckdb\\.partial \\(permission denied\\): give this user write access to DATA_DIR`,
      ),
    );
    expect(run.output).not.toMatch(/\n\s+at /);
  });

  it('starts, and is ready, beside a 0-byte partial snapshot a failed build left', async () => {
    const dataDir = folder();
    const marketDir = path.join(dataDir, 'market');
    mkdirSync(marketDir);
    writeFileSync(`${openMarketStore({ dir: marketDir }).fileOf('tiny-1-2026-09-30-failed')}.partial`, '');
    const { base, healthy, api, stop } = await startHealthyApi({ DATA_DIR: dataDir, DEMO_SCALE: 'tiny' });
    try {
      expect(healthy, api.output()).toBe(true);
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await ready.json()).toMatchObject({ ok: true, database: 'embedded' });
    } finally {
      await stop();
    }
  }, 300_000);
});
