// axe-core (WCAG 2.1 A and AA rules) on the states a page opens into, in the built app: the sign-in page, opened
// menus and dialogs, and the heading focus and text alternatives. Every page as every demo account in both colour
// schemes is walked in e2e/walks/ (a file per account, so that the walks run side by side); reflow at 320 px:
// reflow.e2e.ts and the walks.
import { describe, expect, it } from 'vitest';
import { axeAndHeading } from './axe.ts';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts, signIn } from './sign-in.ts';

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  const app = useBrowserSuite('shared');

  it('the sign-in page', async () => {
    const p = await app.open({ cookies: false });
    await p.goto('/login');
    await p.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await axeAndHeading(p, '/login')).toEqual([]);
  });

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
