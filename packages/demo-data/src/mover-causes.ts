// Why a mover moves: a breakout rarely gains evenly everywhere. It wins in one or two census regions (a new
// distributor, a regional sales push), in one or two segments (a product that suits healthcare), with a few key
// design firms that adopted it, or with a product line it launched (its new products carry the gain); the
// portal's "why it changed" then shows where the share came from.
import { censusRegions } from './geography.ts';
import type { Rng } from './random.ts';
import { segments } from './taxonomy.ts';

export type MoverCause =
  | { kind: 'national' }
  | { kind: 'regions'; regions: number[] }
  | { kind: 'segments'; segmentIds: number[] }
  | { kind: 'firms'; designFirmIds: number[] }
  | LaunchCause;

/** A product line launched at the turn: its products, in one sub-category, win the mover's extra spec items. */
export interface LaunchCause {
  kind: 'launch';
  subId: number;
  /** Day offset (from the range start) of the line's first product. */
  launchDay: number;
  productIds: number[];
}

/** The design firms a key-firm cause draws from: the largest ones (firm ids follow size). */
const KEY_FIRM_POOL = 40;

/** One or two distinct values drawn by weight. */
function oneOrTwo(rng: Rng, weights: number[]): number[] {
  const first = rng.weightedIndex(weights);
  if (rng.chance(0.5)) return [first];
  const rest = weights.map((w, i) => (i === first ? 0 : w));
  return [first, rng.weightedIndex(rest)];
}

/**
 * A breakout's cause: regions, segments, key firms, or a launched line (`launch` plans the line's products, so
 * the market plan adds them only for the movers that launch one).
 */
export function drawMoverCause(rng: Rng, launch: () => LaunchCause): MoverCause {
  const r = rng.next();
  if (r < 0.27)
    return {
      kind: 'regions',
      regions: oneOrTwo(
        rng,
        censusRegions.map(() => 1),
      ),
    };
  if (r < 0.54) {
    const picked = oneOrTwo(
      rng,
      segments.map((s) => s.weight),
    );
    return { kind: 'segments', segmentIds: picked.map((i) => (segments[i] as { id: number }).id) };
  }
  if (r < 0.7) {
    const ids = new Set<number>();
    const count = rng.int(3, 5);
    while (ids.size < count) ids.add(rng.int(1, KEY_FIRM_POOL));
    return { kind: 'firms', designFirmIds: [...ids].sort((a, b) => a - b) };
  }
  return launch();
}

/**
 * Whether a project (its census region index, segment and design firm) is where the cause holds. A launched line
 * holds on every project, for spec items of its sub-category from its launch on (spec-lines.ts checks those).
 */
export function causeHolds(
  cause: MoverCause,
  project: { region: number; segmentId: number; designFirmId: number },
): boolean {
  switch (cause.kind) {
    case 'national':
      return true;
    case 'regions':
      return cause.regions.includes(project.region);
    case 'segments':
      return cause.segmentIds.includes(project.segmentId);
    case 'firms':
      return cause.designFirmIds.includes(project.designFirmId);
    case 'launch':
      return true;
  }
}
