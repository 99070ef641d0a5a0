// Product analytics routes: the product list, characteristics and the product drilldown (products permission);
// the figures the brand page shares are market.routes.ts's.
import type { FastifyInstance } from 'fastify';
import {
  productDetailRoute,
  productNameRoute,
  productSpecificationsRoute,
  productTopProductsRoute,
  messages,
} from '@specpulse/contract';
import type { MarketStore } from '../../db/market-store.ts';
import { badRequest, notFound } from '../../errors.ts';
import { compileFilters } from '../../filters/compile.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { registerFigure } from '../../plugins/figure.ts';
import { productDetailFigures, productPeriodCounts } from './product-detail.queries.ts';
import { productCharacteristics, productName, topProducts } from './product.queries.ts';

export function productRoutes(app: FastifyInstance, market: MarketStore) {
  /** The product's name (null when it does not exist), remembered per data version. */
  const namedProduct = (scope: FilterScope, productId: number) =>
    app.analyticsCache.wrapLoaded(scope.dataVersion, `product.name|${productId}`, () =>
      productName(scope.db, productId),
    );

  registerFigure(app, market, productTopProductsRoute, {
    compute: ({ scope, query }) => topProducts(scope, query),
  });
  registerFigure(app, market, productSpecificationsRoute, {
    subject: async ({ scope }) => {
      const [categoryId, ...others] = scope.payload.categories;
      if (categoryId === undefined || others.length > 0) {
        throw badRequest(messages.oneCategoryForCharacteristics);
      }
      return { key: '', categoryId };
    },
    compute: async ({ scope, subject }) => ({
      specTypes: await productCharacteristics(scope, subject.categoryId, scope.firm.specifications),
    }),
  });

  registerRoute(app, productNameRoute, async ({ actor, body, params }) => {
    const scope = await compileFilters(market, actor, body);
    const product = await namedProduct(scope, params.productId);
    if (!product) throw notFound(messages.productNotFound(params.productId));
    // Per filter, outside the per-product cache: the drilldown says why a product outside them shows 0.
    return {
      ...product,
      outside_categories: !scope.payload.categories.includes(product.category_id),
      category_selectable: scope.firm.categories.includes(product.category_id),
    };
  });

  registerFigure(app, market, productDetailRoute, {
    subject: async ({ scope, params }) => {
      if (!(await namedProduct(scope, params.productId)))
        throw notFound(messages.productNotFound(params.productId));
      return { key: '' };
    },
    compute: async ({ scope, params }) => {
      const groups = await productPeriodCounts(scope, params.productId);
      // Month period groups are the months already: one query, not two.
      const months =
        scope.periodGroup === 'month' ? groups : await productPeriodCounts(scope, params.productId, 'month');
      return { ...productDetailFigures(groups), monthly: productDetailFigures(months).performance };
    },
  });
}
