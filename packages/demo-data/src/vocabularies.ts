// Spec types (product characteristics) and their vocabularies (data.md), and which sub-categories carry which.
import { categories } from './categories.ts';
import { valueLists } from './vocabulary-lists.ts';

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
type SpecTypeCode = (typeof specTypes)[number]['code'];

type VocabKey = keyof typeof valueLists;
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

interface SpecValueDef {
  id: number;
  specTypeId: number;
  name: string;
}
interface AttributeChoice {
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
            values: valueLists[vocab].map(([name, weight, trend]) => ({
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
