// Internal report routes (internal permission): patterns, spec attributes, adjacency, category breakdown, the
// internal top brands and the spec attribute autocomplete.
import type { FastifyInstance } from 'fastify';
import {
  adjacencyBreakdownRoute,
  categoryBreakdownRoute,
  internalTopBrandsRoute,
  messages,
  patternDetailRoute,
  specAttributeAutocompleteRoute,
  specAttributeDetailRoute,
} from '@specpulse/contract';
import type { MarketStore } from '../../db/market-store.ts';
import { badRequest, notFound } from '../../errors.ts';
import { compileFilters } from '../../filters/compile.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { registerFigure } from '../../plugins/figure.ts';
import { adjacencyBreakdown, categoryBreakdown, internalTopBrands } from './internal.queries.ts';
import { patternRows, specAttributeAutocomplete, specAttributeExists } from './pattern.queries.ts';

export function internalRoutes(app: FastifyInstance, market: MarketStore) {
  registerFigure(app, market, patternDetailRoute, { compute: ({ scope }) => patternRows(scope) });

  registerFigure(app, market, specAttributeDetailRoute, {
    subject: async ({ scope, body }) => {
      const id = body.spec_attribute_id;
      if (id === null) throw badRequest(messages.specAttributeRequired);
      if (!(await specAttributeExists(scope.db, id))) throw notFound(messages.specAttributeNotFound(id));
      return { key: `${id}`, id };
    },
    compute: ({ scope, subject }) => patternRows(scope, subject.id),
  });

  registerFigure(app, market, adjacencyBreakdownRoute, {
    subject: async ({ actor, scope, body, params }) => {
      // The spec's client sends the anchor both in the path and as adjacent_brand (0 when none).
      const fromPath = params.brandId;
      if (fromPath > 0 && body.adjacent_brand > 0 && fromPath !== body.adjacent_brand) {
        throw badRequest(messages.adjacencyBrandMismatch(fromPath, body.adjacent_brand));
      }
      const anchorId = fromPath > 0 ? fromPath : body.adjacent_brand;
      const categoryId = body.adjacent_category;
      if (anchorId < 1 || categoryId === null) throw badRequest(messages.adjacencyRequired);
      const categoryScope = await compileFilters(market, actor, { ...body, categories: [categoryId] });
      const [anchor, category] = await Promise.all([
        scope.db.selectFrom('manufacturer').select('id').where('id', '=', anchorId).executeTakeFirst(),
        scope.db
          .selectFrom('category')
          .select(['id', 'name'])
          .where('id', '=', categoryId)
          .executeTakeFirst(),
      ]);
      if (!anchor) throw notFound(messages.brandNotFound(anchorId));
      if (!category) throw notFound(messages.categoriesNotEnabled([categoryId]));
      return { key: `${anchorId}`, anchorId, category, categoryScope };
    },
    compute: ({ scope, subject }) =>
      adjacencyBreakdown(scope, subject.categoryScope, subject.anchorId, subject.category),
  });

  registerFigure(app, market, categoryBreakdownRoute, {
    subject: async ({ scope, body }) => {
      const ids = body.category_brands;
      if (ids.length === 0) throw badRequest(messages.categoryBrandsRequired);
      const found = await scope.db
        .selectFrom('manufacturer')
        .select(['id', 'name'])
        .where('id', 'in', ids)
        .execute();
      const missing = ids.find((id) => !found.some((m) => m.id === id));
      if (missing !== undefined) throw notFound(messages.brandNotFound(missing));
      const brands = ids.map((id) => found.find((m) => m.id === id) as { id: number; name: string });
      return { key: ids.join(','), brands };
    },
    compute: ({ scope, subject }) => categoryBreakdown(scope, subject.brands),
  });

  registerFigure(app, market, internalTopBrandsRoute, { compute: ({ scope }) => internalTopBrands(scope) });

  registerRoute(app, specAttributeAutocompleteRoute, async ({ actor, query }) => {
    const { version } = actor.dataVersion;
    const db = await market.at(version);
    return app.analyticsCache.wrapLoaded(version, `autocomplete.specattribute|${query.term}`, () =>
      specAttributeAutocomplete(db, query.term),
    );
  });
}
