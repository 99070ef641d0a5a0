// The platform events on a brand group's brands: counts per event type and the event rows one page at a time.
import { sql, type RawBuilder } from 'kysely';
import type { EventPageQuery, EventRow, EventSortField, EventTypeCountRow } from '@specpulse/contract';
import { inList } from '../../filters/predicates.ts';
import type { FilterScope } from '../../filters/scope.ts';

/** Events of the group in the window (metrics.md: the date range is the only filter on non-search events). */
const groupEvents = (scope: FilterScope, ids: readonly number[]) =>
  sql<boolean>`${inList(sql.ref('ue.manufacturer_id'), ids)} and ${scope.eventWhere('ue')}`;

/** The group's events per event type, most first. */
export async function eventTypeSummary(
  scope: FilterScope,
  ids: readonly number[],
): Promise<EventTypeCountRow[]> {
  const { db } = scope;
  const { rows } = await sql<EventTypeCountRow>`
    with counts as (
      select ue.event_type_id, count(*) as cnt from user_event ue where ${groupEvents(scope, ids)} group by 1
    )
    select et.id as event_type_id, et.name, cast(counts.cnt as int) as cnt
    from counts join event_type et on et.id = counts.event_type_id
    order by counts.cnt desc, et.id`.execute(db);
  return rows;
}

/**
 * How each sortable column is ordered: its expression and the one dimension it needs, so a page is found by
 * ordering user_event (plus that table at most) and only the page's rows are joined to every dimension.
 * Texts sort by code point (collation "C"), the same on every engine and database locale.
 */
const sortKeys: Record<EventSortField, { key: RawBuilder<unknown>; join?: RawBuilder<unknown> }> = {
  event_id: { key: sql`ue.id` },
  event_type_id: { key: sql`ue.event_type_id` },
  name: { key: sql`et.name collate "C"`, join: sql`join event_type et on et.id = ue.event_type_id` },
  event_date: { key: sql`ue.event_date` },
  manufacturer_id: { key: sql`ue.manufacturer_id` },
  manufacturer_name: {
    key: sql`m.name collate "C"`,
    join: sql`join manufacturer m on m.id = ue.manufacturer_id`,
  },
  category_name: { key: sql`c.name collate "C"`, join: sql`left join category c on c.id = ue.category_id` },
  product_name: { key: sql`p.name collate "C"`, join: sql`left join product p on p.id = ue.product_id` },
  project_name: { key: sql`pr.name collate "C"`, join: sql`left join project pr on pr.id = ue.project_id` },
  calc_type: { key: sql`ue.calc_type collate "C"` },
  score: { key: sql`ue.score` },
  firm_id: { key: sql`ue.design_firm_id` },
  firm_name: { key: sql`df.name collate "C"`, join: sql`join design_firm df on df.id = ue.design_firm_id` },
  user_id: { key: sql`ue.user_id` },
  city_name: { key: sql`ci.name collate "C"`, join: sql`join city ci on ci.id = ue.city_id` },
  region_name: { key: sql`st.name collate "C"`, join: sql`join us_state st on st.id = ue.state_id` },
  region_group: {
    key: sql`cr.name collate "C"`,
    join: sql`join us_state st on st.id = ue.state_id join census_region cr on cr.id = st.region_id`,
  },
};

/** The number of the group's events in the window. */
export async function eventCount(scope: FilterScope, ids: readonly number[]): Promise<number> {
  const { db } = scope;
  const { rows } = await sql<{ n: number }>`
    select cast(count(*) as int) as n from user_event ue where ${groupEvents(scope, ids)}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** One page of the group's events in the window, ordered by `page.sort` (then the event id, same direction). */
export async function eventPage(
  scope: FilterScope,
  ids: readonly number[],
  page: EventPageQuery,
): Promise<EventRow[]> {
  const { db } = scope;
  const { key, join } = sortKeys[page.sort];
  const order = page.order === 'asc' ? sql`asc nulls last` : sql`desc nulls first`;
  // One sort of the group's events in the window (the columnar scan reads the three columns it needs).
  const pageIds = sql`
      select ue.id, ${key} as k
      from user_event ue ${join ?? sql``}
      where ${groupEvents(scope, ids)}
      order by k ${order}, ue.id ${order}
      limit ${page.limit} offset ${page.offset}`;
  const { rows } = await sql<EventRow>`
    with page as (${pageIds})
    select cast(ue.id as int) as event_id, ue.event_type_id, et.name,
      strftime(ue.event_date at time zone 'UTC', '%Y-%m-%dT%H:%M:%SZ') as event_date,
      ue.manufacturer_id, m.name as manufacturer_name,
      ue.category_id, c.name as category_name, ue.product_id, p.name as product_name,
      ue.project_id, pr.name as project_name, ue.calc_type, ue.score,
      ue.design_firm_id as firm_id, df.name as firm_name, ue.user_id,
      ue.city_id, ci.name as city_name, st.id as region_id, st.name as region_name, cr.name as region_group
    from page
    join user_event ue on ue.id = page.id
    join event_type et on et.id = ue.event_type_id
    join manufacturer m on m.id = ue.manufacturer_id
    left join category c on c.id = ue.category_id
    left join product p on p.id = ue.product_id
    left join project pr on pr.id = ue.project_id
    join design_firm df on df.id = ue.design_firm_id
    join city ci on ci.id = ue.city_id
    join us_state st on st.id = ue.state_id
    join census_region cr on cr.id = st.region_id
    order by page.k ${order}, page.id ${order}`.execute(db);
  return rows;
}
