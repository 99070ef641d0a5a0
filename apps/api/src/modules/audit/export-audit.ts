// Every export a user downloads is audited with the filters it was asked with: the routes that count against the
// 'export' rate budget (the contract's declaration of what an export is), once the file has been sent.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { contractRoutes } from '@specpulse/contract';
import type { PortalDB } from '../../db/schema.ts';
import { writeAudit } from './audit-log.queries.ts';

const exportPaths = new Set(contractRoutes.filter((r) => r.rateLimit === 'export').map((r) => r.path));

export function registerExportAudit(app: FastifyInstance, db: Kysely<PortalDB>) {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.routeOptions.url;
    const actor = request.actor;
    if (!path || !exportPaths.has(path) || reply.statusCode !== 200 || !actor) return;
    try {
      await writeAudit(db, {
        actor,
        action: 'export',
        firmId: actor.firmId,
        target: `${request.method} ${path}`,
        before: null,
        after: { params: request.params ?? {}, query: request.query ?? {}, filters: request.body ?? {} },
      });
    } catch (err) {
      // The file has been sent: a lost audit row is the operator's to see, not the user's error.
      request.log.error({ err }, 'export audit entry not written');
    }
  });
}
