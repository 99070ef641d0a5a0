// Registers every feature module's routes; one line per module.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import { healthRoutes } from './health/health.routes.ts';

export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  healthRoutes(app, deps.database);
}
