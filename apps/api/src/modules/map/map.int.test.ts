// Point maps against a plain reference over the tiny data set's facts: counts per place, believable places,
// pages of rows, and the server's clusters against supercluster run here on every place.
import { gunzipSync } from 'node:zlib';
import Supercluster from 'supercluster';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  mapOfficesRoute,
  mapProjectsRoute,
  mapSearchesRoute,
  mapSpecsRoute,
  type FilterPayloadInput,
  type MapClusters,
  type MapView,
  type PointMapRow,
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

const allRoutes = [mapProjectsRoute, mapOfficesRoute, mapSpecsRoute, mapSearchesRoute];
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

  /** The map's places of the view (default every place), in the answer's order. */
  const fetchMap = async (path: string, payload: FilterPayloadInput, query = ''): Promise<PointMapRow[]> => {
    const res = await c.post(`${path}${query ? `?${query}` : ''}`, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PointMapRow[]>();
  };
  const fetchClusters = async (path: string, payload: FilterPayloadInput, query: string) => {
    const res = await c.post(`${path}/clusters?${query}`, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MapClusters>();
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
      expect(keyed(await fetchMap(mapProjectsRoute.path, payload, 'view=us'))).toEqual(keyed(reference));
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
    const us = await fetchMap(mapSpecsRoute.path, {}, 'view=us');
    expect(us.length).toBeGreaterThan(0);
    expect(us.every((p) => /, [A-Z]{2}$/.test(p.name))).toBe(true);
  });

  it('answers every place exactly once across pages, in the order of the whole list', async () => {
    for (const route of allRoutes) {
      const all = await fetchMap(route.path, { period_interval: 36 });
      const size = Math.max(1, Math.ceil(all.length / 3));
      const pages: PointMapRow[] = [];
      for (let offset = 0; offset < all.length + size; offset += size)
        pages.push(
          ...(await fetchMap(route.path, { period_interval: 36 }, `offset=${offset}&limit=${size}`)),
        );
      expect(pages, route.path).toEqual(all);
    }
    const res = await c.post(`${mapSpecsRoute.path}?limit=10001`, {});
    expect(res.statusCode).toBe(400);
  });

  it('puts every US place inside the USA and its project sites near their own city', async () => {
    for (const route of allRoutes) {
      const us = await fetchMap(route.path, { period_interval: 36 }, 'view=us');
      expect(us.length).toBeGreaterThan(0);
      for (const p of us) expect(inUs(p.lat, p.lng), `${route.path} ${p.name} ${p.lat},${p.lng}`).toBe(true);
    }
    // Every office lies within 15 km of its city's centre (downtown), every project site within its metro
    // area (at most 2.5 of its spread out: about 51 km for the widest metro), and the city is in the right state.
    const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
      Math.hypot((a.lat - b.lat) * 111.32, (a.lng - b.lng) * 111.32 * Math.cos((a.lat * Math.PI) / 180));
    for (const office of offices.values()) expect(km(office, cities.get(office.city_id)!)).toBeLessThan(15);
    for (const site of projects.values()) expect(km(site, cities.get(site.city_id)!)).toBeLessThan(60);
    const { rows } = await sql<{ n: number }>`
      select cast(count(*) as int) as n from project p join city c on c.id = p.city_id
      where c.state_id is distinct from p.state_id`.execute(c.db);
    expect(rows[0]?.n).toBe(0);
  });

  it('shows the offices and searches abroad (Canada, UK) for the world view, and no projects there', async () => {
    for (const route of [mapOfficesRoute, mapSearchesRoute]) {
      const world = await fetchMap(route.path, { period_interval: 36 });
      const us = new Set(keyed(await fetchMap(route.path, { period_interval: 36 }, 'view=us')));
      const abroad = world.filter((p) => !us.has(keyed([p])[0]!));
      // Toronto or Vancouver lie inside the lower 48's box: the country, not the coordinates, tells them apart.
      expect(new Set(abroad.map((p) => /, (Canada|United Kingdom)\)?$/.exec(p.name)?.[1]))).toEqual(
        new Set(['Canada', 'United Kingdom']),
      );
    }
    const projectsMap = await fetchMap(mapProjectsRoute.path, { period_interval: 36 });
    expect(keyed(projectsMap)).toEqual(
      keyed(await fetchMap(mapProjectsRoute.path, { period_interval: 36 }, 'view=us')),
    );
  });

  it('answers no rows and no markers when no place is in scope (searches do not filter by project)', async () => {
    for (const route of [mapProjectsRoute, mapOfficesRoute, mapSpecsRoute]) {
      const res = await c.post(route.path, { project_ids: [999_999_999] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), route.path).toEqual([]);
      expect(await fetchClusters(route.path, { project_ids: [999_999_999] }, 'zoom=3')).toEqual({
        places: 0,
        markers: [],
      });
    }
  });

  /** supercluster run here on every place of the view, as the seed's map clustered (grid 70). */
  const referenceMarkers = (places: readonly PointMapRow[], zoom: number, box = [-180, -90, 180, 90]) => {
    const index = new Supercluster<{ name: string; cnt: number }, { cnt: number }>({
      radius: 70,
      maxZoom: 16,
      map: (p) => ({ cnt: p.cnt }),
      reduce: (acc, p) => {
        acc.cnt += p.cnt;
      },
    });
    index.load(
      places.map((p) => ({
        type: 'Feature' as const,
        properties: { name: p.name, cnt: p.cnt },
        geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
      })),
    );
    return index.getClusters(box as [number, number, number, number], zoom).map((f) => {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const props = f.properties as { name?: string; cnt: number; cluster_id?: number; point_count?: number };
      return props.cluster_id === undefined
        ? { lat, lng, places: 1, cnt: props.cnt, name: props.name, expansion_zoom: null }
        : {
            lat,
            lng,
            places: props.point_count,
            cnt: props.cnt,
            name: null,
            expansion_zoom: index.getClusterExpansionZoom(props.cluster_id),
          };
    });
  };
  const markerKeys = (markers: readonly object[]) => markers.map((m) => JSON.stringify(m)).sort();

  it.each(['us', 'world'] as MapView[])(
    'clusters the %s view as supercluster does on every place, at each zoom level',
    async (view) => {
      for (const route of allRoutes) {
        const places = await fetchMap(route.path, { period_interval: 36 }, `view=${view}`);
        expect(places.length).toBeGreaterThan(0);
        for (let zoom = 0; zoom <= 17; zoom++) {
          const answer = await fetchClusters(
            route.path,
            { period_interval: 36 },
            `view=${view}&zoom=${zoom}`,
          );
          expect(answer.places).toBe(places.length);
          expect(markerKeys(answer.markers), `${route.path} zoom ${zoom}`).toEqual(
            markerKeys(referenceMarkers(places, zoom)),
          );
          // The most places first.
          const sizes = answer.markers.map((m) => m.places);
          expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
        }
      }
    },
  );

  it('answers only the markers inside the viewport', async () => {
    const places = await fetchMap(mapProjectsRoute.path, {}, 'view=us');
    // The south-east of the lower 48, at a zoom where clusters split into metros.
    const box = [-92, 24, -75, 37];
    const answer = await fetchClusters(
      mapProjectsRoute.path,
      {},
      `view=us&zoom=6&west=${box[0]}&south=${box[1]}&east=${box[2]}&north=${box[3]}`,
    );
    const whole = await fetchClusters(mapProjectsRoute.path, {}, 'view=us&zoom=6');
    expect(answer.markers.length).toBeGreaterThan(0);
    expect(answer.markers.length).toBeLessThan(whole.markers.length);
    expect(markerKeys(answer.markers)).toEqual(markerKeys(referenceMarkers(places, 6, box)));
  });

  it('sends a large map gzipped when the browser accepts it', async () => {
    const res = await c.post(mapProjectsRoute.path, { period_interval: 36 }, undefined, {
      'accept-encoding': 'gzip',
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString()) as PointMapRow[];
    expect(body.length).toBeGreaterThan(0);
  });

  it('refuses callers without the internal permission (403) and anonymous ones (401)', async () => {
    for (const route of allRoutes) {
      for (const path of [route.path, `${route.path}/clusters`]) {
        expect((await c.post(path, {}, c.tokens.brandsOnly)).statusCode).toBe(403);
        expect((await c.post(path, {}, c.tokens.productsOnly)).statusCode).toBe(403);
        expect((await c.post(path, {}, null)).statusCode).toBe(401);
      }
    }
  });

  it('answers 400 for a bad filter payload, view, zoom or box', async () => {
    expect((await c.post(mapSpecsRoute.path, { period_interval: 5 })).statusCode).toBe(400);
    for (const query of ['view=mars', 'zoom=18', 'zoom=-1', 'zoom=2.5', 'west=-181', 'north=91'])
      expect((await c.post(`${mapSpecsRoute.path}/clusters?${query}`, {})).statusCode, query).toBe(400);
  });
});
