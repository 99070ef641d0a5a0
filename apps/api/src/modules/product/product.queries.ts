// Product figures: the product ranking, characteristics of one category, and a product's name.
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { characteristicGroupSchema, TopProductRow, TopProductSortField } from '@specpulse/contract';
import type { MarketDB } from '../../db/market-schema.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { sortedPageOrder, type SortedPage } from '../../db/sorted-page.ts';
import { shareRanking } from '../market/market.queries.ts';

type CharacteristicGroup = z.infer<typeof characteristicGroupSchema>;

/** The Top Products columns, for the page's sort to name. */
const topProductColumns = sql`
  p.id as product_id, p.name as product_name, p.image_url as product_image_url,
  m.id as manufacturer_id, m.name as manufacturer_name,
  r.spec_percent, r.sum_spec, r.spec_quantity_share, r.quantity_unit, r.spec_growth_real, r.spec_growth_absolute`;

/**
 * One page of the products by spec percent (largest first), with quantity share and growth against the
 * previous window: the `limit` rows after the first `offset`. Name and id break ties, so pages never overlap.
 * With `sort`, the page of the products ordered by that column instead (see sortedPageOrder).
 */
export async function topProducts(
  scope: FilterScope,
  page: SortedPage<TopProductSortField>,
): Promise<TopProductRow[]> {
  const { db } = scope;
  if (page.sort) {
    // Every ranked product is a candidate for a page in another order: names joined to all, then sorted.
    const order = sortedPageOrder(page.sort, page.order, 'product_id', textFields.has(page.sort));
    return jsonRows<TopProductRow>(
      db,
      sql`
        select * from (
          select ${topProductColumns}
          from ${shareRanking(scope, 'product_id')} r
          join product p on p.id = r.k
          join manufacturer m on m.id = p.manufacturer_id
        ) q
        order by ${order}
        limit ${page.limit} offset ${page.offset}`,
      order,
    );
  }
  // Only rows at or above the (offset + limit)-th largest sum_spec (ties included) can be on the page: names
  // are joined to those few instead of to every ranked product (tens of thousands), then sorted.
  const end = page.offset + page.limit;
  return jsonRows<TopProductRow>(
    db,
    sql`
      with ranked as materialized (select * from ${shareRanking(scope, 'product_id')} r)
      select ${topProductColumns}
      from ranked r
      join product p on p.id = r.k
      join manufacturer m on m.id = p.manufacturer_id
      where r.sum_spec >= (select coalesce(min(t.sum_spec), 0) from (
          select sum_spec from ranked order by sum_spec desc limit ${end}) t)
      order by r.sum_spec desc, p.name, p.id
      limit ${page.limit} offset ${page.offset}`,
    sql`q.sum_spec desc, q.product_name, q.product_id`,
  );
}

const textFields = new Set<TopProductSortField>(['product_name', 'manufacturer_name']);

/**
 * Per spec type the firm may see: each value's share of the spec lines whose product carries a value of that
 * type (a line counts once per value its product carries), so each group sums to 100.
 */
export async function productCharacteristics(
  scope: FilterScope,
  categoryId: number,
  specifications: readonly (number | string)[],
): Promise<CharacteristicGroup[]> {
  const { db } = scope;
  const typeIds = specifications.filter((s): s is number => typeof s === 'number');
  const typeCodes = specifications
    .filter((s): s is string => typeof s === 'string')
    .map((s) => s.toLowerCase());
  const { rows } = await sql<{ spec_type_id: number; spec_type_name: string; name: string; value: number }>`
    with lines as (
      select s.product_id, s.lines as n from ${scope.specSource('window', ['product_id'])} s
    ), spec_types as (
      select st.id, st.name
      from spec_type st
      where st.id = any(${typeIds}::int[]) or lower(st.code) = any(${typeCodes}::text[])
    ), per_value as (
      select sv.spec_type_id, sv.name, sum(lines.n) as n
      from lines
      join product_spec_value psv on psv.product_id = lines.product_id
      join spec_value sv on sv.id = psv.spec_value_id
      where sv.spec_type_id in (select id from spec_types)
      group by 1, 2
    )
    select st.id as spec_type_id, st.name as spec_type_name, v.name,
      100.0 * v.n / sum(v.n) over (partition by st.id) as value
    from per_value v
    join spec_types st on st.id = v.spec_type_id
    order by st.name, st.id, value desc, v.name`.execute(db);
  const groups = new Map<number, CharacteristicGroup>();
  for (const r of rows) {
    let group = groups.get(r.spec_type_id);
    if (!group) {
      group = { name: r.spec_type_name, categoryId, specTypeId: r.spec_type_id, data: [] };
      groups.set(r.spec_type_id, group);
    }
    group.data.push({ name: r.name, value: r.value });
  }
  return [...groups.values()];
}

/** The product's name, brand name, image and category; null when it does not exist. */
export async function productName(
  db: Kysely<MarketDB>,
  productId: number,
): Promise<{
  id: number;
  name: string;
  manufacturer_name: string;
  image: string;
  category_id: number;
  category_name: string;
} | null> {
  const row = await db
    .selectFrom('product as p')
    .innerJoin('manufacturer as m', 'm.id', 'p.manufacturer_id')
    .innerJoin('category as c', 'c.id', 'p.category_id')
    .select([
      'p.id',
      'p.name',
      'm.name as manufacturer_name',
      'p.image_url as image',
      'p.category_id',
      'c.name as category_name',
    ])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  return row ?? null;
}
