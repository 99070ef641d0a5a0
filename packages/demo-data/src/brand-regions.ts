// Where brands are strong. Each US state falls in a zone (its census region, large or small state); a brand's
// share in a zone is its national share times its zone strength. National leaders are strongest in the large
// states, where the big design firms and national accounts are; a regional maker sells mostly in its home region
// (2-5 times its national share there). Strengths are normalised so that a brand's national share stays planned.
import { censusRegions, states } from './geography.ts';
import { Rng } from './random.ts';

/** Zones: census region index × 2, + 1 for a large state. */
export const ZONE_COUNT = censusRegions.length * 2;
/** States with at least this share of projects (percent) are large: the 15 of data.md's list from CA to NJ. */
const LARGE_STATE_WEIGHT = 2.5;
/** A category's brands of these ranks are national leaders. */
const NATIONAL_LEADERS = 5;

/** Zone by state id (ids from 1). */
export const zoneOfState = Int8Array.from({ length: states.length + 1 }, (_, id) => {
  const s = states[id - 1];
  if (!s) return 0;
  return censusRegions.findIndex((r) => r.id === s.region) * 2 + (s.weight >= LARGE_STATE_WEIGHT ? 1 : 0);
});

/** Each zone's share of projects (the state weights). */
export const zoneShares: Float64Array = (() => {
  const shares = new Float64Array(ZONE_COUNT);
  let total = 0;
  for (const s of states) {
    shares[zoneOfState[s.id] as number] = (shares[zoneOfState[s.id] as number] as number) + s.weight;
    total += s.weight;
  }
  return shares.map((x) => x / total);
})();

/** The brand's home region (census region index), or -1 for a brand sold evenly across the country. */
export type HomeRegion = number;

/**
 * Home regions by brand id, from their own stream: a third of the brands outside a category's head are regional
 * makers, as are some mid-ranked head brands; a brand keeps its home in every category it sells in.
 */
export function planHomeRegions(seed: number, brandIds: number[], headBrand: (id: number) => boolean) {
  const rng = Rng.derive(seed, 'brand-regions');
  const home = new Map<number, { region: HomeRegion; strength: number }>();
  for (const id of brandIds) {
    const regional = rng.chance(headBrand(id) ? 0.2 : 0.4);
    const region = rng.int(0, censusRegions.length - 1);
    const strength = rng.uniform(4, 9);
    home.set(id, regional ? { region, strength } : { region: -1, strength: 1 });
  }
  return home;
}

/** A brand's strength per zone in one category, normalised so its share over all zones is its national share. */
export function zoneStrengths(rank: number, home: { region: HomeRegion; strength: number }): Float64Array {
  const raw = new Float64Array(ZONE_COUNT);
  for (let z = 0; z < ZONE_COUNT; z++) {
    const large = z % 2 === 1;
    let w = rank <= NATIONAL_LEADERS ? (large ? 1.7 : 0.45) : 1;
    if (home.region >= 0) w *= Math.floor(z / 2) === home.region ? home.strength : 1;
    raw[z] = w;
  }
  const mean = raw.reduce((s, w, z) => s + w * (zoneShares[z] as number), 0);
  return raw.map((w) => w / mean);
}
