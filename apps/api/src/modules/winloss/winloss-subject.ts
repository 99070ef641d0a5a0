// What a Win / Loss request compares: our brands (named, or the firm's own) and the competitors (named, or the
// leading brands of the filters). Bad ids are refused here, before the cache is asked.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_COMPETITORS, messages, type WinLossPayload } from '@specpulse/contract';
import { badRequest } from '../../errors.ts';
import type { FilterScope } from '../../filters/scope.ts';
import type { FigureSubject } from '../../plugins/figure.ts';
import { brandSubject } from '../brand/brand-drill.routes.ts';
import { brandSet } from '../brand/brand-group.queries.ts';
import { leadingCompetitors, type Contest } from './winloss.queries.ts';

export interface WinLossSubject extends FigureSubject, Contest {
  /** The competitors were not named: the leading brands of the filters were taken. */
  defaultCompetitors: boolean;
}

/** The ids listed more than once, ascending. */
function duplicatesOf(ids: readonly number[]): number[] {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const id of ids) (seen.has(id) ? twice : seen).add(id);
  return [...twice].sort((a, b) => a - b);
}

/**
 * Our brands and the competitors of `body`: duplicate or unknown ids are a 400 naming them (the competitors'
 * count is the payload schema's), our brands are dropped from the competitors, and with none named the
 * DEFAULT_COMPETITORS leading brands of the filters (ours left out) compete.
 */
export async function winLossSubject(
  app: FastifyInstance,
  scope: FilterScope,
  body: Pick<WinLossPayload, 'brand_ids' | 'competitor_ids'>,
): Promise<WinLossSubject> {
  const duplicates = [...new Set([...duplicatesOf(body.brand_ids), ...duplicatesOf(body.competitor_ids)])];
  if (duplicates.length) throw badRequest(messages.duplicateBrands(duplicates.sort((a, b) => a - b)));
  const named = [...body.brand_ids, ...body.competitor_ids];
  if (named.length) {
    const found = await app.analyticsCache.wrapLoaded(
      scope.dataVersion,
      `brand.set|${[...named].sort((a, b) => a - b).join(',')}`,
      () => brandSet(scope.db, named),
    );
    if ('unknown' in found) throw badRequest(messages.brandIdsNotFound(found.unknown));
  }
  const ours = body.brand_ids.length
    ? [...body.brand_ids].sort((a, b) => a - b)
    : // In id order whatever the firm's list says: the rows, the cache key and the reference agree.
      [...(await brandSubject(app, scope, 'show')).ids].sort((a, b) => a - b);
  const chosen = body.competitor_ids.filter((id) => !ours.includes(id)).sort((a, b) => a - b);
  const competitors = body.competitor_ids.length
    ? chosen
    : await app.analyticsCache.wrapScope('winloss.competitors', scope, ours.join(','), () =>
        leadingCompetitors(scope, ours, DEFAULT_COMPETITORS),
      );
  return {
    key: `${ours.join(',')}|${competitors.join(',')}`,
    ours,
    competitors,
    defaultCompetitors: body.competitor_ids.length === 0,
  };
}
