// Brand group `multi` routes (internal): the drilldown figures of brand-drill.queries.ts for a set of brands
// treated as one brand, and the group's events (brand-events.queries.ts).
import type { FastifyInstance } from 'fastify';
import {
  messages,
  multiCompetitiveRoute,
  multiComplimentaryRoute,
  multiEventSummaryRoute,
  multiEventTypeSummaryRoute,
  multiGroupCountsRoute,
  multiLogosRoute,
  multiPerformanceRoute,
  multiShareExplainedRoute,
  multiTopProductsRoute,
  multiTopProjectsRoute,
  multiTopStatesRoute,
  multiTopVendorsRoute,
  type FilterPayload,
} from '@specpulse/contract';
import type { MarketStore } from '../../db/market-store.ts';
import { forbidden, notFound } from '../../errors.ts';
import { compileFilters } from '../../filters/compile.ts';
import type { Actor } from '../../plugins/actor.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { sendCachedFigure } from '../../plugins/cached-figure.ts';
import {
  brandAdjacencies,
  brandPerformance,
  brandTopProducts,
  brandTopProjects,
  brandTopStates,
  brandTopVendors,
  groupCounts,
} from './brand-drill.queries.ts';
import { eventCount, eventPage, eventTypeSummary } from './brand-events.queries.ts';
import { brandLogos, brandSet } from './brand-group.queries.ts';
import { shareExplained } from './share-explained.queries.ts';

export function brandMultiRoutes(app: FastifyInstance, market: MarketStore) {
  /** The filters and the group's brand ids; an id that is not a brand is a 404 naming it. */
  async function group(actor: Actor, body: FilterPayload & { brand_ids: number[] }) {
    const scope = await compileFilters(market, actor, body);
    const found = await app.analyticsCache.wrapLoaded(
      scope.dataVersion,
      `brand.set|${[...body.brand_ids].sort((a, b) => a - b).join(',')}`,
      () => brandSet(scope.db, body.brand_ids),
    );
    if ('unknown' in found) throw notFound(messages.brandIdsNotFound(found.unknown));
    const { ids } = found;
    return { scope, ids, key: (more?: string | number) => `${ids.join(',')}:${more ?? 'all'}` };
  }

  registerRoute(app, multiLogosRoute, async ({ actor, body, request, reply }) => {
    const { scope, ids, key } = await group(actor, body);
    return sendCachedFigure({ request, reply }, multiLogosRoute, scope, key(), () =>
      brandLogos(scope.db, ids),
    );
  });

  registerRoute(app, multiGroupCountsRoute, async ({ actor, body, request, reply }) => {
    const { scope, ids, key } = await group(actor, body);
    return sendCachedFigure({ request, reply }, multiGroupCountsRoute, scope, key(), () =>
      groupCounts(scope.db, scope, ids),
    );
  });

  registerRoute(app, multiPerformanceRoute, async ({ actor, body, request, reply }) => {
    const { scope, ids, key } = await group(actor, body);
    return sendCachedFigure({ request, reply }, multiPerformanceRoute, scope, key(), () =>
      brandPerformance(scope.db, scope, ids),
    );
  });

  registerRoute(app, multiTopProductsRoute, async ({ actor, body, query, request, reply }) => {
    const { scope, ids, key } = await group(actor, body);
    return sendCachedFigure({ request, reply }, multiTopProductsRoute, scope, key(query.limit), () =>
      brandTopProducts(scope.db, scope, ids, query.limit),
    );
  });

  registerRoute(app, multiTopStatesRoute, async ({ actor, body, query, request, reply }) => {
    const { scope, ids, key } = await group(actor, body);
    return sendCachedFigure({ request, reply }, multiTopStatesRoute, scope, key(query.limit), () =>
      brandTopStates(scope.db, scope, ids, query.limit),
    );
  });

  registerRoute(app, multiTopProjectsRoute, async ({ actor, body, query, request, reply }) => {
    const { scope, ids, key } = await group(actor, body);
    if (scope.firm.hideProjects) throw forbidden(messages.projectListsHidden);
    return sendCachedFigure({ request, reply }, multiTopProjectsRoute, scope, key(query.limit), () =>
      brandTopProjects(scope.db, scope, ids, query.limit),
    );
  });

  registerRoute(app, multiCompetitiveRoute, async ({ actor, body, query, request, reply }) => {
    const { scope, ids, key } = await group(actor, body);
    return sendCachedFigure({ request, reply }, multiCompetitiveRoute, scope, key(query.limit), () =>
      brandAdjacencies(scope.db, scope, ids, 'competitive', query.limit),
    );
  });

  registerRoute(app, multiComplimentaryRoute, async ({ actor, body, query, request, reply }) => {
    const { scope, ids, key } = await group(actor, body);
    return sendCachedFigure({ request, reply }, multiComplimentaryRoute, scope, key(query.limit), () =>
      brandAdjacencies(scope.db, scope, ids, 'complementary', query.limit),
    );
  });

  registerRoute(app, multiTopVendorsRoute, async ({ actor, body, query, request, reply }) => {
    const { scope, ids, key } = await group(actor, body);
    return sendCachedFigure({ request, reply }, multiTopVendorsRoute, scope, key(query.limit), () =>
      brandTopVendors(scope.db, scope, ids, query.limit),
    );
  });

  registerRoute(app, multiShareExplainedRoute, async ({ actor, body, request, reply }) => {
    const { scope, ids, key } = await group(actor, body);
    // The cache key leaves hideprojects out; this answer depends on it.
    const extra = key(`${scope.firm.hideProjects}`);
    return sendCachedFigure({ request, reply }, multiShareExplainedRoute, scope, extra, () =>
      shareExplained(scope.db, scope, ids),
    );
  });

  registerRoute(app, multiEventTypeSummaryRoute, async ({ actor, body, request, reply }) => {
    const { scope, ids, key } = await group(actor, body);
    return sendCachedFigure({ request, reply }, multiEventTypeSummaryRoute, scope, key(), () =>
      eventTypeSummary(scope.db, scope, ids),
    );
  });

  registerRoute(app, multiEventSummaryRoute, async ({ actor, body, query, request, reply }) => {
    const { scope, ids, key } = await group(actor, body);
    const page = `${query.sort}|${query.order}|${query.offset}|${query.limit}`;
    return sendCachedFigure({ request, reply }, multiEventSummaryRoute, scope, key(page), async () => ({
      // Counted once per group and filters, not once per page.
      total: await app.analyticsCache.wrapScope('brand.multi.eventcount', scope, ids.join(','), () =>
        eventCount(scope.db, scope, ids),
      ),
      rows: await eventPage(scope.db, scope, ids, query),
    }));
  });
}
