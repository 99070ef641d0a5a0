// Win / Loss (issue 42) in Chromium on the tiny demo data: a My Brands user opens it on the firm's own brands,
// chooses a competitor (kept in the URL), reads the win rate the API answered, opens a lost project's Source Data
// detail and exports the lost projects as CSV, read back.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { winLossLostRoute, winLossOutcomesRoute, winLossStandingRoute } from '@specpulse/contract';
import { useBrowserSuite } from './fixture.ts';
import { savedDownload } from './harness.ts';
import { demoAccounts } from './sign-in.ts';

const timestamp = String.raw`\d{2}-\d{2}-\d{4}_\d{6}`;

/** The page's next answer of `path` (the request it sends after the action that follows). */
const answerOf = (p: Page, path: string) =>
  p.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST');

describe('win / loss', () => {
  const app = useBrowserSuite('shared');

  it('chooses a competitor, reads the win rate, opens a lost project and exports the list', async () => {
    const p = await app.signedIn(demoAccounts.brand, '/');
    const firstStanding = answerOf(p, winLossStandingRoute.path);
    await p.goto('/winloss/');
    await p.getByRole('heading', { name: 'Win / Loss', level: 1 }).waitFor();
    const standing = winLossStandingRoute.response.parse(await (await firstStanding).json());
    // The top five of the filtered categories compete until the user names competitors.
    const competitors = p.getByRole('group', { name: 'Competitors' });
    await competitors.getByText(/^The top 5 in the filtered categories/).waitFor();
    for (const row of standing.rows)
      await p.getByRole('group', { name: row.ours ? `${row.name} (us)` : row.name }).waitFor();
    const leader = standing.rows.find((r) => !r.ours)!;

    // Choose the leading competitor by name: it goes into the URL and the figures are asked for again.
    const outcomes = answerOf(p, winLossOutcomesRoute.path);
    const lost = answerOf(p, winLossLostRoute.path);
    await competitors.getByLabel('Add a competitor').fill(leader.name);
    await p.getByRole('option').filter({ hasText: leader.name }).first().click();
    await expect
      .poll(() => new URL(p.url()).searchParams.get('competitors'))
      .toBe(String(leader.brand_ids[0]));
    await competitors.getByRole('listitem').filter({ hasText: leader.name }).waitFor();
    const answer = winLossOutcomesRoute.response.parse(await (await outcomes).json());
    const lostAnswer = winLossLostRoute.response.parse(await (await lost).json());
    expect(answer.competitor_specified).toBe(true);
    expect(lostAnswer.total).toBe(answer.overall.lost);

    // The win rate card says what the API answered.
    const card = p.getByRole('group', { name: 'Win Rate' }).getByTestId('stat-value');
    await expect.poll(() => card.textContent()).toBe(`${answer.overall.win_rate!.toFixed(1)}%`);

    // A lost project opens its Source Data detail under its row.
    const table = p.getByTestId('table-winloss-lost');
    const project = lostAnswer.rows[0]!;
    await table.getByRole('button', { name: `Expand ${project.project_name}` }).click();
    await table.getByTestId(`project-detail-${project.project_id}`).waitFor();
    await expect
      .poll(() => table.getByTestId('table-source-project-products').locator('tbody tr').count())
      .toBeGreaterThan(0);

    // The list as CSV: named by the file-name rule, 'Data through', the header, one row per lost project.
    const [csv] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('group', { name: 'Export the lost projects' }).getByRole('button', { name: 'CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(new RegExp(`^${timestamp}_lost_projects\\.csv$`));
    const bytes = await readFile(await savedDownload(csv));
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Data through \d{4}-\d{2}-\d{2}$/);
    expect(lines[1]).toBe(
      'Project ID,Project Name,State,Segment,Spec Date,Competitors (status),Firm,Principals',
    );
    expect(lines).toHaveLength(lostAnswer.total + 2);
    expect(lines[2]?.startsWith(`${project.project_id},`)).toBe(true);
    await p.getByText('CSV Downloaded').waitFor();
  });
});
