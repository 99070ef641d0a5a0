// Takes the README's screenshot (docs/screenshot-dashboard.png): the brand account's dashboard on the demo
// data. Run: npm run build && npx tsx e2e/readme-screenshot.ts [data dir with demo data, reused if loaded].
import path from 'node:path';
import { acceptCookies, demoAccounts, signIn } from './sign-in.ts';
import { launchBrowser, newPage, startServer } from './harness.ts';

const out = path.resolve(import.meta.dirname, '../docs/screenshot-dashboard.png');
const dataDir = process.argv[2];

const server = await startServer({ DEMO_SCALE: 'demo', ...(dataDir ? { DATA_DIR: dataDir } : {}) });
const browser = await launchBrowser();
try {
  const { context, page } = await newPage(browser, server.url);
  await page.setViewportSize({ width: 1440, height: 900 });
  await acceptCookies(context, server.url);
  await signIn(page, demoAccounts.brand);
  await page
    .getByText(/^data loaded in \d+ms/)
    .waitFor({ timeout: 120_000 })
    .catch(() => undefined);
  await page.getByText('Top 5 Brands').waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
