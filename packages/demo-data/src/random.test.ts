import { describe, expect, it } from 'vitest';
import { hashSeed, Rng, topShare, WeightedSampler, zipfWeights } from './random.ts';

describe('seeded randomness', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const c = new Rng(43);
    const seqA = Array.from({ length: 5 }, () => a.nextUint32());
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.nextUint32())).not.toEqual(seqA);
  });

  it('derives independent streams from names and numbers', () => {
    expect(hashSeed(1, 'spec-lines', 7)).toBe(hashSeed(1, 'spec-lines', 7));
    expect(hashSeed(1, 'spec-lines', 7)).not.toBe(hashSeed(1, 'spec-lines', 8));
    expect(hashSeed(1, 'ab')).not.toBe(hashSeed(1, 'a', 'b'));
    expect(hashSeed(12)).not.toBe(hashSeed(1, 2));
  });

  it('stays in range and is roughly uniform', () => {
    const rng = new Rng(1);
    const counts = [0, 0, 0, 0];
    let [min, max] = [1, 0];
    for (let i = 0; i < 40_000; i++) {
      const x = rng.next();
      [min, max] = [Math.min(min, x), Math.max(max, x)];
      counts[Math.floor(x * 4)]!++;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(400);
    const ints = new Set(Array.from({ length: 1000 }, () => rng.int(3, 5)));
    expect([...ints].sort()).toEqual([3, 4, 5]);
  });

  it('gives normal, log-normal and Poisson draws the expected centre', () => {
    const rng = new Rng(7);
    const n = 20_000;
    let sum = 0;
    let squares = 0;
    const logs: number[] = [];
    let poisson = 0;
    for (let i = 0; i < n; i++) {
      const z = rng.normal();
      sum += z;
      squares += z * z;
      logs.push(rng.logNormal(45, 0.9));
      poisson += rng.poisson(2.5);
    }
    expect(Math.abs(sum / n)).toBeLessThan(0.03);
    expect(Math.abs(squares / n - 1)).toBeLessThan(0.05);
    logs.sort((x, y) => x - y);
    expect(Math.abs(logs[n / 2]! - 45)).toBeLessThan(2.5);
    expect(Math.abs(poisson / n - 2.5)).toBeLessThan(0.05);
  });

  it('samples by weight, also within a range of indexes', () => {
    const sampler = new WeightedSampler([1, 0, 3, 6]);
    const rng = new Rng(3);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 20_000; i++) counts[sampler.sample(rng)]!++;
    expect(counts[1]).toBe(0);
    expect(Math.abs(counts[0]! / 20_000 - 0.1)).toBeLessThan(0.01);
    expect(Math.abs(counts[3]! / 20_000 - 0.6)).toBeLessThan(0.015);
    for (let i = 0; i < 500; i++) expect([2, 3]).toContain(sampler.sampleRange(rng, 2, 3));
    expect(sampler.sampleRange(rng, 1, 1)).toBe(1);
    expect(() => new WeightedSampler([1, -1])).toThrow();
  });

  it('builds Zipf weights whose head shares follow data.md at alpha 0.8 over 30 brands', () => {
    const w = zipfWeights(30, 0.8);
    expect(w[0]).toBe(1);
    expect(topShare(w, 1)).toBeGreaterThan(0.14);
    expect(topShare(w, 1)).toBeLessThan(0.23);
    expect(topShare(w, 10)).toBeGreaterThan(0.55);
    expect(topShare(w, 10)).toBeLessThan(0.73);
  });
});
