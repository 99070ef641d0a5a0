// The "Why it changed" sentences on metrics.md's worked example (healthcare grew where the brand is weaker).
import { describe, expect, it } from 'vitest';
import type { ContributorRow, ShareExplained } from '@specpulse/contract';
import { shareChangeSentences } from './share-explained-text.ts';

const segment = (name: string, previous_lines: number, lines: number, within: number, mix: number) =>
  ({
    dimension: 'segment',
    id: previous_lines,
    name,
    region: null,
    previous_percent: 0,
    current_percent: 0,
    previous_lines,
    lines,
    within,
    mix,
    change: within + mix,
  }) satisfies ContributorRow;

const example: ShareExplained = {
  previous: { lines: 100, total: 1000, spec_percent: 10 },
  current: { lines: 135, total: 1250, spec_percent: 10.8 },
  change: 0.8,
  own_lines: 3.15,
  market_volume: -2.35,
  within: 2.3917,
  mix: -1.5917,
  contributors: [segment('Healthcare', 200, 500, 0, -1.08), segment('Office', 800, 750, 2.3917, -0.5117)],
  projects: { gains: [], losses: [] },
};

describe('share change sentences', () => {
  it('reads the worked example', () => {
    expect(shareChangeSentences(example)).toEqual([
      'Share +0.80 points (10.00% → 10.80%): +2.39 from our own specifications, -1.59 from the market moving between segments.',
      'Largest segment move: Healthcare, where we are weaker, grew (-1.08).',
      "By volume: +3.15 from the spec lines we gained or lost, -2.35 from the market's size (1000 → 1250 spec lines).",
    ]);
  });
});
