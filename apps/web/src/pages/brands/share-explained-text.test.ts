// The "Why it changed" sentences on metrics.md's worked example (healthcare grew where the brand is weaker).
import { describe, expect, it } from 'vitest';
import { shareChangeSentences } from './share-explained-text.ts';
import { workedExample } from './share-explained.fixture.ts';

describe('share change sentences', () => {
  it('reads the worked example', () => {
    expect(shareChangeSentences(workedExample)).toEqual([
      'Share +0.80 points (10.00% → 10.80%): +2.39 from our own specifications, -1.59 from the market moving between segments.',
      'Largest segment move: Healthcare, where we are weaker, grew (-1.08).',
      "By volume: +3.15 from the spec lines we gained or lost, -2.35 from the market's size (1,000 → 1,250 spec lines).",
    ]);
  });

  it('names the part new products carry when the brand has some', () => {
    const launched = {
      ...workedExample,
      new_products: { products: 3, previous_lines: 2, lines: 12, change: 0.76 },
    };
    expect(shareChangeSentences(launched)).toContain(
      'New products: 3 products first specified since the previous window began, +0.76 (2 → 12 spec lines).',
    );
    const one = {
      ...workedExample,
      new_products: { products: 1, previous_lines: 0, lines: 1, change: 0.08 },
    };
    expect(shareChangeSentences(one)).toContain(
      'New products: 1 product first specified since the previous window began, +0.08 (0 → 1 spec lines).',
    );
    expect(shareChangeSentences(workedExample).some((s) => s.startsWith('New products'))).toBe(false);
  });
});
