// Point maps against a plain reference over the tiny data set's facts: counts per place, believable places.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  mapOfficesRoute,
  mapProjectsRoute,
  mapSearchesRoute,
  mapSpecsRoute,
  type FilterPayloadInput,
  type PointMapColumns,
} from '@specpulse/contract';
import { createAnalyticsTestContext, type AnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
import { countBy } from '../../../test/market-reference.ts';

const payloads: [string, FilterPayloadInput][] = [
  ['firm defaults', {}],
  ['west and south, 24 months', { regions: ['west', 'south'], period_interval: 24 }],
  ['projects 1-300 (fact tables)', { project_ids: Array.from({ length: 300 }, (_, i) => i + 1) }],
];

/** The USA's bounding boxes: the lower 48, Alaska (west of the antimeridian excluded) and Hawaii. */
const usBoxes = [
  { south: 24.4, north: 49.4, west: -124.8, east: -66.9 },
  { south: 51.2, north: 71.4, west: -179.2, east: -129.9 },
  { south: 18.9, north: 22.3, west: -160.3, east: -154.7 },
];
const inUs = (lat: number, lng: number) =>
  usBoxes.some((b) => lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east);

interface Place {
  name: string;
  lat: number;
  lng: number;
  cnt: number;
  country: string;
}
const placesOf = (m: PointMapColumns): Place[] =>
  m.name.map((name, i) => ({
    name,
    lat: m.lat[i]!,
    lng: m.lng[i]!,
    cnt: m.cnt[i]!,
    country: m.country[i]!,
  }));
/** Place identity that does not depend on names (project names may repeat): its coordinates and count. */
const keyed = (places: readonly { lat: number; lng: number; cnt: number }[]) =>
  places.map((p) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}:${p.cnt}`).sort();

interface Site {
  id: number;
  lat: number;
  lng: number;
  city_id: number;
}

describe('point maps', () => {
  let c: AnalyticsTestContext;
  let projects: Map<number, Site & { office_id: number }>;
  let offices: Map<number, Site>;
  let cities: Map<number, Site & { country_code: string; state_id: number | null }>;
  beforeAll(async () => {
    c = await createAnalyticsTestContext();
    const p = await c.db.selectFrom('project').select(['id', 'lat', 'lng', 'city_id', 'office_id']).execute();
    projects = new Map(p.map((r) => [r.id, r]));
    const o = await c.db.selectFrom('firm_office').select(['id', 'lat', 'lng', 'city_id']).execute();
    offices = new Map(o.map((r) => [r.id, { ...r, lat: r.lat!, lng: r.lng! }]));
    const ct = await c.db
      .selectFrom('city')
      .select(['id', 'lat', 'lng', 'state_id', 'country_code'])
      .execute();
    cities = new Map(ct.map((r) => [r.id, { ...r, city_id: r.id }]));
  });
  afterAll(async () => c?.close());

  const fetchMap = async (path: string, payload: FilterPayloadInput): Promise<Place[]> => {
    const res = await c.post(path, payload);
    expect(res.statusCode, res.body).toBe(200);
    return placesOf(res.json<PointMapColumns>());
  };

  describe.each(payloads)('%s', (_, payload) => {
    it('projects: spec lines per project site', async () => {
      const { lines } = await c.universe(payload);
      const reference = [...countBy(lines, (l) => l.project_id)].map(([id, cnt]) => ({
        ...projects.get(id)!,
        cnt,
      }));
      const places = await fetchMap(mapProjectsRoute.path, payload);
      expect(reference.length).toBeGreaterThan(0);
      expect(keyed(places)).toEqual(keyed(reference));
      expect(places.every((p) => p.country === 'US')).toBe(true);
    });

    it('offices: distinct projects in scope per design-firm office', async () => {
      const { lines } = await c.universe(payload);
      const projectIds = new Set(lines.map((l) => l.project_id));
      const reference = [...countBy([...projectIds], (id) => projects.get(id)!.office_id)].map(
        ([office, cnt]) => ({ ...offices.get(office)!, cnt }),
      );
      expect(keyed(await fetchMap(mapOfficesRoute.path, payload))).toEqual(keyed(reference));
    });

    it('specs: spec lines per city of the project', async () => {
      const { lines } = await c.universe(payload);
      const reference = [...countBy(lines, (l) => projects.get(l.project_id)!.city_id)].map(
        ([city, cnt]) => ({ ...cities.get(city)!, cnt }),
      );
      expect(keyed(await fetchMap(mapSpecsRoute.path, payload))).toEqual(keyed(reference));
    });

    it('searches: searches per city of the searcher', async () => {
      const { searches } = await c.universe(payload);
      const reference = [...countBy(searches, (s) => s.city_id)].map(([city, cnt]) => ({
        ...cities.get(city)!,
        cnt,
      }));
      expect(reference.length).toBeGreaterThan(0);
      expect(keyed(await fetchMap(mapSearchesRoute.path, payload))).toEqual(keyed(reference));
    });
  });

  it('orders places by count, largest first, and names US cities with their state', async () => {
    const places = await fetchMap(mapSpecsRoute.path, {});
    const counts = places.map((p) => p.cnt);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(places.filter((p) => p.country === 'US').every((p) => /, [A-Z]{2}$/.test(p.name))).toBe(true);
  });

  it('puts every US place inside the USA and its project sites near their own city', async () => {
    for (const route of [mapProjectsRoute, mapOfficesRoute, mapSpecsRoute, mapSearchesRoute]) {
      const places = await fetchMap(route.path, { period_interval: 36 });
      const us = places.filter((p) => p.country === 'US');
      expect(us.length).toBeGreaterThan(0);
      for (const p of us) expect(inUs(p.lat, p.lng), `${route.path} ${p.name} ${p.lat},${p.lng}`).toBe(true);
    }
    // Every project site and office lies within 15 km of its city's centre (the city is in the right state).
    const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
      Math.hypot((a.lat - b.lat) * 111.32, (a.lng - b.lng) * 111.32 * Math.cos((a.lat * Math.PI) / 180));
    for (const site of [...projects.values(), ...offices.values()])
      expect(km(site, cities.get(site.city_id)!)).toBeLessThan(15);
    const { rows } = await sql<{ n: number }>`
      select cast(count(*) as int) as n from project p join city c on c.id = p.city_id
      where c.state_id is distinct from p.state_id`.execute(c.db);
    expect(rows[0]?.n).toBe(0);
  });

  it('shows the offices and searches abroad (Canada, UK) for the world view, and no projects there', async () => {
    const offices = await fetchMap(mapOfficesRoute.path, { period_interval: 36 });
    const searches = await fetchMap(mapSearchesRoute.path, { period_interval: 36 });
    for (const places of [offices, searches]) {
      const abroad = places.filter((p) => p.country !== 'US');
      expect(new Set(abroad.map((p) => p.country))).toEqual(new Set(['CA', 'GB']));
      // Toronto or Vancouver lie inside the lower 48's box: the country, not the coordinates, tells them apart.
      for (const p of abroad)
        expect(p.name).toMatch(p.country === 'CA' ? /, Canada\)?$/ : /, United Kingdom\)?$/);
    }
    const projectsMap = await fetchMap(mapProjectsRoute.path, { period_interval: 36 });
    expect(projectsMap.every((p) => p.country === 'US')).toBe(true);
  });

  it('answers empty columns when no place is in scope (searches do not filter by project)', async () => {
    for (const route of [mapProjectsRoute, mapOfficesRoute, mapSpecsRoute]) {
      const res = await c.post(route.path, { project_ids: [999_999_999] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), route.path).toEqual({ name: [], lat: [], lng: [], cnt: [], country: [] });
    }
  });

  it('sends a large map gzipped when the browser accepts it', async () => {
    const res = await c.post(mapProjectsRoute.path, { period_interval: 36 }, undefined, {
      'accept-encoding': 'gzip',
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString()) as PointMapColumns;
    expect(body.name.length).toBe(body.cnt.length);
  });

  it('refuses callers without the internal permission (403) and anonymous ones (401)', async () => {
    for (const route of [mapProjectsRoute, mapOfficesRoute, mapSpecsRoute, mapSearchesRoute]) {
      expect((await c.post(route.path, {}, c.tokens.brandsOnly)).statusCode).toBe(403);
      expect((await c.post(route.path, {}, c.tokens.productsOnly)).statusCode).toBe(403);
      expect((await c.post(route.path, {}, null)).statusCode).toBe(401);
    }
  });

  it('answers 400 for a bad filter payload', async () => {
    const res = await c.post(mapSpecsRoute.path, { period_interval: 5 });
    expect(res.statusCode).toBe(400);
  });
});
