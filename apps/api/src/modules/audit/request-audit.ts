// Audited requests, once answered: every export a user downloads, with the filters it was asked with (the routes
// that count against the 'export' rate budget, the contract's declaration of what an export is), and every
// call made with an API key.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { contractRoutes } from '@specpulse/contract';
import type { PortalDB } from '../../db/schema.ts';
import { writeAudit } from './audit-log.queries.ts';

const exportPaths = new Set(contractRoutes.filter((r) => r.rateLimit === 'export').map((r) => r.path));

export function registerRequestAudit(app: FastifyInstance, db: Kysely<PortalDB>) {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.routeOptions.url;
    const actor = request.actor;
    if (!path || !actor) return;
    const call = `${request.method} ${path}`;
    try {
      if (exportPaths.has(path) && reply.statusCode === 200)
        await writeAudit(db, {
          actor,
          action: 'export',
          firmId: actor.firmId,
          target: call,
          before: null,
          after: { params: request.params ?? {}, query: request.query ?? {}, filters: request.body ?? {} },
        });
      if (actor.apiKey)
        await writeAudit(db, {
          actor,
          action: 'key.use',
          firmId: actor.firmId,
          target: `key:${actor.apiKey.id}`,
          before: null,
          after: { call, status: reply.statusCode },
        });
    } catch (err) {
      // The file has been sent: a lost audit row is the operator's to see, not the user's error.
      request.log.error({ err }, 'audit entry not written');
    }
  });
}
