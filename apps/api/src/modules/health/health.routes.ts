// GET /healthz: the process is up and the database answers.
import type { FastifyInstance } from 'fastify';
import { healthRoute } from '@specpulse/contract';
import type { Database } from '../../db/connection.ts';
import { registerRoute } from '../../plugins/guard.ts';

export function healthRoutes(app: FastifyInstance, database: Database) {
  registerRoute(app, healthRoute, async () => {
    await database.ping();
    return { status: 'ok' as const, database: database.kind };
  });
}
