// PostgreSQL dropping the API's connections under load (a server restart, a failover, an operator's
// pg_terminate_backend): the process lives, requests caught in it get 503 with the catalogue's text, and the
// next ones succeed once the database answers again. PostgreSQL only: the embedded engine has no backends.
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@specpulse/contract';
import { DEMO_PASSWORD, demoAccounts } from '@specpulse/demo-data';
import { startHealthyApi } from '../../test/api-process.ts';
import { adminQuery, serverDatabase } from '../../test/server-database.ts';
import { testServerUrl } from '../../test/test-database.ts';

const serverUrl = testServerUrl();
const cleanUps: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

const terminateBackends = (database: string) =>
  adminQuery(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );

describe.runIf(serverUrl)('a PostgreSQL connection lost under load', () => {
  it('keeps the API alive: caught requests get 503, and it answers 200 again within 5 s', async () => {
    const { name, url, drop } = await serverDatabase();
    cleanUps.push(drop);
    const { api, base, healthy, stop } = await startHealthyApi({ DATABASE_URL: url, DEMO_SCALE: 'tiny' });
    cleanUps.push(stop);
    expect(healthy, api.output()).toBe(true);

    const login = await fetch(`${base}/v2/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demoAccounts.brand.email, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const figure = () =>
      fetch(`${base}/v2/analytics/brand/topbrands?limit=5`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: '{}',
      });

    // The figure answers before the backends go (a loaded machine's first answer can take seconds), so what
    // follows tests the recovery and not the start.
    await expect.poll(async () => (await figure()).status, { timeout: 60_000 }).toBe(200);

    // Four users asking at once while every backend of the API is terminated three times over.
    const answers: { status: number; message?: string }[] = [];
    let loading = true;
    const user = async () => {
      while (loading) {
        const r = await figure().catch(() => null);
        if (!r) break; // the process is gone: the assertions below say so
        const body = (await r.json().catch(() => ({}))) as { error?: { message?: string } };
        answers.push({ status: r.status, message: body.error?.message });
      }
    };
    const users = [user(), user(), user(), user()];
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 300));
      await terminateBackends(name);
    }
    await new Promise((r) => setTimeout(r, 300));
    loading = false;
    await Promise.all(users);

    expect(api.child.exitCode, api.output()).toBeNull();
    expect(answers.length).toBeGreaterThan(0);
    for (const a of answers) {
      expect([200, 503], `${JSON.stringify(a)}\n${api.output()}`).toContain(a.status);
      if (a.status === 503) expect(a.message).toBe(messages.databaseUnavailable);
    }
    const deadline = Date.now() + 5_000;
    let last = '';
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      const r = await figure().catch((e: unknown) => String(e));
      status = typeof r === 'string' ? 0 : r.status;
      last = typeof r === 'string' ? r : await r.text();
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status, `last answer: ${last}\n${api.output()}`).toBe(200);
  });
});
