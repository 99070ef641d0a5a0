// Who makes what in a category: per sub-category, its makers and their shares by the sub-category's market
// structure (a few leaders in an oligopoly, a Zipf-like ranking in a standard market, no leader in a fragmented one).
import { marketStructureOf, type CategoryDef, type MarketStructure } from './categories.ts';
import { zipfWeights, type Rng } from './random.ts';

export interface SubMarketPlan {
  subId: number;
  name: string;
  structure: MarketStructure;
  /** The sub-category's share of the category's lines (the sub weights, normalised). */
  weight: number;
  /** Indexes of the makers among the category's brands (strongest first), biggest share first. */
  makers: number[];
  /** Each maker's share of the sub-category's branded lines (sums to 1). */
  shares: number[];
}

/** The band of the top three makers' share per structure, and how the makers are chosen. */
const structures: Record<
  MarketStructure,
  { top3: [number, number]; makers: (rng: Rng, brands: number) => number; pull: number }
> = {
  oligopoly: { top3: [0.72, 0.88], makers: (rng) => rng.int(4, 12), pull: 2 },
  // Specialists: a few makers, often not the category's leaders (a weak pull toward strong brands).
  niche: { top3: [0.65, 0.85], makers: (rng) => rng.int(3, 8), pull: 0.4 },
  standard: {
    top3: [0.32, 0.45],
    makers: (rng, brands) => Math.max(12, Math.round(brands * rng.uniform(0.3, 0.55))),
    pull: 0.7,
  },
  fragmented: {
    top3: [0.08, 0.18],
    makers: (rng, brands) => Math.max(15, Math.round(brands * rng.uniform(0.6, 0.85))),
    pull: 0.3,
  },
};

/** The Zipf exponent giving `count` makers a top-three share of `target` (as close as the count allows). */
export function alphaForTop3(count: number, target: number): number {
  const top3 = (alpha: number) => {
    const w = zipfWeights(count, alpha);
    const sum = w.reduce((s, x) => s + x, 0);
    return w.slice(0, 3).reduce((s, x) => s + x, 0) / sum;
  };
  let lo = 0;
  let hi = 6;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (top3(mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Oligopolies are not all one shape: two dominant brands (paint), three majors of about a quarter each, a leader
 * with over half the lines (named on most projects), or a Zipf ranking; shares sum to 1, biggest first, the top
 * three within the oligopoly band (70-90 %), but for a duopoly's: its two leaders hold 75-85 % so that they stay
 * over 70 % once the lines are drawn, and its third maker, the biggest of a short tail, can take it to 92 %.
 */
type OligopolyShape = 'zipf' | 'duopoly' | 'majors' | 'dominant';
const shapeWeights: [OligopolyShape, number][] = [
  ['zipf', 0.25],
  ['duopoly', 0.2],
  ['majors', 0.25],
  ['dominant', 0.3],
];
const shapeOf = (rng: Rng, subName: string): OligopolyShape =>
  subName === 'Paint & Coatings'
    ? 'duopoly'
    : (shapeWeights[rng.weightedIndex(shapeWeights.map(([, w]) => w))] as [OligopolyShape, number])[0];

/** Two shares summing to `total`, the second `ratio` times the first. */
const pairOf = (total: number, ratio: number) => [total / (1 + ratio), (total * ratio) / (1 + ratio)];

function shapedShares(rng: Rng, shape: Exclude<OligopolyShape, 'zipf'>, count: number): number[] {
  const topTwo = rng.uniform(0.75, 0.85);
  const head =
    shape === 'duopoly'
      ? pairOf(topTwo, rng.uniform(0.8, 0.92))
      : shape === 'majors'
        ? [rng.uniform(0.26, 0.29), rng.uniform(0.24, 0.27), rng.uniform(0.22, 0.25)]
        : [rng.uniform(0.5, 0.6)];
  const rest = 1 - head.reduce((s, x) => s + x, 0);
  const tail = zipfWeights(count - head.length, 1);
  const tailSum = tail.reduce((s, x) => s + x, 0);
  return [...head, ...tail.map((x) => (rest * x) / tailSum)];
}

/** `count` distinct indexes drawn by weight without replacement (Efraimidis-Spirakis keys). */
function drawWithout(rng: Rng, weights: number[], count: number): number[] {
  const keys = weights.map((w, i) => ({ i, key: Math.log(Math.max(1e-12, rng.next())) / w }));
  keys.sort((a, b) => b.key - a.key || a.i - b.i);
  return keys.slice(0, count).map((k) => k.i);
}

/**
 * The sub-markets of a category whose `brands` brands are ranked by strength (index 0 strongest). Strong brands
 * are likelier makers and likelier leaders, with noise; every brand makes at least one sub-category.
 */
export function planSubMarkets(rng: Rng, c: CategoryDef, brands: number): SubMarketPlan[] {
  const strength = zipfWeights(brands, 0.8);
  const weightSum = c.subs.reduce((s, u) => s + u.weight, 0);
  const plans = c.subs.map((u): SubMarketPlan => {
    const structure = marketStructureOf(u.name);
    const rule = structures[structure];
    const shape = structure === 'oligopoly' ? shapeOf(rng, u.name) : 'zipf';
    // A shaped oligopoly has room for a tail (its top three stay within the band).
    const count = Math.min(brands, Math.max(shape === 'zipf' ? 0 : 6, rule.makers(rng, brands)));
    const chosen = drawWithout(
      rng,
      strength.map((s) => Math.pow(s, rule.pull)),
      count,
    );
    // Leaders are mostly the strong brands, not always in the category's order.
    const ordered = chosen
      .map((i) => ({ i, score: (strength[i] as number) * rng.logNormal(1, 0.5) }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .map((x) => x.i);
    const alpha = alphaForTop3(ordered.length, rng.uniform(rule.top3[0], rule.top3[1]));
    const w =
      shape === 'zipf' ? zipfWeights(ordered.length, alpha) : shapedShares(rng, shape, ordered.length);
    const sum = w.reduce((s, x) => s + x, 0);
    return {
      subId: u.id,
      name: u.name,
      structure,
      weight: u.weight / weightSum,
      makers: ordered,
      shares: w.map((x) => x / sum),
    };
  });
  // A brand left without a sub-category joins an open (standard or fragmented) one as a small maker.
  const making = new Set(plans.flatMap((p) => p.makers));
  const open = plans.filter((p) => p.structure === 'standard' || p.structure === 'fragmented');
  const hosts = open.length ? open : plans;
  for (let b = 0; b < brands; b++) {
    if (making.has(b)) continue;
    const host = hosts[rng.weightedIndex(hosts.map((p) => p.weight))] as SubMarketPlan;
    const smallest = Math.min(...host.shares);
    host.makers.push(b);
    host.shares.push(smallest * rng.uniform(0.3, 1));
    const total = host.shares.reduce((s, x) => s + x, 0);
    host.shares = host.shares.map((x) => x / total);
  }
  return plans;
}

/** The furniture groups' combined share of a sub-category by its structure (none of the niche specialists'). */
const groupPart: Record<MarketStructure, [number, number] | null> = {
  oligopoly: [0.78, 0.9],
  standard: [0.74, 0.86],
  fragmented: [0.6, 0.72],
  niche: null,
};

/**
 * Furniture groups (a group makes seating, tables and storage): the category's `groups` strongest brands make
 * every sub-category but the niche ones and together hold most of it, the largest group about a quarter; the
 * other makers share the rest in their planned proportions.
 */
export function withFurnitureGroups(rng: Rng, plans: SubMarketPlan[], groups: number): void {
  for (const plan of plans) {
    const part = groupPart[plan.structure];
    if (!part) continue;
    const held = rng.uniform(part[0], part[1]);
    const weights = Array.from({ length: groups }, (_, g) => Math.pow(0.8, g) * rng.logNormal(1, 0.25));
    const weightSum = weights.reduce((s, x) => s + x, 0);
    const others = plan.makers
      .map((maker, i) => ({ maker, share: plan.shares[i] as number }))
      .filter((x) => x.maker >= groups);
    const otherSum = others.reduce((s, x) => s + x.share, 0);
    const merged = [
      ...weights.map((w, g) => ({ maker: g, share: (held * w) / weightSum })),
      ...others.map((x) => ({ maker: x.maker, share: otherSum > 0 ? ((1 - held) * x.share) / otherSum : 0 })),
    ].sort((a, b) => b.share - a.share || a.maker - b.maker);
    const total = merged.reduce((s, x) => s + x.share, 0);
    plan.makers = merged.map((x) => x.maker);
    plan.shares = merged.map((x) => x.share / total);
  }
}
