// Brand group `multi` routes (internal) that only a group has: its brands' logos and its events
// (brand-events.queries.ts). The drilldown's figures for a group are brand-drill.routes.ts's.
import type { FastifyInstance } from 'fastify';
import { multiEventSummaryRoute, multiEventTypeSummaryRoute, multiLogosRoute } from '@specpulse/contract';
import type { MarketStore } from '../../db/market-store.ts';
import { registerFigure } from '../../plugins/figure.ts';
import { groupSubject } from './brand-drill.routes.ts';
import { eventCount, eventPage, eventTypeSummary } from './brand-events.queries.ts';
import { brandLogos } from './brand-group.queries.ts';

export function brandMultiRoutes(app: FastifyInstance, market: MarketStore) {
  registerFigure(app, market, multiLogosRoute, {
    subject: ({ scope, body }) => groupSubject(app, scope, body.brand_ids),
    compute: ({ scope, subject }) => brandLogos(scope.db, subject.ids),
  });
  registerFigure(app, market, multiEventTypeSummaryRoute, {
    subject: ({ scope, body }) => groupSubject(app, scope, body.brand_ids),
    compute: ({ scope, subject }) => eventTypeSummary(scope, subject.ids),
  });
  registerFigure(app, market, multiEventSummaryRoute, {
    subject: ({ scope, body }) => groupSubject(app, scope, body.brand_ids),
    compute: async ({ scope, subject, query }) => ({
      // Counted once per group and filters, not once per page.
      total: await app.analyticsCache.wrapScope('brand.multi.eventcount', scope, subject.ids.join(','), () =>
        eventCount(scope, subject.ids),
      ),
      rows: await eventPage(scope, subject.ids, query),
    }),
  });
}
