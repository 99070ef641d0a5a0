// How brands' shares move over the data range: a gentle drift for most brands, and per category 0-2 movers whose
// share turns (a breakout that levels off, a fade after years of stability, a rise and fall, a recovery).
import type { Rng } from './random.ts';

/**
 * The log-change of a brand's share against years from the trends' clock: linear between knots (ascending
 * years), flat outside them. Only differences matter: the samplers normalise over a category's brands.
 */
export interface TrendPath {
  knots: number[];
  values: number[];
  /** A mover's turn, in years from the clock (where its move starts). */
  turn?: number;
}

export type MoverKind = 'breakout' | 'fade' | 'peak' | 'recovery';
export const moverKinds: MoverKind[] = ['breakout', 'fade', 'peak', 'recovery'];
/** How often each kind is drawn: plain rises and falls are commoner than reversals. */
const moverKindWeights = [0.3, 0.35, 0.2, 0.15];

export function shiftAt(path: TrendPath, years: number): number {
  const { knots, values } = path;
  if (years <= (knots[0] as number)) return values[0] as number;
  for (let i = 1; i < knots.length; i++) {
    const k = knots[i] as number;
    if (years <= k) {
      const k0 = knots[i - 1] as number;
      const v0 = values[i - 1] as number;
      return v0 + ((years - k0) / (k - k0)) * ((values[i] as number) - v0);
    }
  }
  return values[values.length - 1] as number;
}

/** A steady drift of `slope` (log-change per year) over [from, to]. */
export const driftPath = (slope: number, from: number, to: number): TrendPath => ({
  knots: [from, to],
  values: [slope * from, slope * to],
});

export const drawMoverKind = (rng: Rng): MoverKind =>
  moverKinds[rng.weightedIndex(moverKindWeights)] as MoverKind;

/**
 * A mover's path over [from, to] years. Its turn falls inside the newest three years (the clock is their middle,
 * so they span about -1.5 to 1.5), where the portal's 12, 24 and 36-month periods see it.
 */
export function moverPath(
  rng: Rng,
  kind: MoverKind,
  from: number,
  to: number,
  ongoing = false,
  earliestTurn = -1.1,
): TrendPath {
  // A fade turns earlier so that its fall shows in the newest years.
  const drawn = kind === 'fade' ? rng.uniform(-1.3, 0) : rng.uniform(earliestTurn, 0.5);
  // An ongoing move (the demo manufacturer's breakout) turns in the middle year and lasts to the end; it takes
  // the same draws, so the other brands' paths do not change with it.
  const turn = ongoing ? -0.6 + ((drawn + 1.1) / 1.6) * 0.6 : drawn;
  const path = (points: [number, number][]): TrendPath => {
    const inside = points.filter(([y]) => y > from && y < to);
    const all: [number, number][] = [[from, shiftOf(points, from)], ...inside, [to, shiftOf(points, to)]];
    return { knots: all.map(([y]) => y), values: all.map(([, v]) => v), turn };
  };
  switch (kind) {
    case 'breakout': {
      // Steady, then a climb of 40-60 % a year that levels off after one to two and a half years.
      const rate = rng.uniform(0.4, 0.6);
      const end = turn + (ongoing ? 10 : 0) + rng.uniform(1, 2.5);
      return path([
        [turn - 10, rng.normal() * 0.3],
        [turn, 0],
        [end, rate * (end - turn)],
        [end + 10, rate * (end - turn)],
      ]);
    }
    case 'fade': {
      // Slowly gaining, then losing 25-40 % a year.
      const before = rng.uniform(0, 0.08);
      const rate = rng.uniform(0.25, 0.4);
      return path([
        [turn - 10, -before * 10],
        [turn, 0],
        [turn + 10, -rate * 10],
      ]);
    }
    case 'peak': {
      // A rise of about a year and a half, then a fall.
      const rise = rng.uniform(0.35, 0.5);
      const fall = rng.uniform(0.25, 0.4);
      const start = turn - rng.uniform(1, 1.8);
      return path([
        [start - 10, 0],
        [start, 0],
        [turn, rise * (turn - start)],
        [turn + 10, rise * (turn - start) - fall * 10],
      ]);
    }
    case 'recovery': {
      // A slide, then a recovery.
      const fall = rng.uniform(0.3, 0.45);
      const rise = rng.uniform(0.25, 0.4);
      const start = turn - rng.uniform(1, 1.8);
      return path([
        [start - 10, 0],
        [start, 0],
        [turn, -fall * (turn - start)],
        [turn + 10, -fall * (turn - start) + rise * 10],
      ]);
    }
  }
}

function shiftOf(points: [number, number][], years: number): number {
  return shiftAt({ knots: points.map(([y]) => y), values: points.map(([, v]) => v) }, years);
}

/** Yearly log-change between the middles of the first and the last of the newest three years. */
export const netTrend = (path: TrendPath): number => (shiftAt(path, 1) - shiftAt(path, -1)) / 2;
