// Tables and print in the built app (issue 48): a short list is shown whole without a pager, a long one flows in
// the page under a header that sticks below the top bar, three wide tables fit at 1280 px, and a printed page (Chromium's PDF) holds
// every row of a long table, the filter summary and 'Data through' at the top, and nothing of the shell.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts } from './sign-in.ts';
import { rowsOf } from './row-count.ts';

const rowsPerPage = (table: Locator) => table.getByRole('combobox', { name: /Rows per page/ });
const loaded = (table: Locator) =>
  expect.poll(() => table.getByTestId('row-count').textContent()).toMatch(/^[1-9][\d,]* rows?$/);
/** Whether the point at the middle of the element's box shows that element (nothing scrolled over it). */
const onTop = (el: Locator) =>
  el.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && node.contains(hit);
  });
/** A PDF's text (pdftotext; the first sheet alone with `firstPage`), its line and cell breaks made spaces. */
const pdfText = (file: string, firstPage = false) =>
  execFileSync('/usr/bin/pdftotext', [...(firstPage ? ['-f', '1', '-l', '1'] : []), file, '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');

describe('tables and print', () => {
  const app = useBrowserSuite('shared');
  /** The page as the admin (internal staff) sees it in a window of that size. */
  const adminAt = async (url: string, width: number, height = 900) => {
    const p = await app.signedIn(demoAccounts.admin);
    await p.setViewportSize({ width, height });
    await p.goto(url);
    return p;
  };

  it('shows a short list whole without a pager and pages a long one', async () => {
    const p = await adminAt('/brands', 1440);
    const gainers = p.getByTestId('table-brand-movers-gainers');
    const brands = p.getByTestId('table-brand-topbrands');
    await Promise.all([loaded(gainers), loaded(brands)]);
    const shortCount = rowsOf(await gainers.getByTestId('row-count').textContent());
    expect(shortCount).toBeLessThanOrEqual(10);
    expect(await gainers.locator('tbody tr').count()).toBe(shortCount);
    expect(await rowsPerPage(gainers).count()).toBe(0);
    // The spec's page sizes stay for a long list, at the report's default (25 for Brands List).
    expect(await rowsPerPage(brands).textContent()).toBe('25');
    await rowsPerPage(brands).click();
    expect(await p.getByRole('option').allTextContents()).toEqual(['10', '25', '50', 'All']);
    await p.keyboard.press('Escape');
  });

  it('flows a long table in the page, its header sticking below the top bar as the page scrolls', async () => {
    const p = await adminAt('/brands', 1440);
    const brands = p.getByTestId('table-brand-topbrands');
    await loaded(brands);
    const count = rowsOf(await brands.getByTestId('row-count').textContent());
    await rowsPerPage(brands).click();
    await p.getByRole('option', { name: 'All' }).click();
    await expect.poll(() => brands.locator('tbody tr').count()).toBe(count);
    // No scrolling of its own: every row is in the page, taller than the screen.
    const box = brands.locator('.MuiTableContainer-root');
    const inner = await box.evaluate((el) => [
      el.scrollHeight,
      el.clientHeight,
      el.scrollWidth,
      el.clientWidth,
    ]);
    expect(inner[1]).toBeGreaterThan(900);
    expect(inner[0]).toBe(inner[1]);
    expect(inner[2]).toBeLessThanOrEqual(inner[3]!);
    const bar = (await p.locator('header.MuiAppBar-root').boundingBox())!;
    // The wheel over the table scrolls the page: the first rows go up under the top bar.
    await brands.locator('tbody tr').nth(3).hover();
    await p.mouse.wheel(0, 1500);
    await expect.poll(() => p.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(await box.evaluate((el) => el.scrollTop)).toBe(0);
    expect((await brands.locator('tbody tr').first().boundingBox())!.y).toBeLessThan(bar.y + bar.height);
    // The heading cells stick (their row stays where it was), just below the bar and drawn over the rows.
    const headings = brands.locator('thead th');
    for (const heading of [headings.first(), headings.nth(1), headings.last()]) {
      expect(Math.abs((await heading.boundingBox())!.y - (bar.y + bar.height))).toBeLessThanOrEqual(1);
      expect(await onTop(heading)).toBe(true);
    }
    expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it.each([
    { path: '/brandrank/3', tables: ['table-brand-categoryrank'] },
    { path: '/brands', tables: ['table-brand-movers-gainers', 'table-brand-movers-losers'] },
    { path: '/brandsummary/topbrands', tables: ['table-internal-topbrands'] },
  ])('$path: every column in view at 1280 px, none cut at the edge', async ({ path: page, tables }) => {
    const p = await adminAt(page, 1280);
    for (const id of tables) {
      const table = p.getByTestId(id);
      await loaded(table);
      const box = table.locator('.MuiTableContainer-root');
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth), id).toBeLessThanOrEqual(0);
      const [boxRect, last] = await Promise.all([
        box.boundingBox(),
        table.locator('thead th').last().boundingBox(),
      ]);
      expect(last!.x + last!.width, id).toBeLessThanOrEqual(boxRect!.x + boxRect!.width + 0.5);
      expect(await table.getByTestId('more-columns').getAttribute('data-shown'), id).toBe('false');
    }
  });

  it("cuts a long name to one line, with the whole name in a tooltip and the button's name", async () => {
    const p = await adminAt('/brandsummary/topbrands', 390, 844);
    const table = p.getByTestId('table-internal-topbrands');
    await loaded(table);
    const names = table.getByRole('button', { name: /^Open / });
    // The first name wider than its cell on a phone.
    const index = await names.evaluateAll((els) => els.findIndex((el) => el.scrollWidth > el.clientWidth));
    expect(index).toBeGreaterThanOrEqual(0);
    const cut = names.nth(index);
    const full = (await cut.textContent()) ?? '';
    expect(await cut.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(30);
    expect(await cut.getAttribute('aria-label')).toBe(`Open ${full}`);
    await cut.hover();
    expect(await p.getByRole('tooltip').textContent()).toBe(full);
  });

  it('prints every row of a long table under the filter summary and Data through, without the shell', async () => {
    const p = await adminAt('/brandsummary/topbrands', 1280);
    const table = p.getByTestId('table-internal-topbrands');
    await loaded(table);
    const total = rowsOf(await table.getByTestId('row-count').textContent());
    expect(total).toBeGreaterThan(50);
    const menuItems = (await p.locator('#side-menu a').allTextContents()).filter((t) => t !== 'Top Brands');
    expect(menuItems.length).toBeGreaterThan(5);
    const filterChips = await p.getByTestId('filter-summary-bar').locator('.MuiChip-label').allTextContents();
    const dataThrough = (await p.getByTestId('data-through').textContent()) ?? '';
    expect(dataThrough).toMatch(/^Data through \d{4}-\d{2}-\d{2}$/);

    const onScreen = await table.locator('tbody tr').count();
    expect(onScreen).toBeLessThan(total);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-print-'));
    const file = path.join(dir, 'page.pdf');
    await p.pdf({ path: file, format: 'Letter' });
    // Paper has no pager: on screen the table is back to its page (once afterprint has reached the page).
    await expect.poll(() => table.locator('tbody tr').count()).toBe(onScreen);
    const [text, firstPage] = [pdfText(file), pdfText(file, true)];
    const sheets = Number(
      /Pages:\s+(\d+)/.exec(execFileSync('/usr/bin/pdfinfo', [file], { encoding: 'utf8' }))?.[1],
    );
    rmSync(dir, { recursive: true, force: true });
    // Every row, as the screen shows all of them while printing (the print media, emulated here).
    await p.emulateMedia({ media: 'print' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(total);
    const names = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    await p.emulateMedia({ media: null });
    expect(names).toHaveLength(total);
    expect(names.filter((name) => !text.includes(name.replace(/\s+/g, ' ')))).toEqual([]);
    // A table longer than one sheet.
    expect(sheets).toBeGreaterThan(1);
    // The filter summary and Data through on the first sheet, above the table.
    for (const words of [...filterChips, dataThrough]) expect(firstPage).toContain(words);
    expect(firstPage.indexOf(dataThrough)).toBeLessThan(firstPage.indexOf(names[0]!.replace(/\s+/g, ' ')));
    // Nothing of the shell or the controls.
    expect(text).not.toContain('Skip to main content');
    expect(menuItems.filter((item) => text.includes(item))).toEqual([]);
    expect(text).not.toMatch(/Rows per page|Export|EXPORT|VIEWS/);
  });
});
