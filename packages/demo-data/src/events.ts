// Market platform events: searches (correlated with specs, not equal to them), product, asset, vendor, brand, project views.
import { daySampler, type DataRange } from './calendar.ts';
import { ColumnRowWriter, type ColumnChunk } from './column-rows.ts';
import type { FirmsPlan, MarketUserPlan } from './firms-plan.ts';
import type { Loyalty } from './loyalty.ts';
import { sampleProduct, type BrandCategory, type CategoryMarket, type MarketPlan } from './market-plan.ts';
import type { ProjectPlan } from './projects.ts';
import { Rng, WeightedSampler } from './random.ts';
import { eventTypes } from './taxonomy.ts';

/** The platform grows faster than construction: more events every year. */
const EVENT_GROWTH_PER_YEAR = 0.15;
/** Chance that a user's search or view is about one of their firm's favourite brands. */
const FIRM_TASTE = 0.3;
const searchKinds = [
  'keyword',
  'keyword',
  'keyword',
  'keyword',
  'keyword',
  'keyword',
  'facet',
  'facet',
  'facet',
  'similar',
];
const assetKinds = ['spec_sheet', 'bim_model', 'cad_drawing', 'image', 'epd', 'installation_guide'];
const assetKindWeights = [0.3, 0.2, 0.2, 0.15, 0.08, 0.07];

export interface EventContext {
  market: MarketPlan;
  firms: FirmsPlan;
  projects: ProjectPlan[];
  range: DataRange;
  seed: number;
  loyalty: Loyalty;
  total: number;
}

export const userEventColumns = [
  'id',
  'event_type_id',
  'event_date',
  'user_id',
  'design_firm_id',
  'manufacturer_id',
  'product_id',
  'category_id',
  'project_id',
  'vendor_id',
  'city_id',
  'state_id',
  'score',
  'calc_type',
] as const;

/** Projects ordered by the middle of their activity, to pick the ones people look at on a given day. */
function projectTimeline(projects: ProjectPlan[]) {
  const sorted = [...projects].sort((a, b) => a.center - b.center || a.id - b.id);
  const centers = Int32Array.from(sorted.map((p) => p.center));
  const lowerBound = (value: number) => {
    let lo = 0;
    let hi = centers.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((centers[mid] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return (rng: Rng, day: number): number => {
    const from = lowerBound(day - 150);
    const to = lowerBound(day + 31);
    if (to <= from) return (sorted[rng.int(0, sorted.length - 1)] as ProjectPlan).id;
    return (sorted[rng.int(from, to - 1)] as ProjectPlan).id;
  };
}

/**
 * The days (offsets) each market user works at their firm: about 40 % joined during the range and about 30 % left
 * before its end (moved firms, retired), so a year's active users are fewer than all. The first 51 (one per
 * state) stay throughout, so every state keeps its searchers. Own stream: the users' other draws do not change.
 */
function tenures(seed: number, users: MarketUserPlan[], days: number) {
  const rng = Rng.derive(seed, 'user-tenure');
  const from = new Int32Array(users.length);
  const to = new Int32Array(users.length).fill(days - 1);
  users.forEach((_, i) => {
    const joined = rng.chance(0.4) ? rng.int(0, days - 90) : 0;
    const left = rng.chance(0.3) ? rng.int(joined + 60, days - 1) : days - 1;
    if (i < 51) return;
    from[i] = joined;
    to[i] = left;
  });
  return { from, to };
}

/** Column chunks of user_event (columns of userEventColumns). */
export function* eventRows(ctx: EventContext): Generator<ColumnChunk> {
  const { market, firms, range } = ctx;
  const rng = Rng.derive(ctx.seed, 'events');
  const days = daySampler(range, EVENT_GROWTH_PER_YEAR);
  const typeSampler = new WeightedSampler(eventTypes.map((t) => t.share));
  const categorySampler = new WeightedSampler(market.categories.map((m) => m.def.search * m.def.inclusion));
  const assetSampler = new WeightedSampler(assetKindWeights);
  const pickProject = projectTimeline(ctx.projects);
  const tenure = tenures(ctx.seed, firms.marketUsers, range.days);
  // A user by activity among those at their firm that day (a few tries; heavy users are rarely all away).
  const pickUser = (day: number): MarketUserPlan => {
    let i = firms.userActivity.sample(rng);
    for (let t = 0; t < 8 && ((tenure.from[i] as number) > day || (tenure.to[i] as number) < day); t++)
      i = firms.userActivity.sample(rng);
    return firms.marketUsers[i] as MarketUserPlan;
  };
  // People look up the rep who covers their own state when there is one.
  const pickVendor = (brandId: number, user: MarketUserPlan): number => {
    const reps = firms.vendorsByBrand.get(brandId) ?? [];
    if (reps.length === 0) return 0;
    if (rng.chance(0.7)) {
      const local = reps.filter((r) => r.stateId === user.stateId);
      if (local.length) return rng.pick(local).id;
    }
    return rng.pick(reps).id;
  };
  const out = new ColumnRowWriter();
  let id = 0;
  let emitted = 0;

  const pickBrand = (m: CategoryMarket, user: MarketUserPlan, day: number): BrandCategory => {
    const i = rng.chance(FIRM_TASTE)
      ? ctx.loyalty.pick(m, user.designFirmId, rng, range.monthByOffset[day] as number)
      : (m.searchByMonth[range.monthByOffset[day] as number] as WeightedSampler).sample(rng);
    return m.entries[i] as BrandCategory;
  };

  for (let day = 0; day < range.days; day++) {
    const expectedSoFar = Math.round((ctx.total * (days.cumulative[day] as number)) / days.total);
    const count = expectedSoFar - emitted;
    emitted = expectedSoFar;
    const dayNumber = range.startDay + day;
    for (let k = 0; k < count; k++) {
      const user = pickUser(day);
      const type = eventTypes[typeSampler.sample(rng)] as (typeof eventTypes)[number];
      const hour = Math.min(23, Math.max(11, Math.round(17 + rng.normal() * 2.6)));
      const minute = rng.int(0, 59);
      const second = rng.int(0, 59);
      out.row(userEventColumns.length).int8(++id).int2(type.id);
      out
        .timestamp(dayNumber, hour * 3600 + minute * 60 + second)
        .int4(user.id)
        .int4(user.designFirmId);
      if (type.code === 'project_view') {
        out.null().null().null().int4(pickProject(rng, day)).null();
        out.int4(user.city.id).int2(user.stateId).null().null();
      } else {
        const m = market.categories[categorySampler.sample(rng)] as CategoryMarket;
        const entry = pickBrand(m, user, day);
        let product = 0;
        let vendor = 0;
        if (type.code === 'search') {
          if (rng.chance(0.85)) product = sampleProduct(entry.pool, rng, day, true);
        } else if (
          type.code === 'product_view' ||
          type.code === 'asset_view' ||
          type.code === 'asset_download'
        ) {
          product = sampleProduct(entry.pool, rng, day, true);
        } else if (type.code === 'vendor_view') {
          vendor = pickVendor(entry.brandId, user);
        }
        out
          .optionalInt4(entry.brandId)
          .optionalInt4(product)
          .optionalInt4(m.def.id)
          .null()
          .optionalInt4(vendor);
        out.int4(user.city.id).int2(user.stateId);
        // Scores with three decimals, as the CSV this replaced wrote them.
        if (type.code === 'search')
          out.float8(Math.round(Math.sqrt(rng.uniform(0.09, 1)) * 1000) / 1000).text(rng.pick(searchKinds));
        else if (type.code === 'product_view')
          out.float8(Math.round(rng.logNormal(45, 0.9))).text('dwell_seconds');
        else if (type.code === 'asset_view' || type.code === 'asset_download')
          out.null().text(assetKinds[assetSampler.sample(rng)] as string);
        else out.null().null();
      }
      if (out.full) yield out.take();
    }
  }
  const rest = out.take();
  if (rest.rows) yield rest;
}
