// The analytics cache key every brand, product and source figure uses: route, compiled filters, extra.
import type { FastifyRequest } from 'fastify';
import type { FilterScope } from '../../filters/scope.ts';

/** `scope.cacheKey` already holds the normalised payload, the firm scope and the data version; the
 * cache composes the key (one place), this only binds the request's cache. */
export const cachedFigure = <T>(
  request: FastifyRequest,
  path: string,
  scope: FilterScope,
  extra: string,
  compute: () => Promise<T>,
): Promise<T> => request.server.analyticsCache.wrapScope(path, scope, extra, compute);
