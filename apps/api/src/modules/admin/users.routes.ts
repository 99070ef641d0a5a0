// GET /v2/admin/firm/:firmId/users and POST /v2/admin/users/:userId/deactivate|reactivate: cutting access
// without SQL.
import type { FastifyInstance } from 'fastify';
import {
  deactivateUserRoute,
  adminFirmUsersRoute,
  messages,
  reactivateUserRoute,
  setFirmAdminRoute,
} from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../errors.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { firmUsers, setFirmAdmin, setUserActive } from './users.queries.ts';

export function userRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;

  registerRoute(app, adminFirmUsersRoute, async ({ params }) => {
    const users = await firmUsers(db, params.firmId);
    if (!users) throw notFound(messages.firmNotFound(params.firmId));
    return { users };
  });

  for (const [route, active] of [
    [deactivateUserRoute, false],
    [reactivateUserRoute, true],
  ] as const) {
    registerRoute(app, route, async ({ actor, params }) => {
      // An administrator locking themselves out would need SQL to get back in.
      if (!active && params.userId === actor.userId) throw badRequest(messages.cannotDeactivateSelf);
      const row = await setUserActive(db, { actor, userId: params.userId, active });
      if (!row) throw notFound(messages.userNotFound(params.userId));
      await app.authChanged();
      return row;
    });
  }

  registerRoute(app, setFirmAdminRoute, async ({ actor, params, body }) => {
    const row = await setFirmAdmin(db, { actor, userId: params.userId, firmAdmin: body.is_firm_admin });
    if (!row) throw notFound(messages.userNotFound(params.userId));
    // The guard reads the flag with the user's row: every process reads it afresh.
    await app.authChanged();
    return row;
  });
}
