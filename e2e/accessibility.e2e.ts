// axe-core (WCAG 2.1 A and AA rules) on every page as every demo account, in both colour schemes, in the built
// app, error states and opened dialogs included: no serious or critical violation anywhere, and one h1 in every
// state (reflow at 320 px: reflow.e2e.ts). The axe source is evaluated in the page through the DevTools protocol, which the app's
// Content Security Policy does not govern, so the page under test is the one users get.
import axeCore from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { ACCOUNTS, ownPages, settle, walkAccount } from './page-walk.ts';
import { demoAccounts, signIn } from './sign-in.ts';

const axeSource = axeCore.source;
const WCAG21AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
  // Transitions ended (a dialog fading in): mid-fade, axe reads the text's colours half blended into the page
  // (3.88:1 on the Export All dialog's title once). Spinners and skeletons pulse for ever: not waited for.
  await p.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
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
  const app = useBrowserSuite('shared');

  /** axe's serious and critical findings, and a word unless the page (dialogs open or not) has one h1. */
  async function axeAndHeading(p: Page, where: string): Promise<string[]> {
    const problems = report(await axe(p, where));
    const headings = await p.locator('h1').allTextContents();
    if (headings.length !== 1) problems.push(`${where}: ${headings.length} h1 (${headings.join(' | ')})`);
    return problems;
  }

  it('the sign-in page', async () => {
    const p = await app.open({ cookies: false });
    await p.goto('/login');
    await p.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await axeAndHeading(p, '/login')).toEqual([]);
  });

  // One browser context per account: every page of its menu, My Brands when it has it, the drilldowns and
  // the pages behind list rows it may open, the error states, and the administration area for admin@.
  // The dark scheme as a system that prefers it shows it (the account menu's default, System).
  for (const scheme of ['light', 'dark'] as const)
    for (const [account, email] of ACCOUNTS) {
      const name = `every page as the ${account} account${scheme === 'dark' ? ' in the dark scheme' : ''}`;
      it(name, { timeout: 600_000 }, async () => {
        const p = await app.signedIn(email);
        await p.emulateMedia({ colorScheme: scheme });
        await p.goto('/');
        await p.locator(`html[data-color-scheme="${scheme}"]`).waitFor({ state: 'attached' });
        const problems = await walkAccount(p, account, await ownPages(p), (url) =>
          axeAndHeading(p, `${url} (${scheme})`),
        );
        expect(problems).toEqual([]);
      });
    }

  it('opened shell states in both schemes: the account menu with its colour schemes, the quick search with suggestions', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const problems: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await p.emulateMedia({ colorScheme: scheme });
      await p.goto('/brands/');
      await p.getByRole('heading', { name: 'Top Brands', level: 1 }).waitFor();
      await p.getByRole('button', { name: 'Account menu' }).click();
      await p.getByRole('menuitemradio', { name: 'Dark theme' }).waitFor();
      problems.push(...(await axeAndHeading(p, `the account menu (${scheme})`)));
      await p.keyboard.press('Escape');
      await p.getByRole('menu').waitFor({ state: 'hidden' });

      await p.keyboard.press('Control+k');
      const search = p.getByRole('dialog', { name: 'Quick search' });
      await search.getByRole('combobox').fill('a');
      await search.getByRole('option').first().waitFor();
      problems.push(...(await axeAndHeading(p, `the quick search with suggestions (${scheme})`)));
      await p.keyboard.press('Escape');
      await search.waitFor({ state: 'hidden' });
    }
    expect(problems).toEqual([]);
  });

  // The states a page opens into, axe on the whole document with each open (the page behind included).
  it("opened states as the brand account: a chart's data table, the filter dialog, Source Data with a project expanded, the export confirm dialog", async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const problems: string[] = [];

    await p.goto('/');
    const pie = p.getByTestId('segment-pie');
    await pie.getByRole('button', { name: 'Show data' }).click();
    await pie.getByRole('table', { name: 'Project Type Distribution' }).waitFor();
    problems.push(...(await axeAndHeading(p, "/ with the pie's data table shown")));

    await p.goto('/brands/');
    await p.getByRole('heading', { name: 'Top Brands', level: 1 }).waitFor();
    await p.getByRole('button', { name: 'Edit filters' }).click();
    const filters = p.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Apply Filters' }).waitFor();
    problems.push(...(await axeAndHeading(p, '/brands/ with the filter dialog open')));
    await filters.getByRole('button', { name: 'Cancel' }).click();
    await filters.waitFor({ state: 'hidden' });

    await p.getByRole('button', { name: 'Source Data' }).click();
    const panel = p.getByRole('dialog', { name: 'Source Data' });
    const projects = panel.getByTestId('table-source-projects');
    await projects
      .locator('tbody')
      .getByRole('button', { name: /^Expand / })
      .first()
      .click();
    await panel.getByTestId('table-source-project-products').locator('tbody tr').first().waitFor();
    problems.push(...(await axeAndHeading(p, 'Source Data with a project expanded')));

    await panel.getByRole('button', { name: 'Export All' }).click();
    const confirm = p.getByRole('dialog', { name: 'Export All Projects to Spreadsheet' });
    await confirm.getByRole('button', { name: 'Download' }).waitFor();
    problems.push(...(await axeAndHeading(p, 'the Export All confirm dialog')));
    expect(problems).toEqual([]);
  });

  it('opened menus as the brand account: the Views menu, and the menu drawer on a phone', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const problems: string[] = [];
    await p.goto('/brands/');
    await p.getByRole('heading', { name: 'Top Brands', level: 1 }).waitFor();
    await p.getByRole('button', { name: 'Views', exact: true }).click();
    await p.getByRole('menu').getByRole('menuitem', { name: 'Save current filters as a view' }).waitFor();
    problems.push(...(await axeAndHeading(p, '/brands/ with the Views menu open')));
    await p.keyboard.press('Escape');
    await p.getByRole('menu').waitFor({ state: 'hidden' });

    await p.setViewportSize({ width: 390, height: 844 });
    await p.getByRole('button', { name: 'Main menu' }).click();
    const drawer = p.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('navigation', { name: 'Main menu' }).waitFor();
    problems.push(...(await axeAndHeading(p, '/brands/ on a phone with the menu drawer open')));
    expect(problems).toEqual([]);
  });

  it('the filter dialog of an internal report as the admin (its own filter blocks)', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.goto('/adjacency/');
    await p.getByRole('heading', { name: 'Adjacency', level: 1 }).waitFor();
    await p.getByRole('button', { name: 'Edit filters' }).click();
    await p
      .getByRole('dialog', { name: 'Filters' })
      .getByRole('combobox', { name: 'Anchor Brand' })
      .waitFor();
    expect(await axeAndHeading(p, '/adjacency/ with the filter dialog open')).toEqual([]);
  });

  it('offers a skip link first and moves focus to the page heading after sign-in and menu clicks', async () => {
    const p = await app.open();
    await signIn(p, demoAccounts.brand);
    const focusedHeading = () =>
      p.evaluate(() =>
        document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null,
      );
    await expect.poll(focusedHeading).toBe('Dashboard');

    const menu = p.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Top Products' }).click();
    await expect.poll(focusedHeading).toMatch(/Products/);
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

  it('gives the dashboard pie a text alternative: a summary and its figures as a table', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    const pie = p.getByTestId('segment-pie');
    const img = pie.getByRole('img', { name: /^Project Type Distribution: Pie chart of \d+ rows/ });
    await img.waitFor();
    await pie.getByRole('button', { name: 'Show data' }).click();
    const table = pie.getByRole('table', { name: 'Project Type Distribution' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  });
});
