// The market-wide figures the brand and the product pages share, registered for brands (by manufacturer_id)
// and for products (by product_id): sample size, spec count, medians and market movers.
import type { FastifyInstance } from 'fastify';
import {
  brandMediansRoute,
  brandMoversRoute,
  brandSampleSizeRoute,
  brandSpecCountRoute,
  productMediansRoute,
  productMoversRoute,
  productSampleSizeRoute,
  productSpecCountRoute,
} from '@specpulse/contract';
import type { MarketStore } from '../../db/market-store.ts';
import { registerFigure } from '../../plugins/figure.ts';
import { sampleSize, shareMedians, specCount, type ShareKey } from './market.queries.ts';
import { movers } from './movers.queries.ts';

const sharedFigures = [
  {
    key: 'manufacturer_id',
    routes: {
      sampleSize: brandSampleSizeRoute,
      specCount: brandSpecCountRoute,
      medians: brandMediansRoute,
      movers: brandMoversRoute,
    },
  },
  {
    key: 'product_id',
    routes: {
      sampleSize: productSampleSizeRoute,
      specCount: productSpecCountRoute,
      medians: productMediansRoute,
      movers: productMoversRoute,
    },
  },
] as const satisfies readonly { key: ShareKey; routes: object }[];

export function marketRoutes(app: FastifyInstance, market: MarketStore) {
  for (const { key, routes } of sharedFigures) {
    registerFigure(app, market, routes.sampleSize, { compute: ({ scope }) => sampleSize(scope) });
    registerFigure(app, market, routes.specCount, { compute: ({ scope }) => specCount(scope, key) });
    registerFigure(app, market, routes.medians, { compute: ({ scope }) => shareMedians(scope, key) });
    registerFigure(app, market, routes.movers, {
      compute: ({ scope, query }) => movers(scope, key, query.limit),
    });
  }
}
