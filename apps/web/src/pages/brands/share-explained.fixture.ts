// Test rows for "Why it changed": a contributor with only what a test names, and metrics.md's worked example.
import type { ContributorRow, ShareExplained } from '@specpulse/contract';

/** A contributor row: change = within + mix, the rest 0 (region null) unless given. */
export const contributor = (
  row: Pick<ContributorRow, 'dimension' | 'id' | 'name'> & Partial<ContributorRow>,
): ContributorRow => ({
  region: null,
  previous_percent: 0,
  current_percent: 0,
  previous_lines: 0,
  lines: 0,
  within: 0,
  mix: 0,
  ...row,
  change: (row.within ?? 0) + (row.mix ?? 0),
});

/** metrics.md's healthcare (H) and office (O) example. */
export const workedExample: ShareExplained = {
  previous_covered: true,
  previous: { lines: 100, total: 1000, spec_percent: 10 },
  current: { lines: 135, total: 1250, spec_percent: 10.8 },
  change: 0.8,
  own_lines: 3.15,
  market_volume: -2.35,
  within: 2.3917,
  mix: -1.5917,
  contributors: [
    contributor({
      dimension: 'segment',
      id: 4,
      name: 'Healthcare',
      previous_lines: 200,
      lines: 500,
      mix: -1.08,
    }),
    contributor({
      dimension: 'segment',
      id: 2,
      name: 'Office',
      previous_lines: 800,
      lines: 750,
      within: 2.3917,
      mix: -0.5117,
    }),
  ],
  new_products: { products: 0, previous_lines: 0, lines: 0, change: 0 },
  projects: { gains: [], losses: [] },
};
