// The point maps' places (metrics.md, Point maps): project sites, offices, and cities by spec lines or searches.
import { sql, type Kysely } from 'kysely';
import type { PointMapColumns } from '@specpulse/contract';
import type { DB } from '../../db/schema.ts';
import type { FilterScope } from '../../filters/scope.ts';

/** One place as the queries read it; `label` is what the name starts with (a project, firm or nothing). */
interface PlaceRow {
  label: string | null;
  city: string;
  /** The US state's postal code, null abroad. */
  state: string | null;
  country: string;
  lat: number;
  lng: number;
  cnt: number;
}

/** Country names of the cities abroad in the demo market; any other code is shown as it is. */
const countryNames: Record<string, string> = { CA: 'Canada', GB: 'United Kingdom' };

/** 'Chicago, IL' in the US, 'Toronto, Canada' abroad. */
const cityName = (p: PlaceRow) => `${p.city}, ${p.state ?? countryNames[p.country] ?? p.country}`;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The places as the contract's columns, largest cnt first, then by name (a stable order). */
export function toColumns(rows: readonly PlaceRow[]): PointMapColumns {
  const places = rows
    .map((p) => ({ ...p, name: p.label ? `${p.label} (${cityName(p)})` : cityName(p) }))
    // Plain code-unit order: localeCompare took most of a second over 30,000 project sites.
    .sort((a, b) => b.cnt - a.cnt || byText(a.name, b.name) || a.lat - b.lat || a.lng - b.lng);
  return {
    name: places.map((p) => p.name),
    lat: places.map((p) => p.lat),
    lng: places.map((p) => p.lng),
    cnt: places.map((p) => p.cnt),
    country: places.map((p) => p.country),
  };
}

/** The city columns of `c` (city) and `st` (its US state, left-joined: null abroad). */
const cityColumns = sql`c.name as city, st.code as state, c.country_code as country`;

/** Project sites: spec lines in scope per project (facts: the project_id dimension reads spec_line). */
export async function projectPlaces(db: Kysely<DB>, scope: FilterScope): Promise<PlaceRow[]> {
  const { rows } = await sql<PlaceRow>`
    select p.name as label, ${cityColumns}, p.lat, p.lng, cast(s.lines as int) as cnt
    from ${scope.specSource('window', ['project_id'])} s
    join project p on p.id = s.project_id
    join city c on c.id = p.city_id
    left join us_state st on st.id = c.state_id`.execute(db);
  return rows;
}

/** Design-firm offices: distinct projects in scope each office led (an office abroad may lead US projects). */
export async function officePlaces(db: Kysely<DB>, scope: FilterScope): Promise<PlaceRow[]> {
  const { rows } = await sql<PlaceRow>`
    select df.name as label, ${cityColumns}, coalesce(o.lat, c.lat) as lat, coalesce(o.lng, c.lng) as lng,
      cast(count(distinct ps.project_id) as int) as cnt
    from ${scope.projectSource('window')} ps
    join project p on p.id = ps.project_id
    join firm_office o on o.id = p.office_id
    join design_firm df on df.id = o.design_firm_id
    join city c on c.id = o.city_id
    left join us_state st on st.id = c.state_id
    group by o.id, df.name, c.name, st.code, c.country_code, o.lat, o.lng, c.lat, c.lng`.execute(db);
  return rows;
}

/** Cities by the spec lines in scope of their projects. */
export async function specCityPlaces(db: Kysely<DB>, scope: FilterScope): Promise<PlaceRow[]> {
  const { rows } = await sql<PlaceRow>`
    select null as label, ${cityColumns}, c.lat, c.lng, cast(sum(s.lines) as int) as cnt
    from ${scope.specSource('window', ['project_id'])} s
    join project p on p.id = s.project_id
    join city c on c.id = p.city_id
    left join us_state st on st.id = c.state_id
    group by c.id, c.name, st.code, c.country_code, c.lat, c.lng`.execute(db);
  return rows;
}

/** Cities by the searches in scope made from them (the searcher's city, at home or abroad). */
export async function searchCityPlaces(db: Kysely<DB>, scope: FilterScope): Promise<PlaceRow[]> {
  const { rows } = await sql<PlaceRow>`
    select null as label, ${cityColumns}, c.lat, c.lng, cast(s.searches as int) as cnt
    from ${scope.searchSource('window', ['city_id'])} s
    join city c on c.id = s.city_id
    left join us_state st on st.id = c.state_id`.execute(db);
  return rows;
}
