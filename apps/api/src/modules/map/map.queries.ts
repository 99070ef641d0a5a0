// The point maps' places (metrics.md, Point maps): project sites, offices, and cities by spec lines or searches.
import { sql, type RawBuilder } from 'kysely';
import type { MapView, PointMapRow } from '@specpulse/contract';
import type { FilterScope } from '../../filters/scope.ts';

/** The four point maps, by the path of their calls. */
export type PointMapKind = 'projects' | 'offices' | 'specs' | 'searches';

/** The places of one view as parallel columns, in the map's order (what the cluster index is built from). */
export interface PlaceColumns {
  name: string[];
  lat: number[];
  lng: number[];
  cnt: number[];
}

/** The city columns of `c` (city) and `st` (its US state, left-joined: null abroad). */
const cityColumns = sql`c.name as city, st.code as state, c.country_code as country`;

/** Per map: its places as label (null for a city), city, state, country, lat, lng and cnt. */
const placeRowsOf = (scope: FilterScope): Record<PointMapKind, RawBuilder<unknown>> => ({
  // Project sites: spec lines in scope per project (facts: the project_id dimension reads spec_line).
  projects: sql`
      select p.name as label, ${cityColumns}, p.lat, p.lng, cast(s.lines as int) as cnt
      from ${scope.specSource('window', ['project_id'])} s
      join project p on p.id = s.project_id
      join city c on c.id = p.city_id
      left join us_state st on st.id = c.state_id`,
  // Design-firm offices: distinct projects in scope each office led (an office abroad may lead US projects).
  offices: sql`
      select df.name as label, ${cityColumns}, coalesce(o.lat, c.lat) as lat, coalesce(o.lng, c.lng) as lng,
        cast(count(distinct ps.project_id) as int) as cnt
      from ${scope.projectSource('window')} ps
      join project p on p.id = ps.project_id
      join firm_office o on o.id = p.office_id
      join design_firm df on df.id = o.design_firm_id
      join city c on c.id = o.city_id
      left join us_state st on st.id = c.state_id
      group by o.id, df.name, c.name, st.code, c.country_code, o.lat, o.lng, c.lat, c.lng`,
  // Cities by the spec lines in scope of their projects.
  specs: sql`
      select null as label, ${cityColumns}, c.lat, c.lng, cast(sum(s.lines) as int) as cnt
      from ${scope.specSource('window', ['project_id'])} s
      join project p on p.id = s.project_id
      join city c on c.id = p.city_id
      left join us_state st on st.id = c.state_id
      group by c.id, c.name, st.code, c.country_code, c.lat, c.lng`,
  // Cities by the searches in scope made from them (the searcher's city, at home or abroad).
  searches: sql`
      select null as label, ${cityColumns}, c.lat, c.lng, cast(s.searches as int) as cnt
      from ${scope.searchSource('window', ['city_id'])} s
      join city c on c.id = s.city_id
      left join us_state st on st.id = c.state_id`,
});

/**
 * The named places of the map in the view, ranked: largest cnt first, then by name and position (a stable
 * order). A place is named by its label and city ('Lakeside Tower (Austin, TX)') or its city alone.
 */
function rankedPlaces(scope: FilterScope, kind: PointMapKind, view: MapView) {
  return sql`
    with place as (
      select case when label is null then city_name else label || ' (' || city_name || ')' end as name,
        lat, lng, cnt
      from (
        select *, city || ', ' || coalesce(state, case country
            when 'CA' then 'Canada' when 'GB' then 'United Kingdom' else country end) as city_name
        from (${placeRowsOf(scope)[kind]})
        where ${view === 'us' ? sql`country = 'US'` : sql`true`}
      )
    )
    select *, row_number() over (order by cnt desc, name, lat, lng) as rank from place`;
}

/** A page of the map's places in the view, in its order. */
export async function placeRows(
  scope: FilterScope,
  kind: PointMapKind,
  page: { view: MapView; offset: number; limit: number },
): Promise<PointMapRow[]> {
  const { rows } = await sql<PointMapRow>`
    select name, lat, lng, cnt from (${rankedPlaces(scope, kind, page.view)})
    order by rank limit ${page.limit} offset ${page.offset}`.execute(scope.db);
  return rows;
}

/**
 * Every place of the map in the view as columns, handed over by the market store as one JSON text: reading tens
 * of thousands of places as rows costs more than the query.
 */
export async function placeColumns(
  scope: FilterScope,
  kind: PointMapKind,
  view: MapView,
): Promise<PlaceColumns> {
  const { rows } = await sql<{ places: string }>`
    select cast(to_json({
      name: coalesce(list(name order by rank), []),
      lat: coalesce(list(lat order by rank), []),
      lng: coalesce(list(lng order by rank), []),
      cnt: coalesce(list(cnt order by rank), [])
    }) as varchar) as places
    from (${rankedPlaces(scope, kind, view)})`.execute(scope.db);
  return JSON.parse(rows[0]?.places ?? '{}') as PlaceColumns;
}
