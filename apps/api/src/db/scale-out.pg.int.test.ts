// Scale-out: two API processes on one PostgreSQL and one market snapshot folder answer alike, and both move to
// a new data version built beside the current one while twenty users keep asking, with no request failing.
// PostgreSQL only: an embedded portal database belongs to one process.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '@specpulse/demo-data';
import { startHealthyApi } from '../../test/api-process.ts';
import { serverDatabase } from '../../test/server-database.ts';
import { testServerUrl } from '../../test/test-database.ts';
import { loadDataSet } from '../data-load/load.ts';
import { openDatabase } from './connection.ts';
import { openMarketStore } from './market-store.ts';

const serverUrl = testServerUrl();
const cleanUps: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

/** One secret for both processes: a token signed by one is honoured by the other, as behind a proxy. */
const JWT_SECRET = 'scale-out-test-secret-of-at-least-32-characters';

async function startProcess(env: Record<string, string>): Promise<string> {
  const { api, base, healthy, stop } = await startHealthyApi({ ...env, JWT_SECRET });
  cleanUps.push(stop);
  expect(healthy, api.output()).toBe(true);
  return base;
}

const FIGURES = [
  '/v2/analytics/brand/topbrands?limit=20',
  '/v2/analytics/brand/mapdata',
  '/v2/analytics/brand/1/topstates',
  '/v2/analytics/product/topproducts?limit=20',
];

describe.runIf(serverUrl)('two API processes on one PostgreSQL and one market snapshot', () => {
  it('give the same answers, and both switch to a new snapshot under load without a failed request', async () => {
    const portal = await serverDatabase();
    cleanUps.push(portal.drop);
    const marketDir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-scale-out-'));
    cleanUps.push(() => rmSync(marketDir, { recursive: true, force: true }));
    const env = { DATABASE_URL: portal.url, MARKET_DB: marketDir, DEMO_SCALE: 'tiny' };
    // The first process loads the demo data; the second finds it loaded and only opens the snapshot.
    const first = await startProcess(env);
    const second = await startProcess(env);
    expect(readdirSync(marketDir).filter((f) => f.endsWith('.duckdb'))).toHaveLength(1);

    const login = await fetch(`${first}/v2/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demoAccounts.brand.email, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const ask = async (base: string, figure: string) => {
      const res = await fetch(`${base}${figure}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: '{}',
      });
      return { status: res.status, body: await res.text() };
    };

    const before: string[] = [];
    for (const figure of FIGURES) {
      const [a, b] = [await ask(first, figure), await ask(second, figure)];
      expect(a.status, a.body).toBe(200);
      expect(b.body).toBe(a.body);
      before.push(a.body);
    }

    // A data refresh from a third process (the loader) while a user on each API process keeps asking.
    const database = openDatabase({ databaseUrl: portal.url, poolSize: 2 });
    const market = openMarketStore({ dir: marketDir, connections: 1 });
    cleanUps.push(async () => {
      await market.close();
      await database.close();
    });
    // Twenty users (ten on each process) keep asking through the load, the switch of the data version and
    // the processes' moves to it (within the authentication row's 2 s trust window), and a while after.
    let asking = true;
    const answers: { status: number; body: string }[] = [];
    const user = async (base: string, n: number) => {
      for (let i = n; asking; i++) answers.push(await ask(base, FIGURES[i % FIGURES.length] ?? ''));
    };
    const refresh = loadDataSet(database, market, {
      scale: 'tiny',
      seed: 2,
      end: '2026-09-30',
      marketOnly: true,
    }).finally(() => setTimeout(() => (asking = false), 5_000));
    const users = Array.from({ length: 20 }, (_, n) => user(n % 2 ? second : first, n));
    await Promise.all([...users, refresh]);

    expect(answers.length).toBeGreaterThan(20 * FIGURES.length);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // The replaced snapshot's file stays (RETIRED_FILE_GRACE_MS) for a process that has not moved yet.
    expect(readdirSync(marketDir).filter((f) => f.endsWith('.duckdb'))).toHaveLength(2);

    // Each process reads the new data version within its authentication row's short trust window; then
    // both answer alike again, from the new snapshot (seed 2 ranks other brands).
    const deadline = Date.now() + 10_000;
    let after = await Promise.all([ask(first, FIGURES[0] ?? ''), ask(second, FIGURES[0] ?? '')]);
    while (after.some((a) => a.body === before[0]) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      after = await Promise.all([ask(first, FIGURES[0] ?? ''), ask(second, FIGURES[0] ?? '')]);
    }
    expect(after.map((a) => a.status)).toEqual([200, 200]);
    expect(after[0]?.body).not.toBe(before[0]);
    expect(after[1]?.body).toBe(after[0]?.body);
  }, 300_000);
});
