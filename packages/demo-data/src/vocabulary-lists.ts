// The characteristic vocabularies of data.md: values, how common each is, and which way its popularity moves.

/** [value, base weight, trend]: trend is the yearly log-change of the value's popularity among new products. */
export type ValueRow = [string, number, number?];

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

/** Value lists by vocabulary name; the first values of a list are the most common. */
export const valueLists = {
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
  plumbingFinish: list(
    ['Polished Chrome', 'Brushed Nickel', 'Matte Black', 'Brushed Brass', 'Oil-Rubbed Bronze'],
    {
      'Polished Chrome': -0.3,
      'Matte Black': 0.4,
      'Brushed Brass': 0.35,
    },
  ),
  operation: list(['Sensor', 'Single-Lever', 'Wall-Mount']),
  surfaceThickness: list(['2 cm', '3 cm', '1/2 in']),
  surfaceFinish: list(['Polished', 'Matte', 'Honed', 'Suede'], { Matte: 0.25, Polished: -0.2 }),
  surfaceLook: list(['Veined', 'Solid', 'Speckle', 'Concrete'], { Veined: 0.2, Speckle: -0.25 }),
  specialtyMaterial: list([
    'Powder-Coated Steel',
    'Stainless Steel',
    'Solid Phenolic',
    'HDPE',
    'Aluminum',
    'Laminate',
  ]),
  woodMaterial: list(['Wood Veneer', 'Laminate', 'Solid Wood', 'Glass']),
  siteMaterial: list(['Powder-Coated Steel', 'Aluminum', 'Teak', 'Concrete', 'Recycled Plastic']),
  rugMaterial: list(['Wool', 'Nylon', 'Polypropylene', 'Jute']),
  shadeMaterial: list(['Screen 3%', 'Screen 5%', 'Blackout', 'Screen 1%'], { 'Screen 3%': 0.1 }),
  hardwareFinish: list(['Satin Stainless', 'Satin Chrome', 'Matte Black', 'Satin Brass', 'Dark Bronze'], {
    'Matte Black': 0.35,
    'Satin Brass': 0.2,
  }),
};
