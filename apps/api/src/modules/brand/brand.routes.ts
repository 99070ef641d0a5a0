// Brand analytics routes: market-wide brand figures and the brand drilldown (brands permission; category rank internal).
import type { FastifyInstance } from 'fastify';
import {
  brandCategoryRankRoute,
  brandCompetitiveRoute,
  brandComplimentaryRoute,
  brandGroupCountsRoute,
  brandMapDataRoute,
  brandMediansRoute,
  brandMoversRoute,
  brandNameRoute,
  brandPerformanceRoute,
  brandSampleSizeRoute,
  brandShareExplainedRoute,
  brandSpecCountRoute,
  brandTopBrandsRoute,
  brandTopProductsRoute,
  brandTopProjectsRoute,
  brandTopStatesRoute,
  brandTopVendorsRoute,
  type BrandId,
  type FilterPayload,
  messages,
} from '@specpulse/contract';
import type { MarketStore } from '../../db/market-store.ts';
import { forbidden, notFound } from '../../errors.ts';
import { compileFilters } from '../../filters/compile.ts';
import type { Actor } from '../../plugins/actor.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { sendCachedFigure } from '../../plugins/cached-figure.ts';
import { sampleSize, shareMedians, specCount } from '../source/market.queries.ts';
import { movers } from '../source/movers.queries.ts';
import {
  brandAdjacencies,
  brandPerformance,
  brandTopProducts,
  brandTopProjects,
  brandTopStates,
  brandTopVendors,
  groupCounts,
} from './brand-drill.queries.ts';
import { brandGroup } from './brand-group.queries.ts';
import { categoryRanks } from './brand-rank.queries.ts';
import { stateShares, topBrands } from './brand.queries.ts';
import { shareExplained } from './share-explained.queries.ts';

export function brandRoutes(app: FastifyInstance, market: MarketStore) {
  /** The drilldown's filters and brand group; an unknown brand is a 404. */
  async function drilldown(actor: Actor, body: FilterPayload, brandId: BrandId) {
    const scope = await compileFilters(market, actor, body);
    const group = await app.analyticsCache.wrapLoaded(
      scope.dataVersion,
      `brand.group|${brandId}|${scope.firmBrandIds.join(',')}`,
      () => brandGroup(scope.db, brandId, scope.firmBrandIds),
    );
    if (!group) {
      throw notFound(brandId === 'show' ? messages.noFirmBrands : messages.brandNotFound(brandId));
    }
    return { scope, group, key: (limit?: number) => `${group.ids.join(',')}:${limit ?? 'all'}` };
  }

  registerRoute(app, brandTopBrandsRoute, async ({ actor, body, query, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    return sendCachedFigure({ request, reply }, brandTopBrandsRoute, scope, `${query.limit ?? 'all'}`, () =>
      topBrands(scope.db, scope, query.limit),
    );
  });

  registerRoute(app, brandMapDataRoute, async ({ actor, body, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    return sendCachedFigure({ request, reply }, brandMapDataRoute, scope, '', async () => {
      const states = await stateShares(scope.db, scope);
      return Object.fromEntries(states.map((s) => [s.name, s]));
    });
  });

  registerRoute(app, brandSampleSizeRoute, async ({ actor, body, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    return sendCachedFigure({ request, reply }, brandSampleSizeRoute, scope, '', () =>
      sampleSize(scope.db, scope),
    );
  });

  registerRoute(app, brandSpecCountRoute, async ({ actor, body, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    return sendCachedFigure({ request, reply }, brandSpecCountRoute, scope, '', () =>
      specCount(scope.db, scope, 'manufacturer_id'),
    );
  });

  registerRoute(app, brandMediansRoute, async ({ actor, body, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    return sendCachedFigure({ request, reply }, brandMediansRoute, scope, '', () =>
      shareMedians(scope.db, scope, 'manufacturer_id'),
    );
  });

  registerRoute(app, brandMoversRoute, async ({ actor, body, query, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    return sendCachedFigure({ request, reply }, brandMoversRoute, scope, `${query.limit}`, () =>
      movers(scope.db, scope, 'manufacturer_id', query.limit),
    );
  });

  registerRoute(app, brandNameRoute, async ({ actor, body, params }) => {
    const { group } = await drilldown(actor, body, params.brandId);
    return { id: group.id, name: group.name, image_url: group.imageUrl };
  });

  registerRoute(app, brandGroupCountsRoute, async ({ actor, body, params, request, reply }) => {
    const { scope, group, key } = await drilldown(actor, body, params.brandId);
    return sendCachedFigure({ request, reply }, brandGroupCountsRoute, scope, key(), () =>
      groupCounts(scope.db, scope, group.ids),
    );
  });

  registerRoute(app, brandPerformanceRoute, async ({ actor, body, params, request, reply }) => {
    const { scope, group, key } = await drilldown(actor, body, params.brandId);
    return sendCachedFigure({ request, reply }, brandPerformanceRoute, scope, key(), () =>
      brandPerformance(scope.db, scope, group.ids),
    );
  });

  registerRoute(app, brandTopProductsRoute, async ({ actor, body, params, query, request, reply }) => {
    const { scope, group, key } = await drilldown(actor, body, params.brandId);
    return sendCachedFigure({ request, reply }, brandTopProductsRoute, scope, key(query.limit), () =>
      brandTopProducts(scope.db, scope, group.ids, query.limit),
    );
  });

  registerRoute(app, brandTopStatesRoute, async ({ actor, body, params, query, request, reply }) => {
    const { scope, group, key } = await drilldown(actor, body, params.brandId);
    return sendCachedFigure({ request, reply }, brandTopStatesRoute, scope, key(query.limit), () =>
      brandTopStates(scope.db, scope, group.ids, query.limit),
    );
  });

  registerRoute(app, brandTopProjectsRoute, async ({ actor, body, params, query, request, reply }) => {
    const { scope, group, key } = await drilldown(actor, body, params.brandId);
    if (scope.firm.hideProjects) throw forbidden(messages.projectListsHidden);
    return sendCachedFigure({ request, reply }, brandTopProjectsRoute, scope, key(query.limit), () =>
      brandTopProjects(scope.db, scope, group.ids, query.limit),
    );
  });

  registerRoute(app, brandCompetitiveRoute, async ({ actor, body, params, query, request, reply }) => {
    const { scope, group, key } = await drilldown(actor, body, params.brandId);
    return sendCachedFigure({ request, reply }, brandCompetitiveRoute, scope, key(query.limit), () =>
      brandAdjacencies(scope.db, scope, group.ids, 'competitive', query.limit),
    );
  });

  registerRoute(app, brandComplimentaryRoute, async ({ actor, body, params, query, request, reply }) => {
    const { scope, group, key } = await drilldown(actor, body, params.brandId);
    return sendCachedFigure({ request, reply }, brandComplimentaryRoute, scope, key(query.limit), () =>
      brandAdjacencies(scope.db, scope, group.ids, 'complementary', query.limit),
    );
  });

  registerRoute(app, brandTopVendorsRoute, async ({ actor, body, params, query, request, reply }) => {
    const { scope, group, key } = await drilldown(actor, body, params.brandId);
    return sendCachedFigure({ request, reply }, brandTopVendorsRoute, scope, key(query.limit), () =>
      brandTopVendors(scope.db, scope, group.ids, query.limit),
    );
  });

  registerRoute(app, brandShareExplainedRoute, async ({ actor, body, params, request, reply }) => {
    const { scope, group, key } = await drilldown(actor, body, params.brandId);
    // The cache key leaves hideprojects out; this answer depends on it.
    const extra = `${key()}:${scope.firm.hideProjects}`;
    return sendCachedFigure({ request, reply }, brandShareExplainedRoute, scope, extra, () =>
      shareExplained(scope.db, scope, group.ids),
    );
  });

  registerRoute(app, brandCategoryRankRoute, async ({ actor, body, params, request, reply }) => {
    const { scope, group, key } = await drilldown(actor, body, params.brandId);
    return sendCachedFigure({ request, reply }, brandCategoryRankRoute, scope, key(), () =>
      categoryRanks(scope.db, scope, group.ids),
    );
  });
}
