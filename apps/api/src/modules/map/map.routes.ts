// Point map routes (internal): projects, offices, specs and searches as columns of places.
import type { FastifyInstance } from 'fastify';
import { mapOfficesRoute, mapProjectsRoute, mapSearchesRoute, mapSpecsRoute } from '@specpulse/contract';
import type { Kysely } from 'kysely';
import type { MarketStore } from '../../db/market-store.ts';
import type { DB } from '../../db/schema.ts';
import { compileFilters } from '../../filters/compile.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { sendCachedFigure } from '../../plugins/cached-figure.ts';
import { officePlaces, projectPlaces, searchCityPlaces, specCityPlaces } from './map.queries.ts';

type PlaceQuery = (db: Kysely<DB>, scope: FilterScope) => ReturnType<typeof projectPlaces>;

export function mapRoutes(app: FastifyInstance, market: MarketStore) {
  const maps: [typeof mapProjectsRoute, PlaceQuery][] = [
    [mapProjectsRoute, projectPlaces],
    [mapOfficesRoute, officePlaces],
    [mapSpecsRoute, specCityPlaces],
    [mapSearchesRoute, searchCityPlaces],
  ];
  for (const [route, places] of maps) {
    registerRoute(app, route, async ({ actor, body, request, reply }) => {
      const scope = await compileFilters(market, actor, body);
      return sendCachedFigure({ request, reply }, route, scope, '', () => places(scope.db, scope));
    });
  }
}
