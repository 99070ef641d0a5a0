// Projects of the demo market (segment, place, design firm office, design milestones) and their principals.
import {
  daySampler,
  formatDay,
  monthMultipliers,
  monthOf,
  weekdayMultipliers,
  weekdayOf,
  type DataRange,
} from './calendar.ts';
import { csvRows, csvText } from './csv.ts';
import type { FirmsPlan, OfficeChoice, OfficePlan } from './firms-plan.ts';
import { sampleCity, sampleCityIn, stateWeightSampler } from './firms-plan.ts';
import { stateByCode, states, type CityDef, type StateDef } from './geography.ts';
import { contractorName, ownerName, personName, phoneNumber, projectName } from './names.ts';
import { Rng, WeightedSampler } from './random.ts';
import { siteNear } from './sites.ts';
import { segments, stateSegmentTilts } from './taxonomy.ts';

export interface ProjectPlan {
  id: number;
  name: string;
  segmentId: number;
  city: CityDef;
  stateId: number;
  lat: number;
  lng: number;
  office: OfficePlan;
  /** Project scale (log-normal around 1): more categories, larger quantities. */
  size: number;
  /** Day offsets (within the data range) on which spec sections were issued. */
  milestones: number[];
  /** Day offset around which the project is active (used to pick project views). */
  center: number;
  startDay: number;
  completionDay: number | null;
}

const SPEC_GROWTH_PER_YEAR = 0.04;
const dayWeight = (day: number) =>
  (monthMultipliers[monthOf(day)] as number) * (weekdayMultipliers[weekdayOf(day)] as number);

function segmentSamplers(): Map<string, WeightedSampler> {
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
      return [
        s.code,
        new WeightedSampler(segments.map((g) => g.weight * (tilt[keyOf[g.id] as string] ?? 1))),
      ];
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
  const stateSampler = stateWeightSampler();
  const bySegment = segmentSamplers();
  const days = daySampler(range, SPEC_GROWTH_PER_YEAR);
  const projects: ProjectPlan[] = [];
  for (let id = 1; id <= count; id++) {
    // The first projects visit every state once, so even the smallest data set covers all 51.
    const city =
      id <= states.length
        ? sampleCityIn(rng, (states[id - 1] as StateDef).code)
        : sampleCity(rng, stateSampler);
    const segmentId = (
      segments[(bySegment.get(city.stateCode) as WeightedSampler).sample(rng)] as { id: number }
    ).id;
    const center = days.sample(rng);
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
    const startDay = range.startDay + first - rng.int(20, 150);
    const completion = range.startDay + last + rng.int(150, 720);
    projects.push({
      id,
      name: projectName(rng, segmentId),
      segmentId,
      city,
      stateId: (stateByCode.get(city.stateCode) as { id: number }).id,
      // Two normal draws, north then east, as the generator always took them for the site.
      ...siteNear(city, rng.normal(), rng.normal()),
      office: pickOffice(rng, firms, city),
      size: rng.logNormal(1, 0.7),
      milestones,
      center,
      startDay,
      completionDay: completion <= range.endDay ? completion : null,
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

/**
 * One owner; 1–3 architects (the project's design firm, sometimes an associate and a landscape or interiors
 * firm: other design firms); 0–2 contractors (a general contractor on most projects, sometimes a second).
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
    const lines = [row(p.id, 'owner', ownerName(rng, p.segmentId), p.city)];
    const firmId = p.office.designFirmId;
    lines.push(row(p.id, 'architect', firmNames.get(firmId) as string, p.office.city));
    const architects = new Set([firmId]);
    const extraArchitects = rng.chance(0.45) ? (rng.chance(0.4) ? 2 : 1) : 0;
    for (let i = 0; i < extraArchitects && otherFirms.length > architects.size; i++) {
      let other = rng.pick(otherFirms);
      while (architects.has(other)) other = rng.pick(otherFirms);
      architects.add(other);
      const city = rng.chance(0.7) ? p.city : sampleCityIn(rng, p.city.stateCode);
      lines.push(row(p.id, 'architect', firmNames.get(other) as string, city));
    }
    const contractors = rng.chance(0.15) ? 0 : rng.chance(0.25) ? 2 : 1;
    for (let i = 0; i < contractors; i++) {
      const city = rng.chance(0.8) ? p.city : sampleCityIn(rng, p.city.stateCode);
      lines.push(row(p.id, 'contractor', contractorName(rng), city));
    }
    return lines.join('\n');
  });
}
