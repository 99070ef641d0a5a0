// Adjacency, category breakdown and the internal top brands (metrics.md "Internal reports"), through the
// filter compiler's sources and predicates.
import { sql } from 'kysely';
import type {
  AdjacencyBreakdownRow,
  AdjacencyStats,
  CategoryBreakdownColumn,
  CategoryBreakdownRow,
  InternalTopBrandRow,
} from '@specpulse/contract';
import { categoryBrandFields } from '@specpulse/contract';
import { inList } from '../../filters/predicates.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { topBrands } from '../brand/brand.queries.ts';

/** For the lines of one of the anchor's projects (found through the full specWhere): its project conditions hold. */
const inProject = { projectConditions: false };

/**
 * Adjacency of anchor brand A and category C: the brands (other than A) specified in C on the projects
 * specifying A, each with those projects' count and share of A's projects, and the stats around them.
 * `scope` selects A's lines; `categoryScope` is the same filters with C as the only category, so C's lines
 * count whatever categories the filters chose.
 */
export async function adjacencyBreakdown(
  scope: FilterScope,
  categoryScope: FilterScope,
  anchorId: number,
  category: { id: number; name: string },
): Promise<{ data: AdjacencyBreakdownRow[]; stats: AdjacencyStats }> {
  const { db } = scope;
  const cLines = (alias: string) =>
    sql<boolean>`${categoryScope.specWhere(alias, 'window', inProject)} and ${sql.ref(`${alias}.manufacturer_id`)} <> ${anchorId}`;
  const { rows } = await sql<{
    kind: 'brand' | 'stats';
    manufacturer_id: number;
    name: string;
    cnt: number;
    total: number;
  }>`
    with a_projects as (
      select distinct sl.project_id
      from spec_line sl
      where ${scope.specWhere('sl', 'window')} and sl.manufacturer_id = ${anchorId}
    ), adjacent as (
      -- Only the lines of A's projects are read (project index), never the whole universe.
      select x.manufacturer_id, count(*) as n
      from a_projects ap
      cross join lateral (
        select distinct sl.manufacturer_id from spec_line sl
        where sl.project_id = ap.project_id and ${cLines('sl')}
      ) x
      group by 1
    )
    select 'brand' as kind, m.id as manufacturer_id, m.name, cast(a.n as int) as cnt, 0 as total
    from adjacent a
    join manufacturer m on m.id = a.manufacturer_id
    union all
    -- The stats: A's projects (total) and those that also specify C (cnt).
    select 'stats', 0, '', cast(count(*) as int), cast((select count(*) from a_projects) as int)
    from a_projects ap
    where exists (select 1 from spec_line sl where sl.project_id = ap.project_id and ${cLines('sl')})`.execute(
    db,
  );
  const summary = rows.find((r) => r.kind === 'stats');
  const total = summary?.total ?? 0;
  const withC = summary?.cnt ?? 0;
  const pct = (n: number) => (total > 0 ? (100 * n) / total : 0);
  const data = rows
    .filter((r) => r.kind === 'brand')
    .map((r) => ({ manufacturer_id: r.manufacturer_id, name: r.name, cnt: r.cnt, pct: pct(r.cnt) }))
    .sort((a, b) => b.cnt - a.cnt || a.name.localeCompare(b.name) || a.manufacturer_id - b.manufacturer_id);
  return {
    data,
    stats: {
      total,
      cnt: withC,
      withpct: pct(withC),
      withoutpct: total > 0 ? 100 - pct(withC) : 0,
      cat: category.name,
      second: data[0]?.name ?? null,
    },
  };
}

/**
 * Per category of the filters in which at least one chosen brand is specified: each chosen brand's spec
 * percent among the category's lines (the topbrands spec_percent with that category alone), 0 where it has
 * none. Columns follow the order the brands were chosen in.
 */
export async function categoryBreakdown(
  scope: FilterScope,
  brands: readonly { id: number; name: string }[],
): Promise<{ columns: CategoryBreakdownColumn[]; data: CategoryBreakdownRow[] }> {
  const { db } = scope;
  const ids = brands.map((b) => b.id);
  const { rows } = await sql<{
    category_id: number;
    category_name: string;
    manufacturer_id: number;
    pct: number;
  }>`
    with per_category as (
      select s.category_id, sum(s.lines) as n
      from ${scope.specSource('window', ['category_id'])} s
      group by 1
    ), per_brand as (
      select s.category_id, s.manufacturer_id, sum(s.lines) as n
      from ${scope.specSource('window', ['category_id', 'manufacturer_id'])} s
      where ${inList(sql.ref('s.manufacturer_id'), ids)}
      group by 1, 2
    )
    select c.id as category_id, c.name as category_name, b.manufacturer_id, 100.0 * b.n / pc.n as pct
    from per_brand b
    join per_category pc on pc.category_id = b.category_id
    join category c on c.id = b.category_id
    where b.n > 0
    order by c.name, c.id`.execute(db);
  const columns = brands.map((b, i) => ({
    field: categoryBrandFields[i] as CategoryBreakdownColumn['field'],
    manufacturer_id: b.id,
    name: b.name,
  }));
  const byCategory = new Map<number, CategoryBreakdownRow>();
  for (const r of rows) {
    let row = byCategory.get(r.category_id);
    if (!row) {
      row = { category_id: r.category_id, category_name: r.category_name };
      for (const c of columns) row[c.field] = 0;
      byCategory.set(r.category_id, row);
    }
    const column = columns.find((c) => c.manufacturer_id === r.manufacturer_id);
    if (column) row[column.field] = r.pct;
  }
  return { columns, data: [...byCategory.values()] };
}

/** The topbrands rows, each with the brand's product views, asset views, vendor views and all events in the window. */
export async function internalTopBrands(scope: FilterScope): Promise<InternalTopBrandRow[]> {
  const { db } = scope;
  // Per brand and event type from the events; event types are named on the grouped rows.
  const perType = sql`select ue.manufacturer_id, ue.event_type_id, count(*) as n
        from user_event ue where ue.manufacturer_id is not null and ${scope.eventWhere('ue')} group by 1, 2`;
  const [brands, events] = await Promise.all([
    topBrands(scope),
    sql<{ manufacturer_id: number; views: number; images: number; vendors: number; events: number }>`
      select t.manufacturer_id,
        cast(coalesce(sum(t.n) filter (where et.code = 'product_view'), 0) as int) as views,
        cast(coalesce(sum(t.n) filter (where et.code in ('asset_view', 'asset_download')), 0) as int) as images,
        cast(coalesce(sum(t.n) filter (where et.code = 'vendor_view'), 0) as int) as vendors,
        cast(sum(t.n) as int) as events
      from (${perType}) t
      join event_type et on et.id = t.event_type_id
      group by 1`.execute(db),
  ]);
  const byBrand = new Map(events.rows.map((e) => [e.manufacturer_id, e]));
  return brands.map((b) => {
    const e = byBrand.get(b.manufacturer_id);
    return {
      ...b,
      views: e?.views ?? 0,
      images: e?.images ?? 0,
      vendors: e?.vendors ?? 0,
      events: e?.events ?? 0,
    };
  });
}
