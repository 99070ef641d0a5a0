// The filter's territories (issue 44): ids of the caller's firm resolved to the US states they cover. The
// territories are portal data, read through the actor's lookup (the auth plugin binds it to the portal).
import type { Kysely } from 'kysely';
import { messages } from '@specpulse/contract';
import type { PortalDB } from '../db/schema.ts';
import { forbidden, notFound } from '../errors.ts';
import type { Dimensions } from './dimensions.ts';

/** A territory as the compiler needs it: its firm and its area codes. */
export interface TerritoryAreas {
  firmId: number;
  codes: string[];
}
export type TerritoryLookup = (ids: readonly number[]) => Promise<Map<number, TerritoryAreas>>;

export function territoryLookup(db: Kysely<PortalDB>): TerritoryLookup {
  return async (ids) => {
    const found = new Map<number, TerritoryAreas>();
    if (ids.length === 0) return found;
    const rows = await db
      .selectFrom('territory as t')
      .leftJoin('territory_area as a', 'a.territory_id', 't.id')
      .select(['t.id', 't.firm_id', 'a.code'])
      .where('t.id', 'in', [...ids])
      .orderBy('t.id')
      .orderBy('a.code')
      .execute();
    for (const r of rows) {
      const entry = found.get(r.id) ?? { firmId: r.firm_id, codes: [] };
      if (r.code !== null) entry.codes.push(r.code);
      found.set(r.id, entry);
    }
    return found;
  };
}

/**
 * The state ids the territories cover (sorted; areas outside the US hold no project and select none): 404 for
 * an id no firm has (a territory deleted since the link was made), 403 for another firm's.
 */
export async function territoryStateIds(
  ids: readonly number[],
  firmId: number,
  lookup: TerritoryLookup | undefined,
  dims: Pick<Dimensions, 'stateIdByCode'>,
): Promise<number[]> {
  const found = lookup ? await lookup(ids) : new Map<number, TerritoryAreas>();
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound(messages.territoryNotFound(missing[0]!));
  const foreign = ids.filter((id) => found.get(id)?.firmId !== firmId);
  if (foreign.length) throw forbidden(messages.territoriesOfAnotherFirm(foreign));
  const states = new Set<number>();
  for (const id of ids)
    for (const code of found.get(id)?.codes ?? []) {
      const state = dims.stateIdByCode.get(code.toUpperCase());
      if (state !== undefined) states.add(state);
    }
  return [...states].sort((a, b) => a - b);
}
