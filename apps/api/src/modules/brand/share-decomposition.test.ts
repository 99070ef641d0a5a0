// The share change splits on metrics.md's worked example, and their sums on random cells.
import { describe, expect, it } from 'vitest';
import { ownVersusVolume, splitCells, totalLines, type CellLines } from './share-decomposition.ts';

const example = new Map<string, CellLines>([
  ['healthcare', { t0: 200, b0: 10, t1: 500, b1: 25 }],
  ['office', { t0: 800, b0: 90, t1: 750, b1: 110 }],
]);
const change = (c: CellLines) => (100 * c.b1) / c.t1 - (100 * c.b0) / c.t0;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('share decomposition', () => {
  it("gives metrics.md's worked example", () => {
    const all = totalLines(example.values());
    expect(change(all)).toBeCloseTo(0.8, 12);
    const top = ownVersusVolume(all);
    expect(top.own_lines).toBeCloseTo(3.15, 12);
    expect(top.market_volume).toBeCloseTo(-2.35, 12);
    const cells = splitCells(example);
    expect(cells.get('healthcare')?.within).toBeCloseTo(0, 12);
    expect(cells.get('healthcare')?.mix).toBeCloseTo(-1.08, 12);
    expect(cells.get('office')?.within).toBeCloseTo(2.391667, 6);
    expect(cells.get('office')?.mix).toBeCloseTo(-0.511667, 6);
  });

  it('sums exactly to the change, with empty cells in either window, on random cells', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    for (let round = 0; round < 200; round++) {
      const cells = new Map<number, CellLines>();
      for (let i = 0; i < 1 + random(12); i++) {
        const t0 = random(3) === 0 ? 0 : 1 + random(500);
        const t1 = random(3) === 0 ? 0 : 1 + random(500);
        cells.set(i, { t0, b0: t0 && random(t0 + 1), t1, b1: t1 && random(t1 + 1) });
      }
      const all = totalLines(cells.values());
      if (all.t0 === 0 || all.t1 === 0) continue;
      const total = change(all);
      const top = ownVersusVolume(all);
      expect(top.own_lines + top.market_volume).toBeCloseTo(total, 10);
      const split = [...splitCells(cells).values()];
      expect(sum(split.map((s) => s.within)) + sum(split.map((s) => s.mix))).toBeCloseTo(total, 10);
      for (const s of split) expect(s.within + s.mix).toBeCloseTo(s.change, 12);
    }
  });
});
