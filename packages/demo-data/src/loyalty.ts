// Design firms' favourite brands per category: firms re-specify (and search for) the brands they already know.
import type { CategoryMarket, SubMarket } from './market-plan.ts';
import { Rng, WeightedSampler } from './random.ts';

export class Loyalty {
  private readonly cache = new Map<number, number[]>();
  private readonly baseSamplers = new Map<number, WeightedSampler>();

  constructor(private readonly seed: number) {}

  /** Indexes (into market.entries) of the firm's three favourite brands in the category; a pure function of the seed. */
  favourites(market: CategoryMarket, designFirmId: number): number[] {
    const key = designFirmId * 1000 + market.def.id;
    let list = this.cache.get(key);
    if (!list) {
      let base = this.baseSamplers.get(market.def.id);
      if (!base) {
        base = new WeightedSampler(market.entries.map((e) => e.share));
        this.baseSamplers.set(market.def.id, base);
      }
      const rng = Rng.derive(this.seed, 'favourites', designFirmId, market.def.id);
      list = [];
      for (let attempt = 0; list.length < 3 && attempt < 12; attempt++) {
        const i = base.sample(rng);
        if (!list.includes(i)) list.push(i);
      }
      this.cache.set(key, list);
    }
    return list;
  }

  /**
   * One of the firm's favourites, leaning to those gaining share at the time. With a sub-category: only its
   * makers, following their share calibration and their strength in the project's zone (specWeight / share) so loyal picks cannot push a brand far past
   * its planned share; -1 when none of the favourites makes it.
   */
  pick(
    market: CategoryMarket,
    designFirmId: number,
    rng: Rng,
    month: number,
    sub?: SubMarket,
    zone?: number,
  ): number {
    const list = this.favourites(market, designFirmId);
    const weights = list.map((i) => {
      const e = market.entries[i];
      if (!e) return 0;
      let w = (e.boostByMonth[month] as number) * (zone === undefined ? 1 : (e.zoneBoost[zone] as number));
      if (sub) {
        const at = sub.position[i] as number;
        w = at < 0 ? 0 : w * ((sub.specWeights[at] as number) / (sub.shares[at] as number));
      }
      return w;
    });
    if (!weights.some((w) => w > 0)) return -1;
    return list[rng.weightedIndex(weights)] as number;
  }
}
