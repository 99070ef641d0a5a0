// Brand analytics routes: the brand list and map, the drilldown's brand name and category ranks (brands
// permission; category rank internal). The drilldown's figures are brand-drill.routes.ts's, the figures the
// product page shares market.routes.ts's.
import type { FastifyInstance } from 'fastify';
import {
  brandCategoryRankRoute,
  brandMapDataRoute,
  brandNameRoute,
  brandTopBrandsRoute,
} from '@specpulse/contract';
import type { MarketStore } from '../../db/market-store.ts';
import { compileFilters } from '../../filters/compile.ts';
import { registerFigure } from '../../plugins/figure.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { brandSubject } from './brand-drill.routes.ts';
import { categoryRanks } from './brand-rank.queries.ts';
import { stateShares, topBrands } from './brand.queries.ts';

export function brandRoutes(app: FastifyInstance, market: MarketStore) {
  registerFigure(app, market, brandTopBrandsRoute, {
    compute: ({ scope, query }) => topBrands(scope, query),
  });
  registerFigure(app, market, brandMapDataRoute, {
    compute: async ({ scope }) => {
      const states = await stateShares(scope);
      return Object.fromEntries(states.map((s) => [s.name, s]));
    },
  });

  registerRoute(app, brandNameRoute, async ({ actor, body, params }) => {
    const scope = await compileFilters(market, actor, body);
    const { group } = await brandSubject(app, scope, params.brandId);
    return { id: group.id, name: group.name, image_url: group.imageUrl };
  });

  registerFigure(app, market, brandCategoryRankRoute, {
    subject: ({ scope, params }) => brandSubject(app, scope, params.brandId),
    compute: ({ scope, subject }) => categoryRanks(scope, subject.ids),
  });
}
