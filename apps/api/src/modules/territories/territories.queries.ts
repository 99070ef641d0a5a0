// A firm's territories (portal data): read, written and deleted only within the caller's firm.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Territory, TerritoryArea } from '@specpulse/contract';
import type { MarketDB } from '../../db/market-schema.ts';
import type { PortalDB } from '../../db/schema.ts';

/** The firm's territories by name (ids when `ids` is given: only those of the firm among them). */
export async function firmTerritories(
  db: Kysely<PortalDB>,
  firmId: number,
  ids?: readonly number[],
): Promise<Territory[]> {
  if (ids && ids.length === 0) return [];
  let q = db
    .selectFrom('territory as t')
    .leftJoin('app_user as u', (join) =>
      join.onRef('u.id', '=', 't.owner_id').onRef('u.firm_id', '=', 't.firm_id'),
    )
    .select(['t.id', 't.name', 't.owner_id', 'u.first_name', 'u.last_name'])
    .where('t.firm_id', '=', firmId);
  if (ids) q = q.where('t.id', 'in', [...ids]);
  const rows = await q.orderBy('t.name').orderBy('t.id').execute();
  if (rows.length === 0) return [];
  const areas = await db
    .selectFrom('territory_area')
    .select(['territory_id', 'code'])
    .where(
      'territory_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('code')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    states: areas.filter((a) => a.territory_id === r.id).map((a) => a.code),
    owner_id: r.owner_id,
    owner_name: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
  }));
}

/** The firm each of `ids` belongs to (ids that exist only). */
export async function territoryFirms(
  db: Kysely<PortalDB>,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('territory')
    .select(['id', 'firm_id'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.firm_id]));
}

/** The territories the user owns (their default filter). */
export async function ownedTerritoryIds(
  db: Kysely<PortalDB>,
  userId: number,
  firmId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('territory')
    .select('id')
    .where('owner_id', '=', userId)
    .where('firm_id', '=', firmId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Whether the firm has a territory of this name (case-insensitive), other than `exceptId`. */
export async function nameTaken(
  db: Kysely<PortalDB>,
  firmId: number,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  let q = db
    .selectFrom('territory')
    .select('id')
    .where('firm_id', '=', firmId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The firm's active users, by name: who may own a territory. */
export async function ownerChoices(
  db: Kysely<PortalDB>,
  firmId: number,
): Promise<{ user_id: number; name: string }[]> {
  const rows = await db
    .selectFrom('app_user')
    .select(['id', 'first_name', 'last_name'])
    .where('firm_id', '=', firmId)
    .where('is_active', '=', true)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ user_id: r.id, name: `${r.first_name} ${r.last_name}`.trim() }));
}

/** Whether the user belongs to the firm. */
export async function userInFirm(db: Kysely<PortalDB>, userId: number, firmId: number): Promise<boolean> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where('id', '=', userId)
    .where('firm_id', '=', firmId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface TerritoryWrite {
  name: string;
  states: readonly string[];
  ownerId: number | null;
}

async function writeAreas(trx: Transaction<PortalDB>, territoryId: number, states: readonly string[]) {
  await trx.deleteFrom('territory_area').where('territory_id', '=', territoryId).execute();
  await trx
    .insertInto('territory_area')
    .values([...new Set(states)].map((code) => ({ territory_id: territoryId, code })))
    .execute();
}

export async function insertTerritory(
  trx: Transaction<PortalDB>,
  firmId: number,
  write: TerritoryWrite,
): Promise<number> {
  const { id } = await trx
    .insertInto('territory')
    .values({ firm_id: firmId, name: write.name, owner_id: write.ownerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeAreas(trx, id, write.states);
  return id;
}

/** False when the firm has no such territory. */
export async function updateTerritory(
  trx: Transaction<PortalDB>,
  firmId: number,
  territoryId: number,
  write: TerritoryWrite,
): Promise<boolean> {
  const row = await trx
    .updateTable('territory')
    .set({ name: write.name, owner_id: write.ownerId, updated_at: sql`now()` })
    .where('id', '=', territoryId)
    .where('firm_id', '=', firmId)
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await writeAreas(trx, territoryId, write.states);
  return true;
}

/** False when the firm has no such territory. */
export async function deleteTerritory(
  trx: Transaction<PortalDB>,
  firmId: number,
  territoryId: number,
): Promise<boolean> {
  const row = await trx
    .deleteFrom('territory')
    .where('id', '=', territoryId)
    .where('firm_id', '=', firmId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The areas a territory may hold: the US states by name, then the other countries of the point maps. */
export async function areaChoices(market: Kysely<MarketDB>): Promise<TerritoryArea[]> {
  const [states, countries] = await Promise.all([
    market.selectFrom('us_state').select(['code', 'name']).orderBy('name').execute(),
    market
      .selectFrom('city')
      .select('country_code')
      .distinct()
      .where('country_code', '!=', 'US')
      .orderBy('country_code')
      .execute(),
  ]);
  return [
    ...states.map((s) => ({ code: s.code.toUpperCase(), name: s.name })),
    ...countries.map((c) => ({ code: c.country_code.toUpperCase(), name: c.country_code.toUpperCase() })),
  ];
}
