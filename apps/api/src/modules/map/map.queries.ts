// The point maps' places (metrics.md, Point maps): project sites, offices, and cities by spec lines or searches.
import { sql, type RawBuilder } from 'kysely';
import type { PointMapColumns } from '@specpulse/contract';
import type { FilterScope } from '../../filters/scope.ts';

/**
 * The places of `placeRows` (label, city, state, country, lat, lng, cnt per place) as the contract's columns,
 * named and ordered (largest cnt first, then by name and position: a stable order) by the market store, which
 * hands them over as one JSON text: reading tens of thousands of places as rows and sorting them in JavaScript
 * costs most of the answer, the row conversion alone more than the query.
 */
async function placeColumns(scope: FilterScope, placeRows: RawBuilder<unknown>): Promise<PointMapColumns> {
  const { rows } = await sql<{ places: string }>`
    with place as (
      select case when label is null then city_name else label || ' (' || city_name || ')' end as name,
        lat, lng, cnt, country
      from (
        select *, city || ', ' || coalesce(state, case country
            when 'CA' then 'Canada' when 'GB' then 'United Kingdom' else country end) as city_name
        from (${placeRows})
      )
    ),
    ranked as (select *, row_number() over (order by cnt desc, name, lat, lng) as rank from place)
    select cast(to_json({
      name: coalesce(list(name order by rank), []),
      lat: coalesce(list(lat order by rank), []),
      lng: coalesce(list(lng order by rank), []),
      cnt: coalesce(list(cnt order by rank), []),
      country: coalesce(list(country order by rank), [])
    }) as varchar) as places
    from ranked`.execute(scope.db);
  return JSON.parse(rows[0]?.places ?? '{}') as PointMapColumns;
}

/** The city columns of `c` (city) and `st` (its US state, left-joined: null abroad). */
const cityColumns = sql`c.name as city, st.code as state, c.country_code as country`;

/** Project sites: spec lines in scope per project (facts: the project_id dimension reads spec_line). */
export const projectPlaces = (scope: FilterScope) =>
  placeColumns(
    scope,
    sql`
      select p.name as label, ${cityColumns}, p.lat, p.lng, cast(s.lines as int) as cnt
      from ${scope.specSource('window', ['project_id'])} s
      join project p on p.id = s.project_id
      join city c on c.id = p.city_id
      left join us_state st on st.id = c.state_id`,
  );

/** Design-firm offices: distinct projects in scope each office led (an office abroad may lead US projects). */
export const officePlaces = (scope: FilterScope) =>
  placeColumns(
    scope,
    sql`
      select df.name as label, ${cityColumns}, coalesce(o.lat, c.lat) as lat, coalesce(o.lng, c.lng) as lng,
        cast(count(distinct ps.project_id) as int) as cnt
      from ${scope.projectSource('window')} ps
      join project p on p.id = ps.project_id
      join firm_office o on o.id = p.office_id
      join design_firm df on df.id = o.design_firm_id
      join city c on c.id = o.city_id
      left join us_state st on st.id = c.state_id
      group by o.id, df.name, c.name, st.code, c.country_code, o.lat, o.lng, c.lat, c.lng`,
  );

/** Cities by the spec lines in scope of their projects. */
export const specCityPlaces = (scope: FilterScope) =>
  placeColumns(
    scope,
    sql`
      select null as label, ${cityColumns}, c.lat, c.lng, cast(sum(s.lines) as int) as cnt
      from ${scope.specSource('window', ['project_id'])} s
      join project p on p.id = s.project_id
      join city c on c.id = p.city_id
      left join us_state st on st.id = c.state_id
      group by c.id, c.name, st.code, c.country_code, c.lat, c.lng`,
  );

/** Cities by the searches in scope made from them (the searcher's city, at home or abroad). */
export const searchCityPlaces = (scope: FilterScope) =>
  placeColumns(
    scope,
    sql`
      select null as label, ${cityColumns}, c.lat, c.lng, cast(s.searches as int) as cnt
      from ${scope.searchSource('window', ['city_id'])} s
      join city c on c.id = s.city_id
      left join us_state st on st.id = c.state_id`,
  );
