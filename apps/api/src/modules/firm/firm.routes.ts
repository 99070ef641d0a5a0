// Firm usage routes (internal): active users per period group and their emails, and the firm chooser's names.
import type { FastifyInstance } from 'fastify';
import { firmAutocompleteRoute, firmPeriodEmailRoute, firmUsersRoute, messages } from '@specpulse/contract';
import type { Database } from '../../db/connection.ts';
import type { MarketStore } from '../../db/market-store.ts';
import { notFound } from '../../errors.ts';
import { compileFilters } from '../../filters/compile.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { sendCachedFigure } from '../../plugins/cached-figure.ts';
import { firmExists, firmItems, firmPeriodEmails, firmUserCounts } from './firm.queries.ts';

export function firmRoutes(app: FastifyInstance, database: Database, market: MarketStore) {
  const db = database.db;
  const known = async (firmId: number) => {
    if (!(await firmExists(db, firmId))) throw notFound(messages.firmNotFound(firmId));
  };

  registerRoute(app, firmPeriodEmailRoute, async ({ actor, body, query, request, reply }) => {
    if (query.firm_id !== undefined) await known(query.firm_id);
    const scope = await compileFilters(market, actor, body);
    return sendCachedFigure(
      { request, reply },
      firmPeriodEmailRoute,
      scope,
      `${query.firm_id ?? 'all'}`,
      () => firmPeriodEmails(db, scope, query.firm_id),
    );
  });

  registerRoute(app, firmUsersRoute, async ({ actor, body, params, request, reply }) => {
    await known(params.firmId);
    const scope = await compileFilters(market, actor, body);
    return sendCachedFigure({ request, reply }, firmUsersRoute, scope, `${params.firmId}`, () =>
      firmUserCounts(db, scope, params.firmId),
    );
  });

  registerRoute(app, firmAutocompleteRoute, async ({ query }) => firmItems(db, query.term));
}
