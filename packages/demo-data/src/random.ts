// Seeded randomness for the demo data: one small PRNG (sfc32) and weighted samplers, so a seed always gives the same market.

/** A 32-bit hash of the parts (FNV-1a, then a murmur finaliser): derives independent seeds per stage and entity. */
export function hashSeed(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const s = typeof part === 'number' ? `#${part}` : `'${part}`;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** sfc32: fast, good statistical quality, and its whole state is four integers (no hidden globals). */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spareNormal: number | null = null;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** A generator for one named part of the data, independent of how much the others consume. */
  static derive(...parts: readonly (string | number)[]): Rng {
    return new Rng(hashSeed(...parts));
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  uniform(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Index chosen with probability proportional to its weight (linear scan: for short, one-off lists). */
  weightedIndex(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let u = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      u -= weights[i] as number;
      if (u < 0) return i;
    }
    return weights.length - 1;
  }

  /** Standard normal (Box-Muller, caching the second value). */
  normal(): number {
    if (this.spareNormal !== null) {
      const s = this.spareNormal;
      this.spareNormal = null;
      return s;
    }
    let u = 0;
    while (u === 0) u = this.next();
    const v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal with the given median and log-space sigma. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** Poisson count (Knuth; fine for the small means used here). */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.next();
    while (p > limit) {
      k++;
      p *= this.next();
    }
    return k;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }
}

/** Samples indexes by weight in O(log n) from a cumulative table; also within an index range. */
export class WeightedSampler {
  readonly cumulative: Float64Array;

  constructor(weights: ArrayLike<number>) {
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    for (let i = 0; i < weights.length; i++) {
      const w = weights[i] as number;
      if (!(w >= 0)) throw new Error(`weight ${i} is not a non-negative number: ${w}`);
      sum += w;
      this.cumulative[i] = sum;
    }
  }

  get size(): number {
    return this.cumulative.length;
  }

  get total(): number {
    return this.cumulative.length ? (this.cumulative[this.cumulative.length - 1] as number) : 0;
  }

  sample(rng: Rng): number {
    return this.find(rng.next() * this.total);
  }

  /** The weight of index i. */
  weightAt(i: number): number {
    return (this.cumulative[i] as number) - (i > 0 ? (this.cumulative[i - 1] as number) : 0);
  }

  /** A weighted index among [from, to] (inclusive); the caller keeps the range non-empty. */
  sampleRange(rng: Rng, from: number, to: number): number {
    const low = from > 0 ? (this.cumulative[from - 1] as number) : 0;
    const high = this.cumulative[to] as number;
    if (high <= low) return from + Math.floor(rng.next() * (to - from + 1));
    return Math.min(to, Math.max(from, this.find(low + rng.next() * (high - low))));
  }

  private find(target: number): number {
    const c = this.cumulative;
    let lo = 0;
    let hi = c.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((c[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Zipf-like popularity: weight of rank k (1-based) is k^-alpha. */
export function zipfWeights(count: number, alpha: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.pow(i + 1, -alpha));
}

/** Shares (summing to 1) of the first n entries of a weight list. */
export function topShare(weights: readonly number[], n: number): number {
  const total = weights.reduce((s, w) => s + w, 0);
  const sorted = [...weights].sort((a, b) => b - a);
  return sorted.slice(0, n).reduce((s, w) => s + w, 0) / total;
}
