// Category rank: per category, brand group B's spec and search percent and rank now and in the previous window.
import { sql } from 'kysely';
import type { CategoryRankRow } from '@specpulse/contract';
import { inList } from '../../filters/predicates.ts';
import type { FilterScope } from '../../filters/scope.ts';

/**
 * Brands competing in a category are the brands with a spec line or a search in it in either window; B's
 * brands count as one (key 0). Rank = 1 + the number of those brands with a strictly higher percent, so ties
 * share a rank and a B without activity ranks last. Rows: the categories where B has any activity.
 */
export async function categoryRanks(scope: FilterScope, ids: readonly number[]): Promise<CategoryRankRow[]> {
  const { db } = scope;
  const brand = (column: string) =>
    sql`case when ${inList(sql.ref(column), ids)} then 0 else ${sql.ref(column)} end`;
  const { rows } = await sql<CategoryRankRow>`
    with activity as (
      select s.category_id as c, ${brand('s.manufacturer_id')} as k, 'spec' as kind, s.window_name, s.lines as n
      from ${scope.specSource('both', ['category_id', 'manufacturer_id'])} s
      union all
      select s.category_id, ${brand('s.manufacturer_id')}, 'search', s.window_name, s.searches
      from ${scope.searchSource('both', ['category_id', 'manufacturer_id'])} s
      where s.category_id is not null and s.manufacturer_id is not null
    ), brands as (
      select c, k,
        coalesce(sum(n) filter (where kind = 'spec' and window_name = 'window'), 0) as cur_spec,
        coalesce(sum(n) filter (where kind = 'spec' and window_name = 'previous'), 0) as prev_spec,
        coalesce(sum(n) filter (where kind = 'search' and window_name = 'window'), 0) as cur_search,
        coalesce(sum(n) filter (where kind = 'search' and window_name = 'previous'), 0) as prev_search
      from activity
      group by c, k
      having sum(n) > 0
    ), shares as (
      select c, k,
        coalesce(100.0 * cur_spec / nullif(sum(cur_spec) over w, 0), 0) as cur_spec,
        coalesce(100.0 * prev_spec / nullif(sum(prev_spec) over w, 0), 0) as prev_spec,
        coalesce(100.0 * cur_search / nullif(sum(cur_search) over w, 0), 0) as cur_search,
        coalesce(100.0 * prev_search / nullif(sum(prev_search) over w, 0), 0) as prev_search,
        count(*) over w as total_brands
      from brands
      window w as (partition by c)
    ), ranked as (
      select shares.*,
        rank() over (partition by c order by cur_spec desc) as cur_spec_rank,
        rank() over (partition by c order by prev_spec desc) as prev_spec_rank,
        rank() over (partition by c order by cur_search desc) as cur_search_rank,
        rank() over (partition by c order by prev_search desc) as prev_search_rank
      from shares
    )
    select cat.id as "categoryId", cat.name as "categoryName",
      r.cur_search as "currentSearch", r.prev_search as "prevSearch",
      r.cur_search_rank::int as "currentSearchRank", r.prev_search_rank::int as "prevSearchRank",
      r.cur_spec as "currentSpec", r.prev_spec as "prevSpec",
      r.cur_spec_rank::int as "currentSpecRank", r.prev_spec_rank::int as "prevSpecRank",
      r.total_brands::int as "totalBrands"
    from ranked r
    join category cat on cat.id = r.c
    where r.k = 0
    order by "currentSearchRank", "currentSpecRank", cat.name`.execute(db);
  return rows;
}
