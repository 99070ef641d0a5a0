// The brand and product side of the demo market: per category its brands, per sub-category its makers by market
// structure, the brands' share paths (drift and movers), their products and the samplers the facts draw from.
import { planHomeRegions, ZONE_COUNT, zoneStrengths } from './brand-regions.ts';
import { yearsFromMiddle, type DataRange } from './calendar.ts';
import { planSubMarkets, withFurnitureGroups, type SubMarketPlan } from './market-structure.ts';
import { brandName, productName } from './names.ts';
import { Rng, WeightedSampler } from './random.ts';
import type { ScaleParams } from './scales.ts';
import { categories, relatedCategories, segmentTiltOf, type CategoryDef } from './categories.ts';
import { segments } from './taxonomy.ts';
import { drawMoverCause, type LaunchCause, type MoverCause } from './mover-causes.ts';
import {
  drawMoverKind,
  driftPath,
  moverPath,
  netTrend,
  shiftAt,
  type MoverKind,
  type TrendPath,
} from './trend-paths.ts';
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
  /** Rank by planned share of the category's branded lines (1 = largest). */
  rank: number;
  /** Planned share of the category's branded spec lines (the category's entries sum to 1). */
  share: number;
  /** The brand's share path in this category (searches lead it by half a year). */
  path: TrendPath;
  /**
   * exp(the path) per month of the range: the factor its share has that month everywhere. A mover with a cause
   * keeps its share of before the turn here; its move is where its cause holds (`cause`, spec-lines.ts).
   */
  boostByMonth: Float64Array;
  /** Strength per zone (brand-regions.ts): a regional maker is strong at home, a national leader in large states. */
  zoneBoost: Float64Array;
  /** A mover's cause and its extra share factor per month where the cause holds (exp(path) − 1 after the turn). */
  cause?: { cause: MoverCause; extraByMonth: Float64Array };
  searchAffinity: number;
  pool: ProductPool;
  bySub: Map<number, ProductPool>;
}

/** The makers of one sub-category: a spec item in it names its basis of design and alternates among them. */
export interface SubMarket {
  subId: number;
  /** Share of the category's spec items. */
  weight: number;
  /** Indexes into the category's entries of the makers, biggest planned share first. */
  makers: Int32Array;
  /** Planned share of each maker in the sub-category's branded lines. */
  shares: Float64Array;
  /** Sampling weights: the shares, corrected so the generated lines land on them (calibrateShares). */
  specWeights: Float64Array;
  /** position[entry index] = the entry's index in makers, or -1. */
  position: Int32Array;
  /**
   * The makers by weight × path × zone strength in a zone (brand-regions.ts) and month of the range; built on
   * first use (the events never use them, the calibration's sample only some).
   */
  specSampler: (zone: number, month: number) => WeightedSampler;
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
  subs: SubMarket[];
  /** Per segment id: a sampler over subs (weight × the segment's taste, e.g. sheet vinyl in healthcare). */
  subsBySegment: WeightedSampler[];
  /** Per segment id: the chance that a project of average size specifies the category. */
  inclusionBySegment: Float64Array;
  searchByMonth: WeightedSampler[];
  openSpecProductId: number;
}

export interface Mover {
  brandId: number;
  categoryId: number;
  kind: MoverKind;
  /** Why it moves: everywhere, or in one or two regions, segments, or at a few key design firms. */
  cause: MoverCause;
  /** Yearly log-change of its share between the first and the last of the newest three years. */
  trend: number;
}

export interface MarketPlan {
  brands: BrandPlan[];
  products: ProductPlan[];
  categories: CategoryMarket[];
  categoryById: Map<number, CategoryMarket>;
  /** The movers whose share clearly rose or fell over the newest three years (tests and docs point at them). */
  trending: Mover[];
  /** Three strong brands of one owner: the demo manufacturer's firmbrands. */
  clientBrandIds: [number, number, number];
}

/** [category id, rank] of the demo manufacturer's three brands (ranks by planned category share). */
const clientSlots: [number, number][] = [
  [1, 2],
  [4, 3],
  [3, 4],
];
/** The demo manufacturer's Ceilings brand breaks out (the demo's growth story). */
const CLIENT_MOVER_CATEGORY = 3;
/**
 * The earliest turn of a mover that launches a line, in years from the clock (the middle of the newest three
 * years): the start of the previous window of the newest 12 months.
 */
const EARLIEST_LAUNCH_TURN = -0.45;
/** How many movers a category has: 0, 1 or 2. */
const MOVER_COUNT_WEIGHTS = [0.2, 0.5, 0.3];

/**
 * Furniture is a market of a few groups (public figures: the five largest hold over 70 %): the same five brands
 * lead seating, tables and storage.
 */
const FURNITURE_GROUP_CATEGORIES = [10, 11, 12];
const FURNITURE_GROUPS = 5;

/** Per category: its brands (keys, strongest first) and its sub-markets over them. */
interface CategorySlots {
  keys: number[];
  head: number;
  subs: SubMarketPlan[];
}

/** Brand keys per category with their sub-markets; a key may appear in related categories (one brand in both). */
function planSlots(params: ScaleParams, rng: Rng, groupRng: Rng): Map<number, CategorySlots> {
  const byCategory = new Map<number, CategorySlots>();
  let nextKey = 0;
  const headCounts = new Map<number, number>();
  for (const c of categories) headCounts.set(c.id, rng.int(params.headBrands[0], params.headBrands[1]));
  const headTotal = [...headCounts.values()].reduce((s, n) => s + n, 0);
  const reuseEstimate = relatedCategories.length * (params.brands > 1000 ? 4.5 : 1);
  const tailTotal = Math.max(0, params.brands - 1 - headTotal + reuseEstimate);
  const inclusionSum = categories.reduce((s, c) => s + c.inclusion, 0);
  for (const c of categories) {
    const head = headCounts.get(c.id) as number;
    const count = head + Math.round((tailTotal * c.inclusion) / inclusionSum);
    const keys = Array.from({ length: count }, () => nextKey++);
    byCategory.set(c.id, { keys, head, subs: planSubMarkets(rng, c, count) });
  }
  // The furniture groups: the first furniture category's strongest keys lead the others too.
  const [firstFurniture, ...otherFurniture] = FURNITURE_GROUP_CATEGORIES.map(
    (id) => byCategory.get(id) as CategorySlots,
  ) as [CategorySlots, ...CategorySlots[]];
  for (const slots of otherFurniture)
    for (let g = 0; g < FURNITURE_GROUPS; g++) slots.keys[g] = firstFurniture.keys[g] as number;
  for (const slots of [firstFurniture, ...otherFurniture])
    withFurnitureGroups(groupRng, slots.subs, FURNITURE_GROUPS);
  const isGroupSlot = (categoryId: number, index: number) =>
    FURNITURE_GROUP_CATEGORIES.includes(categoryId) && index < FURNITURE_GROUPS;
  // Some leading brands sell in a related category too: their key takes over a brand of it.
  for (const [a, b] of relatedCategories) {
    const from = (byCategory.get(a) as CategorySlots).keys;
    const to = (byCategory.get(b) as CategorySlots).keys;
    const count = params.brands > 1000 ? rng.int(2, 3) : 2;
    for (let i = 0; i < count; i++) {
      const donor = from[rng.int(0, Math.min(from.length, 15) - 1)] as number;
      // It arrives as a strong brand there too (a leader's name carries), though rarely as the leader.
      const target = rng.int(1, Math.min(to.length, 20) - 1);
      if (to.includes(donor) || isGroupSlot(b, target)) continue;
      to[target] = donor;
    }
  }
  return byCategory;
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

/**
 * The makers of a sub-category by their calibrated weight, with their share paths and zone strengths applied,
 * per zone and month of the range (each built when first asked for).
 */
export function refreshSubSamplers(sub: SubMarket, entries: BrandCategory[], range: DataRange): void {
  const built: (WeightedSampler | undefined)[] = new Array<WeightedSampler | undefined>(
    ZONE_COUNT * range.months,
  );
  sub.specSampler = (zone, month) => {
    const key = zone * range.months + month;
    let sampler = built[key];
    if (!sampler) {
      const weights = new Float64Array(sub.makers.length);
      sub.makers.forEach((e, i) => {
        const entry = entries[e] as BrandCategory;
        weights[i] =
          (sub.specWeights[i] as number) *
          (entry.boostByMonth[month] as number) *
          (entry.zoneBoost[zone] as number);
      });
      built[key] = sampler = new WeightedSampler(weights);
    }
    return sampler;
  };
}

/** exp(the path) per month of the range. */
function boostByMonth(path: TrendPath, range: DataRange): Float64Array {
  return Float64Array.from({ length: range.months }, (_, m) =>
    Math.exp(shiftAt(path, (m + 0.5 - range.clockMonths) / 12)),
  );
}

/** Per month of the range: brands by search interest (searches lead the specs by half a year). */
function searchSamplers(entries: BrandCategory[], range: DataRange): WeightedSampler[] {
  const out: WeightedSampler[] = [];
  for (let m = 0; m < range.months; m++) {
    const years = (m + 0.5 - range.clockMonths) / 12;
    out.push(
      new WeightedSampler(
        entries.map(
          (e) => Math.pow(e.share, 0.85) * e.searchAffinity * Math.exp(shiftAt(e.path, years + 0.5)),
        ),
      ),
    );
  }
  return out;
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
  const fromYears = yearsFromMiddle(range, 0);
  const toYears = yearsFromMiddle(range, range.days);
  const rng = Rng.derive(seed, 'market');
  const slotsByCategory = planSlots(params, rng, Rng.derive(seed, 'furniture-groups'));

  // A brand's planned share in a category: its sub-category shares weighted by the sub-categories' weights.
  const shareOf = new Map<number, Map<number, number>>();
  for (const c of categories) {
    const { keys, subs } = slotsByCategory.get(c.id) as CategorySlots;
    const shares = new Map<number, number>();
    for (const u of subs)
      u.makers.forEach((slot, i) => {
        const key = keys[slot] as number;
        shares.set(key, (shares.get(key) ?? 0) + u.weight * (u.shares[i] as number));
      });
    shareOf.set(c.id, shares);
  }
  const rankedKeys = (categoryId: number) =>
    [...(shareOf.get(categoryId) as Map<number, number>)].sort((x, y) => y[1] - x[1] || x[0] - y[0]);

  // Brand ids in order of first appearance; Open Spec is brand 1.
  const brandIdByKey = new Map<number, number>();
  const brandCategories = new Map<number, number[]>();
  /** Brands among the 20 largest of their first category. */
  const headBrands = new Set<number>();
  for (const c of categories)
    for (const [rank, [key]] of rankedKeys(c.id).entries()) {
      if (!brandIdByKey.has(key)) {
        brandIdByKey.set(key, brandIdByKey.size + 2);
        if (rank < 20) headBrands.add(brandIdByKey.size + 1);
      }
      const id = brandIdByKey.get(key) as number;
      brandCategories.set(id, [...(brandCategories.get(id) ?? []), c.id]);
    }
  // What each brand mainly makes: its largest sub-category in its first category (its name says so).
  const leadSub = new Map<number, { name: string; volume: number }>();
  for (const c of categories) {
    const { keys, subs } = slotsByCategory.get(c.id) as CategorySlots;
    for (const u of subs)
      u.makers.forEach((slot, i) => {
        const id = brandIdByKey.get(keys[slot] as number) as number;
        if ((brandCategories.get(id) as number[])[0] !== c.id) return;
        const volume = u.weight * (u.shares[i] as number);
        if (volume > (leadSub.get(id)?.volume ?? -1)) leadSub.set(id, { name: u.name, volume });
      });
  }
  const taken = new Set<string>(['Open Spec']);
  const nameRng = Rng.derive(seed, 'brand-names');
  const brands: BrandPlan[] = [{ id: OPEN_SPEC_BRAND_ID, name: 'Open Spec', categoryIds: [], size: 0 }];
  for (const [id, categoryIds] of [...brandCategories].sort((x, y) => x[0] - y[0])) {
    // A group of three or more categories always reads like one (a furniture group).
    const spans = categoryIds.length > 2 || (categoryIds.length > 1 && nameRng.chance(0.6));
    const focus = {
      categoryId: spans ? null : (categoryIds[0] as number),
      subCategoryName: spans ? null : (leadSub.get(id)?.name ?? null),
      spans: categoryIds,
    };
    brands.push({ id, name: brandName(nameRng, focus, taken), categoryIds, size: 0 });
  }
  const brandById = new Map(brands.map((b) => [b.id, b]));
  const homeRegions = planHomeRegions(
    seed,
    [...brandCategories.keys()].sort((x, y) => x - y),
    (id) => headBrands.has(id),
  );

  // Products: one Open Spec item per category, then each brand's line-up per sub-category sized by its volume.
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
  const volumeOf = (c: CategoryDef, u: SubMarketPlan, i: number) =>
    (u.weight * (u.shares[i] as number) * c.inclusion) / inclusionSum;
  let sizeSum = 0;
  for (const c of categories)
    for (const u of (slotsByCategory.get(c.id) as CategorySlots).subs)
      u.shares.forEach((_, i) => (sizeSum += Math.sqrt(volumeOf(c, u, i))));
  const minProducts = params.products < 5000 ? 2 : 3;
  const productRng = Rng.derive(seed, 'products');
  const namesByBrand = new Map<number, Set<string>>();
  const marketCategories: CategoryMarket[] = [];
  const pathRng = Rng.derive(seed, 'share-paths');
  /** Every product's sampling weight within its brand's pool. */
  const weights = new Map<number, number>();
  for (const c of categories) {
    const { keys, head, subs: subPlans } = slotsByCategory.get(c.id) as CategorySlots;
    const ranked = rankedKeys(c.id);
    const entryOfKey = new Map(ranked.map(([key], i) => [key, i]));
    const strongKeys = new Set(keys.slice(0, head));
    // Per brand (entry index): its products per sub-category.
    const bySubProducts = ranked.map(() => new Map<number, ProductPlan[]>());
    for (const u of subPlans) {
      const sub = c.subs.find((s) => s.id === u.subId) as CategoryDef['subs'][number];
      u.makers.forEach((slot, i) => {
        const e = entryOfKey.get(keys[slot] as number) as number;
        const brandId = brandIdByKey.get(keys[slot] as number) as number;
        const count = Math.max(1, Math.round((params.products * Math.sqrt(volumeOf(c, u, i))) / sizeSum));
        const names = namesByBrand.get(brandId) ?? new Set<string>();
        namesByBrand.set(brandId, names);
        const list: ProductPlan[] = [];
        for (let k = 0; k < count; k++) {
          const isNew = productRng.chance(0.35);
          const launch = isNew ? productRng.int(0, range.days - 30) : LEGACY;
          // A legacy product was launched before the data starts: 2 years before the clock, plus any older history.
          const years = isNew ? yearsFromMiddle(range, launch) : -2 - olderHistoryYears;
          const product: ProductPlan = {
            id: products.length + 1,
            name: productName(productRng, sub.name, names),
            brandId,
            categoryId: c.id,
            subCategoryId: sub.id,
            isOpenSpec: false,
            launch,
            specValueIds: pickSpecValues(productRng, sub.id, years),
          };
          products.push(product);
          list.push(product);
          weights.set(product.id, productRng.logNormal(1, 0.9) * (isNew ? 1.3 : 1));
        }
        // Every pool must have a product on the market from day one.
        (list.reduce((a, b) => (b.launch < a.launch ? b : a)) as ProductPlan).launch = LEGACY;
        (bySubProducts[e] as Map<number, ProductPlan[]>).set(sub.id, list);
      });
    }
    const entries: BrandCategory[] = ranked.map(([key, share], e) => {
      const brandId = brandIdByKey.get(key) as number;
      (brandById.get(brandId) as BrandPlan).size += (share * c.inclusion) / inclusionSum;
      const subsOfBrand = bySubProducts[e] as Map<number, ProductPlan[]>;
      const all = [...subsOfBrand.values()].flat();
      // A line-up of at least minProducts: a brand's main sub-category gets the extra products.
      const main = [...subsOfBrand.entries()].sort((x, y) => y[1].length - x[1].length)[0] as [
        number,
        ProductPlan[],
      ];
      for (let k = all.length; k < minProducts; k++) {
        const sub = c.subs.find((s) => s.id === main[0]) as CategoryDef['subs'][number];
        const launch = productRng.int(0, range.days - 30);
        const product: ProductPlan = {
          id: products.length + 1,
          name: productName(productRng, sub.name, namesByBrand.get(brandId) as Set<string>),
          brandId,
          categoryId: c.id,
          subCategoryId: sub.id,
          isOpenSpec: false,
          launch,
          specValueIds: pickSpecValues(productRng, sub.id, yearsFromMiddle(range, launch)),
        };
        products.push(product);
        main[1].push(product);
        all.push(product);
        weights.set(product.id, productRng.logNormal(1, 0.9) * 1.3);
      }
      const slope = pathRng.normal() * (strongKeys.has(key) ? 0.05 : 0.1);
      const path = driftPath(slope, fromYears, toYears);
      return {
        brandId,
        categoryId: c.id,
        rank: e + 1,
        share,
        path,
        boostByMonth: boostByMonth(path, range),
        zoneBoost: zoneStrengths(e + 1, homeRegions.get(brandId) as { region: number; strength: number }),
        searchAffinity: productRng.logNormal(1, 0.35),
        pool: buildPool(all, weights),
        bySub: new Map([...subsOfBrand].map(([subId, list]) => [subId, buildPool(list, weights)])),
      };
    });
    const subs: SubMarket[] = subPlans.map((u) => {
      const makers = Int32Array.from(u.makers.map((slot) => entryOfKey.get(keys[slot] as number) as number));
      const position = new Int32Array(entries.length).fill(-1);
      makers.forEach((e, i) => (position[e] = i));
      const sub: SubMarket = {
        subId: u.subId,
        weight: u.weight,
        makers,
        shares: Float64Array.from(u.shares),
        specWeights: Float64Array.from(u.shares),
        position,
        specSampler: () => {
          throw new Error('refreshSubSamplers sets it');
        },
      };
      refreshSubSamplers(sub, entries, range);
      return sub;
    });
    const maxSegmentId = Math.max(...segments.map((s) => s.id));
    const subsBySegment = Array.from(
      { length: maxSegmentId + 1 },
      (_, segmentId) =>
        new WeightedSampler(
          subs.map((u) => {
            const def = c.subs.find((s) => s.id === u.subId) as CategoryDef['subs'][number];
            return u.weight * segmentTiltOf(def.segmentTilt ?? {}, segmentId);
          }),
        ),
    );
    marketCategories.push({
      def: c,
      entries,
      subs,
      subsBySegment,
      inclusionBySegment: Float64Array.from(
        { length: maxSegmentId + 1 },
        (_, segmentId) => c.inclusion * segmentTiltOf(c.segmentTilt, segmentId),
      ),
      searchByMonth: [],
      openSpecProductId: c.id,
    });
  }

  // The demo manufacturer's brands, then the movers: 0-2 per category among its leading brands.
  const clientBrandIds: number[] = [];
  for (const [categoryId, rank] of clientSlots) {
    const entries = (marketCategories.find((m) => m.def.id === categoryId) as CategoryMarket).entries;
    let r = rank;
    while (clientBrandIds.includes((entries[r - 1] as BrandCategory).brandId)) r++;
    clientBrandIds.push((entries[r - 1] as BrandCategory).brandId);
  }
  const trending: Mover[] = [];
  const moving = new Set<number>();
  const causeRng = Rng.derive(seed, 'mover-causes');
  const launchRng = Rng.derive(seed, 'launched-lines');
  /**
   * A mover's launched line: 3-5 products in its largest sub-category, the first at its turn and the others
   * within half a year, added to its pools (they also sell as any product does).
   */
  const launchLine = (e: BrandCategory, m: CategoryMarket, turnYears: number): LaunchCause => {
    const volume = (u: SubMarket) =>
      (u.position[m.entries.indexOf(e)] as number) < 0
        ? -1
        : u.weight * (u.shares[u.position[m.entries.indexOf(e)] as number] as number);
    const sub = m.subs.reduce((a, b) => (volume(b) > volume(a) ? b : a));
    const def = m.def.subs.find((u) => u.id === sub.subId) as CategoryDef['subs'][number];
    const first = Math.max(0, Math.min(range.days - 200, Math.round(range.clockOffset + turnYears * 365.25)));
    const line: ProductPlan[] = Array.from({ length: launchRng.int(3, 5) }, (_, k) => {
      const launch = k === 0 ? first : first + launchRng.int(0, 180);
      const product: ProductPlan = {
        id: products.length + 1,
        name: productName(launchRng, def.name, namesByBrand.get(e.brandId) as Set<string>),
        brandId: e.brandId,
        categoryId: m.def.id,
        subCategoryId: sub.subId,
        isOpenSpec: false,
        launch,
        specValueIds: pickSpecValues(launchRng, sub.subId, yearsFromMiddle(range, launch)),
      };
      products.push(product);
      weights.set(product.id, launchRng.logNormal(1, 0.5) * 1.3);
      return product;
    });
    const inPool = (pool: ProductPool) => Array.from(pool.ids, (id) => products[id - 1] as ProductPlan);
    e.pool = buildPool([...inPool(e.pool), ...line], weights);
    e.bySub.set(sub.subId, buildPool([...inPool(e.bySub.get(sub.subId) as ProductPool), ...line], weights));
    return { kind: 'launch', subId: sub.subId, launchDay: first, productIds: line.map((p) => p.id) };
  };
  for (const m of marketCategories) {
    const candidates = m.entries
      .slice(1, 15)
      .filter(
        (e) =>
          !clientBrandIds.includes(e.brandId) &&
          (brandById.get(e.brandId) as BrandPlan).categoryIds.length === 1,
      );
    const picks: BrandCategory[] = [];
    if (m.def.id === CLIENT_MOVER_CATEGORY) {
      const client = m.entries.find((e) => clientBrandIds.includes(e.brandId));
      if (client) picks.push(client);
    }
    const wanted = Math.max(picks.length, pathRng.weightedIndex(MOVER_COUNT_WEIGHTS));
    while (picks.length < wanted && candidates.length) {
      const e = candidates.splice(pathRng.int(0, candidates.length - 1), 1)[0] as BrandCategory;
      if (!moving.has(e.brandId)) picks.push(e);
    }
    for (const e of picks) {
      const client = clientBrandIds.includes(e.brandId);
      const kind = client ? 'breakout' : drawMoverKind(pathRng);
      e.path = moverPath(pathRng, kind, fromYears, toYears, client);
      e.boostByMonth = boostByMonth(e.path, range);
      // A breakout has a cause the data shows (the demo manufacturer's stays national, as the demo tells it). A
      // launched line turns within the last two years, so a 12-month comparison sees all of it as new products.
      const launch = () => {
        e.path = moverPath(launchRng, kind, fromYears, toYears, false, EARLIEST_LAUNCH_TURN);
        e.boostByMonth = boostByMonth(e.path, range);
        return launchLine(e, m, e.path.turn ?? 0);
      };
      const cause: MoverCause =
        kind === 'breakout' && !client ? drawMoverCause(causeRng, launch) : { kind: 'national' };
      if (cause.kind !== 'national') {
        // Everywhere its share stays where it was at the turn; where the cause holds it gains the move (a
        // launched line only from its launch on).
        const atTurn = Math.min(...Array.from(e.boostByMonth));
        const launchMonth = cause.kind === 'launch' ? (range.monthByOffset[cause.launchDay] as number) : 0;
        e.cause = {
          cause,
          extraByMonth: e.boostByMonth.map((b, month) => (month < launchMonth ? 0 : b / atTurn - 1)),
        };
        e.boostByMonth = e.boostByMonth.map(() => atTurn);
      }
      moving.add(e.brandId);
      const trend = netTrend(e.path);
      if (Math.abs(trend) >= 0.1)
        trending.push({ brandId: e.brandId, categoryId: m.def.id, kind, cause, trend });
    }
    for (const u of m.subs) refreshSubSamplers(u, m.entries, range);
    m.searchByMonth = searchSamplers(m.entries, range);
  }

  return {
    brands,
    products,
    categories: marketCategories,
    categoryById: new Map(marketCategories.map((m) => [m.def.id, m])),
    trending,
    clientBrandIds: clientBrandIds as [number, number, number],
  };
}
