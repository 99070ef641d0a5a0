// The "Why it changed" sentences: the change, its own-specifications and market-mix parts, the segment whose
// move cost (or won) the brand most, and the part its new products carry, in words a brand manager reads.
import type { ContributorRow, ShareExplained } from '@specpulse/contract';
import { formatChange, formatCount, formatNumber } from '../../components/format.ts';

const points = (value: number) => formatChange(value, 2);

/** How the segment's move reads: its part of the market grew or shrank, where the brand is weaker or stronger. */
function segmentMove(row: ContributorRow, e: ShareExplained): string {
  const before = e.previous.total > 0 ? row.previous_lines / e.previous.total : 0;
  const after = e.current.total > 0 ? row.lines / e.current.total : 0;
  const grew = after > before;
  // A growing segment costs share when the brand is weaker there than on average, and the reverse.
  const weaker = grew === row.mix < 0;
  return `${row.name}, where we are ${weaker ? 'weaker' : 'stronger'}, ${grew ? 'grew' : 'shrank'} (${points(row.mix)})`;
}

export function shareChangeSentences(e: ShareExplained): string[] {
  const head =
    `Share ${points(e.change)} points (${formatNumber(e.previous.spec_percent, 2, '%')} → ` +
    `${formatNumber(e.current.spec_percent, 2, '%')}): ${points(e.within)} from our own specifications, ` +
    `${points(e.mix)} from the market moving between segments.`;
  const segment = e.contributors
    .filter((r) => r.dimension === 'segment' && r.mix !== 0)
    .sort((a, b) => Math.abs(b.mix) - Math.abs(a.mix))[0];
  const launched = e.new_products;
  return [
    head,
    ...(segment ? [`Largest segment move: ${segmentMove(segment, e)}.`] : []),
    ...(launched.products > 0
      ? [
          `New products: ${formatCount(launched.products)} ${launched.products === 1 ? 'product' : 'products'} ` +
            `first specified since the previous window began, ${points(launched.change)} ` +
            `(${formatCount(launched.previous_lines)} → ${formatCount(launched.lines)} spec lines).`,
        ]
      : []),
    `By volume: ${points(e.own_lines)} from the spec lines we gained or lost, ${points(e.market_volume)} from the ` +
      `market's size (${formatCount(e.previous.total)} → ${formatCount(e.current.total)} spec lines).`,
  ];
}
