// Product analytics routes: market-wide product figures, characteristics and the product drilldown (products permission).
import type { FastifyInstance } from 'fastify';
import {
  productDetailRoute,
  productMediansRoute,
  productMoversRoute,
  productNameRoute,
  productSampleSizeRoute,
  productSpecCountRoute,
  productSpecificationsRoute,
  productTopProductsRoute,
  messages,
} from '@specpulse/contract';
import type { MarketStore } from '../../db/market-store.ts';
import { badRequest, notFound } from '../../errors.ts';
import { compileFilters } from '../../filters/compile.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { sendCachedFigure } from '../../plugins/cached-figure.ts';
import { sampleSize, shareMedians, specCount } from '../source/market.queries.ts';
import { movers } from '../source/movers.queries.ts';
import { productDetailFigures, productPeriodCounts } from './product-detail.queries.ts';
import { productCharacteristics, productName, topProducts } from './product.queries.ts';

export function productRoutes(app: FastifyInstance, market: MarketStore) {
  /** The product's name (null when it does not exist), remembered per data version. */
  const namedProduct = (scope: FilterScope, productId: number) =>
    app.analyticsCache.wrapLoaded(scope.dataVersion, `product.name|${productId}`, () =>
      productName(scope.db, productId),
    );

  registerRoute(app, productTopProductsRoute, async ({ actor, body, query, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    return sendCachedFigure(
      { request, reply },
      productTopProductsRoute,
      scope,
      `${query.offset}|${query.limit}`,
      () => topProducts(scope.db, scope, query),
    );
  });

  registerRoute(app, productMoversRoute, async ({ actor, body, query, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    return sendCachedFigure({ request, reply }, productMoversRoute, scope, `${query.limit}`, () =>
      movers(scope.db, scope, 'product_id', query.limit),
    );
  });

  registerRoute(app, productSampleSizeRoute, async ({ actor, body, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    return sendCachedFigure({ request, reply }, productSampleSizeRoute, scope, '', () =>
      sampleSize(scope.db, scope),
    );
  });

  registerRoute(app, productSpecCountRoute, async ({ actor, body, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    return sendCachedFigure({ request, reply }, productSpecCountRoute, scope, '', () =>
      specCount(scope.db, scope, 'product_id'),
    );
  });

  registerRoute(app, productMediansRoute, async ({ actor, body, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    return sendCachedFigure({ request, reply }, productMediansRoute, scope, '', () =>
      shareMedians(scope.db, scope, 'product_id'),
    );
  });

  registerRoute(app, productSpecificationsRoute, async ({ actor, body, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    const [categoryId, ...others] = scope.payload.categories;
    if (categoryId === undefined || others.length > 0) {
      throw badRequest(messages.oneCategoryForCharacteristics);
    }
    return sendCachedFigure({ request, reply }, productSpecificationsRoute, scope, '', async () => ({
      specTypes: await productCharacteristics(scope.db, scope, categoryId, scope.firm.specifications),
    }));
  });

  registerRoute(app, productNameRoute, async ({ actor, body, params }) => {
    const scope = await compileFilters(market, actor, body);
    const product = await namedProduct(scope, params.id);
    if (!product) throw notFound(messages.productNotFound(params.id));
    // Per filter, outside the per-product cache: the drilldown says why a product outside them shows 0.
    return {
      ...product,
      outside_categories: !scope.payload.categories.includes(product.category_id),
      category_selectable: scope.firm.categories.includes(product.category_id),
    };
  });

  registerRoute(app, productDetailRoute, async ({ actor, body, params, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    if (!(await namedProduct(scope, params.id))) throw notFound(messages.productNotFound(params.id));
    return sendCachedFigure({ request, reply }, productDetailRoute, scope, `${params.id}`, async () =>
      productDetailFigures(await productPeriodCounts(scope.db, scope, params.id)),
    );
  });
}
