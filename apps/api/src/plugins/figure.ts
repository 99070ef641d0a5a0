// One analytics figure, declared once: its contract route, what it is about (optional) and its query. The route
// is registered through the guard, the filters compiled and the answer sent from the analytics cache.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { FilterPayload, RouteContract } from '@specpulse/contract';
import type { MarketStore } from '../db/market-store.ts';
import { compileFilters } from '../filters/compile.ts';
import type { FilterScope } from '../filters/scope.ts';
import { sendCachedFigure } from './cached-figure.ts';
import { registerRoute, type HandlerContext } from './guard.ts';

/** A figure's route: a POST taking the filter payload (perhaps with more fields) and answering JSON. */
export interface FigureRoute extends RouteContract {
  body: z.ZodType<FilterPayload>;
  response: z.ZodType;
}

/** What a figure is about, as its cache key part ('' when the filters alone decide the answer). */
export interface FigureSubject {
  key: string;
}

export type FigureContext<C extends FigureRoute> = Omit<HandlerContext<C>, 'actor' | 'request' | 'reply'> & {
  actor: HandlerContext<C>['actor'] & {};
  scope: FilterScope;
};

export interface Figure<C extends FigureRoute, S extends FigureSubject> {
  /**
   * Finds what the figure is about (a brand group, a product) once the filters are compiled, refusing the
   * request (404, 400, 403) before the cache is asked; its `key` joins the cache key.
   */
  subject?: (ctx: FigureContext<C>) => Promise<S>;
  compute: (ctx: FigureContext<C> & { subject: S }) => Promise<z.input<C['response']>>;
}

/**
 * Registers the figure's route: authenticate and authorise (the guard), compile the filters, find the subject,
 * then answer from the analytics cache, keyed by the compiled filters (scope.cacheKey), the subject, the path
 * parameters and the query string. Body fields beyond the filter payload reach the key only through the subject.
 */
export function registerFigure<C extends FigureRoute, S extends FigureSubject = FigureSubject>(
  app: FastifyInstance,
  market: MarketStore,
  route: C,
  figure: Figure<C, S>,
): void {
  registerRoute(app, route, async ({ request, reply, ...rest }) => {
    const actor = rest.actor as FigureContext<C>['actor'];
    const scope = await compileFilters(market, actor, rest.body as FilterPayload);
    const ctx: FigureContext<C> = { ...rest, actor, scope };
    const subject = figure.subject ? await figure.subject(ctx) : ({ key: '' } as S);
    const extra = `${subject.key}|${JSON.stringify(rest.params ?? null)}|${JSON.stringify(rest.query ?? null)}`;
    await sendCachedFigure({ request, reply }, route, scope, extra, () =>
      figure.compute({ ...ctx, subject }),
    );
  });
}
