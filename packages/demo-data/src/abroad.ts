// The demo market's few places outside the US: Canadian and UK offices of the largest design firms, a few of
// their people there (searches from abroad) and some US projects those offices lead. Drawn from their own
// random streams after the US plan, so the rest of the market is the same with or without them.
import type { FirmsPlan, OfficePlan } from './firms-plan.ts';
import { cities, states, type CityDef } from './geography.ts';
import type { ProjectPlan } from './projects.ts';
import { Rng } from './random.ts';
import { OFFICE_SPREAD, siteNear } from './sites.ts';

// [name, province (the country for the UK: principal rows hold a 2-letter code), country, lat, lng, metro size, area code]
const abroadRows: [string, string, string, number, number, number, string][] = [
  ['Toronto', 'ON', 'CA', 43.6532, -79.3832, 6.2, '416'],
  ['London', 'GB', 'GB', 51.5072, -0.1276, 9.5, '20'],
  ['Vancouver', 'BC', 'CA', 49.2827, -123.1207, 2.6, '604'],
  ['Montreal', 'QC', 'CA', 45.5019, -73.5674, 4.3, '514'],
  ['Manchester', 'GB', 'GB', 53.4808, -2.2426, 2.8, '161'],
  ['Calgary', 'AB', 'CA', 51.0447, -114.0719, 1.5, '403'],
  ['Edinburgh', 'GB', 'GB', 55.9533, -3.1883, 0.9, '131'],
];

/** Cities abroad, numbered after the US cities. */
export const citiesAbroad: CityDef[] = abroadRows.map(
  ([name, stateCode, country, lat, lng, size, areaCode], i) => ({
    id: cities.length + i + 1,
    name,
    stateCode,
    country,
    lat,
    lng,
    size,
    areaCode,
  }),
);

/** Offices abroad: the largest firms, each with one, two per city abroad. */
const FIRMS_ABROAD = 2 * abroadRows.length;
/** Share of such a firm's people who work at its office abroad. */
const STAFF_ABROAD = 0.04;
/** Share of such a firm's projects its office abroad leads. */
const PROJECTS_ABROAD = 0.08;

/**
 * Appends the offices abroad to `firms.offices` (not to the samplers that placed the US projects and people),
 * moves some of those firms' people there and hands the offices some of their firm's projects. The people
 * keep their US state (their home office's), so the state figures do not change, while their searches come
 * from the city abroad; the projects stay in the US.
 */
export function placeAbroad(firms: FirmsPlan, projects: ProjectPlan[], seed: number): void {
  addOfficesAbroad(firms, seed);
  moveProjectsAbroad(projects, firms, seed);
}

function addOfficesAbroad(firms: FirmsPlan, seed: number): void {
  const rng = Rng.derive(seed, 'offices-abroad');
  const byFirm = new Map<number, OfficePlan>();
  for (const firm of firms.designFirms.slice(0, FIRMS_ABROAD)) {
    const city = citiesAbroad[(firm.id - 1) % citiesAbroad.length] as CityDef;
    const office: OfficePlan = {
      id: firms.offices.length + 1,
      designFirmId: firm.id,
      city,
      weight: 0,
      ...siteNear(city, rng.normal(), rng.normal(), OFFICE_SPREAD),
    };
    firms.offices.push(office);
    byFirm.set(firm.id, office);
  }
  // The first users (one per state) stay where they are: they make every state search. Each office abroad
  // has at least its firm's first other user, so every scale has searches from each country.
  const staffed = new Set<number>();
  for (const user of firms.marketUsers.slice(states.length)) {
    const office = byFirm.get(user.designFirmId);
    if (!office) continue;
    if (!staffed.has(office.id) || rng.chance(STAFF_ABROAD)) user.city = office.city;
    staffed.add(office.id);
  }
}

function moveProjectsAbroad(projects: ProjectPlan[], firms: FirmsPlan, seed: number): void {
  const rng = Rng.derive(seed, 'projects-abroad');
  const abroad = new Map(
    firms.offices.filter((o) => o.city.country !== undefined).map((o) => [o.designFirmId, o]),
  );
  // Each office abroad leads at least its firm's latest project, so it shows in the default window.
  const latest = new Map<number, ProjectPlan>();
  for (const project of projects) {
    const office = abroad.get(project.office.designFirmId);
    if (!office) continue;
    const last = latest.get(office.id);
    if (!last || project.center > last.center) latest.set(office.id, project);
    if (rng.chance(PROJECTS_ABROAD)) project.office = office;
  }
  for (const [officeId, project] of latest) project.office = firms.offices[officeId - 1] as OfficePlan;
}
