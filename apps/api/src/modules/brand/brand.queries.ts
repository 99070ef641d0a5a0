// Market-wide brand figures: the brand ranking and each state's share of the market.
import { sql } from 'kysely';
import type { StateShare, TopBrandRow, TopBrandSortField } from '@specpulse/contract';
import { pageOrder, type SortedPage } from '../../db/sorted-page.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { shareRanking } from '../market/market.queries.ts';

/**
 * One page of the brands by spec percent (largest first; name and id break ties) with quantity share and
 * growth against the previous window, or of them sorted by another column (sortedPageOrder); every brand
 * without a page.
 */
export async function topBrands(
  scope: FilterScope,
  page?: SortedPage<TopBrandSortField>,
): Promise<TopBrandRow[]> {
  const { db } = scope;
  const order = pageOrder(page, 'manufacturer_id', ['name'], sql`q.sum_spec desc, q.name, q.manufacturer_id`);
  const { rows } = await sql<TopBrandRow>`
    select * from (
      select m.id as manufacturer_id, m.name, m.logo_url as image_url,
        r.spec_percent, r.sum_spec, r.spec_quantity_share, r.quantity_unit, r.spec_growth_real, r.spec_growth_absolute
      from ${shareRanking(scope, 'manufacturer_id')} r
      join manufacturer m on m.id = r.k
    ) q
    order by ${order}
    limit ${page?.limit ?? null} offset ${page?.offset ?? 0}`.execute(db);
  return rows;
}

/** Every state's share of all spec lines (by project state) and of all searches (by searcher state), and its counts. */
export async function stateShares(scope: FilterScope): Promise<StateShare[]> {
  const { db } = scope;
  const { rows } = await sql<StateShare>`
    with spec as (
      select s.state_id, s.lines as n from ${scope.specSource('window', ['state_id'])} s
    ), search as (
      select s.state_id, s.searches as n from ${scope.searchSource('window', ['state_id'])} s
    ), totals as (
      select (select sum(n) from spec) as spec, (select sum(n) from search) as search
    )
    select st.name, st.code,
      coalesce(100.0 * spec.n / totals.spec, 0) as spec,
      coalesce(100.0 * search.n / totals.search, 0) as search,
      cast(coalesce(spec.n, 0) as int) as lines,
      cast(coalesce(search.n, 0) as int) as searches
    from us_state st
    cross join totals
    left join spec on spec.state_id = st.id
    left join search on search.state_id = st.id
    order by st.name`.execute(db);
  return rows;
}
