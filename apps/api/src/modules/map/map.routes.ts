// Point map routes (internal): projects, offices, specs and searches as columns of places.
import type { FastifyInstance } from 'fastify';
import { mapOfficesRoute, mapProjectsRoute, mapSearchesRoute, mapSpecsRoute } from '@specpulse/contract';
import type { MarketStore } from '../../db/market-store.ts';
import { registerFigure } from '../../plugins/figure.ts';
import { officePlaces, projectPlaces, searchCityPlaces, specCityPlaces } from './map.queries.ts';

export function mapRoutes(app: FastifyInstance, market: MarketStore) {
  registerFigure(app, market, mapProjectsRoute, { compute: ({ scope }) => projectPlaces(scope) });
  registerFigure(app, market, mapOfficesRoute, { compute: ({ scope }) => officePlaces(scope) });
  registerFigure(app, market, mapSpecsRoute, { compute: ({ scope }) => specCityPlaces(scope) });
  registerFigure(app, market, mapSearchesRoute, { compute: ({ scope }) => searchCityPlaces(scope) });
}
