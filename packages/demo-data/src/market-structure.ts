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
    const count = Math.min(brands, rule.makers(rng, brands));
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
    const w = zipfWeights(ordered.length, alpha);
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
  const open = plans.filter((p) => p.structure !== 'oligopoly');
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
