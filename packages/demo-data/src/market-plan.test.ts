import { describe, expect, it } from 'vitest';
import { dataRange } from './calendar.ts';
import { categories, marketStructureOf } from './categories.ts';
import { planMarket, type MarketPlan } from './market-plan.ts';
import { alphaForTop3 } from './market-structure.ts';
import { zipfWeights } from './random.ts';
import { scales } from './scales.ts';
import { shiftAt } from './trend-paths.ts';

const range = dataRange('2026-10-31', scales.demo.historyYears);
const demo = planMarket(scales.demo, 1, range);

const top3 = (shares: ArrayLike<number>) =>
  [...Array.from(shares)]
    .sort((a, b) => b - a)
    .slice(0, 3)
    .reduce((s, x) => s + x, 0);
const hhi = (shares: number[]) => shares.reduce((s, x) => s + x * x, 0) * 10_000;

describe('the market structure of each sub-category', () => {
  it.each([1, 2, 3])('puts every sub-category of seed %i within its structure band', (seed) => {
    const market: MarketPlan = seed === 1 ? demo : planMarket(scales.demo, seed, range);
    const groups = new Set(
      market.brands.filter((b) => [10, 11, 12].every((c) => b.categoryIds.includes(c))).map((b) => b.id),
    );
    expect(groups.size).toBe(5);
    for (const m of market.categories)
      m.subs.forEach((u) => {
        const def = m.def.subs.find((s) => s.id === u.subId);
        const structure = marketStructureOf(def?.name ?? '');
        const label = `${def?.name} (${structure})`;
        const t = top3(u.shares);
        if ([10, 11, 12].includes(m.def.id) && structure !== 'niche') {
          // Furniture follows its groups: the five hold most of each sub-category, none alone a majority.
          const held = Array.from(u.makers).reduce(
            (sum, e, i) =>
              sum + (groups.has((m.entries[e] as { brandId: number }).brandId) ? (u.shares[i] as number) : 0),
            0,
          );
          expect(held, label).toBeGreaterThanOrEqual(0.6);
          expect(held, label).toBeLessThanOrEqual(0.9);
          expect(u.shares[0] as number, label).toBeLessThan(0.4);
        } else if (structure === 'oligopoly') {
          expect(u.makers.length, label).toBeGreaterThanOrEqual(4);
          expect(u.makers.length, label).toBeLessThanOrEqual(12);
          expect(t, label).toBeGreaterThanOrEqual(0.7);
          // A duopoly's two leaders hold 75-85 %, its biggest small maker can take the top three past 90 %.
          const duopoly =
            (u.shares[1] as number) >= 0.75 * (u.shares[0] as number) && t - (u.shares[2] as number) >= 0.75;
          expect(t, label).toBeLessThanOrEqual(duopoly ? 0.93 : 0.9);
        } else if (structure === 'niche') {
          expect(u.makers.length, label).toBeGreaterThanOrEqual(3);
          expect(u.makers.length, label).toBeLessThanOrEqual(8);
          expect(t, label).toBeGreaterThanOrEqual(0.6);
        } else if (structure === 'fragmented') {
          expect(u.makers.length, label).toBeGreaterThanOrEqual(15);
          expect(t, label).toBeLessThanOrEqual(0.2);
        } else {
          expect(t, label).toBeGreaterThanOrEqual(0.3);
          expect(t, label).toBeLessThanOrEqual(0.46);
        }
      });
  });

  it('shapes oligopolies differently: paint a duopoly, some a dominant leader, some three majors', () => {
    const olig = demo.categories.flatMap((m) =>
      m.subs.filter(
        (u) => marketStructureOf(m.def.subs.find((s) => s.id === u.subId)?.name ?? '') === 'oligopoly',
      ),
    );
    const paint = olig.find((u) => u.subId === 404);
    expect((paint?.shares[1] as number) / (paint?.shares[0] as number)).toBeGreaterThan(0.75);
    expect((paint?.shares[0] as number) + (paint?.shares[1] as number)).toBeGreaterThanOrEqual(0.75);
    const ratios = olig.map((u) => (u.shares[0] as number) / (u.shares[1] as number));
    expect(Math.min(...ratios)).toBeLessThan(1.3);
    expect(Math.max(...ratios)).toBeGreaterThan(2.5);
    expect(olig.some((u) => (u.shares[0] as number) >= 0.5)).toBe(true);
  });

  it('gives categories of oligopolies a far higher concentration than fragmented ones', () => {
    const byName = new Map(demo.categories.map((m) => [m.def.name, hhi(m.entries.map((e) => e.share))]));
    expect(byName.get('Ceilings')).toBeGreaterThan(1500);
    expect(byName.get('Textiles')).toBeLessThan(600);
    // Seating, once the fragmented example, is now a market of furniture groups (the five hold most of it).
    expect(byName.get('Ceilings')).toBeGreaterThan(3 * (byName.get('Lighting') as number));
  });

  it('makes every brand of a category a maker of at least one of its sub-categories', () => {
    for (const m of demo.categories) {
      const making = new Set(m.subs.flatMap((u) => Array.from(u.makers)));
      expect(making.size, m.def.name).toBe(m.entries.length);
      for (const e of m.entries) expect(e.bySub.size, m.def.name).toBeGreaterThan(0);
    }
  });

  it('lets some, not most, leading brands span related categories', () => {
    const leaders = demo.categories.flatMap((m) => m.entries.slice(0, 10));
    const spanning = leaders.filter((e) => (demo.brands[e.brandId - 1]?.categoryIds.length ?? 0) > 1);
    expect(spanning.length / leaders.length).toBeGreaterThanOrEqual(0.1);
    // Not most: at most 30 % (a quarter until the duopolies' leaders grew and reordered some categories' top ten).
    expect(spanning.length / leaders.length).toBeLessThanOrEqual(0.3);
  });

  it('fits the Zipf exponent to a top-three share', () => {
    for (const [count, target] of [
      [6, 0.8],
      [40, 0.35],
      [150, 0.12],
    ] as const) {
      const w = zipfWeights(count, alphaForTop3(count, target));
      const sum = w.reduce((s, x) => s + x, 0);
      expect(top3(w.map((x) => x / sum))).toBeCloseTo(target, 3);
    }
  });
});

describe('the movers', () => {
  it('gives each category 0 to 2 movers whose share turns inside the newest three years', () => {
    const perCategory = new Map<number, number>();
    const turning = demo.categories.flatMap((m) =>
      m.entries.filter((e) => e.path.knots.some((k) => k > -1.5 && k < 1.5)).map((e) => ({ m, e })),
    );
    for (const { m } of turning) perCategory.set(m.def.id, (perCategory.get(m.def.id) ?? 0) + 1);
    for (const c of categories) expect(perCategory.get(c.id) ?? 0, c.name).toBeLessThanOrEqual(2);
    expect(new Set(perCategory.values()).size).toBeGreaterThan(1);
    // Turns, not straight lines: the yearly change differs before and after the turn.
    for (const { e } of turning) {
      const slopes = [-1.4, -0.7, 0, 0.7, 1.4].map(
        (y) => shiftAt(e.path, y + 0.05) - shiftAt(e.path, y - 0.05),
      );
      expect(Math.max(...slopes) - Math.min(...slopes)).toBeGreaterThan(0.02);
    }
    const kinds = new Set(demo.trending.map((t) => t.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(3);
    expect(demo.trending.some((t) => t.trend > 0) && demo.trending.some((t) => t.trend < 0)).toBe(true);
  });

  it("makes the demo manufacturer's Ceilings brand a breakout still climbing in the last twelve months", () => {
    const ceilings = demo.categories.find((m) => m.def.id === 3);
    const client = ceilings?.entries.find((e) => demo.clientBrandIds.includes(e.brandId));
    expect(client).toBeDefined();
    const path = client?.path ?? { knots: [0], values: [0] };
    expect(shiftAt(path, 1.5) - shiftAt(path, 0.5)).toBeGreaterThan(0.3);
    expect(demo.trending.find((t) => t.brandId === client?.brandId)?.kind).toBe('breakout');
  });

  it('keeps the other brands on a gentle drift', () => {
    for (const m of demo.categories)
      for (const e of m.entries) {
        if (e.path.knots.some((k) => k > -1.5 && k < 1.5)) continue;
        expect(Math.abs(shiftAt(e.path, 1) - shiftAt(e.path, -1)), m.def.name).toBeLessThan(0.8);
      }
  });
});
