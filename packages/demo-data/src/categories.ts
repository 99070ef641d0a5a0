// CSI MasterFormat-style categories and sub-categories of the demo market, with how projects use each.
import { segmentIds, type SegmentKey } from './taxonomy.ts';

interface SubCategoryDef {
  id: number;
  name: string;
  /** Share of the category's products and specs. */
  weight: number;
  /** Multipliers by segment: how much more often this sub-category is chosen on such projects. */
  segmentTilt?: Partial<Record<SegmentKey, number>>;
}

export interface CategoryDef {
  id: number;
  name: string;
  subs: SubCategoryDef[];
  /** Chance that a typical project specifies something in the category. */
  inclusion: number;
  segmentTilt: Partial<Record<SegmentKey, number>>;
  /**
   * Median quantity per spec line for a typical project, its log-space spread, and the unit of measure every
   * line of the category is counted in (the snapshot's category.quantity_unit: quantity shares add one unit).
   */
  quantity: { median: number; sigma: number; unit: QuantityUnit };
  /** Chance that a project writes a generic 'Open Spec' item in the category. */
  openSpec: number;
  /** Furniture and textiles: dealer-quoted rather than basis-of-design specs. */
  ffe: boolean;
  /** Relative search interest on the platform. */
  search: number;
  /** Chance that an alternate is substituted for the basis of design on a completed project. */
  substitution: number;
}

/** The units quantities are counted in: area, fabric length, or items. */
type QuantityUnit = 'sq ft' | 'yd' | 'each';

type SubRow = [string, number, SubCategoryDef['segmentTilt']?];
function category(
  id: number,
  name: string,
  subs: SubRow[],
  rest: Omit<CategoryDef, 'id' | 'name' | 'subs'>,
): CategoryDef {
  return {
    id,
    name,
    subs: subs.map(([subName, weight, segmentTilt], j) => ({
      id: id * 100 + j + 1,
      name: subName,
      weight,
      ...(segmentTilt ? { segmentTilt } : {}),
    })),
    ...rest,
  };
}

export const categories: CategoryDef[] = [
  category(
    1,
    'Flooring',
    [
      ['Carpet Tile', 30, { workplace: 1.6, education: 1.2 }],
      ['Broadloom Carpet', 8, { hospitality: 3.5, other: 1.5 }],
      ['LVT/LVP', 22, { residential: 1.8, retail: 1.4 }],
      ['Sheet Vinyl', 7, { health: 2.8, education: 1.4 }],
      ['Rubber', 6, { health: 2, infrastructure: 2, education: 1.3 }],
      ['Linoleum', 3, { education: 1.8 }],
      ['Resilient Base', 12],
      ['Wood & Engineered Wood', 5, { residential: 2, hospitality: 1.5 }],
      ['Terrazzo', 2, { infrastructure: 5, other: 2 }],
      ['Resinous & Polished Concrete', 3, { retail: 3, infrastructure: 2 }],
      ['Entrance Mats', 4, { infrastructure: 2 }],
    ],
    {
      inclusion: 0.92,
      segmentTilt: { residential: 0.85 },
      quantity: { median: 900, sigma: 0.9, unit: 'sq ft' },
      openSpec: 0.14,
      ffe: false,
      search: 1.2,
      substitution: 0.12,
    },
  ),
  category(
    2,
    'Tile & Stone',
    [
      ['Porcelain Floor Tile', 45],
      ['Ceramic Wall Tile', 30, { health: 1.3 }],
      ['Mosaic & Glass Tile', 15, { hospitality: 1.8, residential: 1.4 }],
      ['Natural Stone', 10, { hospitality: 2, residential: 1.5 }],
    ],
    {
      inclusion: 0.62,
      segmentTilt: { hospitality: 1.3, residential: 1.3, health: 1.1, retail: 0.8 },
      quantity: { median: 600, sigma: 0.9, unit: 'sq ft' },
      openSpec: 0.1,
      ffe: false,
      search: 1,
      substitution: 0.1,
    },
  ),
  category(
    3,
    'Ceilings',
    [
      ['Acoustical Panels', 55, { education: 1.3, health: 1.3 }],
      ['Suspension Grid', 25],
      ['Specialty Wood/Metal', 12, { hospitality: 1.8, workplace: 1.3 }],
      ['Baffles & Clouds', 8, { workplace: 1.6, education: 1.3 }],
    ],
    {
      inclusion: 0.72,
      segmentTilt: { residential: 0.4, workplace: 1.2, education: 1.2, health: 1.2, hospitality: 0.8 },
      quantity: { median: 2400, sigma: 0.9, unit: 'sq ft' },
      openSpec: 0.18,
      ffe: false,
      search: 0.8,
      substitution: 0.08,
    },
  ),
  category(
    4,
    'Wall Finishes',
    [
      ['Vinyl Wallcovering', 30, { health: 1.4, hospitality: 1.3 }],
      ['Textile Wallcovering', 12, { hospitality: 2, workplace: 1.2 }],
      ['Acoustical Wall Panels', 15, { workplace: 1.5, education: 1.4 }],
      ['Paint & Coatings', 33],
      ['Decorative Wall Panels', 10, { retail: 1.6, hospitality: 1.4 }],
    ],
    {
      inclusion: 0.8,
      segmentTilt: { hospitality: 1.25 },
      // Wall area covered, whatever the finish (wallcovering, panels or paint).
      quantity: { median: 450, sigma: 0.9, unit: 'sq ft' },
      openSpec: 0.2,
      ffe: false,
      search: 1,
      substitution: 0.08,
    },
  ),
  category(
    5,
    'Surfacing',
    [
      ['Solid Surface', 30, { health: 1.6 }],
      ['Quartz', 35, { residential: 1.8, hospitality: 1.3 }],
      ['High-Pressure Laminate', 25, { education: 1.4, workplace: 1.2 }],
      ['Countertops', 10],
    ],
    {
      inclusion: 0.62,
      segmentTilt: { residential: 1.2, infrastructure: 0.6 },
      quantity: { median: 160, sigma: 0.8, unit: 'sq ft' },
      openSpec: 0.1,
      ffe: false,
      search: 0.9,
      substitution: 0.1,
    },
  ),
  category(
    6,
    'Textiles',
    [
      ['Upholstery', 50],
      ['Panel Fabric', 15, { workplace: 1.8 }],
      ['Drapery & Cubicle Curtains', 20, { health: 2.8, hospitality: 1.5 }],
      ['Coated Fabrics', 15, { health: 2, education: 1.3 }],
    ],
    {
      inclusion: 0.5,
      segmentTilt: { hospitality: 1.6, health: 1.3, workplace: 1.1, infrastructure: 0.5 },
      quantity: { median: 120, sigma: 0.9, unit: 'yd' },
      openSpec: 0.05,
      ffe: true,
      search: 1.1,
      substitution: 0.12,
    },
  ),
  category(
    7,
    'Window Treatments',
    [
      ['Roller Shades', 65],
      ['Blinds', 20, { education: 1.5 }],
      ['Drapery Hardware', 15, { hospitality: 2, health: 1.5 }],
    ],
    {
      inclusion: 0.55,
      segmentTilt: { workplace: 1.2, infrastructure: 0.6 },
      quantity: { median: 70, sigma: 0.9, unit: 'each' },
      openSpec: 0.1,
      ffe: false,
      search: 0.7,
      substitution: 0.1,
    },
  ),
  category(
    8,
    'Specialties',
    [
      ['Toilet Compartments', 18, { education: 1.3, infrastructure: 1.5 }],
      ['Toilet & Bath Accessories', 22],
      ['Signage', 14, { infrastructure: 2, health: 1.3 }],
      ['Visual Display Boards', 12, { education: 2.5 }],
      ['Wall & Door Protection', 14, { health: 2.5 }],
      ['Operable Partitions', 8, { hospitality: 1.8, education: 1.3 }],
      ['Lockers', 12, { education: 2.5 }],
    ],
    {
      inclusion: 0.66,
      segmentTilt: { education: 1.3, health: 1.3, infrastructure: 1.3, residential: 0.5 },
      quantity: { median: 24, sigma: 0.9, unit: 'each' },
      openSpec: 0.22,
      ffe: false,
      search: 0.6,
      substitution: 0.06,
    },
  ),
  category(
    9,
    'Openings',
    [
      ['Door Hardware', 45],
      ['Interior Glass Walls', 25, { workplace: 2 }],
      ['Wood Doors', 30],
    ],
    {
      inclusion: 0.6,
      segmentTilt: { workplace: 1.1, retail: 0.8 },
      quantity: { median: 40, sigma: 0.9, unit: 'each' },
      openSpec: 0.16,
      ffe: false,
      search: 0.6,
      substitution: 0.06,
    },
  ),
  category(
    10,
    'Seating',
    [
      ['Task', 25, { workplace: 2 }],
      ['Guest/Side', 20],
      ['Lounge', 18, { hospitality: 2, residential: 1.3 }],
      ['Stacking', 12, { education: 2.5, other: 1.5 }],
      ['Stools', 8, { hospitality: 1.4, retail: 1.4 }],
      ['Healthcare', 7, { health: 5 }],
      ['Outdoor', 5, { hospitality: 1.5, residential: 1.5 }],
      ['Auditorium', 5, { education: 2, other: 2 }],
    ],
    {
      inclusion: 0.72,
      segmentTilt: { workplace: 1.2, infrastructure: 0.7 },
      quantity: { median: 60, sigma: 1, unit: 'each' },
      openSpec: 0.03,
      ffe: true,
      search: 1.5,
      substitution: 0.14,
    },
  ),
  category(
    11,
    'Tables & Workspace',
    [
      ['Conference', 15, { workplace: 1.5 }],
      ['Occasional', 15, { hospitality: 1.5 }],
      ['Training', 10, { education: 2.5 }],
      ['Café', 12],
      ['Height-Adjustable Desks', 18, { workplace: 2.5 }],
      ['Benching', 15, { workplace: 2.5 }],
      ['Private-Office Casegoods', 15, { workplace: 1.5 }],
    ],
    {
      inclusion: 0.6,
      segmentTilt: { workplace: 1.35, health: 0.7, residential: 0.6, infrastructure: 0.6 },
      quantity: { median: 24, sigma: 1, unit: 'each' },
      openSpec: 0.03,
      ffe: true,
      search: 1.3,
      substitution: 0.14,
    },
  ),
  category(
    12,
    'Storage & Casework',
    [
      ['Filing & Storage', 35, { workplace: 1.5 }],
      ['Lockers & Towers', 20, { workplace: 1.3, education: 1.3 }],
      ['Casework & Millwork', 45, { health: 1.6, education: 1.3 }],
    ],
    {
      inclusion: 0.48,
      segmentTilt: { workplace: 1.2, health: 1.2, hospitality: 0.7 },
      quantity: { median: 30, sigma: 0.9, unit: 'each' },
      openSpec: 0.1,
      ffe: true,
      search: 0.8,
      substitution: 0.1,
    },
  ),
  category(
    13,
    'Lighting',
    [
      ['Linear Pendants', 18, { workplace: 1.8, education: 1.4 }],
      ['Downlights', 22],
      ['Troffers', 15, { health: 1.5, education: 1.5 }],
      ['Decorative Pendants', 14, { hospitality: 2.2, residential: 1.5, retail: 1.4 }],
      ['Sconces', 10, { hospitality: 2, residential: 1.5 }],
      ['Track', 7, { retail: 3.5 }],
      ['Exterior', 7, { infrastructure: 2 }],
      ['Controls', 7],
    ],
    {
      inclusion: 0.85,
      segmentTilt: {},
      quantity: { median: 110, sigma: 1, unit: 'each' },
      openSpec: 0.1,
      ffe: false,
      search: 1.3,
      substitution: 0.1,
    },
  ),
  category(
    14,
    'Plumbing',
    [
      ['Lavatory Faucets', 30],
      ['Water Closets & Urinals', 30, { infrastructure: 1.5 }],
      ['Sinks', 18, { health: 1.5 }],
      ['Showers', 12, { hospitality: 2, residential: 1.8 }],
      ['Bottle Fillers', 10, { education: 2.5, workplace: 1.4 }],
    ],
    {
      inclusion: 0.6,
      segmentTilt: { health: 1.3, education: 1.2, hospitality: 1.2, retail: 0.6 },
      quantity: { median: 28, sigma: 0.9, unit: 'each' },
      openSpec: 0.14,
      ffe: false,
      search: 0.9,
      substitution: 0.06,
    },
  ),
  category(
    15,
    'Site & Accessories',
    [
      ['Site Furnishings', 40, { infrastructure: 2, education: 1.3 }],
      ['Area Rugs', 35, { hospitality: 2, residential: 1.8 }],
      ['Planters', 25, { workplace: 1.3, retail: 1.4 }],
    ],
    {
      inclusion: 0.32,
      segmentTilt: { hospitality: 1.4, residential: 1.3, infrastructure: 1.3 },
      quantity: { median: 14, sigma: 0.9, unit: 'each' },
      openSpec: 0.05,
      ffe: true,
      search: 0.7,
      substitution: 0.1,
    },
  ),
];

/**
 * How concentrated each sub-category's makers are. Oligopolies: a handful of makers (4-12) with the top three
 * holding 70-90 % (grid, ceiling panels, paint, door hardware, partitions, water closets, laminate, solid surface,
 * bottle fillers); fragmented: most of the category's brands make some, none leads (upholstery, decorative
 * lighting, rugs, lounge and occasional furniture, decorative panels); niche: a few specialists (3-8: linoleum,
 * terrazzo, rubber flooring, auditorium seating), not necessarily the category's big names; the rest are standard
 * (Zipf-like, the top three at 30-45 %).
 */
export type MarketStructure = 'oligopoly' | 'standard' | 'fragmented' | 'niche';
const oligopolies = new Set([
  'Suspension Grid',
  'Acoustical Panels',
  'Paint & Coatings',
  'Door Hardware',
  'Toilet Compartments',
  'Operable Partitions',
  'Water Closets & Urinals',
  'High-Pressure Laminate',
  'Solid Surface',
  'Bottle Fillers',
]);
const fragmented = new Set([
  'Upholstery',
  'Decorative Pendants',
  'Sconces',
  'Area Rugs',
  'Lounge',
  'Occasional',
  'Decorative Wall Panels',
]);
const niches = new Set(['Linoleum', 'Terrazzo', 'Rubber', 'Auditorium']);
export const marketStructureOf = (subName: string): MarketStructure =>
  oligopolies.has(subName)
    ? 'oligopoly'
    : fragmented.has(subName)
      ? 'fragmented'
      : niches.has(subName)
        ? 'niche'
        : 'standard';

/** Category pairs whose brands often sell in both (brands spanning a few categories come from these). */
export const relatedCategories: [number, number][] = [
  [1, 2],
  [1, 15],
  [3, 4],
  [10, 11],
  [11, 12],
  [10, 15],
  [6, 7],
  [8, 9],
  [5, 14],
  [4, 6],
];

export function segmentTiltOf(tilts: Partial<Record<SegmentKey, number>>, segmentId: number): number {
  for (const [key, id] of Object.entries(segmentIds))
    if (id === segmentId) return tilts[key as SegmentKey] ?? 1;
  return 1;
}
