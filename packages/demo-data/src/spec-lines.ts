// Spec lines: per project, the categories it specifies, a basis-of-design brand and alternates, products and statuses.
import { zoneOfState } from './brand-regions.ts';
import { yearsFromMiddle, type DataRange } from './calendar.ts';
import { ColumnRowWriter, type ColumnChunk } from './column-rows.ts';
import type { Loyalty } from './loyalty.ts';
import {
  refreshSubSamplers,
  sampleProduct,
  type CategoryMarket,
  type MarketPlan,
  type ProductPool,
  type SubMarket,
} from './market-plan.ts';
import { causeHolds, type MoverCause } from './mover-causes.ts';
import type { ProjectPlan } from './projects.ts';
import { Rng, WeightedSampler } from './random.ts';
import { coreChance, firstItemOf, isCore } from './scopes.ts';
import { statusIds } from './taxonomy.ts';
import { vocabulary } from './vocabularies.ts';

/** Chance that the basis of design is one of the design firm's favourite brands. */
const LOYALTY = 0.5;
/** How many brands a category's spec names (1 to 3): furniture is more often single-source. */
const BRAND_COUNT_FFE = [0.5, 0.35, 0.15];
const BRAND_COUNT_OTHER = [0.35, 0.4, 0.25];
/** Spec items per category on one project, at most (a large hospital's flooring, not a catalogue). */
const MAX_ITEMS = 12;
/**
 * How strongly a product's characteristics (their vocabulary trends) steer which of a brand's products is
 * specified as time goes on: rising colours, finishes and sizes gain a few points of their type's lines a
 * year (e.g. Sage, Greige), falling ones lose them (Light Gray), so the pattern reports show slow drifts.
 */
const VALUE_DRIFT = 1.6;

export interface SpecLineContext {
  market: MarketPlan;
  projects: ProjectPlan[];
  range: DataRange;
  seed: number;
  loyalty: Loyalty;
}

type Sink = (productId: number, statusId: number, quantity: number, day: number) => void;

/** Per-product lookups (index = product id). */
class ProductIndex {
  readonly brand: Int32Array;
  readonly category: Int32Array;
  readonly sub: Int32Array;
  readonly openSpec: Uint8Array;
  /** Index of the product's brand among its category's entries (-1 for Open Spec). */
  readonly entry: Int32Array;
  /** The summed yearly trend of the product's characteristic values (0 without any). */
  readonly valueTrend: Float32Array;
  /** The sub-market of each sub-category id. */
  readonly subMarket = new Map<number, SubMarket>();

  constructor(market: MarketPlan) {
    const n = market.products.length + 1;
    this.brand = new Int32Array(n);
    this.category = new Int32Array(n);
    this.sub = new Int32Array(n);
    this.openSpec = new Uint8Array(n);
    this.entry = new Int32Array(n).fill(-1);
    for (const m of market.categories) {
      m.entries.forEach((e, i) => e.pool.ids.forEach((id) => (this.entry[id] = i)));
      for (const u of m.subs) this.subMarket.set(u.subId, u);
    }
    this.valueTrend = new Float32Array(n);
    for (const p of market.products) {
      const trendOf = new Map(
        (vocabulary.bySub.get(p.subCategoryId ?? 0) ?? []).flatMap((c) =>
          c.values.map((v) => [v.id, v.trend]),
        ),
      );
      this.valueTrend[p.id] = p.specValueIds.reduce((s, v) => s + (trendOf.get(v) ?? 0), 0);
      this.brand[p.id] = p.brandId;
      this.category[p.id] = p.categoryId;
      this.sub[p.id] = p.subCategoryId ?? 0;
      this.openSpec[p.id] = p.isOpenSpec ? 1 : 0;
    }
  }
}

/** Share of the lines on which a replaced basis of design is written (items name 1-3 brands). */
const BASIS_PART = 0.55;
/** A mover with a cause, where it holds: how often it takes the basis of design of an item it makes. */
interface CausedMover {
  entry: number;
  cause: MoverCause;
  /** Per month: the chance it replaces the drawn basis of design (its extra share where the cause holds). */
  takeByMonth: Float64Array;
  /** A launched line's products (the items it wins specify them). */
  launched?: ProductPool;
}

/** Per category id, its movers with a cause; computed once per project list (the part of it the cause covers). */
const causedMovers = new WeakMap<ProjectPlan[], Map<number, CausedMover[]>>();
function moversOf(ctx: SpecLineContext): Map<number, CausedMover[]> {
  let byCategory = causedMovers.get(ctx.projects);
  if (byCategory) return byCategory;
  byCategory = new Map();
  for (const m of ctx.market.categories)
    m.entries.forEach((e, entry) => {
      if (!e.cause) return;
      const { cause, extraByMonth } = e.cause;
      // A launched line wins items of its sub-category on any project: it covers that sub-category's part.
      const holds =
        cause.kind === 'launch'
          ? (m.subs.find((u) => u.subId === cause.subId) as SubMarket).weight * ctx.projects.length
          : ctx.projects.filter((p) => causeHolds(cause, projectFacts(p))).length;
      const covered = Math.max(0.02, holds / Math.max(1, ctx.projects.length));
      const takeByMonth = extraByMonth.map((x) => Math.min(0.7, (e.share * x) / (covered * BASIS_PART)));
      const list = (byCategory as Map<number, CausedMover[]>).get(m.def.id) ?? [];
      const launched =
        cause.kind === 'launch'
          ? launchedPool(e.bySub.get(cause.subId) as ProductPool, cause.productIds)
          : null;
      list.push({ entry, cause, takeByMonth, ...(launched ? { launched } : {}) });
      (byCategory as Map<number, CausedMover[]>).set(m.def.id, list);
    });
  causedMovers.set(ctx.projects, byCategory);
  return byCategory;
}

/** The launched line's products within the brand's pool of the sub-category, with their weights there. */
function launchedPool(pool: ProductPool, productIds: readonly number[]): ProductPool {
  const at = productIds.map((id) => pool.ids.indexOf(id)).sort((a, b) => a - b);
  const weights = (sampler: WeightedSampler) => at.map((i) => sampler.weightAt(i));
  return {
    ids: Int32Array.from(at.map((i) => pool.ids[i] as number)),
    launch: Int32Array.from(at.map((i) => pool.launch[i] as number)),
    spec: new WeightedSampler(weights(pool.spec)),
    search: new WeightedSampler(weights(pool.search)),
  };
}

const projectFacts = (p: ProjectPlan) => ({
  region: (zoneOfState[p.stateId] as number) >> 1,
  segmentId: p.segmentId,
  designFirmId: p.office.designFirmId,
});

const indexes = new WeakMap<MarketPlan, ProductIndex>();
function productIndex(market: MarketPlan): ProductIndex {
  let index = indexes.get(market);
  if (!index) {
    index = new ProductIndex(market);
    indexes.set(market, index);
  }
  return index;
}

function quantity(rng: Rng, median: number, sigma: number): number {
  const q = rng.logNormal(median, sigma);
  return Math.max(1, q > 200 ? Math.round(q / 10) * 10 : Math.round(q));
}

/**
 * A product of the pool on `day`, nudged by its characteristics' trends: a two-candidate draw in which each
 * weighs exp(VALUE_DRIFT × trend × years from the middle of the range).
 */
function driftedProduct(pool: ProductPool, rng: Rng, day: number, years: number, idx: ProductIndex): number {
  const id = sampleProduct(pool, rng, day);
  const other = sampleProduct(pool, rng, day);
  if (other === id) return id;
  const a = Math.exp(VALUE_DRIFT * (idx.valueTrend[id] as number) * years);
  const b = Math.exp(VALUE_DRIFT * (idx.valueTrend[other] as number) * years);
  return rng.next() * (a + b) < a ? id : other;
}

/** Up to `count` distinct products of the pool not yet on the project's category list. */
function pickProducts(
  rng: Rng,
  pool: ProductPool,
  day: number,
  years: number,
  count: number,
  used: Set<number>,
  idx: ProductIndex,
): number[] {
  const out: number[] = [];
  for (let t = 0; out.length < count && t < count * 2 + 1; t++) {
    const id = driftedProduct(pool, rng, day, years, idx);
    if (!used.has(id)) {
      used.add(id);
      out.push(id);
    }
  }
  return out;
}

/**
 * One spec item: a sub-category with its basis-of-design brand and "or equal" alternates (entry indexes), and the
 * launched line a mover won it with, if it did.
 */
interface SpecItem {
  sub: SubMarket;
  brands: number[];
  launched?: ProductPool;
}

/**
 * A category's lines on a project: its spec items (more on bigger projects: a hospital specifies several
 * carpets, a fit-out one), each naming a basis of design and alternates among the makers of its sub-category.
 */
function categoryLines(
  ctx: SpecLineContext,
  idx: ProductIndex,
  p: ProjectPlan,
  market: CategoryMarket,
  rng: Rng,
  depth: number,
  sink: Sink,
) {
  const c = market.def;
  const day = p.milestones[rng.int(0, p.milestones.length - 1)] as number;
  const completed = p.completionDay !== null;
  const baseQuantity = c.quantity.median * Math.pow(p.size, 0.5);
  if (rng.chance(c.openSpec)) {
    const n = rng.chance(0.4) ? 2 : 1;
    for (let k = 0; k < n; k++) {
      const status = completed && rng.chance(0.5) ? statusIds.installed : statusIds.specified;
      sink(market.openSpecProductId, status, quantity(rng, baseQuantity, c.quantity.sigma), day);
    }
    if (rng.chance(0.5)) return;
  }
  const years = yearsFromMiddle(ctx.range, day);
  const month = ctx.range.monthByOffset[day] as number;
  const subSampler = market.subsBySegment[p.segmentId] ?? (market.subsBySegment[0] as WeightedSampler);
  const itemCount = Math.min(MAX_ITEMS, 1 + rng.poisson(depth * Math.pow(p.size, 1.15)));
  const zone = zoneOfState[p.stateId] as number;
  const movers = (moversOf(ctx).get(c.id) ?? []).filter((mv) => causeHolds(mv.cause, projectFacts(p)));
  // Every item's brands are drawn before any product (calibrateShares relies on it).
  const items: SpecItem[] = [];
  // The project type's usual first item (carpet tile in an office), else a sub-category by weight.
  const usual = firstItemOf(p.segmentId, c.id);
  for (let k = 0; k < itemCount; k++) {
    const drawn = market.subs[subSampler.sample(rng)] as SubMarket;
    const sub =
      k === 0 && usual && rng.chance(usual[1])
        ? (market.subs.find((u) => u.subId === usual[0]) ?? drawn)
        : drawn;
    const monthly = sub.specSampler(zone, month);
    const brandCount = Math.min(
      sub.makers.length,
      1 + rng.weightedIndex(c.ffe ? BRAND_COUNT_FFE : BRAND_COUNT_OTHER),
    );
    const loyal = rng.chance(LOYALTY)
      ? ctx.loyalty.pick(market, p.office.designFirmId, rng, month, sub, zone)
      : -1;
    const brands = [loyal >= 0 ? loyal : (sub.makers[monthly.sample(rng)] as number)];
    for (let b = 1; b < brandCount; b++)
      for (let attempt = 0; attempt < 5; attempt++) {
        const e = sub.makers[monthly.sample(rng)] as number;
        if (!brands.includes(e)) {
          brands.push(e);
          break;
        }
      }
    // Where a mover's cause holds, it wins some bases of design (its move); a launched line with its products.
    let launched: ProductPool | undefined;
    for (const mv of movers) {
      const line = mv.cause.kind === 'launch' ? mv.cause : null;
      if (line && (line.subId !== sub.subId || day < line.launchDay)) continue;
      if ((sub.position[mv.entry] as number) < 0 || !rng.chance(mv.takeByMonth[month] as number)) continue;
      const at = brands.indexOf(mv.entry);
      if (at > 0) brands[at] = brands[0] as number;
      brands[0] = mv.entry;
      launched = line ? mv.launched : undefined;
    }
    items.push({ sub, brands, ...(launched ? { launched } : {}) });
  }
  const used = new Set<number>();
  for (const { sub, brands, launched } of items) {
    const poolOf = (e: number) =>
      (market.entries[e] as CategoryMarket['entries'][number]).bySub.get(sub.subId);
    const basisPool = launched ?? poolOf(brands[0] as number);
    if (!basisPool) continue;
    const wanted = 1 + rng.poisson(0.3);
    let basisProducts = pickProducts(rng, basisPool, day, years, wanted, used, idx);
    // A large project may have used the launched line's few products already: the brand's others answer then.
    if (!basisProducts.length && launched)
      basisProducts = pickProducts(
        rng,
        poolOf(brands[0] as number) as ProductPool,
        day,
        years,
        wanted,
        used,
        idx,
      );
    if (!basisProducts.length) continue;
    const quantities = basisProducts.map(() => quantity(rng, baseQuantity, c.quantity.sigma));
    const sole = brands.length === 1;
    basisProducts.forEach((id, j) => {
      let status: number = c.ffe
        ? rng.chance(0.5)
          ? statusIds.specified
          : statusIds.quoted
        : sole
          ? statusIds.specified
          : statusIds.basisOfDesign;
      if (completed && rng.chance(0.7)) status = statusIds.installed;
      sink(id, status, quantities[j] as number, day);
    });
    for (let k = 1; k < brands.length; k++) {
      const pool = poolOf(brands[k] as number);
      if (!pool) continue;
      // An alternate answers the same spec item: same sub-category, same quantity.
      const ids = pickProducts(rng, pool, day, years, basisProducts.length, used, idx);
      ids.forEach((id, j) => {
        let status: number = c.ffe ? statusIds.quoted : statusIds.approvedAlternate;
        if (completed && rng.chance(c.substitution * 2.5)) status = statusIds.substituted;
        sink(id, status, quantities[j] as number, day);
      });
    }
  }
}

/**
 * A project's lines. Each category draws from its own stream, and all brands are drawn before any
 * product: a change of brand weights then changes only the draws it must (calibrateShares relies on it).
 */
function projectLines(
  ctx: SpecLineContext,
  idx: ProductIndex,
  p: ProjectPlan,
  stream: string,
  depth: number,
  sink: Sink,
) {
  const rng = Rng.derive(ctx.seed, stream, p.id);
  // The project type's scope template, then the other categories by chance: a fit-out touches few, a hospital
  // nearly all of them.
  const sizeFactor = Math.pow(p.size, 0.6);
  // A refresh rarely reaches beyond its template.
  const outside = p.sizeClass === 'fit-out' ? 0.5 : 1;
  for (const market of ctx.market.categories) {
    const chance = isCore(p.segmentId, p.sizeClass, market.def.id)
      ? coreChance(p.size)
      : Math.min(0.97, (market.inclusionBySegment[p.segmentId] as number) * sizeFactor * outside);
    if (rng.chance(chance))
      categoryLines(ctx, idx, p, market, Rng.derive(ctx.seed, stream, p.id, market.def.id), depth, sink);
  }
}

/**
 * The product depth (products per brand) that makes the average project reach the wanted lines per
 * project: lines grow about linearly with it, so two trial runs on a sample of projects place it.
 */
export function calibrateDepth(ctx: SpecLineContext, linesPerProject: number): number {
  const idx = productIndex(ctx.market);
  // Project sizes are skewed (a few towers, many fit-outs): a large sample keeps the mean size on target.
  const sample = ctx.projects.slice(0, 2000);
  const measure = (depth: number) => {
    let n = 0;
    for (const p of sample) projectLines(ctx, idx, p, 'calibrate', depth, () => n++);
    return n / sample.length;
  };
  const [d0, d1] = [0.5, 2];
  const [l0, l1] = [measure(d0), measure(d1)];
  if (l1 - l0 < 1e-9) return d1;
  return Math.min(8, Math.max(0.02, d0 + ((linesPerProject - l0) * (d1 - d0)) / (l1 - l0)));
}

/**
 * Nudges the brands' sampling weights until the generated lines reproduce the planned shares: loyalty
 * (firms pick among three favourites) and alternates flatten the head, few firms add noise. Runs the
 * real per-project streams on (a sample of) the projects, so at small scales it corrects the very
 * draws that will be written.
 */
export function calibrateShares(ctx: SpecLineContext, depth: number, rounds = 3): void {
  const idx = productIndex(ctx.market);
  const sample = ctx.projects.slice(0, 5000);
  for (let round = 0; round < rounds; round++) {
    const counts = new Map<SubMarket, Float64Array>();
    for (const u of idx.subMarket.values()) counts.set(u, new Float64Array(u.makers.length));
    for (const p of sample)
      projectLines(ctx, idx, p, 'spec-lines', depth, (productId) => {
        const entry = idx.entry[productId] as number;
        if (entry < 0) return;
        const sub = idx.subMarket.get(idx.sub[productId] as number) as SubMarket;
        const at = sub.position[entry] as number;
        const lines = counts.get(sub) as Float64Array;
        if (at >= 0) lines[at] = (lines[at] as number) + 1;
      });
    for (const m of ctx.market.categories)
      for (const u of m.subs) {
        const lines = counts.get(u) as Float64Array;
        const total = lines.reduce((s, n) => s + n, 0);
        u.shares.forEach((share, i) => {
          const got = lines[i] as number;
          if (share < 0.005 || got < 10) return;
          u.specWeights[i] =
            (u.specWeights[i] as number) * Math.min(1.6, Math.max(0.6, Math.pow(share / (got / total), 0.9)));
        });
        refreshSubSamplers(u, m.entries, ctx.range);
      }
  }
}

/** Column chunks of spec_line (columns of specLineColumns); each project uses its own random stream. */
export function* specLineRows(ctx: SpecLineContext, depth: number): Generator<ColumnChunk> {
  const idx = productIndex(ctx.market);
  const startDay = ctx.range.startDay;
  const out = new ColumnRowWriter();
  let id = 0;
  for (const p of ctx.projects) {
    projectLines(ctx, idx, p, 'spec-lines', depth, (productId, statusId, qty, day) => {
      const sub = idx.sub[productId] as number;
      const brandId = idx.brand[productId] as number;
      const categoryId = idx.category[productId] as number;
      const isOpenSpec = idx.openSpec[productId] === 1;
      out.row(specLineColumns.length).int8(++id).int4(p.id).int4(productId).int2(statusId).int4(qty);
      out
        .date(startDay + day)
        .int4(brandId)
        .int4(categoryId)
        .optionalInt4(sub)
        .bool(isOpenSpec);
      out.int2(p.segmentId).int2(p.stateId);
    });
    if (out.full) yield out.take();
  }
  const rest = out.take();
  if (rest.rows) yield rest;
}

export const specLineColumns = [
  'id',
  'project_id',
  'product_id',
  'status_id',
  'quantity',
  'spec_date',
  'manufacturer_id',
  'category_id',
  'sub_category_id',
  'is_open_spec',
  'segment_id',
  'state_id',
] as const;
