// The people side of the demo market: design firms and their offices, platform users and brands' sales reps.
import { cities, citiesByState, stateByCode, states, type CityDef, type StateDef } from './geography.ts';
import type { BrandPlan } from './market-plan.ts';
import { designFirmName, emailFor, personName } from './names.ts';
import { Rng, WeightedSampler, zipfWeights } from './random.ts';
import type { ScaleParams } from './scales.ts';
import { OFFICE_SPREAD, siteNear } from './sites.ts';

interface DesignFirmPlan {
  id: number;
  name: string;
  /** Share of the market's projects. */
  size: number;
}
export interface OfficePlan {
  id: number;
  designFirmId: number;
  city: CityDef;
  weight: number;
  /** The office's site in its city. */
  lat: number;
  lng: number;
}
export interface MarketUserPlan {
  id: number;
  designFirmId: number;
  city: CityDef;
  stateId: number;
}
interface VendorPlan {
  id: number;
  brandId: number;
  name: string;
  email: string;
  city: CityDef;
  stateId: number;
}

/** Offices reachable from a place, with a sampler over their weights. */
export interface OfficeChoice {
  ids: number[];
  sampler: WeightedSampler;
}

export interface FirmsPlan {
  designFirms: DesignFirmPlan[];
  offices: OfficePlan[];
  officesByCity: Map<number, OfficeChoice>;
  officesByState: Map<string, OfficeChoice>;
  allOffices: OfficeChoice;
  marketUsers: MarketUserPlan[];
  /** Activity of each user (index = user id - 1). */
  userActivity: WeightedSampler;
  vendors: VendorPlan[];
  vendorsByBrand: Map<number, VendorPlan[]>;
}

/** State by its project weight, then a city of it by metro size. */
export function sampleCity(rng: Rng, stateSampler: WeightedSampler): CityDef {
  const state = states[stateSampler.sample(rng)] as (typeof states)[number];
  return sampleCityIn(rng, state.code);
}
export function sampleCityIn(rng: Rng, stateCode: string): CityDef {
  const list = citiesByState.get(stateCode) as CityDef[];
  return list[rng.weightedIndex(list.map((c) => c.size))] as CityDef;
}
export const stateWeightSampler = () => new WeightedSampler(states.map((s) => s.weight));

function choice(offices: OfficePlan[]): OfficeChoice {
  return { ids: offices.map((o) => o.id), sampler: new WeightedSampler(offices.map((o) => o.weight)) };
}

export function planFirms(params: ScaleParams, seed: number, brands: BrandPlan[]): FirmsPlan {
  const rng = Rng.derive(seed, 'firms');
  const stateSampler = stateWeightSampler();
  const citySampler = new WeightedSampler(cities.map((c) => c.size));
  const taken = new Set<string>();
  const sizes = zipfWeights(params.designFirms, 0.65);
  const sizeSum = sizes.reduce((s, w) => s + w, 0);
  const designFirms: DesignFirmPlan[] = sizes.map((w, i) => ({
    id: i + 1,
    name: designFirmName(rng, taken),
    size: w / sizeSum,
  }));

  const offices: OfficePlan[] = [];
  for (const firm of designFirms) {
    const relative = firm.size / (designFirms[0] as DesignFirmPlan).size;
    const count = 1 + Math.floor(11 * Math.pow(relative, 0.7));
    const used = new Set<number>();
    for (let k = 0; k < count; k++) {
      // Headquarters follow where the work is; branch offices go to the big metros.
      const city = k === 0 ? sampleCity(rng, stateSampler) : (cities[citySampler.sample(rng)] as CityDef);
      if (used.has(city.id)) continue;
      used.add(city.id);
      offices.push({
        id: offices.length + 1,
        designFirmId: firm.id,
        city,
        weight: 0,
        lat: city.lat,
        lng: city.lng,
      });
    }
  }
  // Sites from their own stream, so they do not shift anything drawn after them.
  const siteRng = Rng.derive(seed, 'office-sites');
  for (const o of offices)
    Object.assign(o, siteNear(o.city, siteRng.normal(), siteRng.normal(), OFFICE_SPREAD));
  const officeCount = new Map<number, number>();
  for (const o of offices) officeCount.set(o.designFirmId, (officeCount.get(o.designFirmId) ?? 0) + 1);
  for (const o of offices)
    o.weight =
      (designFirms[o.designFirmId - 1] as DesignFirmPlan).size / (officeCount.get(o.designFirmId) as number);

  const group = <K>(key: (o: OfficePlan) => K) => {
    const map = new Map<K, OfficePlan[]>();
    for (const o of offices) map.set(key(o), [...(map.get(key(o)) ?? []), o]);
    return new Map([...map].map(([k, list]) => [k, choice(list)]));
  };
  const allOffices = choice(offices);
  const officesByState = group((o) => o.city.stateCode);

  // Where the users sit. Drawing each user's office from all offices by weight put a state's users at the
  // share of firm weight its offices happen to hold: branch offices follow metro size, and the few
  // headquarters of a small state may all be tiny firms (Iowa had 6 of the demo's 15,000 users for 0.5 % of
  // the projects). So a user first draws a state by its project weight, then an office there by weight, the
  // way projects find their offices (pickOffice in projects.ts): each state's share of users follows its
  // share of projects, a firm's people follow the work its offices lead, and the offices themselves (the big
  // firms' branches in the big metros included) stay where they are. A state without an office gets remote
  // users of a firm drawn from all offices. The first users work remotely, one per state, as before, so every
  // state searches at any scale.
  const userRng = Rng.derive(seed, 'market-users');
  const pick = (from: OfficeChoice) =>
    offices[(from.ids[from.sampler.sample(userRng)] as number) - 1] as OfficePlan;

  const marketUsers: MarketUserPlan[] = [];
  const activity: number[] = [];
  for (let i = 0; i < params.marketUsers; i++) {
    let office: OfficePlan;
    let city: CityDef;
    if (i < states.length) {
      office = pick(allOffices);
      city = sampleCityIn(userRng, (states[i] as StateDef).code);
    } else {
      const state = states[stateSampler.sample(userRng)] as StateDef;
      const here = officesByState.get(state.code);
      office = pick(here ?? allOffices);
      city = here ? office.city : sampleCityIn(userRng, state.code);
    }
    marketUsers.push({
      id: i + 1,
      designFirmId: office.designFirmId,
      city,
      stateId: (stateByCode.get(city.stateCode) as { id: number }).id,
    });
    activity.push(userRng.logNormal(1, 1));
  }

  const vendorRng = Rng.derive(seed, 'vendors');
  const maxSize = Math.max(...brands.map((b) => b.size));
  const vendors: VendorPlan[] = [];
  const vendorsByBrand = new Map<number, VendorPlan[]>();
  for (const brand of brands) {
    if (brand.size === 0) continue;
    const count = Math.max(1, Math.round(params.maxVendorsPerBrand * Math.sqrt(brand.size / maxSize)));
    const list: VendorPlan[] = [];
    for (let k = 0; k < count; k++) {
      const city = sampleCity(vendorRng, stateSampler);
      const person = personName(vendorRng);
      list.push({
        id: vendors.length + list.length + 1,
        brandId: brand.id,
        name: `${person.first} ${person.last}`,
        email: emailFor(person.first, person.last, brand.name),
        city,
        stateId: (stateByCode.get(city.stateCode) as { id: number }).id,
      });
    }
    vendors.push(...list);
    vendorsByBrand.set(brand.id, list);
  }

  return {
    designFirms,
    offices,
    officesByCity: group((o) => o.city.id),
    officesByState,
    allOffices,
    marketUsers,
    userActivity: new WeightedSampler(activity),
    vendors,
    vendorsByBrand,
  };
}
