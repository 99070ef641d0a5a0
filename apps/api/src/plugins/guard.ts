// The one permission guard: every route is registered from its contract, which names its access rule.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  configurationVersionHeader,
  errorBodySchema,
  messages,
  unmetAccess,
  type ApiKeyScope,
  type RouteContract,
} from '@specpulse/contract';
import { forbidden } from '../errors.ts';
import type { Actor } from './actor.ts';
import { isAnalyticsPath } from './in-flight.ts';
import { rateClassOf } from './rate-limit.ts';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface HandlerContext<C extends RouteContract> {
  request: FastifyRequest;
  reply: FastifyReply;
  actor: C['access'] extends 'public' ? Actor | null : Actor;
  params: Infer<C['params']>;
  query: Infer<C['querystring']>;
  body: Infer<C['body']>;
}

export function registerRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (ctx: HandlerContext<C>) => Promise<Infer<C['response']> | void>,
) {
  const tags = [contract.path.split('/').filter(Boolean).slice(1, 2)[0] ?? 'system'];
  const limited = contract.access !== 'public' && isAnalyticsPath(contract.path);
  // An app built without rate limits (a test of the guard alone) counts none.
  const rateClass = app.hasDecorator('rateLimits') ? rateClassOf(contract) : null;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      operationId: operationIdOf(contract),
      tags,
      security: contract.access === 'public' ? [] : [{ bearer: [] }],
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.querystring ? { querystring: contract.querystring } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: {
        ...(contract.response ? { 200: contract.response } : {}),
        ...Object.fromEntries(errorStatuses(contract).map((status) => [status, errorBodySchema])),
      },
    },
    // Authenticate → authorize before the body is validated, so an anonymous caller learns nothing.
    onRequest: async (request, reply) => {
      request.actor = null;
      if (contract.access === 'public') {
        if (rateClass) await app.rateLimits.check(rateClass, request);
        return;
      }
      const actor = await app.authenticate(request);
      // On refusals too: a 403 after the firm lost a permission tells the web app to reload what it may open.
      if (actor.configurationVersion) reply.header(configurationVersionHeader, actor.configurationVersion);
      const unmet = unmetAccess(contract.access, {
        is_admin: actor.isAdmin,
        is_firm_admin: actor.isFirmAdmin,
        permissions: actor.permissions,
        features: actor.firmConfiguration?.hasfeature ?? {},
      });
      if (unmet) throw forbidden(accessMessage(unmet));
      // A key reaches the analytics only (and their exports only when its scope says so): never the
      // administration, the account or saved views, whatever its user may do with a token.
      if (actor.apiKey && !keyReaches(contract, actor.apiKey.scope)) throw forbidden(messages.apiKeyRoute);
      request.actor = actor;
      request.log = reply.log = request.log.child({ userId: actor.userId });
      // The caller's rate budget, then the place in flight: a refused request holds no place.
      if (rateClass) await app.rateLimits.check(rateClass, request);
      if (limited) request.leaveInFlight = app.analyticsInFlight.enter(actor.userId);
    },
    handler: async (request, reply) => {
      try {
        return await handler({
          request,
          reply,
          actor: request.actor as HandlerContext<C>['actor'],
          params: request.params as Infer<C['params']>,
          query: request.query as Infer<C['querystring']>,
          body: request.body as Infer<C['body']>,
        });
      } finally {
        // When the work is done, even if the caller went away meanwhile (a place freed on disconnect
        // would let a caller who aborts and resends run without limit).
        request.leaveInFlight();
      }
    },
  });
}

/** Whether a key of `scope` may call the route: analytics calls, and their files with 'analytics+exports'. */
export function keyReaches(contract: RouteContract, scope: ApiKeyScope): boolean {
  if (!isAnalyticsPath(contract.path)) return false;
  return rateClassOf(contract) !== 'export' || scope === 'analytics+exports';
}

/** The text of the rule the caller did not meet (of an allOf, the first one it did not). */
function accessMessage(unmet: NonNullable<ReturnType<typeof unmetAccess>>): string {
  if (typeof unmet === 'object') {
    if ('withoutFeature' in unmet) return messages.projectListsHidden;
    return 'feature' in unmet ? messages.featureLocked(unmet.feature) : messages.accessLocked(unmet.anyOf);
  }
  if (unmet === 'firmAdmin') return messages.noFirmAdminAccess;
  return unmet === 'admin' ? messages.noAdminAccess : messages.unauthorizedLogInFirst;
}

/** A name for generated clients, from the method and path: POST /v2/analytics/brand/:brandId/topstates →
 * postAnalyticsBrandByBrandIdTopstates (unique, as method and path are). */
export function operationIdOf(contract: Pick<RouteContract, 'method' | 'path'>): string {
  const words = contract.path
    .split('/')
    .filter((part) => part && part !== 'v2')
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : part.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return contract.method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** The error statuses a route can answer, each with the one error body. */
function errorStatuses(contract: RouteContract): number[] {
  const statuses = new Set<number>([503, ...(contract.errors ?? [])]);
  if (rateClassOf(contract)) statuses.add(429);
  if (contract.params || contract.querystring || contract.body) statuses.add(400);
  if (contract.access !== 'public') [401, 403].forEach((s) => statuses.add(s));
  if (contract.params) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}
