// Favourites in the portal database: per user, in the order they were starred.
import { sql, type Kysely } from 'kysely';
import { MAX_FAVOURITES_PER_USER, type FavouriteKind } from '@specpulse/contract';
import type { PortalDB } from '../../db/schema.ts';

export interface FavouriteKey {
  kind: FavouriteKind;
  id: number;
}

export async function listFavourites(db: Kysely<PortalDB>, userId: number): Promise<FavouriteKey[]> {
  return db
    .selectFrom('favourite')
    .select(['kind', 'item_id as id'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('kind')
    .orderBy('item_id')
    .execute();
}

/**
 * Stars the item unless the user already has the limit (one statement: the count and the insert see the same
 * rows). 'added', 'already' (starred before: nothing changes) or 'full'.
 */
export async function addFavourite(
  db: Kysely<PortalDB>,
  userId: number,
  item: FavouriteKey,
): Promise<'added' | 'already' | 'full'> {
  const { rows } = await sql<{ item_id: number }>`
    insert into favourite (user_id, kind, item_id)
    select ${userId}, ${item.kind}, ${item.id}
    where (select count(*) from favourite where user_id = ${userId}) < ${MAX_FAVOURITES_PER_USER}
    on conflict (user_id, kind, item_id) do nothing
    returning item_id`.execute(db);
  if (rows.length) return 'added';
  const existing = await db
    .selectFrom('favourite')
    .select('item_id')
    .where('user_id', '=', userId)
    .where('kind', '=', item.kind)
    .where('item_id', '=', item.id)
    .executeTakeFirst();
  return existing ? 'already' : 'full';
}

export async function removeFavourite(
  db: Kysely<PortalDB>,
  userId: number,
  item: FavouriteKey,
): Promise<void> {
  await db
    .deleteFrom('favourite')
    .where('user_id', '=', userId)
    .where('kind', '=', item.kind)
    .where('item_id', '=', item.id)
    .execute();
}
