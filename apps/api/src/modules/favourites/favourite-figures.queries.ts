// The market reads of favourites, in one file to port with the other fact queries: whether a brand or product
// exists, and the favourites' spec percent and growth in the filters (the ranking's own figures, shareRanking).
import { sql, type Kysely } from 'kysely';
import type { FavouriteFigure, FavouriteKind } from '@specpulse/contract';
import type { MarketDB } from '../../db/market-schema.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { shareRanking } from '../market/market.queries.ts';

export async function marketItemExists(
  db: Kysely<MarketDB>,
  kind: FavouriteKind,
  id: number,
): Promise<boolean> {
  const table = kind === 'brand' ? 'manufacturer' : 'product';
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Each favourite brand (`brandIds`) and product (`productIds`) with its name, image and the figures of the
 * brand (product) ranking in the scope's filters; figures are null for one without spec lines there. Brands
 * first, then products, each in the order given.
 */
export async function favouriteFigures(
  scope: FilterScope,
  brandIds: readonly number[],
  productIds: readonly number[],
): Promise<FavouriteFigure[]> {
  const { db } = scope;
  const brands = brandIds.length
    ? sql<FavouriteFigure>`
        select 'brand' as kind, m.id, m.name, null as subtitle, m.logo_url as image_url,
          r.spec_percent, r.spec_growth_real, r.spec_growth_absolute
        from manufacturer m
        left join ${shareRanking(scope, 'manufacturer_id')} r on r.k = m.id
        where m.id = any(${brandIds}::int[])`.execute(db)
    : null;
  const products = productIds.length
    ? sql<FavouriteFigure>`
        select 'product' as kind, p.id, p.name, m.name as subtitle, p.image_url,
          r.spec_percent, r.spec_growth_real, r.spec_growth_absolute
        from product p
        join manufacturer m on m.id = p.manufacturer_id
        left join ${shareRanking(scope, 'product_id')} r on r.k = p.id
        where p.id = any(${productIds}::int[])`.execute(db)
    : null;
  const inOrder = (rows: FavouriteFigure[], ids: readonly number[]) =>
    rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return [
    ...inOrder((await brands)?.rows ?? [], brandIds),
    ...inOrder((await products)?.rows ?? [], productIds),
  ];
}
