// The brand drilldown's figures (contract brand-drill.ts), each registered for one brand (or the firm's own,
// `show`; brands permission) and for a brand group `multi` (internal) from one entry of drillQueries.
import type { FastifyInstance } from 'fastify';
import {
  drillFigureNames,
  drillFigures,
  messages,
  type BrandId,
  type DrillFigureName,
} from '@specpulse/contract';
import type { z } from 'zod';
import type { MarketStore } from '../../db/market-store.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { registerFigure, type FigureSubject } from '../../plugins/figure.ts';
import {
  brandAdjacencies,
  brandPerformance,
  brandTopProducts,
  brandTopProjects,
  brandTopStates,
  brandTopVendors,
  groupCounts,
} from './brand-drill.queries.ts';
import { brandGroup, brandSet, type BrandGroup } from './brand-group.queries.ts';
import { shareExplained } from './share-explained.queries.ts';

/** The brands a drilldown figure treats as one brand. */
export interface DrillSubject extends FigureSubject {
  ids: readonly number[];
}

/** A drilldown brand id's group (the brand, or the firm's own brands for `show`); an unknown brand is a 404. */
export async function brandSubject(
  app: FastifyInstance,
  scope: FilterScope,
  brandId: BrandId,
): Promise<DrillSubject & { group: BrandGroup }> {
  const group = await app.analyticsCache.wrapLoaded(
    scope.dataVersion,
    `brand.group|${brandId}|${scope.firmBrandIds.join(',')}`,
    () => brandGroup(scope.db, brandId, scope.firmBrandIds),
  );
  if (!group) {
    throw notFound(brandId === 'show' ? messages.noFirmBrands : messages.brandNotFound(brandId));
  }
  return { key: group.ids.join(','), ids: group.ids, group };
}

/** A brand group's ids (sorted, without duplicates); an id that is not a brand is a 404 naming it. */
export async function groupSubject(
  app: FastifyInstance,
  scope: FilterScope,
  brandIds: readonly number[],
): Promise<DrillSubject> {
  const found = await app.analyticsCache.wrapLoaded(
    scope.dataVersion,
    `brand.set|${[...brandIds].sort((a, b) => a - b).join(',')}`,
    () => brandSet(scope.db, brandIds),
  );
  if ('unknown' in found) throw notFound(messages.brandIdsNotFound(found.unknown));
  return { key: found.ids.join(','), ids: found.ids };
}

type DrillAnswer<N extends DrillFigureName> = z.input<(typeof drillFigures)[N]['brand']['response']>;
/** A figure's parsed query string (its list's page, or its limit); none for a figure without one. */
type DrillQueryString<N extends DrillFigureName> = (typeof drillFigures)[N]['brand'] extends {
  querystring: infer Q extends z.ZodType;
}
  ? z.output<Q>
  : undefined;

interface DrillQuery<N extends DrillFigureName> {
  /** Refuses the request for this firm before the cache is asked (the cache key leaves firm features out). */
  refuse?: (scope: FilterScope) => void;
  /** What the answer depends on beyond the filters and the brands (a firm feature the cache key leaves out). */
  key?: (scope: FilterScope) => string;
  /**
   * `query`: the request's query string, as the figure's route parsed it. (Method syntax: the loop below calls
   * each figure's compute with the query its own route parsed.)
   */
  compute(scope: FilterScope, ids: readonly number[], query: DrillQueryString<N>): Promise<DrillAnswer<N>>;
}

const drillQueries: { [N in DrillFigureName]: DrillQuery<N> } = {
  counts: { compute: (scope, ids) => groupCounts(scope, ids) },
  performance: { compute: (scope, ids) => brandPerformance(scope, ids) },
  topProducts: {
    compute: (scope, ids, query) => brandTopProducts(scope, ids, query),
  },
  topStates: { compute: (scope, ids, query) => brandTopStates(scope, ids, query.limit) },
  projects: {
    refuse: (scope) => {
      if (scope.firm.hideProjects) throw forbidden(messages.projectListsHidden);
    },
    compute: (scope, ids, query) => brandTopProjects(scope, ids, query),
  },
  competitive: {
    compute: (scope, ids, query) => brandAdjacencies(scope, ids, 'competitive', query),
  },
  complimentary: {
    compute: (scope, ids, query) => brandAdjacencies(scope, ids, 'complimentary', query),
  },
  topVendors: { compute: (scope, ids, query) => brandTopVendors(scope, ids, query.limit) },
  shareExplained: {
    key: (scope) => `${scope.firm.hideProjects}`,
    compute: (scope, ids) => shareExplained(scope, ids),
  },
};

export function brandDrillRoutes(app: FastifyInstance, market: MarketStore) {
  for (const name of drillFigureNames) {
    const { brand, group } = drillFigures[name];
    const query: DrillQuery<DrillFigureName> = drillQueries[name];
    const checked = (scope: FilterScope, found: DrillSubject) => {
      query.refuse?.(scope);
      return query.key ? { ...found, key: `${found.key}:${query.key(scope)}` } : found;
    };
    registerFigure(app, market, brand, {
      subject: async ({ scope, params }) => checked(scope, await brandSubject(app, scope, params.brandId)),
      compute: ({ scope, subject, query: q }) => query.compute(scope, subject.ids, q),
    });
    registerFigure(app, market, group, {
      subject: async ({ scope, body }) => checked(scope, await groupSubject(app, scope, body.brand_ids)),
      compute: ({ scope, subject, query: q }) => query.compute(scope, subject.ids, q),
    });
  }
}
