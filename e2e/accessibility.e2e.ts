// axe-core (WCAG 2.1 A and AA rules) on every page as every demo account, in the built app: no serious or
// critical violation anywhere. The axe source is evaluated in the page through the DevTools protocol, which
// the app's Content Security Policy does not govern, so the page under test is the one users get.
import axeCore from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { ownPages, settle } from './page-walk.ts';
import { demoAccounts } from './sign-in.ts';

const axeSource = axeCore.source;
const WCAG21AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Pages beyond the account's menu, each walked when the account may open it (a page that sends the account
 * elsewhere is not its page): drilldowns with an id the demo data has, the pages behind a list's row, and
 * the page for an unknown address. PRODUCT_DRILL is the dashboard's first top product.
 */
const EXTRA_PAGES = [
  '/brands/drill/3',
  'PRODUCT_DRILL',
  '/brandrank/3',
  '/brandsummary/3',
  '/brandsummary/branddrill/3',
  '/brandeventsummary/3',
  '/firm/3',
  '/firm/emails/3',
  '/nomatch',
];
/** The administration area (admin users only; its own layout, no main menu). */
const ADMIN_PAGES = ['/admin', '/admin/sessions', '/admin/3'];

/** Every demo account that can sign in (inactive@ cannot). */
const ACCOUNTS = [
  ['admin', demoAccounts.admin],
  ['brand', demoAccounts.brand],
  ['designer', demoAccounts.designer],
  ['colleague', demoAccounts.colleague],
] as const;

interface Finding {
  page: string;
  rule: string;
  impact: string;
  nodes: number;
  target: string;
  html: string;
}

async function axe(p: Page, where: string): Promise<Finding[]> {
  await settle(p);
  const loaded = await p.evaluate(() => 'axe' in window);
  if (!loaded) await p.evaluate(axeSource);
  const violations = await p.evaluate(
    async (tags) =>
      (
        await (
          window as unknown as {
            axe: {
              run: (
                ctx: Document,
                opts: object,
              ) => Promise<{
                violations: {
                  id: string;
                  impact: string | null;
                  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
                }[];
              }>;
            };
          }
        ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      ).violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        nodes: v.nodes.length,
        target: JSON.stringify(v.nodes[0]?.target ?? []),
        html: `${v.nodes[0]?.html.slice(0, 200) ?? ''} ${v.nodes[0]?.failureSummary ?? ''}`,
      })),
    WCAG21AA,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: where,
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes,
      target: v.target,
      html: v.html,
    }));
}

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.page}: ${f.rule} (${f.impact}, ${f.nodes} nodes, e.g. ${f.target}: ${f.html})`);

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  const app = useBrowserSuite();

  const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

  /**
   * Runs axe on each page. `optional` pages are skipped when the account is sent elsewhere (not its page);
   * every page of `pages` must be reached.
   */
  async function walk(p: Page, pages: readonly string[], optional: readonly string[] = []) {
    const findings: Finding[] = [];
    const visited: string[] = [];
    for (const target of [...pages, ...optional]) {
      let url = target;
      if (target === 'PRODUCT_DRILL') {
        await p.goto('/');
        await settle(p);
        const href = await p
          .getByTestId('top-products')
          .locator('a[href^="/products/drill/"]')
          .first()
          .getAttribute('href', { timeout: 5_000 })
          .catch(() => null);
        if (!href) continue; // no products permission: the page is not this account's
        url = href;
      }
      await p.goto(url);
      const heading = await p
        .locator('h1')
        .first()
        .waitFor({ timeout: 30_000 })
        .then(() => true)
        .catch(() => false);
      expect(heading, `${url}: a page heading (h1)`).toBe(true);
      const landed = new URL(p.url()).pathname;
      const reached = samePath(landed, new URL(url, p.url()).pathname);
      if (!reached && optional.includes(target)) continue;
      expect(reached, `${url} sent the account to ${landed}`).toBe(true);
      findings.push(...(await axe(p, url)));
      visited.push(url);
    }
    return { findings, visited };
  }

  it('the sign-in page', async () => {
    const p = await app.open({ cookies: false });
    await p.goto('/login');
    await p.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(report(await axe(p, '/login'))).toEqual([]);
  });

  // One browser context per account: every page of its menu, My Brands when it has it, the drilldowns and
  // the pages behind list rows it may open, the unknown-address page, and the administration area for admin@.
  for (const [account, email] of ACCOUNTS) {
    it(`every page as the ${account} account`, { timeout: 600_000 }, async () => {
      const p = await app.signedIn(email);
      const pages = await ownPages(p);
      expect(pages.length).toBeGreaterThan(0);
      const admin = account === 'admin' ? ADMIN_PAGES : [];
      const { findings, visited } = await walk(p, [...pages, ...admin], EXTRA_PAGES);
      expect(visited.length).toBeGreaterThanOrEqual(pages.length + admin.length);
      expect(report(findings)).toEqual([]);
    });
  }

  it('offers a skip link first and moves focus to the page heading after sign-in and menu clicks', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const focusedHeading = () =>
      p.evaluate(() =>
        document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null,
      );
    await expect.poll(focusedHeading, { timeout: 30_000 }).toBe('Dashboard');

    const menu = p.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Top Products' }).click();
    await expect.poll(focusedHeading, { timeout: 30_000 }).toMatch(/Products/);
    // One current item, and the menu is a list of items.
    await expect.poll(() => menu.locator('[aria-current="page"]').count()).toBe(1);
    expect(await menu.locator('ul > :not(li)').count()).toBe(0);

    // The skip link is the first thing Tab reaches on the page; Enter on it lands on the heading.
    const skip = p.getByRole('link', { name: 'Skip to main content' });
    expect(
      await skip.evaluate((el) => document.querySelector('a[href], button, input, [tabindex="0"]') === el),
    ).toBe(true);
    await skip.focus();
    await p.keyboard.press('Enter');
    await expect.poll(focusedHeading).toMatch(/Products/);
  });

  it('folds the menu behind a button at 320 px', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.setViewportSize({ width: 320, height: 640 });
    await p.locator('h1').first().waitFor();
    const toggle = p.getByRole('button', { name: 'Main menu' });
    await toggle.waitFor();
    expect(await p.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    await toggle.click();
    await p.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Top Brands' }).click();
    await p.waitForURL((url) => url.pathname === '/brands/');
    await p.locator('h1').first().waitFor();
  });

  // WCAG 1.4.10 (reflow): at 320 px no page scrolls sideways; a wide table scrolls inside its own box.
  for (const [account, email] of [
    ['brand', demoAccounts.brand],
    ['admin', demoAccounts.admin],
  ] as const) {
    it(
      `needs no sideways scrolling at 320 px on the ${account} account's pages`,
      { timeout: 300_000 },
      async () => {
        const p = await app.signedIn(email);
        const pages = [...(await ownPages(p)), '/brands/drill/3'];
        await p.setViewportSize({ width: 320, height: 640 });
        const wide: string[] = [];
        for (const url of pages) {
          await p.goto(url);
          await p.locator('h1').first().waitFor({ timeout: 30_000 });
          await settle(p);
          const width = await p.evaluate(() => document.documentElement.scrollWidth);
          if (width > 320) wide.push(`${url}: ${width} px`);
        }
        expect(wide).toEqual([]);
      },
    );
  }

  it('gives the dashboard pie a text alternative: a summary and its figures as a table', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const pie = p.getByTestId('segment-pie');
    const img = pie.getByRole('img', { name: /^Project Type Distribution: Pie chart of \d+ rows/ });
    await img.waitFor({ timeout: 30_000 });
    await pie.getByRole('button', { name: 'Show data' }).click();
    const table = pie.getByRole('table', { name: 'Project Type Distribution' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  });
});
