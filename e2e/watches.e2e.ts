// Watches and the bell (issue 43) in Chromium: brand@ watches a brand from its drilldown, a new data version is
// switched in (the loader's --market-only refresh on the server's data folder, the server started again on
// it, as an operator does on the embedded engine), the bell counts what fired, and the notification's link
// opens the brand drilldown with the filters that show it.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NotificationList } from '@specpulse/contract';
import { useBrowserSuite, type Site } from './fixture.ts';
import { DATA_TEMPLATE_VARIABLE, serveFolder, type Server } from './harness.ts';
import { apiAs, demoAccounts } from './sign-in.ts';

const root = path.resolve(import.meta.dirname, '..');
const BRAND = 3;

/** The loader's market-only refresh of a data folder: another seed, so the projects differ. */
function refreshMarket(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let log = '';
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/data-load/cli.ts', '--scale', 'tiny', '--seed', '2', '--market-only'],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', MARKET_DB: '' },
        stdio: 'pipe',
      },
    );
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('exit', (code) => (code === 0 ? resolve(log) : reject(new Error(`the loader failed:\n${log}`))));
  });
}

/** A private server on a copy of the run's data whose data version a test can switch. */
interface SwitchableSite extends Site {
  switchDataVersion(): Promise<void>;
}

async function switchableServer(): Promise<SwitchableSite> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-e2e-watches-'));
  cpSync(process.env[DATA_TEMPLATE_VARIABLE] ?? '', dataDir, { recursive: true });
  let server: Server = await serveFolder(dataDir, {}, true);
  return {
    get url() {
      return server.url;
    },
    async switchDataVersion() {
      await server.stop();
      await refreshMarket(dataDir);
      server = await serveFolder(dataDir, {}, true);
    },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('watches and the bell', () => {
  const app = useBrowserSuite(switchableServer);

  it('counts a watch that fired on a new data version and opens its page with its filters', async () => {
    const before = await app.signedIn(demoAccounts.brand, `/brands/drill/${BRAND}`);
    await before.getByRole('button', { name: /^Watch / }).click();
    const dialog = before.getByRole('dialog', { name: /^Watch / });
    await dialog.getByRole('combobox', { name: 'Rule' }).waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Rule' }).textContent()).toBe('Newly specified');
    await dialog.getByRole('button', { name: 'Watch', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await before.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();

    await app.server.switchDataVersion();

    // The server evaluates the watches as it starts on the new version; the bell shows what that fired.
    const p = await app.signedIn(demoAccounts.brand, '/brands/');
    await expect.poll(async () => (await apiAs<NotificationList>(p, '/v2/notifications')).unread).toBe(1);
    await p.reload();
    const bell = p.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    const notification = p.getByRole('menuitem', { name: /newly specified on \d+ projects?/ });
    await notification.click();
    await p.waitForURL(
      (url) => url.pathname === `/brands/drill/${BRAND}` && url.searchParams.get('project_ids') !== null,
    );
    const chips = p.getByTestId('filter-summary-bar').locator('.MuiChip-label');
    await expect
      .poll(() => chips.allTextContents())
      .toContainEqual(expect.stringMatching(/^Project IDs: \d/));
    // Opening it marked it read.
    await p.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
  });
});
