// Project names of the demo market, drawn together with their owner and size class: a name pattern names the
// company or institution that builds (its owner), and the kind of work it names sets how large the project is.
import type { CityDef } from './geography.ts';
import type { Rng } from './random.ts';
import { segments } from './taxonomy.ts';

/** Tenant fit-outs and refreshes; new buildings and wings of ordinary size; towers, concourses and campuses. */
export type SizeClass = 'fit-out' | 'standard' | 'major';

/** Median size (before the normalisation below) and log-space spread of each class. */
const classFigures: Record<SizeClass, { median: number; sigma: number }> = {
  'fit-out': { median: 0.3, sigma: 0.45 },
  standard: { median: 1, sigma: 0.45 },
  major: { median: 4.5, sigma: 0.55 },
};

const words = (s: string) => s.split(' ');

const surnames = words(
  'Abbott Acosta Aldridge Alvarez Ambrose Archer Ashby Ashworth Avery Bancroft Barlow Barrett Beckett Bellamy Bingham Bishop Blake Boone Bradley Brandt Brennan Brooks Calder Callahan Calloway Carrington Carver Castillo Chandler Chen Collins Conway Cortez Crane Crawford Dalton Danforth Dawson Delgado Donovan Doyle Drake Duarte Easton Ellery Ellison Emerson Espinoza Fairbanks Farrell Fenwick Ferris Finch Fitzgerald Fleming Foster Gallagher Garner Garrison Gilbert Goodwin Graves Greer Hadley Hale Halloway Harlow Harper Harrington Hartley Hayes Hendricks Hollis Holloway Holt Hughes Huxley Ingram Iverson Jarvis Jensen Kane Keane Keller Kendrick Kessler Kim Kingston Kirby Lambert Lamont Langley Larsen Lindqvist Lockhart Lowell Lucero Lyman Maddox Mallory Marlowe Marsh Mathis Mendez Mercer Merritt Monroe Morales Nakamura Nash Navarro Nolan Norwood Novak Oakley Okafor Oliver Ortega Osborne Osei Pace Palmer Park Parrish Patel Pemberton Pierce Porter Prescott Quinn Radcliffe Ramsey Redmond Reyes Rhodes Rios Rowe Rowland Russo Rutherford Salazar Sato Sawyer Shah Shepherd Sheridan Sinclair Sloane Soto Stafford Stanton Sterling Stratton Sullivan Sutton Talbot Tate Thatcher Thornton Tillman Torres Townsend Underwood Vance Vasquez Vaughn Wade Ward Warren Webb Weston Whitaker Whitcombe Whitfield Wickham Wilder Winslow Winthrop Wolfe Wong Woodward Wright Yates York Zamora',
);
// Places: a few standalone names, a tree, bird or landscape word with a landform ('Cedar Creek', 'Alder
// Valley') or fused with an ending ('Foxbrook'), and surname places ('Lake Mercer', 'Thornton Park').
const standalonePlaces = words(
  'Alder Birch Cedar Willow Aspen Juniper Laurel Maple Hawthorn Linden Briar Clover Heron Falcon Sparrow Meadow Prairie Summit Canyon Harbor Lakeview Riverside Stonegate Westbrook Eastgate Northfield Southpoint Fairview Brookside Hillcrest Pinecrest Oakmont Elmwood Ashford Kingsley Redwood Bayshore Silverlake Greystone Crescent Highland Sunridge Clearwater Foxhollow Ironwood Copperleaf Amberly Bramblewood Thornbury Windmere Ridgeway Glenmore Bellhaven Rosedale Marigold Larkspur Wildwood Mapleton Oakhurst Cloverdale Sagebrush Tamarack Driftwood Harborview Lakeshore Millbrook Stonebridge Woodland Brightwater Evergreen Bluebonnet Saddleback Cottonwood Whitestone Fernwood',
);
const placeRoots = words(
  'Oak Maple Cedar Pine Elm Willow Birch Aspen Alder Walnut Hickory Chestnut Magnolia Sycamore Cypress Laurel Holly Juniper Spruce Poplar Fox Deer Eagle Hawk Heron Quail Falcon Raven Bear Stone Mill Spring Clear Green Silver Red Rock Sun Crystal Shady Pleasant Fair Golden Copper Iron Timber Meadow Prairie River Lake Bay Harbor Sandy Misty Wild Rose Cotton Hidden Amber Blue Bright Cherry Orchard Thistle',
);
const landforms = words(
  'Creek Ridge Hills Park Valley Point Grove Springs Meadows Heights Crossing Landing Hollow Bend Glen Run Woods Trail Knoll Bluff Shores Farms Mesa Canyon Forest Brook Falls Vista Terrace',
);
const placeEndings = words('brook wood field dale view crest gate haven mont wick ford stead');
const surnamePlaces = ['Lake {}', '{} Park', '{} Heights', 'Mount {}', 'Port {}', '{} Village'];
const compass = words('North South East West');

// Coined company words: a syllable and an ending ('Verant', 'Solvix') or two plain words ('Brightpath').
const coinedStarts = words(
  'Ver Sol Kin Nuv Alt Cor Dyn Flu Lum Mer Nov Orb Quan Rad Zen Asc Tel Vir Acc Cal Ev Lex Mod Nex Omn Pax Syn Tri Ult Vel Xan Bry Cel Dex Eon Gen Hel Jov Kyr Lyr Mav Nor Ond Pryn Quor Riv Sav Tav Uly Vant Wex Yor Zyl Ard Bel Cyr Dov Elv Fyn',
);
const coinedEnds = words('ant ara ium ova ix ent ity ica eon ora ify ade ion era ano ex is or ela yx');
const plainFirst = words(
  'Bright Clear Blue True North Summit Silver Iron Red Open Swift Green Prime Bold Grand Stone Oak Cedar Harbor Pioneer Keystone Ever High Broad',
);
const plainSecond = words(
  'path water point stone bridge field line gate wave leaf rock star peak way light mark view spring works wind',
);
const industries = words(
  'Capital Technologies Financial Holdings Partners Insurance Energy Systems Labs Bank Analytics Pharmaceuticals Logistics Media Software Therapeutics Networks Advisors Biosciences Robotics',
);
const retailSuffixes = [
  'Outfitters',
  'Market',
  'Brands',
  'Goods',
  'Supply Co.',
  'Home',
  'Apparel',
  'Mercantile',
];
const hotelGroups = ['Hotels', 'Hotels & Resorts', 'Hospitality'];
const districts = [
  'School District',
  'Unified School District',
  'Public Schools',
  'Independent School District',
  'Area Schools',
];
const streets = words(
  'Main Market Broad Elm Park Washington Lincoln Madison Franklin Jefferson Grand Central State Church Spring Mill Water Front High Union Commerce Congress Harbor Lake Oak Pine Walnut Chestnut Cedar Maple Division Canal Bridge Court Hudson Adams Monroe Jackson Clay Prospect Summit Liberty Grant Locust Spruce Vine Howard Pearl Dock River Hill Ridge Meridian Wacker Mission Folsom Howell Peachtree Lamar Congress Olive Figueroa Wilshire Boylston Tremont Arch Race Penn Gay Calvert Charles Fayette Sheridan Halsted',
);
const streetTypes = ['Street', 'Street', 'Street', 'Avenue', 'Avenue', 'Boulevard', 'Drive', 'Place', 'Way'];
const eateries = ['Restaurant & Bar', 'Kitchen', 'Tavern', 'Steakhouse', 'Brasserie', 'Oyster Bar', 'Bistro'];
const ordinals = ['2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];

const surnamePlace = (rng: Rng) => rng.pick(surnamePlaces).replace('{}', rng.pick(surnames));
function place(rng: Rng): string {
  const r = rng.next();
  let name: string;
  if (r < 0.15) name = rng.pick(standalonePlaces);
  else if (r < 0.65) name = `${rng.pick(placeRoots)} ${rng.pick(landforms)}`;
  else if (r < 0.85) name = rng.pick(placeRoots) + rng.pick(placeEndings);
  else name = surnamePlace(rng);
  return rng.chance(0.06) ? `${rng.pick(compass)} ${name}` : name;
}
const coined = (rng: Rng) =>
  rng.chance(0.75)
    ? rng.pick(coinedStarts) + rng.pick(coinedEnds)
    : rng.pick(plainFirst) + rng.pick(plainSecond);
function address(rng: Rng): string {
  const n = rng.chance(0.5) ? rng.int(1, 30) * 100 : rng.int(10, 2999);
  return `${n} ${rng.pick(streets)} ${rng.pick(streetTypes)}`;
}
function hospital(rng: Rng): string {
  const r = rng.next();
  if (r < 0.25) return `St. ${rng.pick(surnames)}'s Medical Center`;
  if (r < 0.45) return `${place(rng)} Regional Medical Center`;
  if (r < 0.6) return `${rng.pick(surnames)} Memorial Hospital`;
  if (r < 0.75) return `${place(rng)} General Hospital`;
  if (r < 0.9) return `${place(rng)} Community Hospital`;
  return `${rng.pick(surnames)} Medical Center`;
}
function healthSystem(rng: Rng): string {
  const r = rng.next();
  if (r < 0.4) return `${place(rng)} Health`;
  if (r < 0.75) return `${coined(rng)} Health`;
  return `${rng.pick(surnames)} Health`;
}
function university(rng: Rng): string {
  const r = rng.next();
  if (r < 0.2) return `${place(rng)} University`;
  if (r < 0.35) return `${rng.pick(surnames)} University`;
  if (r < 0.5) return `${place(rng)} State University`;
  if (r < 0.7) return `${place(rng)} Community College`;
  if (r < 0.85) return `${rng.pick(surnames)} College`;
  return `${place(rng)} College`;
}
function airport(rng: Rng, city: CityDef): string {
  const r = rng.next();
  if (r < 0.3) return `${city.name} International Airport`;
  if (r < 0.6) return `${place(rng)} Regional Airport`;
  if (r < 0.8) return `${rng.pick(surnames)} Field`;
  return `${rng.pick(surnames)} International Airport`;
}
function developer(rng: Rng): string {
  const r = rng.next();
  if (r < 0.3) return `${rng.pick(surnames)} Development`;
  if (r < 0.5) return `${rng.pick(surnames)} Properties`;
  if (r < 0.7) return `${coined(rng)} Capital Partners`;
  if (r < 0.85) return `${place(rng)} Realty`;
  return `${coined(rng)} Real Estate`;
}
const transit = (rng: Rng, city: CityDef) =>
  `${city.name} ${rng.pick(['Regional Transit Authority', 'Area Rapid Transit', 'Metropolitan Transit'])}`;
const municipality = (city: CityDef) =>
  city.stateCode === 'DC' ? 'District of Columbia' : `City of ${city.name}`;

/** The slots of the patterns: each is drawn once per name, so a slot repeated in the owner is the same. */
const slots: Record<string, (rng: Rng, city: CityDef) => string> = {
  P: place,
  L: (rng) => rng.pick(surnames),
  C: coined,
  I: (rng) => rng.pick(industries),
  A: address,
  D: (rng) => rng.pick(districts),
  H: hospital,
  HS: healthSystem,
  U: university,
  W: (rng) => rng.pick(compass),
  O: (rng) => rng.pick(ordinals),
  B: coined,
  HG: (rng) => rng.pick(hotelGroups),
  F: (rng) => rng.pick(eateries),
  R: (rng) => rng.pick(retailSuffixes),
  X: (rng) => rng.pick(['A', 'B', 'C', 'D', 'E', 'F']),
  AP: airport,
  DEV: developer,
  TRANSIT: transit,
  MUNI: (_rng, city) => municipality(city),
  CITY: (_rng, city) => city.name,
};

/** [name, owner, size class, weight among the segment's patterns, median relative to the class's]. */
type PatternRow = [string, string, SizeClass, number, number?];

const patternRows: Record<number, PatternRow[]> = {
  // Education
  1: [
    ['{P} Elementary School', '{P} {D}', 'standard', 4, 0.8],
    ['{P} Middle School', '{P} {D}', 'standard', 3],
    ['{P} High School', '{P} {D}', 'standard', 1.5, 1.8],
    ['{P} High School Modernization', '{P} {D}', 'standard', 2, 1.2],
    ['{P} Early Learning Center', '{P} {D}', 'standard', 0.8, 0.5],
    ['{P} Elementary School Classroom Refresh', '{P} {D}', 'fit-out', 1.5],
    ['{P} {D} Administration Center', '{P} {D}', 'standard', 0.5, 0.6],
    ['{U} {L} Hall Renovation', '{U}', 'standard', 2, 0.7],
    ['{U} {L} Hall Classroom Refresh', '{U}', 'fit-out', 1.2],
    ['{U} Science Center', '{U}', 'standard', 1, 1.8],
    ['{U} Library Learning Commons', '{U}', 'fit-out', 1, 1.6],
    ['{U} Student Union', '{U}', 'standard', 1],
    ['{U} {L} Residence Hall', '{U}', 'standard', 1.2, 0.9],
    ['{U} Athletics Center', '{U}', 'standard', 0.6],
    ['{U} {W} Campus', '{U}', 'major', 0.6, 0.9],
  ],
  // Workplace
  2: [
    ['{C} Headquarters', '{C} {I}', 'standard', 2.5, 1.3],
    ['{C} {I} Headquarters', '{C} {I}', 'standard', 1.5, 1.3],
    ['{C} Office Fit-Out', '{C} {I}', 'fit-out', 3],
    ['{C} {I} Offices at {A}', '{C} {I}', 'fit-out', 2.5, 1.2],
    ['{A} Tenant Improvement', '{DEV}', 'fit-out', 2.5],
    ['{C} Regional Office', '{C} {I}', 'fit-out', 2, 1.5],
    ['{C} Workplace Refresh', '{C} {I}', 'fit-out', 2],
    ['{L} & {L2} LLP Offices', '{L} & {L2} LLP', 'fit-out', 1.5, 1.3],
    ['{P} Tower Amenity Floor', '{DEV}', 'fit-out', 1],
    ['{A} Lobby Renovation', '{DEV}', 'fit-out', 1, 0.7],
    ['{C} Innovation Center', '{C} {I}', 'standard', 1],
    ['{C} {I} Operations Center', '{C} {I}', 'standard', 0.6],
    ['{P} Corporate Center', '{DEV}', 'standard', 1],
    ['{A} Office Tower', '{DEV}', 'standard', 0.6, 1.5],
    ['{C} Corporate Campus', '{C} {I}', 'major', 0.9],
  ],
  // Health & Wellness
  3: [
    ['{H} Patient Tower', '{H}', 'major', 1.5, 1.2],
    ['{H} {W} Tower', '{H}', 'major', 0.6],
    ["{P} Children's Hospital {W} Wing", "{P} Children's Hospital", 'major', 0.4, 0.8],
    ['{H} Emergency Department Expansion', '{H}', 'standard', 1.5],
    ['{H} Cancer Center', '{H}', 'standard', 1.2, 1.5],
    ['{H} Surgical Suite Renovation', '{H}', 'fit-out', 1.2, 1.3],
    ['{H} Imaging Suite Renovation', '{H}', 'fit-out', 1],
    ['{H} {O} Floor Nursing Unit Refresh', '{H}', 'fit-out', 1],
    ['{HS} {P} Medical Office Building', '{HS}', 'standard', 2, 0.8],
    ['{HS} {P} Outpatient Surgery Center', '{HS}', 'standard', 1],
    ['{HS} {P} Clinic', '{HS}', 'fit-out', 1.5, 1.2],
    ['{HS} Urgent Care {P}', '{HS}', 'fit-out', 0.8],
    ['{P} Behavioral Health Center', '{P} Behavioral Health', 'standard', 0.8],
    ['{P} Senior Living Memory Care Addition', '{P} Senior Living', 'standard', 0.8, 0.8],
  ],
  // Hospitality
  4: [
    ['{B} Hotel {P}', '{B} {HG}', 'standard', 2],
    ['{B} Suites {P}', '{B} {HG}', 'standard', 1.5, 0.8],
    ['{B} {P} Guestroom Refresh', '{B} {HG}', 'fit-out', 2.5],
    ['{B} {P} Lobby & Restaurant Renovation', '{B} {HG}', 'fit-out', 1.5, 1.3],
    ['The {P} Hotel', '{P} Hotel Group', 'standard', 1.5],
    ['{P} Resort & Spa', '{P} Resorts', 'major', 0.6, 0.8],
    ['{P} Resort Renovation', '{P} Resorts', 'standard', 1.2],
    ["{L}'s {F}", '{L} Hospitality Group', 'fit-out', 1.5],
    ['{B} {CITY} Convention Hotel', '{B} {HG}', 'major', 0.4],
    ['{P} Conference Center', '{P} Hospitality', 'standard', 1],
  ],
  // Infrastructure & Transportation
  5: [
    ['{AP} Terminal {X} Concourse Expansion', '{AP} Authority', 'major', 1.2, 1.3],
    ['{AP} Terminal {X} Gate Renovation', '{AP} Authority', 'fit-out', 0.8, 1.5],
    ['{AP} Terminal {X} Concessions Refresh', '{AP} Authority', 'fit-out', 0.6],
    ['{AP} Terminal {X} Baggage Claim Renovation', '{AP} Authority', 'standard', 0.5],
    ['{P} Station Renovation', '{TRANSIT}', 'standard', 1.5],
    ['{P} Transit Center', '{TRANSIT}', 'standard', 1],
    ['{P} Rail Maintenance Facility', '{TRANSIT}', 'standard', 0.6],
  ],
  // Residential
  6: [
    ['{P} Lofts', '{DEV}', 'standard', 1.5],
    ['{P} Apartments', '{DEV}', 'standard', 1.5],
    ['The Residences at {P}', '{DEV}', 'standard', 1],
    ['{P} Commons', '{DEV}', 'standard', 1],
    ['{P} Senior Apartments', '{CITY} Housing Authority', 'standard', 0.8, 0.8],
    ['{B} {P}', '{B} Living', 'standard', 1.5],
    ['{B} {P} Amenity Renovation', '{B} Living', 'fit-out', 1.5],
    ['{P} Apartments Clubhouse Refresh', '{DEV}', 'fit-out', 1],
    ['{P} Townhomes', '{DEV}', 'standard', 0.7, 0.6],
    ['{P} Student Housing', '{DEV}', 'standard', 0.5],
    ['{A} Residential Tower', '{DEV}', 'major', 0.4, 0.7],
  ],
  // Retail
  7: [
    ['{C} Flagship Store', '{C} {R}', 'standard', 1.5, 0.7],
    ['{C} {R} {P} Store Refresh', '{C} {R}', 'fit-out', 2.5],
    ['{C} Showroom', '{C} {R}', 'fit-out', 1],
    ['{P} Market Hall', '{P} Market Partners', 'standard', 1],
    ['{P} Shops Renovation', '{DEV}', 'standard', 1],
    ['{P} Town Center', '{DEV}', 'standard', 0.5, 2],
    ['{P} Mall Food Court Renovation', '{DEV}', 'fit-out', 0.8, 1.3],
  ],
  // Other
  8: [
    ['{P} Branch Library', '{CITY} Public Library', 'standard', 1.2, 0.6],
    ["{P} Branch Library Children's Area Refresh", '{CITY} Public Library', 'fit-out', 0.5],
    ['{P} Community Center', '{MUNI}', 'standard', 1.2],
    ['{P} Recreation Center', '{MUNI}', 'standard', 1],
    ['{P} Civic Center', '{MUNI}', 'standard', 0.8],
    ['{P} Public Safety Building', '{MUNI}', 'standard', 0.5],
    ['{L} County Courthouse Renovation', '{L} County', 'standard', 0.5],
    ['{P} Museum of Art Expansion', '{P} Museum of Art', 'major', 0.4, 0.8],
    ['{P} Performing Arts Center', '{P} Performing Arts Center', 'major', 0.3, 0.8],
    ['{P} Community Church Fellowship Hall', '{P} Community Church', 'fit-out', 0.8],
    ['{L} Federal Building Modernization', 'U.S. General Services Administration', 'standard', 0.4, 1.5],
    ['{CITY} Convention Center Expansion', '{CITY} Convention Center Authority', 'major', 0.1],
  ],
};

/** A template split at its slots: literal text at even indexes, slot keys at odd ones. */
type Template = string[];
const template = (text: string): Template => text.split(/\{(\w+)\}/);

interface Pattern {
  name: Template;
  owner: Template;
  /**
   * The part of the owner the name also carries ('{C}' of '{C} {I}' in '{C} Headquarters'): the longest
   * leading run of the owner's words, holding a slot, that the name contains; null when the owner is not named.
   */
  named: Template | null;
  sizeClass: SizeClass;
  weight: number;
  /** Median size (before normalisation). */
  median: number;
}

function namedPart(name: string, owner: string): string | null {
  const parts = owner.split(' ');
  for (let n = parts.length; n > 0; n--) {
    const lead = parts.slice(0, n).join(' ');
    if (lead.includes('{') && name.includes(lead)) return lead;
  }
  return null;
}

interface PatternSet {
  list: Pattern[];
  weights: number[];
}

const patternsBySegment = new Map<number, PatternSet>(
  Object.entries(patternRows).map(([segmentId, rows]) => {
    const list = rows.map(([name, owner, sizeClass, weight, scale = 1]) => {
      const named = namedPart(name, owner);
      return {
        name: template(name),
        owner: template(owner),
        named: named === null ? null : template(named),
        sizeClass,
        weight,
        median: classFigures[sizeClass].median * scale,
      };
    });
    return [Number(segmentId), { list, weights: list.map((p) => p.weight) }];
  }),
);

/**
 * Divides every median so that the mean size over the market (by the national segment weights; the
 * states' tilts move it by a few percent at most) is 1, the scale spec-line calibration assumes.
 */
const SIZE_NORMALISER = (() => {
  let total = 0;
  let mean = 0;
  for (const segment of segments) {
    const { list, weights } = patternsBySegment.get(segment.id) as PatternSet;
    const weightSum = weights.reduce((s, w) => s + w, 0);
    const segmentMean = list.reduce(
      (s, p) => s + (p.weight / weightSum) * p.median * Math.exp(classFigures[p.sizeClass].sigma ** 2 / 2),
      0,
    );
    mean += segment.weight * segmentMean;
    total += segment.weight;
  }
  return mean / total;
})();

interface ProjectIdentity {
  name: string;
  /** The owner principal's company. */
  ownerName: string;
  /** The company or institution named in both the project's name and its owner; null when none is. */
  namedFor: string | null;
  sizeClass: SizeClass;
  /** Median and log-space spread of the project's size (the mean size over the market is about 1). */
  sizeMedian: number;
  sizeSigma: number;
}

/** Tried in turn when redrawing the slots kept hitting names the city already has. */
const disambiguators = [
  'Phase II',
  'North Wing',
  'South Wing',
  'East Wing',
  'West Wing',
  'Phase III',
  'North Campus',
  'South Campus',
  'Annex',
  'Phase IV',
];
const REDRAWS = 8;

/** 'St. Brooks's' reads 'St. Brooks'' (the same in the name, its owner and the named part). */
const POSSESSIVE_OF_S = /s's\b/g;

function fill(parts: Template, values: Map<string, string>, rng: Rng, city: CityDef): string {
  let text = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i] as string;
    let value = values.get(key);
    if (value === undefined) {
      if (key === 'L2') {
        // A second surname, never the first ('Keller & Keller LLP' reads as a mistake).
        const first = values.get('L');
        do value = rng.pick(surnames);
        while (value === first);
      } else value = (slots[key] as (typeof slots)[string])(rng, city);
      values.set(key, value);
    }
    text += value + (parts[i + 1] as string);
  }
  return text.includes("s's") ? text.replace(POSSESSIVE_OF_S, "s'") : text;
}

/**
 * A project's name, owner and size class for its segment and city. `taken` holds the names the city already
 * has: the slots are redrawn a few times on a clash, then a phase, wing or campus is added (an address at the
 * very last), so no two projects of a city share a name. The name is added to `taken`.
 */
export function projectIdentity(
  rng: Rng,
  segmentId: number,
  city: CityDef,
  taken: Set<string>,
): ProjectIdentity {
  const { list, weights } = (patternsBySegment.get(segmentId) ?? patternsBySegment.get(8)) as PatternSet;
  const pattern = list[rng.weightedIndex(weights)] as Pattern;
  let values = new Map<string, string>();
  let name = '';
  for (let attempt = 0; attempt <= REDRAWS; attempt++) {
    values = new Map();
    name = fill(pattern.name, values, rng, city);
    if (!taken.has(name)) break;
  }
  if (taken.has(name)) {
    const base = name;
    const free = disambiguators.find((d) => !base.includes(d) && !taken.has(`${base} ${d}`));
    name = free ? `${base} ${free}` : base;
    while (taken.has(name)) name = `${base} at ${address(rng)}`;
  }
  taken.add(name);
  const figures = classFigures[pattern.sizeClass];
  return {
    name,
    ownerName: fill(pattern.owner, values, rng, city),
    namedFor: pattern.named === null ? null : fill(pattern.named, values, rng, city),
    sizeClass: pattern.sizeClass,
    sizeMedian: pattern.median / SIZE_NORMALISER,
    sizeSigma: figures.sigma,
  };
}
