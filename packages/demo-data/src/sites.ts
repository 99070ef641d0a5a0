// Believable coordinates for project sites and offices: scattered around their city's centre by its size, kept
// on the land side of the coast, lake or river (often a state line) that most centres sit beside, and always
// inside the city's state outline (the one the web maps draw) for US cities.
import type { CityDef } from './geography.ts';
import { insideState } from './state-outlines.ts';

const KM_PER_DEGREE_LAT = 111.32;

/**
 * Water (or a state line across a river) near a city's centre: [bearing in degrees clockwise from north,
 * distance in km]. A site scattered past that line is mirrored back across it. Approximate straight shores,
 * good enough that sites fall on the city's land at map scale.
 */
const shores: Record<string, readonly (readonly [number, number])[]> = {
  'New York,NY': [
    [270, 1],
    [180, 3],
    [0, 9],
  ],
  'Los Angeles,CA': [[225, 20]],
  'Chicago,IL': [[75, 1.2]],
  'Washington,DC': [
    [225, 1.5],
    [315, 6],
    [45, 6],
    [135, 5],
  ],
  'Philadelphia,PA': [[100, 1.5]],
  'Miami,FL': [[90, 1]],
  'Boston,MA': [
    [100, 1],
    [0, 2],
  ],
  'San Francisco,CA': [
    [90, 2.2],
    [270, 6],
    [0, 3.5],
  ],
  'Detroit,MI': [[150, 1]],
  'Seattle,WA': [
    [260, 0.8],
    [90, 4.5],
  ],
  'San Diego,CA': [[250, 1]],
  'Tampa,FL': [
    [190, 2],
    [250, 6],
  ],
  'Baltimore,MD': [[150, 1.2]],
  'St. Louis,MO': [[90, 1]],
  'Portland,OR': [[0, 9]],
  'Cincinnati,OH': [[180, 1]],
  'Kansas City,MO': [[270, 2]],
  'Cleveland,OH': [[340, 1]],
  'Virginia Beach,VA': [
    [90, 2],
    [0, 7],
  ],
  'Providence,RI': [[180, 3]],
  'Jacksonville,FL': [[90, 18]],
  'Milwaukee,WI': [[90, 1]],
  'Memphis,TN': [[270, 1]],
  'Louisville,KY': [[0, 1]],
  'New Orleans,LA': [
    [160, 1.5],
    [0, 7],
  ],
  'Hartford,CT': [[90, 1]],
  'Buffalo,NY': [[250, 2]],
  'Honolulu,HI': [
    [200, 1.5],
    [20, 5],
  ],
  'Omaha,NE': [[90, 1]],
  'Charleston,SC': [
    [90, 1],
    [270, 1.5],
    [180, 2],
  ],
  'Anchorage,AK': [[280, 2]],
  'Portland,ME': [[110, 1]],
  'Burlington,VT': [[270, 1]],
  'Wilmington,DE': [[100, 2]],
  'Newark,NJ': [
    [110, 4],
    [70, 6],
  ],
  'Fargo,ND': [[90, 1]],
  'Oakland,CA': [[270, 3]],
  'Irvine,CA': [[220, 9]],
  'Fort Lauderdale,FL': [[90, 3]],
  'Albany,NY': [[90, 0.8]],
  'Cambridge,MA': [[160, 1]],
  'Jersey City,NJ': [[90, 1.5]],
  'Arlington,VA': [[80, 2]],
  'Bellevue,WA': [[270, 2]],
  'Savannah,GA': [[0, 0.8]],
  'Toronto,CA': [[180, 1]],
  'Vancouver,CA': [
    [0, 1],
    [270, 4],
  ],
  'Montreal,CA': [[120, 1]],
  'London,GB': [[180, 20]],
};

/** Offices sit downtown: a third of their city's spread. */
export const OFFICE_SPREAD = 0.35;

/** How far sites spread from the centre (km, one standard deviation): wider for bigger metros. */
const spreadKm = (city: CityDef) => Math.min(4.5, 1.2 + 0.7 * Math.sqrt(city.size));

/** An offset (km east, km north) from a city's centre. */
type Offset = readonly [x: number, y: number];

const toLatLng = (city: CityDef, [x, y]: Offset) => {
  const kmPerDegreeLng = KM_PER_DEGREE_LAT * Math.cos((city.lat * Math.PI) / 180);
  return {
    lat: Math.round((city.lat + y / KM_PER_DEGREE_LAT) * 1e5) / 1e5,
    lng: Math.round((city.lng + x / kmPerDegreeLng) * 1e5) / 1e5,
  };
};

const inside = (city: CityDef, offset: Offset) => {
  const { lat, lng } = toLatLng(city, offset);
  return insideState(city.stateCode, lat, lng);
};

const anchors = new WeakMap<CityDef, Offset>();

/**
 * A point inside the city's state near its centre: the centre itself, or (for a centre that the 10m outline
 * leaves in the water or over a state line) the nearest point found on rings of 16 bearings, 1 km further in
 * when that is inside too.
 */
function anchorOf(city: CityDef): Offset {
  let anchor = anchors.get(city);
  if (anchor) return anchor;
  anchor = [0, 0];
  if (!inside(city, anchor)) {
    search: for (let r = 0.5; ; r += 0.5) {
      if (r > 60) throw new Error(`No point of ${city.stateCode} within 60 km of ${city.name}`);
      for (let b = 0; b < 16; b++) {
        const ux = Math.sin((b * Math.PI) / 8);
        const uy = Math.cos((b * Math.PI) / 8);
        if (!inside(city, [r * ux, r * uy])) continue;
        anchor = inside(city, [(r + 1) * ux, (r + 1) * uy]) ? [(r + 1) * ux, (r + 1) * uy] : [r * ux, r * uy];
        break search;
      }
    }
  }
  anchors.set(city, anchor);
  return anchor;
}

/** Fractions of the offset from the anchor tried, in turn, for a site outside the state outline. */
const SHRINK = [1, 0.7, 0.45, 0.25, 0.1];

/**
 * Moves a site outside its state's outline inside, deterministically: its offset from the anchor (the
 * centre, in practice) mirrored, turned a quarter either way, then the same shrunk in steps, and at worst the
 * anchor itself. Mirroring first keeps the spread of a city on a straight coast or state line.
 */
function keepInState(city: CityDef, offset: Offset): Offset {
  if (city.country !== undefined || inside(city, offset)) return offset;
  const [ax, ay] = anchorOf(city);
  const dx = offset[0] - ax;
  const dy = offset[1] - ay;
  for (const t of SHRINK) {
    const candidates: Offset[] = [
      [ax - t * dx, ay - t * dy],
      [ax + t * dy, ay - t * dx],
      [ax - t * dy, ay + t * dx],
    ];
    if (t < 1) candidates.unshift([ax + t * dx, ay + t * dy]);
    for (const c of candidates) if (inside(city, c)) return c;
  }
  return [ax, ay];
}

/**
 * A site near `city` from two standard normal draws (north, east): scattered by the city's spread times
 * `scale`, at most 2.5 spreads out, mirrored back from the water, and (US cities) moved inside the state's
 * outline when it still falls outside. Rounded to 5 decimals (about 1 m).
 */
export function siteNear(
  city: CityDef,
  north: number,
  east: number,
  scale = 1,
): { lat: number; lng: number } {
  const sigma = spreadKm(city) * scale;
  let y = north * sigma;
  let x = east * sigma;
  const r = Math.hypot(x, y);
  if (r > 2.5 * sigma) {
    x *= (2.5 * sigma) / r;
    y *= (2.5 * sigma) / r;
  }
  for (const [bearing, distance] of shores[`${city.name},${city.country ?? city.stateCode}`] ?? []) {
    const ux = Math.sin((bearing * Math.PI) / 180);
    const uy = Math.cos((bearing * Math.PI) / 180);
    const along = x * ux + y * uy;
    // Mirrored across the shore, with a little margin so no site sits on the waterline.
    const limit = distance * 0.85;
    if (along > limit) {
      x -= 2 * (along - limit) * ux;
      y -= 2 * (along - limit) * uy;
    }
  }
  return toLatLng(city, keepInState(city, [x, y]));
}
