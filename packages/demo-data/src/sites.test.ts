import { describe, expect, it } from 'vitest';
import { citiesAbroad } from './abroad.ts';
import { cities, type CityDef } from './geography.ts';
import { Rng } from './random.ts';
import { OFFICE_SPREAD, siteNear } from './sites.ts';
import { insideOutlines, insideState, outlineOf } from './state-outlines.ts';

const city = (name: string, state: string) => cities.find((c) => c.name === name && c.stateCode === state)!;
const sites = (name: string, state: string, n = 2000) => {
  const rng = Rng.derive(7, name);
  return Array.from({ length: n }, () => siteNear(city(name, state), rng.normal(), rng.normal()));
};

describe('siteNear', () => {
  it('keeps Chicago sites west of the lake shore and Miami sites west of the bay', () => {
    // At the latitude of the centre the shore runs about 1.2 km east of Chicago's (-87.6298) and 1 km east
    // of Miami's (-80.1918); it bends east further south in Chicago.
    const level = (list: { lat: number; lng: number }[], lat: number) =>
      list.filter((s) => Math.abs(s.lat - lat) < 0.01).map((s) => s.lng);
    expect(Math.max(...level(sites('Chicago', 'IL'), 41.8781))).toBeLessThan(-87.614);
    expect(Math.max(...level(sites('Miami', 'FL'), 25.7617))).toBeLessThan(-80.18);
  });

  it('keeps District of Columbia sites inside the District (west of the Potomac side excluded)', () => {
    for (const s of sites('Washington', 'DC')) {
      // The Potomac runs south-west of the centre; the District's other sides are about 6 km away.
      expect(s.lat).toBeGreaterThan(38.8);
      expect(s.lat).toBeLessThan(38.99);
      expect(s.lng).toBeGreaterThan(-77.12);
      expect(s.lng).toBeLessThan(-76.91);
    }
  });

  it('spreads sites wider around a large metro than a small city, deterministically', () => {
    const spread = (list: { lat: number; lng: number }[], c: { lat: number; lng: number }) =>
      Math.max(...list.map((s) => Math.abs(s.lat - c.lat)));
    expect(spread(sites('Dallas', 'TX'), city('Dallas', 'TX'))).toBeGreaterThan(
      spread(sites('Cheyenne', 'WY'), city('Cheyenne', 'WY')),
    );
    expect(sites('Denver', 'CO', 5)).toEqual(sites('Denver', 'CO', 5));
  });
});

describe('state outlines', () => {
  it('tells inside from outside a square with a hole, and checks every polygon', () => {
    const square = outlineOf([
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
        [0, 0],
      ],
      [
        [4, 4],
        [6, 4],
        [6, 6],
        [4, 6],
        [4, 4],
      ],
    ]);
    const far = outlineOf([
      [
        [20, 20],
        [22, 20],
        [21, 23],
        [20, 20],
      ],
    ]);
    const inside = (lng: number, lat: number) => insideOutlines([square, far], lng, lat);
    expect(inside(2, 2)).toBe(true);
    expect(inside(9.9, 5)).toBe(true);
    expect(inside(5, 7)).toBe(true);
    expect(inside(5, 5)).toBe(false); // in the hole
    expect(inside(4.1, 5.9)).toBe(false);
    expect(inside(11, 5)).toBe(false);
    expect(inside(-1, 5)).toBe(false);
    expect(inside(5, 10.5)).toBe(false);
    expect(inside(21, 21)).toBe(true); // the second polygon
    expect(inside(20.2, 22)).toBe(false); // in its bounding box, outside the triangle
  });

  it("reads us-atlas' outlines by state", () => {
    expect(insideState('IL', 41.8781, -87.6298)).toBe(true); // Chicago
    expect(insideState('IL', 41.88, -87.4)).toBe(false); // Lake Michigan
    expect(insideState('DC', 38.8895, -77.0353)).toBe(true);
    expect(insideState('VA', 38.8895, -77.0353)).toBe(false);
    expect(insideState('HI', 21.3069, -157.8583)).toBe(true);
    expect(() => insideState('ON', 43.6532, -79.3832)).toThrow();
  });
});

describe('siteNear inside the state', () => {
  const draws = (c: CityDef, scale: number, n = 200) => {
    const rng = Rng.derive(2024, c.name, c.stateCode, scale);
    return Array.from({ length: n }, () => siteNear(c, rng.normal(), rng.normal(), scale));
  };

  it("puts every project and office site of every US city inside its state's outline", () => {
    const outside: string[] = [];
    for (const c of cities)
      for (const scale of [1, OFFICE_SPREAD])
        for (const s of draws(c, scale))
          if (!insideState(c.stateCode, s.lat, s.lng))
            outside.push(`${c.name},${c.stateCode} ${s.lat},${s.lng}`);
    expect(outside).toEqual([]);
  });

  it('keeps Washington sites out of Virginia and Maryland, and Chicago sites out of the lake', () => {
    const dc = city('Washington', 'DC');
    for (const s of [...draws(dc, 1, 2000), ...draws(dc, OFFICE_SPREAD)]) {
      expect(insideState('DC', s.lat, s.lng)).toBe(true);
      expect(insideState('VA', s.lat, s.lng) || insideState('MD', s.lat, s.lng)).toBe(false);
    }
    for (const s of draws(city('Chicago', 'IL'), 1, 2000)) expect(insideState('IL', s.lat, s.lng)).toBe(true);
  });

  it('moves sites inside, spread out, deterministically, when even the centre lies outside', () => {
    const lake: CityDef = { ...city('Chicago', 'IL'), name: 'Offshore', lng: -87.45 };
    expect(insideState('IL', lake.lat, lake.lng)).toBe(false);
    const sites = draws(lake, 1, 500);
    for (const s of sites) expect(insideState('IL', s.lat, s.lng)).toBe(true);
    expect(new Set(sites.map((s) => `${s.lat},${s.lng}`)).size).toBeGreaterThan(400);
    expect(draws(lake, 1, 20)).toEqual(draws({ ...lake }, 1, 20));
  });

  it('leaves sites abroad where they fall', () => {
    for (const c of citiesAbroad)
      for (const s of draws(c, OFFICE_SPREAD, 20)) {
        expect(Math.abs(s.lat - c.lat)).toBeLessThan(0.1);
        expect(Math.abs(s.lng - c.lng)).toBeLessThan(0.2);
      }
  });
});
