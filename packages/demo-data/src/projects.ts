// Projects of the demo market (segment, place, name and owner, size, design firm office, design milestones) and
// their principals.
import {
  daySampler,
  formatDay,
  monthMultipliers,
  monthOf,
  weekdayMultipliers,
  weekdayOf,
  yearsFromMiddle,
  type DataRange,
} from './calendar.ts';
import { csvRows, csvText } from './csv.ts';
import type { FirmsPlan, OfficeChoice, OfficePlan } from './firms-plan.ts';
import { sampleCity, sampleCityIn, stateWeightSampler } from './firms-plan.ts';
import { stateByCode, states, type CityDef, type StateDef } from './geography.ts';
import { contractorName, personName, phoneNumber } from './names.ts';
import { projectIdentity, type SizeClass } from './project-names.ts';
import { Rng } from './random.ts';
import { siteNear } from './sites.ts';
import { segments, stateSegmentTilts } from './taxonomy.ts';

export interface ProjectPlan {
  id: number;
  /** Unique within the project's city. */
  name: string;
  /** The owner principal's company, drawn with the name: the company or institution it names, if any. */
  ownerName: string;
  /** The part of the name that names the owner ('Verant' of 'Verant Headquarters'); null when none does. */
  namedFor: string | null;
  segmentId: number;
  city: CityDef;
  stateId: number;
  lat: number;
  lng: number;
  office: OfficePlan;
  /**
   * Project scale: more categories, larger quantities. Log-normal around the median of the name's kind of work
   * (its size class); the mean over the market is about 1.
   */
  size: number;
  sizeClass: SizeClass;
  /** Day offsets (within the data range) on which spec sections were issued. */
  milestones: number[];
  /** Day offset around which the project is active (used to pick project views). */
  center: number;
  startDay: number;
  completionDay: number | null;
  /**
   * Day the construction contract is let, BID_DAYS after the last spec issue; null while the project is still
   * in design or out to bid at the as-of date (then it has no contractor).
   */
  contractDay: number | null;
}

const SPEC_GROWTH_PER_YEAR = 0.04;
/**
 * Days from a project's last spec issue to its construction contract. The spec issues are the design
 * documents; the last of them is the construction-documents (bid) set, after which the work is bid and let:
 * one to four months. A project is past design, and has contractors, from that day; every completed project
 * is (its completion is at least 150 days after the last issue).
 */
const BID_DAYS: [number, number] = [30, 120];
/**
 * Days from a project's start to its first spec issue (lead) and from its last issue to completion (build), by
 * size class: a refresh is in and out within months, a patient tower takes years. At least 150 build days, so a
 * completed project is past its contract day.
 */
const TIMING: Record<SizeClass, { lead: [number, number]; build: [number, number] }> = {
  'fit-out': { lead: [15, 70], build: [150, 330] },
  standard: { lead: [40, 160], build: [300, 720] },
  major: { lead: [120, 330], build: [640, 1200] },
};
/** Share of projects sited out in the metro area rather than around the city centre. */
const SUBURBAN = 0.6;
/** Random draws the project name took from the projects stream before it had its own. */
const FORMER_NAME_DRAWS = 7;
const dayWeight = (day: number) =>
  (monthMultipliers[monthOf(day)] as number) * (weekdayMultipliers[weekdayOf(day)] as number);

/**
 * Yearly log-change of each segment's share of projects (by segment id): office work shrinking since 2020 (about
 * 40 % of interiors work then, near 31 % now in the public figures), healthcare, infrastructure and housing
 * growing, so growth differs by segment and the workplace share drifts down.
 */
const segmentTrends: Record<number, number> = {
  1: 0.01,
  2: -0.06,
  3: 0.035,
  4: 0.02,
  5: 0.04,
  6: 0.02,
  7: -0.02,
  8: 0,
};

/** Per state: the segments' weights (data.md's, tilted by the state). */
function segmentWeights(): Map<string, number[]> {
  const keyOf: Record<number, string> = {
    1: 'education',
    2: 'workplace',
    3: 'health',
    4: 'hospitality',
    5: 'infrastructure',
    6: 'residential',
    7: 'retail',
    8: 'other',
  };
  return new Map(
    states.map((s) => {
      const tilt = (stateSegmentTilts[s.code] ?? {}) as Record<string, number>;
      return [s.code, segments.map((g) => g.weight * (tilt[keyOf[g.id] as string] ?? 1))];
    }),
  );
}

function pickOffice(rng: Rng, firms: FirmsPlan, city: CityDef): OfficePlan {
  const r = rng.next();
  let from: OfficeChoice | undefined;
  if (r < 0.6) from = firms.officesByCity.get(city.id);
  if (!from && r < 0.85) from = firms.officesByState.get(city.stateCode);
  from ??= firms.allOffices;
  return firms.offices[(from.ids[from.sampler.sample(rng)] as number) - 1] as OfficePlan;
}

export function planProjects(count: number, seed: number, range: DataRange, firms: FirmsPlan): ProjectPlan[] {
  const rng = Rng.derive(seed, 'projects');
  // Names (with owner and size class) and contract days have their own streams, so the places, dates, sites
  // and offices drawn from the projects stream are those the generator always drew.
  const nameRng = Rng.derive(seed, 'project-names');
  const contractRng = Rng.derive(seed, 'project-contracts');
  const siteRng = Rng.derive(seed, 'project-sites');
  const namesByCity = new Map<number, Set<string>>();
  const stateSampler = stateWeightSampler();
  const bySegment = segmentWeights();
  const days = daySampler(range, SPEC_GROWTH_PER_YEAR);
  const projects: ProjectPlan[] = [];
  for (let id = 1; id <= count; id++) {
    // The first projects visit every state once, so even the smallest data set covers all 51.
    const city =
      id <= states.length
        ? sampleCityIn(rng, (states[id - 1] as StateDef).code)
        : sampleCity(rng, stateSampler);
    const center = days.sample(rng);
    // The state's segment mix, drifting with the segments' trends by the project's year.
    const years = yearsFromMiddle(range, center);
    const weights = (bySegment.get(city.stateCode) as number[]).map(
      (w, i) => w * Math.exp((segmentTrends[(segments[i] as { id: number }).id] as number) * years),
    );
    const segmentId = (segments[rng.weightedIndex(weights)] as { id: number }).id;
    const milestones = [center];
    const extra = rng.int(0, 2);
    for (let k = 0, tries = 0; k < extra && tries < 20; tries++) {
      // Later issues (addenda, design development) fall within ~100 days; reflecting at the range's edges
      // keeps the density flat there, and the day weight keeps weekends and December quiet.
      let day = center + rng.int(-100, 100);
      if (day < 0) day = -day;
      if (day > range.days - 1) day = 2 * (range.days - 1) - day;
      if (!rng.chance(dayWeight(range.startDay + day) / 1.06)) continue;
      milestones.push(day);
      k++;
    }
    milestones.sort((a, b) => a - b);
    const first = milestones[0] as number;
    const last = milestones[milestones.length - 1] as number;
    let taken = namesByCity.get(city.id);
    if (!taken) namesByCity.set(city.id, (taken = new Set()));
    const identity = projectIdentity(nameRng, segmentId, city, taken);
    // Bigger projects take longer: from start to first issue, and from the last issue to completion.
    const timing = TIMING[identity.sizeClass];
    const startDay = range.startDay + first - rng.int(timing.lead[0], timing.lead[1]);
    const completion = range.startDay + last + rng.int(timing.build[0], timing.build[1]);
    // Skipped: the name now comes from its own stream (with the owner and size class drawn with it).
    for (let k = 0; k < FORMER_NAME_DRAWS; k++) rng.next();
    // Two normal draws, north then east, as the generator always took them for the site; a share of projects
    // lie out in the metro area (suburban campuses, schools, clinics), several of the city's spreads out.
    const metro = siteRng.chance(SUBURBAN) ? siteRng.uniform(3, 4.5) : 1;
    const site = siteNear(city, rng.normal(), rng.normal(), metro);
    const office = pickOffice(rng, firms, city);
    const contract = range.startDay + last + contractRng.int(BID_DAYS[0], BID_DAYS[1]);
    projects.push({
      id,
      name: identity.name,
      ownerName: identity.ownerName,
      namedFor: identity.namedFor,
      segmentId,
      city,
      stateId: (stateByCode.get(city.stateCode) as { id: number }).id,
      ...site,
      office,
      // The spread is the one normal draw the former log-normal size took.
      size: rng.logNormal(identity.sizeMedian, identity.sizeSigma),
      sizeClass: identity.sizeClass,
      milestones,
      center,
      startDay,
      completionDay: completion <= range.endDay ? completion : null,
      contractDay: contract <= range.endDay ? contract : null,
    });
  }
  return projects;
}

export function* projectCsv(projects: ProjectPlan[]): Generator<string> {
  yield* csvRows(projects, (p) =>
    [
      p.id,
      csvText(p.name),
      p.segmentId,
      p.city.id,
      p.stateId,
      p.lat,
      p.lng,
      p.office.id,
      formatDay(p.startDay),
      p.completionDay === null ? '' : formatDay(p.completionDay),
    ].join(','),
  );
}

/** Share of projects past design whose contractor is not on record (design-build, owner-built). */
const NO_CONTRACTOR = 0.04;
const SECOND_CONTRACTOR: Record<SizeClass, number> = { 'fit-out': 0.1, standard: 0.2, major: 0.45 };
/** Chance of an associate architect, and then of a second one: a refresh has one firm, a tower a team. */
const EXTRA_ARCHITECTS: Record<SizeClass, { one: number; two: number }> = {
  'fit-out': { one: 0.15, two: 0.15 },
  standard: { one: 0.5, two: 0.35 },
  major: { one: 0.9, two: 0.6 },
};

/**
 * One owner (the plan's: the company the project is named for, where its name names one); 1–3 architects (the
 * project's design firm, sometimes an associate and a landscape or interiors firm: other design firms);
 * contractors only once the project is past design (it has a contract day): a general contractor on nearly
 * every such project, and a second (a joint venture, or a construction manager beside the builder) on some,
 * most often on major ones.
 */
export function* principalCsv(
  projects: ProjectPlan[],
  seed: number,
  firmNames: Map<number, string>,
): Generator<string> {
  const rng = Rng.derive(seed, 'principals');
  const otherFirms = [...firmNames.keys()].sort((a, b) => a - b);
  let id = 0;
  const row = (projectId: number, type: string, company: string, city: CityDef) => {
    const person = personName(rng);
    return [
      ++id,
      projectId,
      type,
      csvText(company),
      csvText(person.first),
      csvText(person.last),
      csvText(city.name),
      city.stateCode,
      phoneNumber(rng, city.areaCode, city.country),
    ].join(',');
  };
  yield* csvRows(projects, (p) => {
    const lines = [row(p.id, 'owner', p.ownerName, p.city)];
    const firmId = p.office.designFirmId;
    lines.push(row(p.id, 'architect', firmNames.get(firmId) as string, p.office.city));
    const architects = new Set([firmId]);
    const extra = EXTRA_ARCHITECTS[p.sizeClass];
    const extraArchitects = rng.chance(extra.one) ? (rng.chance(extra.two) ? 2 : 1) : 0;
    for (let i = 0; i < extraArchitects && otherFirms.length > architects.size; i++) {
      let other = rng.pick(otherFirms);
      while (architects.has(other)) other = rng.pick(otherFirms);
      architects.add(other);
      const city = rng.chance(0.7) ? p.city : sampleCityIn(rng, p.city.stateCode);
      lines.push(row(p.id, 'architect', firmNames.get(other) as string, city));
    }
    const contractors =
      p.contractDay === null || rng.chance(NO_CONTRACTOR)
        ? 0
        : rng.chance(SECOND_CONTRACTOR[p.sizeClass])
          ? 2
          : 1;
    for (let i = 0; i < contractors; i++) {
      const city = rng.chance(0.8) ? p.city : sampleCityIn(rng, p.city.stateCode);
      lines.push(row(p.id, 'contractor', contractorName(rng), city));
    }
    return lines.join('\n');
  });
}
