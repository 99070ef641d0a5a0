// Brand drilldown figures for a brand group B (one brand, or the firm's own brands as one): counts,
// performance per period group, products, states, projects, adjacencies and vendors.
import { sql, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import type {
  AdjacencyRow,
  AdjacencySortField,
  BrandProjectRow,
  BrandProjectSortField,
  BrandTopProductRow,
  BrandTopProductSortField,
  StateShare,
  vendorRowSchema,
} from '@specpulse/contract';
import { jsonPage } from '../../db/json-rows.ts';
import { pageOrder, type SortedPage } from '../../db/sorted-page.ts';
import { inList } from '../../filters/predicates.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { partShareCtes, windowPeriodGroups } from '../market/market.queries.ts';

type VendorRow = z.infer<typeof vendorRowSchema>;

/** `column` is one of B's brands. */
const inGroup = (column: RawBuilder<unknown>, ids: readonly number[]) => inList(column, ids);

/** Distinct products of B specified, and B's product views, asset views/downloads, vendor views and all events. */
export async function groupCounts(
  scope: FilterScope,
  ids: readonly number[],
): Promise<{ events: number; images: number; vendors: number; views: number; specified: number }> {
  const { db } = scope;
  const { rows } = await sql<{
    events: number;
    images: number;
    vendors: number;
    views: number;
    specified: number;
  }>`
    with events as (
      select
        count(*) filter (where et.code = 'product_view') as views,
        count(*) filter (where et.code in ('asset_view', 'asset_download')) as images,
        count(*) filter (where et.code = 'vendor_view') as vendors,
        count(*) as events
      from user_event ue
      join event_type et on et.id = ue.event_type_id
      where ${inGroup(sql`ue.manufacturer_id`, ids)} and ${scope.eventWhere('ue')}
    )
    select cast(events.events as int) as events, cast(events.images as int) as images,
      cast(events.vendors as int) as vendors, cast(events.views as int) as views,
      (select cast(count(distinct s.product_id) as int)
       from ${scope.specSource('window', ['product_id', 'manufacturer_id'])} s
       where s.lines > 0 and ${inGroup(sql`s.manufacturer_id`, ids)}) as specified
    from events`.execute(db);
  return rows[0] ?? { events: 0, images: 0, vendors: 0, views: 0, specified: 0 };
}

/** B's spec percent and search percent within each period group of the window. */
export async function brandPerformance(
  scope: FilterScope,
  ids: readonly number[],
): Promise<{ period: string[]; spec: number[]; search: number[] }> {
  const { db } = scope;
  const { rows } = await sql<{ period_group: string; spec: number; search: number }>`
    with ${partShareCtes(scope, 'period_group', 'manufacturer_id', ids)}
    select g.period_group,
      coalesce(100.0 * spec.b / nullif(spec.n, 0), 0) as spec,
      coalesce(100.0 * search.b / nullif(search.n, 0), 0) as search
    from ${windowPeriodGroups(scope)} g
    left join spec on spec.d = g.period_group
    left join search on search.d = g.period_group
    order by g.period_group`.execute(db);
  return {
    period: rows.map((r) => r.period_group),
    spec: rows.map((r) => r.spec),
    search: rows.map((r) => r.search),
  };
}

/** The products list's own order: spec percent, largest first, then search percent; name and id break ties. */
const largestSpecFirst = sql`q.spec desc, q.search desc, q.name, q.product_id`;

/**
 * One page of B's products (specified or searched) with their spec percent and search percent of the whole
 * market: by spec percent (largest first), or sorted by a column (sortedPageOrder); and how many products.
 */
export async function brandTopProducts(
  scope: FilterScope,
  ids: readonly number[],
  page: SortedPage<BrandTopProductSortField>,
): Promise<{ total: number; rows: BrandTopProductRow[] }> {
  const order = pageOrder(page, 'product_id', ['name'], largestSpecFirst);
  return jsonPage<BrandTopProductRow>(
    scope.db,
    sql`
      with spec as (
        select s.product_id, s.lines as n
        from ${scope.specSource('window', ['product_id', 'manufacturer_id'])} s
        where ${inGroup(sql`s.manufacturer_id`, ids)} and s.lines > 0
      ), search as (
        select s.product_id, s.searches as n
        from ${scope.searchSource('window', ['product_id', 'manufacturer_id'])} s
        where ${inGroup(sql`s.manufacturer_id`, ids)} and s.product_id is not null and s.searches > 0
      ), totals as (
        select
          (select sum(s.lines) from ${scope.specSource('window', [])} s) as spec,
          (select sum(s.searches) from ${scope.searchSource('window', [])} s) as search
      )
      select p.id as product_id, p.image_url as product_image_url, p.name,
        coalesce(100.0 * spec.n / nullif(totals.spec, 0), 0) as spec,
        coalesce(100.0 * search.n / nullif(totals.search, 0), 0) as search
      from (select product_id from spec union select product_id from search) k
      join product p on p.id = k.product_id
      cross join totals
      left join spec on spec.product_id = k.product_id
      left join search on search.product_id = k.product_id`,
    order,
    page,
  );
}

/**
 * Per state: B's share of the spec lines of projects in the state and of the searches from the state, with
 * the samples behind them (all lines of the state's projects, all searches from it).
 */
export async function brandTopStates(
  scope: FilterScope,
  ids: readonly number[],
  limit: number | undefined,
): Promise<StateShare[]> {
  const { db } = scope;
  const { rows } = await sql<StateShare>`
    with ${partShareCtes(scope, 'state_id', 'manufacturer_id', ids)}
    select st.name, st.code,
      coalesce(100.0 * spec.b / nullif(spec.n, 0), 0) as spec,
      coalesce(100.0 * search.b / nullif(search.n, 0), 0) as search,
      cast(coalesce(spec.n, 0) as int) as lines,
      cast(coalesce(search.n, 0) as int) as searches
    from us_state st
    left join spec on spec.d = st.id
    left join search on search.d = st.id
    order by spec desc, search desc, st.name
    limit ${limit ?? null}`.execute(db);
  return rows;
}

/** The projects list's own order: B's lines, most first, then the share; name and id break ties. */
const mostLinesFirst = sql`q.lines desc, q.percentage desc, q.name, q.id`;

/**
 * One page of the projects specifying B, with B's lines and their share of the project's lines in the filters:
 * by B's lines (most first), or sorted by a column (sortedPageOrder); and how many projects specify B.
 */
export async function brandTopProjects(
  scope: FilterScope,
  ids: readonly number[],
  page: SortedPage<BrandProjectSortField>,
): Promise<{ total: number; rows: BrandProjectRow[] }> {
  const order = pageOrder(page, 'id', ['name', 'state'], mostLinesFirst);
  // Thousands of projects for a leading brand: one JSON text rather than the driver's row conversion.
  return jsonPage<BrandProjectRow>(
    scope.db,
    sql`
      with lines as (
        -- One pass over the lines in scope: per project, B's lines and all lines, for the projects with B.
        select sl.project_id, count(*) filter (where ${inGroup(sql`sl.manufacturer_id`, ids)}) as b,
          count(*) as n
        from spec_line sl
        where ${scope.specWhere('sl', 'window')}
        group by 1
        having count(*) filter (where ${inGroup(sql`sl.manufacturer_id`, ids)}) > 0
      )
      select p.id, p.name, st.code as state, cast(lines.b as int) as lines, 100.0 * lines.b / lines.n as percentage
      from lines
      join project p on p.id = lines.project_id
      join us_state st on st.id = p.state_id`,
    order,
    page,
  );
}

/** The adjacency lists' own order: the share of B's projects, largest first; name and id break ties. */
const largestShareFirst = sql`q.percentage desc, q.name, q.manufacturer_id`;

/**
 * One page of the brands on B's projects, as a share of the projects specifying B: by that share (largest
 * first), or sorted by a column (sortedPageOrder); and how many brands. `competitive`: specified in a category
 * where B is specified on the same project; `complimentary`: in a category where B is not. B never counts.
 */
export async function brandAdjacencies(
  scope: FilterScope,
  ids: readonly number[],
  kind: 'competitive' | 'complimentary',
  page: SortedPage<AdjacencySortField>,
): Promise<{ total: number; rows: AdjacencyRow[] }> {
  const order = pageOrder(page, 'manufacturer_id', ['name'], largestShareFirst);
  // The lines in scope once; B's (project, category) pairs; the other brands' lines on B's projects, in a
  // category B is in there (competitive) or not (complimentary), as distinct (project, brand) pairs.
  return jsonPage<AdjacencyRow>(
    scope.db,
    sql`
      with scoped as (
        select sl.project_id, sl.category_id, sl.manufacturer_id,
          ${inGroup(sql`sl.manufacturer_id`, ids)} as in_b
        from spec_line sl
        where ${scope.specWhere('sl', 'window')}
      ), b_categories as (
        select distinct project_id, category_id from scoped where in_b
      ), b_projects as (
        select distinct project_id from b_categories
      ), adjacent as (
        select x.manufacturer_id, count(*) as n from (
          select distinct s.project_id, s.manufacturer_id
          from scoped s
          join b_projects bp on bp.project_id = s.project_id
          left join b_categories bc on bc.project_id = s.project_id and bc.category_id = s.category_id
          where not s.in_b and bc.project_id is ${kind === 'competitive' ? sql`not null` : sql`null`}
        ) x
        group by 1
      )
      select m.id as manufacturer_id, m.name, 100.0 * a.n / (select count(*) from b_projects) as percentage
      from adjacent a
      join manufacturer m on m.id = a.manufacturer_id`,
    order,
    page,
  );
}

/** B's vendors with their share of the vendor-view events on B's vendors in the window. */
export async function brandTopVendors(
  scope: FilterScope,
  ids: readonly number[],
  limit: number | undefined,
): Promise<VendorRow[]> {
  const { db } = scope;
  const { rows } = await sql<VendorRow>`
    with views as (
      -- From B's vendors to their events (vendor index), not from every vendor view.
      select ue.vendor_id, count(*) as n
      from vendor bv
      join user_event ue on ue.vendor_id = bv.id
      join event_type et on et.id = ue.event_type_id
      where ${inGroup(sql`bv.manufacturer_id`, ids)} and et.code = 'vendor_view' and ${scope.eventWhere('ue')}
      group by 1
    )
    select v.name, v.email, c.name as city, st.code as state,
      coalesce(100.0 * views.n / sum(views.n) over (), 0) as percentage
    from vendor v
    join city c on c.id = v.city_id
    join us_state st on st.id = v.state_id
    left join views on views.vendor_id = v.id
    where ${inGroup(sql`v.manufacturer_id`, ids)}
    order by percentage desc, v.name, v.id
    limit ${limit ?? null}`.execute(db);
  return rows;
}
