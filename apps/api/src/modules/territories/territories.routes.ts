// /v2/territories: every user of a firm with the territories feature reads its territories; its firm admins
// (and administrators, for their own firm) create, rename and delete them. Nothing here reaches another firm's:
// an id of another firm's territory is refused with 403, as the filter compiler refuses it.
import type { FastifyInstance } from 'fastify';
import {
  createTerritoryRoute,
  deleteTerritoryRoute,
  accessRules,
  allows,
  messages,
  territoryListRoute,
  updateTerritoryRoute,
  type TerritoryBody,
} from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { writeAudit } from '../audit/audit-log.queries.ts';
import {
  deleteTerritory,
  firmTerritories,
  insertTerritory,
  areaChoices,
  nameTaken,
  ownerChoices,
  territoryFirms,
  updateTerritory,
  userInFirm,
  type TerritoryWrite,
} from './territories.queries.ts';

/** PostgreSQL's unique_violation: two saves of one name at once, the second meets the index. */
const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505';

export function territoryRoutes(app: FastifyInstance, { database, market }: AppDeps) {
  const db = database.db;

  const areas = async (actor: Actor) => areaChoices(await market.at(actor.dataVersion.version));

  /** The body checked against the market's area codes and the firm: a 400 naming the first problem. */
  async function checked(
    actor: Actor,
    body: TerritoryBody,
    exceptId: number | null,
  ): Promise<TerritoryWrite> {
    const name = body.name.trim();
    const states = [...new Set(body.states.map((s) => s.trim().toUpperCase()))].sort();
    if (states.length === 0) throw badRequest(messages.territoryNoStates);
    const known = new Set((await areas(actor)).map((a) => a.code));
    const unknown = states.filter((s) => !known.has(s));
    if (unknown.length) throw badRequest(messages.territoryUnknownStates(unknown));
    if (await nameTaken(db, actor.firmId, name, exceptId))
      throw badRequest(messages.territoryDuplicateName(name));
    const ownerId = body.owner_id ?? null;
    if (ownerId !== null && !(await userInFirm(db, ownerId, actor.firmId)))
      throw badRequest(messages.territoryOwnerNotInFirm(ownerId));
    return { name, states, ownerId };
  }

  /** 404 for no such territory, 403 for another firm's. */
  async function ownTerritory(actor: Actor, territoryId: number): Promise<void> {
    const firmId = (await territoryFirms(db, [territoryId])).get(territoryId);
    if (firmId === undefined) throw notFound(messages.territoryNotFound(territoryId));
    if (firmId !== actor.firmId) throw forbidden(messages.territoriesOfAnotherFirm([territoryId]));
  }

  const answer = async (actor: Actor, id: number) => {
    const [territory] = await firmTerritories(db, actor.firmId, [id]);
    if (!territory) throw notFound(messages.territoryNotFound(id));
    return territory;
  };

  const saving = async <T>(name: string, save: () => Promise<T>): Promise<T> => {
    try {
      return await save();
    } catch (e) {
      if (isUniqueViolation(e)) throw badRequest(messages.territoryDuplicateName(name));
      throw e;
    }
  };

  registerRoute(app, territoryListRoute, async ({ actor }) => {
    const firmAdmin = allows(accessRules.territoryAdmin, {
      is_admin: actor.isAdmin,
      is_firm_admin: actor.isFirmAdmin,
      permissions: actor.permissions,
      features: actor.firmConfiguration?.hasfeature ?? {},
    });
    const [territories, choices, owners] = await Promise.all([
      firmTerritories(db, actor.firmId),
      areas(actor),
      firmAdmin ? ownerChoices(db, actor.firmId) : [],
    ]);
    return { territories, areas: choices, owners };
  });

  registerRoute(app, createTerritoryRoute, async ({ actor, body }) => {
    const write = await checked(actor, body, null);
    const id = await saving(write.name, () =>
      db.transaction().execute(async (trx) => {
        const id = await insertTerritory(trx, actor.firmId, write);
        await writeAudit(trx, {
          actor,
          action: 'territory.create',
          firmId: actor.firmId,
          target: `territory:${id}`,
          before: null,
          after: { ...write },
        });
        return id;
      }),
    );
    return answer(actor, id);
  });

  registerRoute(app, updateTerritoryRoute, async ({ actor, params, body }) => {
    await ownTerritory(actor, params.territoryId);
    const write = await checked(actor, body, params.territoryId);
    const updated = await saving(write.name, () =>
      db.transaction().execute(async (trx) => {
        if (!(await updateTerritory(trx, actor.firmId, params.territoryId, write))) return false;
        await writeAudit(trx, {
          actor,
          action: 'territory.update',
          firmId: actor.firmId,
          target: `territory:${params.territoryId}`,
          before: null,
          after: { ...write },
        });
        return true;
      }),
    );
    if (!updated) throw notFound(messages.territoryNotFound(params.territoryId));
    return answer(actor, params.territoryId);
  });

  registerRoute(app, deleteTerritoryRoute, async ({ actor, params, reply }) => {
    await ownTerritory(actor, params.territoryId);
    const deleted = await db.transaction().execute(async (trx) => {
      if (!(await deleteTerritory(trx, actor.firmId, params.territoryId))) return false;
      await writeAudit(trx, {
        actor,
        action: 'territory.delete',
        firmId: actor.firmId,
        target: `territory:${params.territoryId}`,
        before: null,
        after: null,
      });
      return true;
    });
    if (!deleted) throw notFound(messages.territoryNotFound(params.territoryId));
    return reply.code(204).send();
  });
}
