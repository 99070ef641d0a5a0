// The few facts an image needs (a name, a product's category and colour), by id.
import type { Kysely } from 'kysely';
import type { MarketDB } from '../../db/market-schema.ts';
import type { PortalDB } from '../../db/schema.ts';

export async function brandForImage(db: Kysely<MarketDB>, id: number) {
  return db.selectFrom('manufacturer').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function productForImage(db: Kysely<MarketDB>, id: number) {
  return db
    .selectFrom('product as p')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('product_spec_value as psv')
          .innerJoin('spec_value as v', 'v.id', 'psv.spec_value_id')
          .innerJoin('spec_type as t', 't.id', 'v.spec_type_id')
          .where('t.code', '=', 'color')
          .where('psv.product_id', '=', id)
          .select(['psv.product_id', 'v.name as colour'])
          .as('c'),
      (join) => join.onRef('c.product_id', '=', 'p.id'),
    )
    .select(['p.id', 'p.name', 'p.category_id', 'p.is_open_spec', 'c.colour'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export async function firmForImage(db: Kysely<PortalDB>, id: number) {
  return db.selectFrom('firm').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function userForImage(db: Kysely<PortalDB>, id: number) {
  return db
    .selectFrom('app_user')
    .select(['id', 'first_name', 'last_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}
