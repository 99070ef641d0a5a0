// Spec lines: per project, the categories it specifies, a basis-of-design brand and alternates, products and statuses.
import { yearsFromMiddle, type DataRange } from './calendar.ts';
import { ColumnRowWriter, type ColumnChunk } from './column-rows.ts';
import type { Loyalty } from './loyalty.ts';
import {
  monthlySamplers,
  sampleProduct,
  type CategoryMarket,
  type MarketPlan,
  type ProductPool,
} from './market-plan.ts';
import type { ProjectPlan } from './projects.ts';
import type { FactTally, TalliedSpecLine } from './fact-tally.ts';
import { Rng } from './random.ts';
import { segmentTiltOf, subCategoryById } from './categories.ts';
import { segments, statusIds } from './taxonomy.ts';
import { vocabulary } from './vocabularies.ts';

/** Chance that the basis of design is one of the design firm's favourite brands. */
const LOYALTY = 0.5;
/** How many brands a category's spec names (1 to 3): furniture is more often single-source. */
const BRAND_COUNT_FFE = [0.5, 0.35, 0.15];
const BRAND_COUNT_OTHER = [0.35, 0.4, 0.25];
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

/** Per-product lookups (index = product id) and the segment tilt of each sub-category. */
class ProductIndex {
  readonly brand: Int32Array;
  readonly category: Int32Array;
  readonly sub: Int32Array;
  readonly openSpec: Uint8Array;
  /** Index of the product's brand among its category's entries (-1 for Open Spec). */
  readonly entry: Int32Array;
  /** tilt[segmentId][subCategoryId] */
  readonly tilt: Float32Array[];
  /** tilted[segmentId] has category ids whose sub-categories lean one way for that segment. */
  readonly tilted: Set<number>[];
  /** The summed yearly trend of the product's characteristic values (0 without any). */
  readonly valueTrend: Float32Array;

  constructor(market: MarketPlan) {
    const n = market.products.length + 1;
    this.brand = new Int32Array(n);
    this.category = new Int32Array(n);
    this.sub = new Int32Array(n);
    this.openSpec = new Uint8Array(n);
    this.entry = new Int32Array(n).fill(-1);
    for (const m of market.categories)
      m.entries.forEach((e, i) => e.pool.ids.forEach((id) => (this.entry[id] = i)));
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
    this.tilt = [];
    this.tilted = [];
    for (let s = 0; s <= segments.length; s++) {
      const t = new Float32Array(1600).fill(1);
      const cats = new Set<number>();
      for (const [id, sub] of subCategoryById) {
        t[id] = segmentTiltOf(sub.segmentTilt ?? {}, s);
        if (t[id] !== 1) cats.add(sub.categoryId);
      }
      this.tilt.push(t);
      this.tilted.push(cats);
    }
  }
}

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

function pickProducts(
  rng: Rng,
  pool: ProductPool,
  day: number,
  years: number,
  count: number,
  tilt: Float32Array | null,
  idx: ProductIndex,
): number[] {
  const out: number[] = [];
  for (let t = 0; out.length < count && t < count * 2; t++) {
    let id = driftedProduct(pool, rng, day, years, idx);
    if (tilt) {
      // A two-candidate draw weighted by the segment's taste (e.g. healthcare seating on hospital projects).
      const other = sampleProduct(pool, rng, day);
      const a = tilt[idx.sub[id] as number] as number;
      const b = tilt[idx.sub[other] as number] as number;
      if (rng.next() * (a + b) >= a) id = other;
    }
    if (!out.includes(id)) out.push(id);
  }
  return out;
}

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
  const baseQuantity = c.quantity.median * Math.pow(p.size, 0.8);
  if (rng.chance(c.openSpec)) {
    const n = rng.chance(0.4) ? 2 : 1;
    for (let k = 0; k < n; k++) {
      const status = completed && rng.chance(0.5) ? statusIds.installed : statusIds.specified;
      sink(market.openSpecProductId, status, quantity(rng, baseQuantity, c.quantity.sigma), day);
    }
    if (rng.chance(0.5)) return;
  }
  const years = yearsFromMiddle(ctx.range, day);
  const monthly = market.specByMonth[
    ctx.range.monthByOffset[day] as number
  ] as (typeof market.specByMonth)[number];
  const brandCount = 1 + rng.weightedIndex(c.ffe ? BRAND_COUNT_FFE : BRAND_COUNT_OTHER);
  const chosen = [
    rng.chance(LOYALTY) ? ctx.loyalty.pick(market, p.office.designFirmId, rng, years) : monthly.sample(rng),
  ];
  for (let k = 1; k < brandCount; k++)
    for (let attempt = 0; attempt < 5; attempt++) {
      const i = monthly.sample(rng);
      if (!chosen.includes(i)) {
        chosen.push(i);
        break;
      }
    }
  const tilt = idx.tilted[p.segmentId]?.has(c.id) ? (idx.tilt[p.segmentId] as Float32Array) : null;
  const basis = market.entries[chosen[0] as number] as (typeof market.entries)[number];
  const basisProducts = pickProducts(rng, basis.pool, day, years, 1 + rng.poisson(depth), tilt, idx);
  const quantities = basisProducts.map(() => quantity(rng, baseQuantity, c.quantity.sigma));
  const sole = chosen.length === 1;
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
  for (let k = 1; k < chosen.length; k++) {
    const entry = market.entries[chosen[k] as number] as (typeof market.entries)[number];
    const count = 1 + rng.poisson(0.8 * depth);
    const seen: number[] = [];
    for (let j = 0; j < count; j++) {
      // An alternate answers the same spec item: same sub-category when the brand makes one, same quantity.
      const ref = basisProducts[j % basisProducts.length] as number;
      const pool = entry.bySub.get(idx.sub[ref] as number) ?? entry.pool;
      const id = driftedProduct(pool, rng, day, years, idx);
      if (seen.includes(id)) continue;
      seen.push(id);
      let status: number = c.ffe ? statusIds.quoted : statusIds.approvedAlternate;
      if (completed && rng.chance(c.substitution * 2.5)) status = statusIds.substituted;
      sink(id, status, quantities[j % quantities.length] as number, day);
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
  const sizeFactor = Math.pow(p.size, 0.35);
  for (const market of ctx.market.categories) {
    const c = market.def;
    const chance = Math.min(0.97, c.inclusion * segmentTiltOf(c.segmentTilt, p.segmentId) * sizeFactor);
    if (rng.chance(chance))
      categoryLines(ctx, idx, p, market, Rng.derive(ctx.seed, stream, p.id, c.id), depth, sink);
  }
}

/**
 * The product depth (products per brand) that makes the average project reach the wanted lines per
 * project: lines grow about linearly with it, so two trial runs on a sample of projects place it.
 */
export function calibrateDepth(ctx: SpecLineContext, linesPerProject: number): number {
  const idx = productIndex(ctx.market);
  const sample = ctx.projects.slice(0, 400);
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
    const counts = ctx.market.categories.map((m) => new Float64Array(m.entries.length));
    for (const p of sample)
      projectLines(ctx, idx, p, 'spec-lines', depth, (productId) => {
        const entry = idx.entry[productId] as number;
        const lines = counts[(idx.category[productId] as number) - 1] as Float64Array;
        if (entry >= 0) lines[entry] = (lines[entry] as number) + 1;
      });
    ctx.market.categories.forEach((m, c) => {
      const lines = counts[c] as Float64Array;
      const total = lines.reduce((s, n) => s + n, 0);
      m.entries.forEach((e, i) => {
        const got = lines[i] as number;
        if (e.share < 0.005 || got < 10) return;
        e.specWeight *= Math.min(1.6, Math.max(0.6, Math.pow(e.share / (got / total), 0.9)));
      });
      m.specByMonth = monthlySamplers(m.entries, ctx.range).specByMonth;
    });
  }
}

/**
 * Column chunks of spec_line (columns of specLineColumns); each project uses its own random stream. Each
 * line also goes to `tally` (the loader's in-memory rollups) when given.
 */
export function* specLineRows(
  ctx: SpecLineContext,
  depth: number,
  tally?: FactTally,
): Generator<ColumnChunk> {
  const idx = productIndex(ctx.market);
  const startDay = ctx.range.startDay;
  const out = new ColumnRowWriter();
  const line: TalliedSpecLine = {
    projectId: 0,
    productId: 0,
    brandId: 0,
    categoryId: 0,
    subCategoryId: 0,
    isOpenSpec: false,
    statusId: 0,
    segmentId: 0,
    stateId: 0,
    quantity: 0,
    day: 0,
  };
  let id = 0;
  for (const p of ctx.projects) {
    projectLines(ctx, idx, p, 'spec-lines', depth, (productId, statusId, qty, day) => {
      const sub = idx.sub[productId] as number;
      const brandId = idx.brand[productId] as number;
      const categoryId = idx.category[productId] as number;
      const isOpenSpec = idx.openSpec[productId] === 1;
      if (tally) {
        line.projectId = p.id;
        line.productId = productId;
        line.brandId = brandId;
        line.categoryId = categoryId;
        line.subCategoryId = sub;
        line.isOpenSpec = isOpenSpec;
        line.statusId = statusId;
        line.segmentId = p.segmentId;
        line.stateId = p.stateId;
        line.quantity = qty;
        line.day = day;
        tally.specLine(line);
      }
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
