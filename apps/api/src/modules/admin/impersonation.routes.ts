// POST /v2/admin/impersonate and /deimpersonate: an admin acts as another user and comes back, audited.
import type { FastifyInstance } from 'fastify';
import { deimpersonateRoute, impersonateRoute, messages } from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../errors.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { signToken, verifyToken } from '../../plugins/token.ts';
import { loadTokenClaims } from '../auth/user-object.ts';
import { findUser } from './admin.queries.ts';
import { writeAudit } from '../audit/audit-log.queries.ts';
import { revokeImpersonation } from './users.queries.ts';

export function impersonationRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;

  registerRoute(app, impersonateRoute, async ({ actor, body }) => {
    // One level only, so the token always names the real administrator behind it.
    if (actor.impersonatorId !== null) throw forbidden(messages.alreadyImpersonating);
    const target = await findUser(db, body.userId);
    if (!target) throw notFound(messages.userNotFound(body.userId));
    if (!target.is_active) throw badRequest(messages.userInactive(body.userId));
    // An administrator's token acting as another administrator would hide who did what in the audit.
    if (target.is_admin) throw forbidden(messages.cannotImpersonateAdmin);
    const claims = await loadTokenClaims(db, target.id, true);
    if (!claims) throw notFound(messages.userNotFound(body.userId));
    const { user } = claims;
    const token = await signToken(deps.jwtSecret, { ...claims, imp: actor.userId });
    // The administrator and, in the target, the user they act as: both identities on the row.
    await writeAudit(db, {
      actor,
      action: 'impersonate',
      firmId: target.firm_id,
      target: `user:${target.id}`,
      before: null,
      after: { user_id: target.id, firm_id: target.firm_id },
    });
    return { data: { user, token } };
  });

  registerRoute(app, deimpersonateRoute, async ({ actor, request }) => {
    if (actor.impersonatorId === null) throw badRequest(messages.notImpersonating);
    const adminId = actor.impersonatorId;
    // Verified already by authentication (and remembered): here for its issue time.
    const presented = await verifyToken(deps.jwtSecret, bearerToken(request) ?? '');
    if (!presented) throw unauthorized();
    // The impersonation token dies here, once: of concurrent calls with it only the one that revoked it
    // gets an administrator token. An administrator who lost access meanwhile revokes nothing and signs
    // in again like anyone else.
    if (!(await revokeImpersonation(db, adminId, Math.round(presented.iat * 1000)))) throw unauthorized();
    await app.authChanged();
    const claims = await loadTokenClaims(db, adminId);
    if (!claims) throw unauthorized();
    const { user } = claims;
    const token = await signToken(deps.jwtSecret, claims);
    await writeAudit(db, {
      actor: { userId: adminId, impersonatorId: null },
      action: 'deimpersonate',
      firmId: actor.firmId,
      target: `user:${actor.userId}`,
      before: null,
      after: null,
    });
    return { data: { user, token } };
  });
}
