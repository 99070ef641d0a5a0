// Point map routes (internal): projects, offices, specs and searches, each as rows of places (paged) and as the
// markers of a zoom level and viewport (clustered here, from an index kept per data version and filters).
import type { FastifyInstance } from 'fastify';
import {
  mapOfficesClustersRoute,
  mapOfficesRoute,
  mapProjectsClustersRoute,
  mapProjectsRoute,
  mapSearchesClustersRoute,
  mapSearchesRoute,
  mapSpecsClustersRoute,
  mapSpecsRoute,
} from '@specpulse/contract';
import type { MarketStore } from '../../db/market-store.ts';
import { registerFigure } from '../../plugins/figure.ts';
import { placeColumns, placeRows, type PointMapKind } from './map.queries.ts';
import { buildPointIndex, clustersAt } from './point-index.ts';
import { createPointIndexCache } from './point-index-cache.ts';

/** The memory the point maps' cluster indexes may hold together (about 600,000 places). */
const POINT_INDEX_BYTES = 128 * 1024 * 1024;

const maps: [PointMapKind, typeof mapProjectsRoute, typeof mapProjectsClustersRoute][] = [
  ['projects', mapProjectsRoute, mapProjectsClustersRoute],
  ['offices', mapOfficesRoute, mapOfficesClustersRoute],
  ['specs', mapSpecsRoute, mapSpecsClustersRoute],
  ['searches', mapSearchesRoute, mapSearchesClustersRoute],
];

export function mapRoutes(app: FastifyInstance, market: MarketStore) {
  const indexes = createPointIndexCache(POINT_INDEX_BYTES);
  app.decorate('pointIndexes', indexes);
  for (const [kind, placesRoute, clustersRoute] of maps) {
    registerFigure(app, market, placesRoute, {
      compute: ({ scope, query }) => placeRows(scope, kind, query),
    });
    registerFigure(app, market, clustersRoute, {
      compute: async ({ scope, query }) => {
        const build = async () => buildPointIndex(await placeColumns(scope, kind, query.view));
        // Before any load (tests inserting rows by hand) and for the benchmark's uncached figures: built each time.
        const index =
          scope.dataVersion === 'none' || app.analyticsCache.bypass
            ? await build()
            : await indexes.get(`${kind}|${query.view}|${scope.cacheKey}`, build);
        return clustersAt(index, query);
      },
    });
  }
}
