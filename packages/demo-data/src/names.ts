// Fictional names for the demo market: brands, products, firms, owners, contractors, projects and people.
import type { Rng } from './random.ts';

// Coined brand stems (syllable + ending) keep brands clearly fictional; real industry names are refused below.
const stemStarts =
  'Al Bel Cal Dor El Fen Gal Har Ist Jun Kel Lor Mar Nor Or Pel Quin Ros Sel Tor Ul Val Wyn Yar Zel Ash Bri Cor Dal Est Fal Gren Hal Ken Lin Mer Nev Ost Pra Rav Sol Tam Ven Wes Ard'.split(
    ' ',
  );
const stemEnds =
  'ara ex ion ova wick ton ford mere vale ridge stone brook field haven crest wood line loft form craft ley den mont bury ent ano ora ix is en'.split(
    ' ',
  );
const brandSuffixes: Record<number, string[]> = {
  1: ['Flooring', 'Floors', 'Carpet Mills', 'Surfaces', 'Floorcoverings', 'Flooring Co.'],
  2: ['Tile', 'Tile & Stone', 'Ceramica', 'Stoneworks', 'Porcelain'],
  3: ['Ceilings', 'Acoustics', 'Ceiling Systems', 'Architectural Products'],
  4: ['Wallcoverings', 'Walls', 'Coatings', 'Paints', 'Wall Studio'],
  5: ['Surfaces', 'Surfacing', 'Stone', 'Quartz', 'Laminates'],
  6: ['Textiles', 'Fabrics', 'Weaving Co.', 'Textile Studio', 'Mills'],
  7: ['Shades', 'Shading Systems', 'Window Fashions', 'Blinds'],
  8: ['Specialties', 'Partitions', 'Accessories', 'Signs', 'Products', 'Manufacturing'],
  9: ['Door', 'Hardware', 'Doors', 'Glass Systems', 'Architectural'],
  10: ['Seating', 'Furniture', 'Chair Co.', 'Design', 'Contract'],
  11: ['Furniture', 'Workplace', 'Tables', 'Office', 'Design'],
  12: ['Storage', 'Casework', 'Millwork', 'Systems'],
  13: ['Lighting', 'Luminaires', 'Light', 'Light Co.', 'Illumination'],
  14: ['Plumbing', 'Faucet Co.', 'Fixtures', 'Water', 'Bath'],
  15: ['Site Furnishings', 'Outdoor', 'Rugs', 'Landscape', 'Planters'],
};
const multiCategorySuffixes = [
  'Interiors',
  'Industries',
  'Group',
  'Commercial',
  'Design Group',
  'Collective',
  'Studio',
];
/** Well-known names of the building-products industry that the generator must never produce. */
const realNames = new Set(
  'interface shaw mohawk armstrong tarkett steelcase knoll haworth kohler moen sloan daltile formica wilsonart corian caesarstone usg rockfon lutron acuity bobrick allegion schlage humanscale hon kimball allsteel teknion milliken patcraft mannington forbo roppe kvadrat maharam momentum designtex carnegie koroseal draper vitra emeco flos zurn elkay toto crossville cambria silestone hightower bernhardt keilhauer coalesse arcadia chilewich marmont fenix belden'.split(
    ' ',
  ),
);

const lastNames =
  'Abbott Acosta Aldridge Alvarez Ambrose Archer Ashby Avery Barlow Beckett Bishop Blake Boone Bradley Brennan Brooks Calder Callahan Carver Castillo Chen Collins Conway Crane Crawford Dalton Delgado Donovan Doyle Drake Duarte Ellison Emerson Espinoza Farrell Fenwick Finch Fitzgerald Fleming Foster Gallagher Garner Gilbert Goodwin Graves Greer Hale Halloway Harlow Hartley Hayes Hendricks Holloway Hughes Ingram Iverson Jensen Kane Keane Keller Kendrick Kim Kirby Lambert Langley Larsen Lindqvist Lowell Lucero Maddox Marsh Mathis Mercer Merritt Monroe Morales Nakamura Nash Navarro Novak Okafor Oliver Ortega Osei Pace Palmer Park Patel Pierce Porter Quinn Ramsey Reyes Rhodes Rios Rowe Russo Salazar Sato Shah Shepherd Sinclair Sloane Soto Sterling Sutton Tate Thornton Torres Townsend Vance Vasquez Vaughn Wade Ward Warren Webb Whitaker Whitcombe Wilder Winslow Wolfe Wong Wright Yates York Zamora'.split(
    ' ',
  );
const firstNames =
  'Aaron Adrian Aisha Alex Alicia Amara Andre Angela Anika Ben Bianca Brandon Caleb Camila Carmen Chloe Chris Dana Daniel Deepa Diego Elena Eli Emily Ethan Farah Gabriel Grace Hannah Hector Imani Isaac Jamal Jasmine Javier Jenna Jordan Julia Kai Karen Keisha Kevin Laura Leah Leo Lily Lucas Maya Marcus Maria Mei Michael Naomi Nathan Nina Noah Olivia Omar Priya Rachel Rafael Rebecca Ryan Samuel Sara Sean Sofia Tara Theo Tyler Valerie Victor Wesley Yara Zoe Owen Nora Miles Lena Jonah Ivy Felix Elise Derek Claire Brooke Aiden Rosa Paul Monica Luis Kira Hugo Greta Dmitri Nadia Tomas Wei Yusuf Ingrid'.split(
    ' ',
  );
const placeWords =
  'Alder Birch Cedar Willow Aspen Juniper Laurel Maple Hawthorn Linden Briar Clover Heron Falcon Sparrow Meadow Prairie Summit Canyon Harbor Lakeview Riverside Stonegate Westbrook Eastgate Northfield Southpoint Fairview Brookside Hillcrest Pinecrest Oakmont Elmwood Ashford Kingsley Redwood Bayshore Silverlake Greystone Crescent Highland Valley Sunridge Clearwater Foxhollow Ironwood Copperleaf Amberly Bramblewood Thornbury Windmere'.split(
    ' ',
  );
const coinedWords =
  'Veranta Solvix Kinetra Nuvola Altiva Brightpath Corvane Dynavale Everlane Fluxor Gradient Helix Ardent Lumora Meridio Novacrest Orbiton Pivotal Quanta Radiant Sequoia Tandem Uplift Vantage Wayfinder Zenova Keystone Ascend Bluewater Clearpath'.split(
    ' ',
  );
const collectionWords =
  'Drift Terrain Meridian Cadence Strata Ember Lumen Haven Tidal Canopy Quarry Fieldstone Pebble Loom Weft Grove Ridge Echo Harbor Vista Horizon Atlas Arbor Flint Cove Mesa Dune Fjord Prism Nova Axis Orbit Verge Contour Facet Tessel Vale Sable Linen Basalt Cirrus Delta Fable Glint Halo Inlet Juniper Kite Lattice Nimbus Oxbow Pillar Quill Rivet Slate Thicket Umber Vector Willow Yarrow Zephyr Aspen Bramble Cedar Drumlin Estuary Fathom Granite Heath Isle Jetty Lagoon Marsh Noble Onyx Plume Riff Shale Tundra Upland Wharf Aura Bloom Crest Dapple Eddy Frond Gale Hush Jade Mist Nook Opal Pique Reed Sprig Tide Verve Whorl Zenith Agate Birch Coral Dusk Flax Grain Hollow Ivy Jasper Kindle Lark Moss Nettle Pine Rune Thistle'.split(
    ' ',
  );
const collectionAdjectives =
  'Quiet Open Soft Bold Still Urban Coastal Native Modern Raw Warm Fine True Pure Deep High North West Field Studio'.split(
    ' ',
  );
const seriesMarks = ['II', 'III', '24', '36', 'Plus', 'Pro', 'One', 'LX', 'Select', 'Classic'];
const productNouns: Record<string, string[]> = {
  'Carpet Tile': ['Carpet Tile', 'Modular', 'Carpet Plank'],
  'Broadloom Carpet': ['Broadloom', 'Axminster'],
  'LVT/LVP': ['LVT', 'Plank', 'Luxury Vinyl'],
  'Sheet Vinyl': ['Sheet', 'Homogeneous Sheet'],
  Rubber: ['Rubber Tile', 'Rubber Sheet'],
  Linoleum: ['Linoleum'],
  'Resilient Base': ['Wall Base', 'Base'],
  'Wood & Engineered Wood': ['Engineered Plank', 'Hardwood'],
  Terrazzo: ['Terrazzo', 'Epoxy Terrazzo'],
  'Resinous & Polished Concrete': ['Resinous System', 'Polished Concrete'],
  'Entrance Mats': ['Entrance Mat', 'Entry Grid'],
  'Porcelain Floor Tile': ['Porcelain', 'Floor Tile'],
  'Ceramic Wall Tile': ['Wall Tile', 'Ceramic'],
  'Mosaic & Glass Tile': ['Mosaic', 'Glass Tile'],
  'Natural Stone': ['Marble', 'Limestone', 'Slate Tile'],
  'Acoustical Panels': ['Acoustical Panel', 'Ceiling Panel'],
  'Suspension Grid': ['Grid', 'Suspension System'],
  'Specialty Wood/Metal': ['Linear Wood Ceiling', 'Metal Ceiling'],
  'Baffles & Clouds': ['Baffle', 'Cloud'],
  'Vinyl Wallcovering': ['Wallcovering', 'Vinyl'],
  'Textile Wallcovering': ['Textile Wall', 'Grasscloth'],
  'Acoustical Wall Panels': ['Acoustic Panel', 'Wall Panel'],
  'Paint & Coatings': ['Interior Paint', 'Coating'],
  'Decorative Wall Panels': ['Wall Panel', 'Relief Panel'],
  'Solid Surface': ['Solid Surface'],
  Quartz: ['Quartz'],
  'High-Pressure Laminate': ['Laminate', 'HPL'],
  Countertops: ['Countertop', 'Vanity Top'],
  Upholstery: ['Upholstery', 'Weave'],
  'Panel Fabric': ['Panel Fabric'],
  'Drapery & Cubicle Curtains': ['Cubicle Curtain', 'Drapery'],
  'Coated Fabrics': ['Coated Fabric', 'Faux Leather'],
  'Roller Shades': ['Roller Shade', 'Shade System'],
  Blinds: ['Blind', 'Horizontal Blind'],
  'Drapery Hardware': ['Drapery Track', 'Rod System'],
  'Toilet Compartments': ['Toilet Partition', 'Compartment'],
  'Toilet & Bath Accessories': ['Dispenser', 'Grab Bar', 'Hand Dryer'],
  Signage: ['Sign System', 'Wayfinding'],
  'Visual Display Boards': ['Markerboard', 'Tackboard'],
  'Wall & Door Protection': ['Corner Guard', 'Wall Protection'],
  'Operable Partitions': ['Operable Wall', 'Folding Partition'],
  Lockers: ['Locker', 'Athletic Locker'],
  'Door Hardware': ['Lever', 'Exit Device', 'Closer'],
  'Interior Glass Walls': ['Glass Wall', 'Demountable Wall'],
  'Wood Doors': ['Wood Door', 'Flush Door'],
  Task: ['Task Chair', 'Work Chair'],
  'Guest/Side': ['Side Chair', 'Guest Chair'],
  Lounge: ['Lounge Chair', 'Sofa', 'Settee'],
  Stacking: ['Stack Chair', 'Nesting Chair'],
  Stools: ['Stool', 'Counter Stool'],
  Healthcare: ['Patient Chair', 'Recliner'],
  Outdoor: ['Outdoor Chair', 'Outdoor Lounge'],
  Auditorium: ['Auditorium Seat', 'Fixed Seating'],
  Conference: ['Conference Table'],
  Occasional: ['Side Table', 'Coffee Table'],
  Training: ['Training Table', 'Flip Table'],
  Café: ['Café Table', 'Bistro Table'],
  'Height-Adjustable Desks': ['Height-Adjustable Desk', 'Sit-Stand Desk'],
  Benching: ['Benching', 'Workstation'],
  'Private-Office Casegoods': ['Casegoods', 'Private Office'],
  'Filing & Storage': ['Storage', 'Lateral File'],
  'Lockers & Towers': ['Tower', 'Personal Locker'],
  'Casework & Millwork': ['Casework', 'Millwork System'],
  'Linear Pendants': ['Linear Pendant', 'Linear'],
  Downlights: ['Downlight', 'Cylinder'],
  Troffers: ['Troffer', 'Flat Panel'],
  'Decorative Pendants': ['Pendant', 'Chandelier'],
  Sconces: ['Sconce', 'Wall Light'],
  Track: ['Track Head', 'Track System'],
  Exterior: ['Bollard', 'Area Light'],
  Controls: ['Control System', 'Sensor'],
  'Lavatory Faucets': ['Faucet', 'Lavatory Faucet'],
  'Water Closets & Urinals': ['Water Closet', 'Urinal'],
  Sinks: ['Sink', 'Lavatory'],
  Showers: ['Shower System', 'Shower Valve'],
  'Bottle Fillers': ['Bottle Filler', 'Drinking Fountain'],
  'Site Furnishings': ['Bench', 'Site Table', 'Receptacle'],
  'Area Rugs': ['Rug', 'Area Rug'],
  Planters: ['Planter', 'Planter System'],
};

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const stem = (rng: Rng) => rng.pick(stemStarts) + rng.pick(stemEnds);

/** Brand names are unique across the market; pass the same set for every call of one load. */
export function brandName(rng: Rng, categoryId: number | null, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const base = stem(rng);
    const r = rng.next();
    let name: string;
    if (r < 0.18) name = base;
    else if (r < 0.28) name = `${rng.pick(lastNames)} & ${rng.pick(lastNames)}`;
    else {
      const suffixes =
        categoryId === null ? multiCategorySuffixes : (brandSuffixes[categoryId] ?? multiCategorySuffixes);
      name = `${base} ${rng.pick(suffixes)}`;
    }
    if (attempt > 50) name = `${name} ${attempt}`;
    const first = slug(name.split(' ')[0] ?? '');
    if (!taken.has(name) && !realNames.has(first)) {
      taken.add(name);
      return name;
    }
  }
}

export function productName(rng: Rng, subCategoryName: string): string {
  const noun = rng.pick(productNouns[subCategoryName] ?? ['Collection']);
  const r = rng.next();
  if (r < 0.55) return `${rng.pick(collectionWords)} ${noun}`;
  if (r < 0.8) return `${rng.pick(collectionAdjectives)} ${rng.pick(collectionWords)} ${noun}`;
  return `${rng.pick(collectionWords)} ${rng.pick(seriesMarks)} ${noun}`;
}

export function personName(rng: Rng): { first: string; last: string } {
  return { first: rng.pick(firstNames), last: rng.pick(lastNames) };
}

export function designFirmName(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const r = rng.next();
    const a = rng.pick(lastNames);
    const b = rng.pick(lastNames);
    let name: string;
    if (r < 0.3) name = `${a} ${b} Architects`;
    else if (r < 0.42) name = `${a} + ${b}`;
    else if (r < 0.55) name = `Studio ${rng.pick(placeWords)}`;
    else if (r < 0.7)
      name = `${rng.pick(placeWords)} ${rng.pick(['Design Collaborative', 'Architecture + Interiors', 'Design Studio'])}`;
    else if (r < 0.9) name = `${a} ${rng.pick(['Associates', 'Partners', 'Design Group', 'Architecture'])}`;
    else name = `${a[0]}${b[0]}${rng.pick(lastNames)[0]} Architects`;
    if (a !== b && !taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

const ownerPatterns: Record<number, string[]> = {
  1: [
    '{P} Valley School District',
    '{P} Community College',
    '{L} University',
    '{P} Academy',
    '{P} Unified Schools',
  ],
  2: ['{C} Capital', '{C} Technologies', '{C} Financial', '{L} {L2} LLP', '{C} Holdings'],
  3: [
    '{P} Health',
    "St. {L}'s Medical Center",
    '{P} Regional Medical Center',
    "{P} Children's Hospital",
    '{P} Senior Living',
  ],
  4: ['{P} Hotel Group', '{P} Hospitality', '{P} Resorts', '{C} Hotels'],
  5: ['{P} Regional Transit', '{P} Airport Authority', '{P} Rail Partners', '{P} Port District'],
  6: ['{P} Residential', '{P} Living Partners', '{L} Development', '{P} Housing Trust'],
  7: ['{C} Outfitters', '{C} Market', '{P} Retail Group', '{C} Brands'],
  8: [
    '{P} Public Library',
    '{P} Civic Foundation',
    '{P} Parks & Recreation',
    '{P} Museum of Art',
    '{P} Community Church',
  ],
};
const projectPatterns: Record<number, string[]> = {
  1: [
    '{P} Elementary School',
    '{P} Middle School',
    '{P} High School Modernization',
    '{L} Hall Renovation',
    '{P} Science Center',
    '{P} Library Learning Commons',
    '{P} Student Union',
  ],
  2: [
    '{C} Headquarters',
    '{C} Office Fit-Out',
    '{N} {P} Street Tenant Improvement',
    '{C} Regional Office',
    '{P} Tower Amenity Floor',
    '{C} Workplace Refresh',
  ],
  3: [
    '{P} Medical Office Building',
    '{P} Cancer Center',
    '{P} Emergency Department Expansion',
    '{P} Behavioral Health Clinic',
    '{P} Outpatient Surgery Center',
    '{P} Patient Tower',
  ],
  4: [
    'The {P} Hotel',
    '{P} Resort Renovation',
    '{P} Boutique Hotel',
    '{P} Restaurant & Bar',
    '{P} Inn Guestroom Refresh',
    '{P} Conference Center',
  ],
  5: [
    '{P} Station Renovation',
    'Terminal {X} Concourse Expansion',
    '{P} Transit Center',
    '{P} Maintenance Facility',
  ],
  6: ['{P} Lofts', '{P} Apartments', '{P} Residences', '{P} Commons', '{P} Senior Apartments'],
  7: ['{C} Flagship Store', '{P} Market Hall', '{C} Showroom', '{P} Shops Renovation'],
  8: [
    '{P} Community Center',
    '{P} Public Library',
    '{P} Museum Expansion',
    '{P} Recreation Center',
    '{P} Civic Center',
  ],
};

function fill(rng: Rng, pattern: string): string {
  return pattern
    .replace('{P}', rng.pick(placeWords))
    .replace('{C}', rng.pick(coinedWords))
    .replace('{L}', rng.pick(lastNames))
    .replace('{L2}', rng.pick(lastNames))
    .replace('{N}', String(rng.int(1, 24) * 100))
    .replace('{X}', rng.pick(['A', 'B', 'C', 'D', 'E']));
}

export const ownerName = (rng: Rng, segmentId: number) =>
  fill(rng, rng.pick(ownerPatterns[segmentId] ?? ownerPatterns[8]!));
export const projectName = (rng: Rng, segmentId: number) =>
  fill(rng, rng.pick(projectPatterns[segmentId] ?? projectPatterns[8]!));

export function contractorName(rng: Rng): string {
  return fill(
    rng,
    rng.pick([
      '{L} Construction',
      '{L} & Sons Builders',
      '{P} Builders',
      '{L} {L2} Contracting',
      '{P} General Contractors',
      '{L} Building Group',
    ]),
  );
}

/** A fictional phone number: real area code, 555-01xx exchange (reserved for fiction). */
/**
 * A fictional phone number: North America (the US and Canada) `(AAA) 555-01xx`; the UK in international form
 * from Ofcom's drama ranges (London 020 7946 0xxx, elsewhere 0AAA 496 0xxx).
 */
export function phoneNumber(rng: Rng, areaCode: string, country = 'US'): string {
  const last = String(rng.int(0, 99)).padStart(2, '0');
  if (country === 'GB') return `+44 ${areaCode} ${areaCode === '20' ? '7946' : '496'} 01${last}`;
  return `(${areaCode}) 555-01${last}`;
}

export function emailFor(first: string, last: string, organisation: string): string {
  return `${slug(first)}.${slug(last)}@${slug(organisation).slice(0, 24) || 'firm'}.example`;
}
