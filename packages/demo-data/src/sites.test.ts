import { describe, expect, it } from 'vitest';
import { cities } from './geography.ts';
import { Rng } from './random.ts';
import { siteNear } from './sites.ts';

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
