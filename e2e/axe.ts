// axe-core (WCAG 2.1 A and AA rules) on a page of the built app: its serious and critical findings, and whether the
// page (dialogs open or not) has one h1. The axe source is evaluated in the page through the DevTools protocol,
// which the app's Content Security Policy does not govern, so the page under test is the one users get.
import axeCore from 'axe-core';
import type { Page } from 'playwright-core';
import { settle } from './page-walk.ts';

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

/** axe's serious and critical findings, and a word unless the page (dialogs open or not) has one h1. */
export async function axeAndHeading(p: Page, where: string): Promise<string[]> {
  const problems = report(await axe(p, where));
  const headings = await p.locator('h1').allTextContents();
  if (headings.length !== 1) problems.push(`${where}: ${headings.length} h1 (${headings.join(' | ')})`);
  return problems;
}
