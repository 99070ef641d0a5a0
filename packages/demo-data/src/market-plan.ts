// The brand and product side of the demo market: Zipf-ranked brands per category, trends, products and samplers.
import { yearsFromMiddle, type DataRange } from './calendar.ts';
import { brandName, productName } from './names.ts';
import { Rng, WeightedSampler, zipfWeights } from './random.ts';
import type { ScaleParams } from './scales.ts';
import { categories, relatedCategories, type CategoryDef } from './categories.ts';
import { vocabulary } from './vocabularies.ts';

const OPEN_SPEC_BRAND_ID = 1;
/** Launch offset of products already on the market before the data range starts. */
const LEGACY = -100_000;

interface ProductPlan {
  id: number;
  name: string;
  brandId: number;
  categoryId: number;
  subCategoryId: number | null;
  isOpenSpec: boolean;
  /** Day offset (from the range start) of the product's launch; negative = before the range. */
  launch: number;
  specValueIds: number[];
}

/** Products of one brand in one category (or sub-category), in launch order, for time-aware sampling. */
export interface ProductPool {
  ids: Int32Array;
  launch: Int32Array;
  spec: WeightedSampler;
  search: WeightedSampler;
}

/** A brand's presence in one category. */
export interface BrandCategory {
  brandId: number;
  categoryId: number;
  rank: number;
  /** Base share of the category's branded spec lines (the category's entries sum to 1). */
  share: number;
  /** Sampling weight for specs: the share, corrected so the generated lines land on it (calibrateShares). */
  specWeight: number;
  /** Yearly log-change of the spec share (searches lead it by half a year). */
  trend: number;
  searchAffinity: number;
  pool: ProductPool;
  bySub: Map<number, ProductPool>;
}

export interface BrandPlan {
  id: number;
  name: string;
  categoryIds: number[];
  /** Relative market size (drives the number of sales reps). */
  size: number;
}

export interface CategoryMarket {
  def: CategoryDef;
  entries: BrandCategory[];
  specByMonth: WeightedSampler[];
  searchByMonth: WeightedSampler[];
  openSpecProductId: number;
}

export interface MarketPlan {
  brands: BrandPlan[];
  products: ProductPlan[];
  categories: CategoryMarket[];
  categoryById: Map<number, CategoryMarket>;
  /** The brands given a clear growth or decline (tests and docs point at them). */
  trending: { brandId: number; categoryId: number; trend: number }[];
  /** Three strong brands of one owner: the demo manufacturer's firmbrands. */
  clientBrandIds: [number, number, number];
}

/** [category id, rank] of the demo manufacturer's three brands; kept out of random reshuffles. */
const clientSlots: [number, number][] = [
  [1, 2],
  [4, 3],
  [3, 4],
];
const isClientSlot = (categoryId: number, rank: number) =>
  clientSlots.some(([c, r]) => c === categoryId && r === rank);

/** Zipf exponent giving the wanted top-brand share, or null if it would leave data.md's 0.7–0.9 range. */
function fitAlpha(headCount: number, tailShare: number, topTarget: number): number | null {
  const topOf = (alpha: number) => (1 - tailShare) / zipfWeights(headCount, alpha).reduce((s, w) => s + w, 0);
  let lo = 0.6;
  let hi = 1.1;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (topOf(mid) < topTarget) lo = mid;
    else hi = mid;
  }
  const alpha = (lo + hi) / 2;
  if (alpha < 0.7 || alpha > 0.9) return null;
  const w = zipfWeights(headCount, alpha);
  const sum = w.reduce((s, x) => s + x, 0);
  const share = (n: number) => ((1 - tailShare) * w.slice(0, n).reduce((s, x) => s + x, 0)) / sum;
  return share(3) >= 0.31 && share(3) <= 0.41 && share(10) >= 0.57 && share(10) <= 0.71 ? alpha : null;
}

interface Slot {
  brandKey: number;
  rank: number;
  share: number;
  trend: number;
}

/** Ranked slots per category with shares; slot.brandKey identifies the (possibly shared) brand. */
function planSlots(params: ScaleParams, rng: Rng) {
  const slotsByCategory = new Map<number, Slot[]>();
  let nextKey = 0;
  const headCounts = new Map<number, number>();
  for (const c of categories) headCounts.set(c.id, rng.int(params.headBrands[0], params.headBrands[1]));
  const headTotal = [...headCounts.values()].reduce((s, n) => s + n, 0);
  const reuseEstimate = relatedCategories.length * (params.brands > 1000 ? 4.5 : 1);
  const tailTotal = Math.max(0, params.brands - 1 - headTotal + reuseEstimate);
  const inclusionSum = categories.reduce((s, c) => s + c.inclusion, 0);
  const trending: { key: number; categoryId: number; trend: number }[] = [];

  for (const c of categories) {
    const head = headCounts.get(c.id) as number;
    const tail = Math.round((tailTotal * c.inclusion) / inclusionSum);
    const tailShare = tail > 0 ? params.tailShare : 0;
    let alpha: number | null = null;
    for (let attempt = 0; alpha === null && attempt < 200; attempt++)
      alpha = fitAlpha(head, tailShare, rng.uniform(0.155, 0.195));
    const headWeights = zipfWeights(head, alpha ?? 0.8);
    const headSum = headWeights.reduce((s, w) => s + w, 0);
    const tailWeights = zipfWeights(tail, 0.6);
    const tailSum = tailWeights.reduce((s, w) => s + w, 0) || 1;
    const growRank = c.id === 3 ? 4 : rng.int(4, 10);
    let shrinkRank = rng.int(2, 5);
    while (isClientSlot(c.id, shrinkRank) || shrinkRank === growRank) shrinkRank = rng.int(2, 5);
    const slots: Slot[] = [];
    for (let r = 1; r <= head + tail; r++) {
      const isHead = r <= head;
      const share = isHead
        ? ((1 - tailShare) * (headWeights[r - 1] as number)) / headSum
        : (tailShare * (tailWeights[r - head - 1] as number)) / tailSum;
      let trend = rng.normal() * (isHead ? 0.05 : 0.1);
      if (r === growRank) trend = rng.uniform(0.4, 0.5);
      if (r === shrinkRank) trend = -rng.uniform(0.22, 0.3);
      const slot = { brandKey: nextKey++, rank: r, share, trend };
      if (r === growRank || r === shrinkRank) trending.push({ key: slot.brandKey, categoryId: c.id, trend });
      slots.push(slot);
    }
    slotsByCategory.set(c.id, slots);
  }

  // Some brands sell in a related category too: their key takes over a slot there.
  for (const [a, b] of relatedCategories) {
    const from = slotsByCategory.get(a) as Slot[];
    const to = slotsByCategory.get(b) as Slot[];
    const count = params.brands > 1000 ? rng.int(3, 6) : 1;
    for (let i = 0; i < count; i++) {
      const donor = from[rng.int(0, Math.min(from.length, 15) - 1)] as Slot;
      const target = to[rng.int(2, to.length - 1)] as Slot;
      if (isClientSlot(b, target.rank) || isClientSlot(a, donor.rank)) continue;
      if (to.some((s) => s.brandKey === donor.brandKey)) continue;
      if (trending.some((t) => t.key === target.brandKey)) continue;
      target.brandKey = donor.brandKey;
    }
  }
  return { slotsByCategory, trending };
}

function buildPool(products: ProductPlan[], weights: Map<number, number>): ProductPool {
  const sorted = [...products].sort((x, y) => x.launch - y.launch || x.id - y.id);
  const spec = sorted.map((p) => weights.get(p.id) as number);
  // New products draw more curiosity (searches, views) than specs.
  const search = sorted.map((p, i) => (spec[i] as number) * (p.launch > 0 ? 1.8 : 1));
  return {
    ids: Int32Array.from(sorted.map((p) => p.id)),
    launch: Int32Array.from(sorted.map((p) => p.launch)),
    spec: new WeightedSampler(spec),
    search: new WeightedSampler(search),
  };
}

/** Per month of the range: brand samplers for specs and for searches, with each brand's trend applied. */
export function monthlySamplers(entries: BrandCategory[], range: DataRange) {
  const specByMonth: WeightedSampler[] = [];
  const searchByMonth: WeightedSampler[] = [];
  for (let m = 0; m < range.months; m++) {
    const years = (m + 0.5 - range.clockMonths) / 12;
    specByMonth.push(new WeightedSampler(entries.map((e) => e.specWeight * Math.exp(e.trend * years))));
    searchByMonth.push(
      new WeightedSampler(
        entries.map((e) => Math.pow(e.share, 0.85) * e.searchAffinity * Math.exp(e.trend * (years + 0.5))),
      ),
    );
  }
  return { specByMonth, searchByMonth };
}

/** How many products of the pool are on the market on a day (at least one: the oldest is always legacy). */
function activeCount(pool: ProductPool, dayOffset: number): number {
  const launch = pool.launch;
  let lo = 0;
  let hi = launch.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((launch[mid] as number) <= dayOffset) lo = mid + 1;
    else hi = mid;
  }
  return Math.max(1, lo);
}

export function sampleProduct(pool: ProductPool, rng: Rng, dayOffset: number, forSearch = false): number {
  const sampler = forSearch ? pool.search : pool.spec;
  return pool.ids[sampler.sampleRange(rng, 0, activeCount(pool, dayOffset) - 1)] as number;
}

function pickSpecValues(rng: Rng, subId: number, yearsAtLaunch: number): number[] {
  const choices = vocabulary.bySub.get(subId) ?? [];
  return choices.map((choice) => {
    const weights = choice.values.map((v) => v.weight * Math.exp(v.trend * yearsAtLaunch));
    return (choice.values[rng.weightedIndex(weights)] as { id: number }).id;
  });
}

export function planMarket(params: ScaleParams, seed: number, range: DataRange): MarketPlan {
  // Years of history before the newest three (0 for a three-year range: the clock is then its middle).
  const olderHistoryYears = (2 * range.clockOffset - range.days) / 365.25;
  const rng = Rng.derive(seed, 'market');
  const { slotsByCategory, trending } = planSlots(params, rng);

  // Brand ids in order of first appearance; Open Spec is brand 1.
  const brandIdByKey = new Map<number, number>();
  const brandCategories = new Map<number, number[]>();
  for (const c of categories)
    for (const slot of slotsByCategory.get(c.id) as Slot[]) {
      if (!brandIdByKey.has(slot.brandKey)) brandIdByKey.set(slot.brandKey, brandIdByKey.size + 2);
      const id = brandIdByKey.get(slot.brandKey) as number;
      brandCategories.set(id, [...(brandCategories.get(id) ?? []), c.id]);
    }
  const taken = new Set<string>(['Open Spec']);
  const nameRng = Rng.derive(seed, 'brand-names');
  const brands: BrandPlan[] = [{ id: OPEN_SPEC_BRAND_ID, name: 'Open Spec', categoryIds: [], size: 0 }];
  for (const [id, categoryIds] of [...brandCategories].sort((x, y) => x[0] - y[0])) {
    const primary = categoryIds.length > 1 && nameRng.chance(0.6) ? null : (categoryIds[0] as number);
    brands.push({ id, name: brandName(nameRng, primary, taken), categoryIds, size: 0 });
  }

  // Products: one Open Spec item per category, then each brand's line-up sized by its share.
  const products: ProductPlan[] = categories.map((c, i) => ({
    id: i + 1,
    name: `Open Spec (${c.name})`,
    brandId: OPEN_SPEC_BRAND_ID,
    categoryId: c.id,
    subCategoryId: null,
    isOpenSpec: true,
    launch: LEGACY,
    specValueIds: [],
  }));
  const inclusionSum = categories.reduce((s, c) => s + c.inclusion, 0);
  const allSlots = categories.flatMap((c) =>
    (slotsByCategory.get(c.id) as Slot[]).map((slot) => ({
      c,
      slot,
      volume: (slot.share * c.inclusion) / inclusionSum,
    })),
  );
  const sizeSum = allSlots.reduce((s, x) => s + Math.sqrt(x.volume), 0);
  const minProducts = params.products < 5000 ? 2 : 3;
  const productRng = Rng.derive(seed, 'products');
  const marketCategories: CategoryMarket[] = [];
  const brandById = new Map(brands.map((b) => [b.id, b]));
  for (const c of categories) {
    const entries: BrandCategory[] = [];
    for (const { slot, volume } of allSlots.filter((x) => x.c.id === c.id)) {
      const brandId = brandIdByKey.get(slot.brandKey) as number;
      (brandById.get(brandId) as BrandPlan).size += volume;
      const count = Math.max(minProducts, Math.round((params.products * Math.sqrt(volume)) / sizeSum));
      const subCount = Math.min(c.subs.length, 1 + Math.floor(count / 6) + productRng.int(0, 1));
      const subs: typeof c.subs = [];
      const remaining = [...c.subs];
      while (subs.length < subCount) {
        const i = productRng.weightedIndex(remaining.map((s) => s.weight));
        subs.push(remaining.splice(i, 1)[0] as (typeof c.subs)[number]);
      }
      const mine: ProductPlan[] = [];
      const weights = new Map<number, number>();
      for (let k = 0; k < count; k++) {
        const sub =
          k < subs.length
            ? (subs[k] as (typeof subs)[number])
            : (subs[productRng.weightedIndex(subs.map((s) => s.weight))] as (typeof subs)[number]);
        const isNew = productRng.chance(0.35);
        const launch = isNew ? productRng.int(0, range.days - 30) : LEGACY;
        // A legacy product was launched before the data starts: 2 years before the clock, plus any older history.
        const years = isNew ? yearsFromMiddle(range, launch) : -2 - olderHistoryYears;
        const product: ProductPlan = {
          id: products.length + 1,
          name: productName(productRng, sub.name),
          brandId,
          categoryId: c.id,
          subCategoryId: sub.id,
          isOpenSpec: false,
          launch,
          specValueIds: pickSpecValues(productRng, sub.id, years),
        };
        products.push(product);
        mine.push(product);
        weights.set(product.id, productRng.logNormal(1, 0.9) * (isNew ? 1.3 : 1));
      }
      // Every pool must have a product on the market from day one.
      const bySubProducts = new Map<number, ProductPlan[]>();
      for (const p of mine)
        bySubProducts.set(p.subCategoryId as number, [
          ...(bySubProducts.get(p.subCategoryId as number) ?? []),
          p,
        ]);
      for (const list of bySubProducts.values()) {
        const first = list.reduce((a, b) => (b.launch < a.launch ? b : a));
        first.launch = LEGACY;
      }
      entries.push({
        brandId,
        categoryId: c.id,
        rank: slot.rank,
        share: slot.share,
        specWeight: slot.share,
        trend: slot.trend,
        searchAffinity: productRng.logNormal(1, 0.35),
        pool: buildPool(mine, weights),
        bySub: new Map([...bySubProducts].map(([subId, list]) => [subId, buildPool(list, weights)])),
      });
    }
    const { specByMonth, searchByMonth } = monthlySamplers(entries, range);
    marketCategories.push({ def: c, entries, specByMonth, searchByMonth, openSpecProductId: c.id });
  }

  const slotBrand = (categoryId: number, rank: number) =>
    brandIdByKey.get(((slotsByCategory.get(categoryId) as Slot[])[rank - 1] as Slot).brandKey) as number;
  return {
    brands,
    products,
    categories: marketCategories,
    categoryById: new Map(marketCategories.map((m) => [m.def.id, m])),
    trending: trending.map((t) => ({
      brandId: brandIdByKey.get(t.key) as number,
      categoryId: t.categoryId,
      trend: t.trend,
    })),
    clientBrandIds: clientSlots.map(([c, r]) => slotBrand(c, r)) as [number, number, number],
  };
}
