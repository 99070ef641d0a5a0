// Source-data routes shared by brand and product users: the market segment distribution.
import type { FastifyInstance } from 'fastify';
import { sourceMarketSegmentsRoute } from '@specpulse/contract';
import type { Database } from '../../db/connection.ts';
import { compileFilters } from '../../filters/compile.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { sendCachedFigure } from '../../plugins/cached-figure.ts';
import { marketSegments } from './market.queries.ts';

export function sourceRoutes(app: FastifyInstance, database: Database) {
  registerRoute(app, sourceMarketSegmentsRoute, async ({ actor, body, query, request, reply }) => {
    const scope = await compileFilters(database, actor, body);
    return sendCachedFigure(
      { request, reply },
      sourceMarketSegmentsRoute,
      scope,
      `${query.limit ?? 'all'}`,
      () => marketSegments(database.db, scope, query.limit),
    );
  });
}
