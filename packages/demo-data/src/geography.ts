// US geography of the demo market: census regions, states with project weights (data.md) and metro cities.

export const censusRegions = [
  { id: 'northeast', name: 'Northeast' },
  { id: 'midwest', name: 'Midwest' },
  { id: 'south', name: 'South' },
  { id: 'west', name: 'West' },
] as const;
type RegionId = (typeof censusRegions)[number]['id'];

export interface StateDef {
  id: number;
  code: string;
  name: string;
  region: RegionId;
  /** Share of projects (percent, data.md blend). */
  weight: number;
}

// [code, name, region, weight]; ids follow alphabetical order of the names.
const stateRows: [string, string, RegionId, number][] = [
  ['AL', 'Alabama', 'south', 0.7],
  ['AK', 'Alaska', 'west', 0.2],
  ['AZ', 'Arizona', 'west', 2.5],
  ['AR', 'Arkansas', 'south', 0.4],
  ['CA', 'California', 'west', 13],
  ['CO', 'Colorado', 'west', 3],
  ['CT', 'Connecticut', 'northeast', 0.7],
  ['DE', 'Delaware', 'south', 0.25],
  ['DC', 'District of Columbia', 'south', 1.5],
  ['FL', 'Florida', 'south', 7],
  ['GA', 'Georgia', 'south', 3.5],
  ['HI', 'Hawaii', 'west', 0.45],
  ['ID', 'Idaho', 'west', 0.35],
  ['IL', 'Illinois', 'midwest', 5],
  ['IN', 'Indiana', 'midwest', 1],
  ['IA', 'Iowa', 'midwest', 0.5],
  ['KS', 'Kansas', 'midwest', 0.45],
  ['KY', 'Kentucky', 'south', 0.7],
  ['LA', 'Louisiana', 'south', 0.8],
  ['ME', 'Maine', 'northeast', 0.25],
  ['MD', 'Maryland', 'south', 1.5],
  ['MA', 'Massachusetts', 'northeast', 4],
  ['MI', 'Michigan', 'midwest', 2],
  ['MN', 'Minnesota', 'midwest', 2],
  ['MS', 'Mississippi', 'south', 0.25],
  ['MO', 'Missouri', 'midwest', 1.2],
  ['MT', 'Montana', 'west', 0.2],
  ['NE', 'Nebraska', 'midwest', 0.4],
  ['NV', 'Nevada', 'west', 0.8],
  ['NH', 'New Hampshire', 'northeast', 0.3],
  ['NJ', 'New Jersey', 'northeast', 2.5],
  ['NM', 'New Mexico', 'west', 0.4],
  ['NY', 'New York', 'northeast', 9],
  ['NC', 'North Carolina', 'south', 3],
  ['ND', 'North Dakota', 'midwest', 0.2],
  ['OH', 'Ohio', 'midwest', 2.5],
  ['OK', 'Oklahoma', 'south', 0.6],
  ['OR', 'Oregon', 'west', 1.2],
  ['PA', 'Pennsylvania', 'northeast', 3.5],
  ['RI', 'Rhode Island', 'northeast', 0.3],
  ['SC', 'South Carolina', 'south', 0.8],
  ['SD', 'South Dakota', 'midwest', 0.2],
  ['TN', 'Tennessee', 'south', 1.5],
  ['TX', 'Texas', 'south', 11],
  ['UT', 'Utah', 'west', 1],
  ['VT', 'Vermont', 'northeast', 0.2],
  ['VA', 'Virginia', 'south', 2.5],
  ['WA', 'Washington', 'west', 3],
  ['WV', 'West Virginia', 'south', 0.2],
  ['WI', 'Wisconsin', 'midwest', 1],
  ['WY', 'Wyoming', 'west', 0.2],
];

export const states: StateDef[] = stateRows.map(([code, name, region, weight], i) => ({
  id: i + 1,
  code,
  name,
  region,
  weight,
}));

export const stateByCode = new Map(states.map((s) => [s.code, s]));

export interface CityDef {
  id: number;
  name: string;
  stateCode: string;
  lat: number;
  lng: number;
  /** Rough metro size (millions): how much of its state's work lands there. */
  size: number;
  areaCode: string;
  /** ISO 3166 alpha-2 of a city outside the US (stateCode is then its province or nation); absent in the US. */
  country?: string;
}

// [name, state, lat, lng, metro size, area code]; the metros of data.md, then a few secondary cities.
const cityRows: [string, string, number, number, number, string][] = [
  ['New York', 'NY', 40.7128, -74.006, 19.5, '212'],
  ['Los Angeles', 'CA', 34.0522, -118.2437, 13, '213'],
  ['Chicago', 'IL', 41.8781, -87.6298, 9.4, '312'],
  ['Dallas', 'TX', 32.7767, -96.797, 6.5, '214'],
  ['Houston', 'TX', 29.7604, -95.3698, 7.1, '713'],
  ['Washington', 'DC', 38.9072, -77.0369, 6.3, '202'],
  ['Philadelphia', 'PA', 39.9526, -75.1652, 6.2, '215'],
  ['Miami', 'FL', 25.7617, -80.1918, 6.1, '305'],
  ['Atlanta', 'GA', 33.749, -84.388, 6.1, '404'],
  ['Boston', 'MA', 42.3601, -71.0589, 4.9, '617'],
  ['Phoenix', 'AZ', 33.4484, -112.074, 4.9, '602'],
  ['San Francisco', 'CA', 37.7749, -122.4194, 4.7, '415'],
  ['Detroit', 'MI', 42.3314, -83.0458, 4.3, '313'],
  ['Seattle', 'WA', 47.6062, -122.3321, 4, '206'],
  ['Minneapolis', 'MN', 44.9778, -93.265, 3.1, '612'],
  ['San Diego', 'CA', 32.7157, -117.1611, 3.3, '619'],
  ['Tampa', 'FL', 27.9506, -82.4572, 3.2, '813'],
  ['Denver', 'CO', 39.7392, -104.9903, 3, '303'],
  ['Baltimore', 'MD', 39.2904, -76.6122, 2.8, '410'],
  ['St. Louis', 'MO', 38.627, -90.1994, 2.8, '314'],
  ['Orlando', 'FL', 28.5383, -81.3792, 2.7, '407'],
  ['Charlotte', 'NC', 35.2271, -80.8431, 2.7, '704'],
  ['San Antonio', 'TX', 29.4241, -98.4936, 2.6, '210'],
  ['Portland', 'OR', 45.5152, -122.6784, 2.5, '503'],
  ['Sacramento', 'CA', 38.5816, -121.4944, 2.4, '916'],
  ['Pittsburgh', 'PA', 40.4406, -79.9959, 2.4, '412'],
  ['Austin', 'TX', 30.2672, -97.7431, 2.4, '512'],
  ['Las Vegas', 'NV', 36.1699, -115.1398, 2.3, '702'],
  ['Cincinnati', 'OH', 39.1031, -84.512, 2.3, '513'],
  ['Kansas City', 'MO', 39.0997, -94.5786, 2.2, '816'],
  ['Columbus', 'OH', 39.9612, -82.9988, 2.1, '614'],
  ['Indianapolis', 'IN', 39.7684, -86.1581, 2.1, '317'],
  ['Cleveland', 'OH', 41.4993, -81.6944, 2.1, '216'],
  ['San Jose', 'CA', 37.3382, -121.8863, 2, '408'],
  ['Nashville', 'TN', 36.1627, -86.7816, 2, '615'],
  ['Virginia Beach', 'VA', 36.8529, -75.978, 1.8, '757'],
  ['Providence', 'RI', 41.824, -71.4128, 1.7, '401'],
  ['Jacksonville', 'FL', 30.3322, -81.6557, 1.6, '904'],
  ['Milwaukee', 'WI', 43.0389, -87.9065, 1.6, '414'],
  ['Raleigh', 'NC', 35.7796, -78.6382, 1.4, '919'],
  ['Oklahoma City', 'OK', 35.4676, -97.5164, 1.4, '405'],
  ['Memphis', 'TN', 35.1495, -90.049, 1.3, '901'],
  ['Richmond', 'VA', 37.5407, -77.436, 1.3, '804'],
  ['Louisville', 'KY', 38.2527, -85.7585, 1.3, '502'],
  ['New Orleans', 'LA', 29.9511, -90.0715, 1.3, '504'],
  ['Salt Lake City', 'UT', 40.7608, -111.891, 1.3, '801'],
  ['Hartford', 'CT', 41.7658, -72.6734, 1.2, '860'],
  ['Buffalo', 'NY', 42.8864, -78.8784, 1.2, '716'],
  ['Birmingham', 'AL', 33.5186, -86.8104, 1.1, '205'],
  ['Grand Rapids', 'MI', 42.9634, -85.6681, 1.1, '616'],
  ['Tucson', 'AZ', 32.2226, -110.9747, 1, '520'],
  ['Honolulu', 'HI', 21.3069, -157.8583, 1, '808'],
  ['Omaha', 'NE', 41.2565, -95.9345, 1, '402'],
  ['Albuquerque', 'NM', 35.0844, -106.6504, 0.9, '505'],
  ['Boise', 'ID', 43.615, -116.2023, 0.8, '208'],
  ['Des Moines', 'IA', 41.5868, -93.625, 0.7, '515'],
  ['Little Rock', 'AR', 34.7465, -92.2896, 0.7, '501'],
  ['Charleston', 'SC', 32.7765, -79.9311, 0.8, '843'],
  ['Madison', 'WI', 43.0731, -89.4012, 0.7, '608'],
  ['Anchorage', 'AK', 61.2181, -149.9003, 0.4, '907'],
  ['Portland', 'ME', 43.6591, -70.2568, 0.6, '207'],
  ['Burlington', 'VT', 44.4759, -73.2121, 0.2, '802'],
  ['Manchester', 'NH', 42.9956, -71.4548, 0.4, '603'],
  ['Wilmington', 'DE', 39.7391, -75.5398, 0.7, '302'],
  ['Newark', 'NJ', 40.7357, -74.1724, 2, '973'],
  ['Charleston', 'WV', 38.3498, -81.6326, 0.2, '304'],
  ['Jackson', 'MS', 32.2988, -90.1848, 0.6, '601'],
  ['Wichita', 'KS', 37.6872, -97.3301, 0.6, '316'],
  ['Sioux Falls', 'SD', 43.5446, -96.7311, 0.3, '605'],
  ['Fargo', 'ND', 46.8772, -96.7898, 0.25, '701'],
  ['Billings', 'MT', 45.7833, -108.5007, 0.2, '406'],
  ['Cheyenne', 'WY', 41.14, -104.8202, 0.1, '307'],
  ['Fort Worth', 'TX', 32.7555, -97.3308, 2, '817'],
  ['Oakland', 'CA', 37.8044, -122.2712, 1.5, '510'],
  ['Irvine', 'CA', 33.6846, -117.8265, 1.5, '949'],
  ['Fort Lauderdale', 'FL', 26.1224, -80.1373, 1.5, '954'],
  ['Albany', 'NY', 42.6526, -73.7562, 0.9, '518'],
  ['Ann Arbor', 'MI', 42.2808, -83.743, 0.4, '734'],
  ['Durham', 'NC', 35.994, -78.8986, 0.6, '919'],
  ['Cambridge', 'MA', 42.3736, -71.1097, 0.8, '617'],
  ['Scottsdale', 'AZ', 33.4942, -111.9261, 0.6, '480'],
  ['Boulder', 'CO', 40.015, -105.2705, 0.3, '303'],
  ['Jersey City', 'NJ', 40.7178, -74.0431, 1, '201'],
  ['Arlington', 'VA', 38.8816, -77.091, 1.2, '703'],
  ['Bellevue', 'WA', 47.6101, -122.2015, 0.8, '425'],
  ['St. Paul', 'MN', 44.9537, -93.09, 0.8, '651'],
  ['Savannah', 'GA', 32.0809, -81.0912, 0.4, '912'],
];

export const cities: CityDef[] = cityRows.map(([name, stateCode, lat, lng, size, areaCode], i) => ({
  id: i + 1,
  name,
  stateCode,
  lat,
  lng,
  size,
  areaCode,
}));

export const citiesByState = new Map<string, CityDef[]>(states.map((s) => [s.code, []]));
for (const c of cities) citiesByState.get(c.stateCode)?.push(c);
for (const [code, list] of citiesByState)
  if (list.length === 0) throw new Error(`state ${code} has no city in the demo geography`);
