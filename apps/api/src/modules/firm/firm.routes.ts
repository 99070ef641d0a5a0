// Firm usage routes (internal): active users per period group and their emails, and the firm chooser's names.
import type { FastifyInstance } from 'fastify';
import { firmAutocompleteRoute, firmPeriodEmailRoute, firmUsersRoute, messages } from '@specpulse/contract';
import type { Database } from '../../db/connection.ts';
import type { MarketStore } from '../../db/market-store.ts';
import { notFound } from '../../errors.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { registerFigure } from '../../plugins/figure.ts';
import { firmExists, firmItems, firmPeriodEmails, firmUserCounts } from './firm.queries.ts';

export function firmRoutes(app: FastifyInstance, database: Database, market: MarketStore) {
  const db = database.db;
  const known = async (firmId: number) => {
    if (!(await firmExists(db, firmId))) throw notFound(messages.firmNotFound(firmId));
  };

  registerFigure(app, market, firmPeriodEmailRoute, {
    subject: async ({ query }) => {
      if (query.firm_id !== undefined) await known(query.firm_id);
      return { key: '' };
    },
    compute: ({ scope, query }) => firmPeriodEmails(db, scope, query.firm_id),
  });

  registerFigure(app, market, firmUsersRoute, {
    subject: async ({ params }) => {
      await known(params.firmId);
      return { key: '' };
    },
    compute: ({ scope, params }) => firmUserCounts(db, scope, params.firmId),
  });

  registerRoute(app, firmAutocompleteRoute, async ({ query }) => firmItems(db, query.term));
}
