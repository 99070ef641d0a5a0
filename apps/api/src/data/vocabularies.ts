// Spec types (product characteristics) and their vocabularies (data.md), and which sub-categories carry which.
import { categories } from './taxonomy.ts';

export const specTypes = [
  { id: 1, code: 'color', name: 'Color' },
  { id: 2, code: 'pattern', name: 'Pattern' },
  { id: 3, code: 'size', name: 'Size' },
  { id: 4, code: 'finish', name: 'Finish' },
  { id: 5, code: 'shape', name: 'Shape' },
  { id: 6, code: 'thickness', name: 'Thickness' },
  { id: 7, code: 'material', name: 'Material' },
  { id: 8, code: 'pile', name: 'Pile' },
  { id: 9, code: 'installation', name: 'Installation' },
  { id: 10, code: 'wear_layer', name: 'Wear Layer' },
  { id: 11, code: 'look', name: 'Look' },
  { id: 12, code: 'nrc', name: 'NRC' },
  { id: 13, code: 'cac', name: 'CAC' },
  { id: 14, code: 'edge', name: 'Edge' },
  { id: 15, code: 'wallcovering_type', name: 'Wallcovering Type' },
  { id: 16, code: 'double_rubs', name: 'Double Rubs' },
  { id: 17, code: 'content', name: 'Content' },
  { id: 18, code: 'frame_finish', name: 'Frame Finish' },
  { id: 19, code: 'base', name: 'Base' },
  { id: 20, code: 'top_shape', name: 'Top Shape' },
  { id: 21, code: 'cct', name: 'Color Temperature' },
  { id: 22, code: 'cri', name: 'CRI' },
  { id: 23, code: 'mounting', name: 'Mounting' },
  { id: 24, code: 'operation', name: 'Operation' },
] as const;
export type SpecTypeCode = (typeof specTypes)[number]['code'];

/** [value, base weight, trend]: trend is the yearly log-change of the value's popularity among new products. */
type ValueRow = [string, number, number?];

const colorFamily: ValueRow[] = [
  ['White', 10, -0.05],
  ['Ivory', 4],
  ['Beige', 6, -0.1],
  ['Greige', 8, 0.25],
  ['Light Gray', 12, -0.35],
  ['Charcoal', 10, -0.2],
  ['Black', 6, 0.05],
  ['Taupe', 6],
  ['Brown', 6, 0.1],
  ['Navy', 4],
  ['Blue', 4, -0.1],
  ['Teal', 3],
  ['Sage', 3, 0.55],
  ['Olive', 2, 0.3],
  ['Terracotta', 2, 0.45],
  ['Red', 2],
  ['Ochre', 1.5, 0.35],
  ['Blush', 1.5, 0.3],
  ['Plum', 1],
  ['Multi', 6],
];

const list = (names: string[], trends: Record<string, number> = {}): ValueRow[] =>
  names.map((n, i) => [n, 1 / Math.sqrt(i + 1), trends[n]]);

const v = {
  color: colorFamily,
  carpetSize: list(['24×24 in', '50×50 cm', '25 cm×1 m plank', '36×36 in', '1×1 m', '18×36 in'], {
    '25 cm×1 m plank': 0.3,
    '18×36 in': 0.2,
  }),
  pile: list(['Textured Loop', 'Loop', 'Cut-and-Loop', 'Cut Pile']),
  carpetPattern: list(['Linear', 'Organic', 'Geometric', 'Tweed', 'Solid', 'Graphic'], {
    Organic: 0.3,
    Linear: 0.1,
    Geometric: -0.2,
  }),
  installation: list(['Ashlar', 'Monolithic', 'Quarter-Turn', 'Brick', 'Herringbone'], { Herringbone: 0.35 }),
  lvtSize: list(['7×48 in', '9×48 in', '12×24 in', '6×36 in', '18×18 in', '12×48 in'], {
    '9×48 in': 0.2,
    '12×48 in': 0.35,
    '6×36 in': -0.3,
  }),
  lvtThickness: list(['2.5 mm', '3.0 mm', '2.0 mm', '5 mm', '6 mm', '8 mm']),
  wearLayer: list(['20 mil', '12 mil', '28 mil'], { '28 mil': 0.2 }),
  floorLook: list(['Wood', 'Stone', 'Concrete', 'Abstract'], { Wood: 0.1, Concrete: -0.2 }),
  sheetThickness: list(['2.0 mm', '2.5 mm', '3.0 mm']),
  tileSize: list(['12×24 in', '24×24 in', '24×48 in', '3×12 in', '6×36 in', '2×2 in mosaic'], {
    '24×48 in': 0.35,
    '12×24 in': -0.1,
  }),
  tileFinish: list(['Matte', 'Honed', 'Polished', 'Textured', 'Lappato'], { Matte: 0.2, Polished: -0.25 }),
  tileShape: list(['Rectangle', 'Square', 'Plank', 'Hexagon', 'Picket'], { Picket: 0.3, Hexagon: 0.1 }),
  ceilingSize: list(['24×24 in', '24×48 in']),
  nrc: list(['NRC 0.70', 'NRC 0.80', 'NRC 0.55', 'NRC 0.90', 'NRC 0.50'], { 'NRC 0.90': 0.2 }),
  cac: list(['CAC 35', 'CAC 38', 'CAC 40+']),
  edge: list(['Square Lay-In', 'Tegular', 'Concealed']),
  wallcoveringType: list(['Type II', 'Type I', 'Type III']),
  wallcoveringFinish: list(['Embossed', 'Textile-Look', 'Grasscloth-Look', 'Metallic'], {
    'Grasscloth-Look': 0.25,
  }),
  wallPattern: list(['Solid', 'Texture', 'Linear', 'Geometric', 'Organic'], { Organic: 0.25 }),
  doubleRubs: list(['100k+', '50k', '30k', '15k'], { '100k+': 0.1 }),
  content: list(['Polyester', 'Nylon', 'Vinyl', 'Polyurethane', 'Wool'], { Polyurethane: 0.15 }),
  textilePattern: list(['Solid', 'Texture', 'Stripe', 'Geometric', 'Plaid', 'Floral'], {
    Texture: 0.2,
    Geometric: -0.15,
  }),
  frameFinish: list(['Black', 'Silver', 'White', 'Chrome', 'White Oak', 'Walnut', 'Ash', 'Maple'], {
    'White Oak': 0.35,
    Walnut: 0.1,
    Chrome: -0.3,
  }),
  seatBase: list(['4-Leg', '5-Star', 'Sled', 'Cantilever']),
  topShape: list(['Rectangle', 'Round', 'Racetrack', 'Boat'], { Racetrack: 0.2 }),
  cct: list(['3500 K', '4000 K', '3000 K', '2700 K'], { '3500 K': 0.2, '4000 K': -0.2 }),
  cri: list(['CRI 80', 'CRI 90+'], { 'CRI 90+': 0.3 }),
  lightShape: list(['Linear', 'Round', 'Square', 'Ring'], { Ring: 0.3 }),
  mounting: list(['Recessed', 'Pendant', 'Surface', 'Wall']),
  plumbingFinish: list(['Polished Chrome', 'Brushed Nickel', 'Matte Black', 'Brushed Brass', 'Oil-Rubbed Bronze'], {
    'Polished Chrome': -0.3,
    'Matte Black': 0.4,
    'Brushed Brass': 0.35,
  }),
  operation: list(['Sensor', 'Single-Lever', 'Wall-Mount']),
  surfaceThickness: list(['2 cm', '3 cm', '1/2 in']),
  surfaceFinish: list(['Polished', 'Matte', 'Honed', 'Suede'], { Matte: 0.25, Polished: -0.2 }),
  surfaceLook: list(['Veined', 'Solid', 'Speckle', 'Concrete'], { Veined: 0.2, Speckle: -0.25 }),
  specialtyMaterial: list(['Powder-Coated Steel', 'Stainless Steel', 'Solid Phenolic', 'HDPE', 'Aluminum', 'Laminate']),
  woodMaterial: list(['Wood Veneer', 'Laminate', 'Solid Wood', 'Glass']),
  siteMaterial: list(['Powder-Coated Steel', 'Aluminum', 'Teak', 'Concrete', 'Recycled Plastic']),
  rugMaterial: list(['Wool', 'Nylon', 'Polypropylene', 'Jute']),
  shadeMaterial: list(['Screen 3%', 'Screen 5%', 'Blackout', 'Screen 1%'], { 'Screen 3%': 0.1 }),
  hardwareFinish: list(['Satin Stainless', 'Satin Chrome', 'Matte Black', 'Satin Brass', 'Dark Bronze'], {
    'Matte Black': 0.35,
    'Satin Brass': 0.2,
  }),
};
type VocabKey = keyof typeof v;
type AttributeSet = [SpecTypeCode, VocabKey][];

const flooringBase: AttributeSet = [['color', 'color']];
const seatingSet: AttributeSet = [
  ['color', 'color'],
  ['frame_finish', 'frameFinish'],
  ['base', 'seatBase'],
];
const tableSet: AttributeSet = [
  ['color', 'color'],
  ['frame_finish', 'frameFinish'],
  ['top_shape', 'topShape'],
];
const lightingSet: AttributeSet = [
  ['color', 'color'],
  ['cct', 'cct'],
  ['cri', 'cri'],
  ['shape', 'lightShape'],
  ['mounting', 'mounting'],
];
const plumbingSet: AttributeSet = [
  ['finish', 'plumbingFinish'],
  ['operation', 'operation'],
];
const surfacingSet: AttributeSet = [
  ['color', 'color'],
  ['thickness', 'surfaceThickness'],
  ['finish', 'surfaceFinish'],
  ['look', 'surfaceLook'],
];
const tileSet: AttributeSet = [
  ['color', 'color'],
  ['size', 'tileSize'],
  ['finish', 'tileFinish'],
  ['shape', 'tileShape'],
];
const textileSet: AttributeSet = [
  ['color', 'color'],
  ['double_rubs', 'doubleRubs'],
  ['content', 'content'],
  ['pattern', 'textilePattern'],
];
const specialtySet: AttributeSet = [
  ['color', 'color'],
  ['material', 'specialtyMaterial'],
];

/** Characteristics carried by the products of each sub-category (by sub-category name). */
const setsBySubName: Record<string, AttributeSet> = {
  'Carpet Tile': [
    ['color', 'color'],
    ['size', 'carpetSize'],
    ['pile', 'pile'],
    ['pattern', 'carpetPattern'],
    ['installation', 'installation'],
  ],
  'Broadloom Carpet': [
    ['color', 'color'],
    ['pile', 'pile'],
    ['pattern', 'carpetPattern'],
  ],
  'LVT/LVP': [
    ['color', 'color'],
    ['size', 'lvtSize'],
    ['thickness', 'lvtThickness'],
    ['wear_layer', 'wearLayer'],
    ['look', 'floorLook'],
  ],
  'Sheet Vinyl': [
    ['color', 'color'],
    ['thickness', 'sheetThickness'],
    ['look', 'floorLook'],
  ],
  Rubber: [
    ['color', 'color'],
    ['thickness', 'sheetThickness'],
  ],
  Linoleum: [
    ['color', 'color'],
    ['thickness', 'sheetThickness'],
  ],
  'Resilient Base': flooringBase,
  'Wood & Engineered Wood': [
    ['color', 'color'],
    ['size', 'lvtSize'],
    ['finish', 'surfaceFinish'],
  ],
  Terrazzo: [
    ['color', 'color'],
    ['look', 'surfaceLook'],
  ],
  'Resinous & Polished Concrete': [
    ['color', 'color'],
    ['finish', 'tileFinish'],
  ],
  'Entrance Mats': flooringBase,
  'Porcelain Floor Tile': tileSet,
  'Ceramic Wall Tile': tileSet,
  'Mosaic & Glass Tile': tileSet,
  'Natural Stone': tileSet,
  'Acoustical Panels': [
    ['color', 'color'],
    ['size', 'ceilingSize'],
    ['nrc', 'nrc'],
    ['cac', 'cac'],
    ['edge', 'edge'],
  ],
  'Suspension Grid': [['color', 'color']],
  'Specialty Wood/Metal': [
    ['color', 'color'],
    ['nrc', 'nrc'],
    ['material', 'woodMaterial'],
  ],
  'Baffles & Clouds': [
    ['color', 'color'],
    ['nrc', 'nrc'],
    ['shape', 'lightShape'],
  ],
  'Vinyl Wallcovering': [
    ['color', 'color'],
    ['wallcovering_type', 'wallcoveringType'],
    ['finish', 'wallcoveringFinish'],
    ['pattern', 'wallPattern'],
  ],
  'Textile Wallcovering': [
    ['color', 'color'],
    ['finish', 'wallcoveringFinish'],
    ['pattern', 'wallPattern'],
  ],
  'Acoustical Wall Panels': [
    ['color', 'color'],
    ['nrc', 'nrc'],
    ['pattern', 'wallPattern'],
  ],
  'Paint & Coatings': [
    ['color', 'color'],
    ['finish', 'surfaceFinish'],
  ],
  'Decorative Wall Panels': [
    ['color', 'color'],
    ['material', 'woodMaterial'],
    ['pattern', 'wallPattern'],
  ],
  'Solid Surface': surfacingSet,
  Quartz: surfacingSet,
  'High-Pressure Laminate': [
    ['color', 'color'],
    ['finish', 'surfaceFinish'],
    ['look', 'surfaceLook'],
  ],
  Countertops: surfacingSet,
  Upholstery: textileSet,
  'Panel Fabric': textileSet,
  'Drapery & Cubicle Curtains': [
    ['color', 'color'],
    ['content', 'content'],
    ['pattern', 'textilePattern'],
  ],
  'Coated Fabrics': textileSet,
  'Roller Shades': [
    ['color', 'color'],
    ['material', 'shadeMaterial'],
  ],
  Blinds: [
    ['color', 'color'],
    ['material', 'specialtyMaterial'],
  ],
  'Drapery Hardware': [['finish', 'hardwareFinish']],
  'Toilet Compartments': specialtySet,
  'Toilet & Bath Accessories': [['finish', 'hardwareFinish']],
  Signage: specialtySet,
  'Visual Display Boards': [['color', 'color']],
  'Wall & Door Protection': specialtySet,
  'Operable Partitions': [
    ['color', 'color'],
    ['material', 'woodMaterial'],
  ],
  Lockers: specialtySet,
  'Door Hardware': [
    ['finish', 'hardwareFinish'],
    ['operation', 'operation'],
  ],
  'Interior Glass Walls': [
    ['frame_finish', 'frameFinish'],
    ['material', 'woodMaterial'],
  ],
  'Wood Doors': [
    ['color', 'color'],
    ['material', 'woodMaterial'],
  ],
  Task: seatingSet,
  'Guest/Side': seatingSet,
  Lounge: seatingSet,
  Stacking: seatingSet,
  Stools: seatingSet,
  Healthcare: seatingSet,
  Outdoor: [
    ['color', 'color'],
    ['material', 'siteMaterial'],
  ],
  Auditorium: seatingSet,
  Conference: tableSet,
  Occasional: tableSet,
  Training: tableSet,
  Café: tableSet,
  'Height-Adjustable Desks': tableSet,
  Benching: tableSet,
  'Private-Office Casegoods': [
    ['color', 'color'],
    ['material', 'woodMaterial'],
  ],
  'Filing & Storage': specialtySet,
  'Lockers & Towers': specialtySet,
  'Casework & Millwork': [
    ['color', 'color'],
    ['material', 'woodMaterial'],
  ],
  'Linear Pendants': lightingSet,
  Downlights: lightingSet,
  Troffers: lightingSet,
  'Decorative Pendants': lightingSet,
  Sconces: lightingSet,
  Track: lightingSet,
  Exterior: lightingSet,
  Controls: [['operation', 'operation']],
  'Lavatory Faucets': plumbingSet,
  'Water Closets & Urinals': plumbingSet,
  Sinks: plumbingSet,
  Showers: plumbingSet,
  'Bottle Fillers': plumbingSet,
  'Site Furnishings': [
    ['color', 'color'],
    ['material', 'siteMaterial'],
  ],
  'Area Rugs': [
    ['color', 'color'],
    ['material', 'rugMaterial'],
    ['pattern', 'textilePattern'],
  ],
  Planters: [
    ['color', 'color'],
    ['material', 'siteMaterial'],
  ],
};

export interface SpecValueDef {
  id: number;
  specTypeId: number;
  name: string;
}
export interface AttributeChoice {
  specTypeId: number;
  /** spec_value ids with their base weight and trend, in vocabulary order. */
  values: { id: number; weight: number; trend: number }[];
}

/** All spec values (unique per spec type and name) and, per sub-category id, the characteristics its products get. */
function buildVocabulary() {
  const typeId = new Map(specTypes.map((t) => [t.code, t.id as number]));
  const values: SpecValueDef[] = [];
  const valueId = new Map<string, number>();
  const idOf = (specTypeId: number, name: string) => {
    const key = `${specTypeId}|${name}`;
    let id = valueId.get(key);
    if (id === undefined) {
      id = values.length + 1;
      values.push({ id, specTypeId, name });
      valueId.set(key, id);
    }
    return id;
  };
  const bySub = new Map<number, AttributeChoice[]>();
  for (const c of categories)
    for (const s of c.subs) {
      const set = setsBySubName[s.name];
      if (!set) throw new Error(`no characteristics for sub-category ${s.name}`);
      bySub.set(
        s.id,
        set.map(([code, vocab]) => {
          const specTypeId = typeId.get(code) as number;
          return {
            specTypeId,
            values: v[vocab].map(([name, weight, trend]) => ({
              id: idOf(specTypeId, name),
              weight,
              trend: trend ?? 0,
            })),
          };
        }),
      );
    }
  return { values, bySub };
}

export const vocabulary = buildVocabulary();
