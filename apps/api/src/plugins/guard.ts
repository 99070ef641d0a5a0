// The one permission guard: every route is registered from its contract, which names its access rule.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { messages, unmetAccess, type RouteContract } from '@specpulse/contract';
import { forbidden } from '../errors.ts';
import type { Actor } from './actor.ts';

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
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags,
      ...(contract.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.querystring ? { querystring: contract.querystring } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.response ? { response: { 200: contract.response } } : {}),
    },
    // Authenticate → authorize before the body is validated, so an anonymous caller learns nothing.
    onRequest: async (request) => {
      request.actor = null;
      if (contract.access === 'public') return;
      const actor = await app.authenticate(request);
      const unmet = unmetAccess(contract.access, {
        is_admin: actor.isAdmin,
        permissions: actor.permissions,
        features: actor.firmConfiguration?.hasfeature ?? {},
      });
      if (unmet) throw forbidden(accessMessage(unmet));
      request.actor = actor;
    },
    handler: async (request, reply) =>
      handler({
        request,
        reply,
        actor: request.actor as HandlerContext<C>['actor'],
        params: request.params as Infer<C['params']>,
        query: request.query as Infer<C['querystring']>,
        body: request.body as Infer<C['body']>,
      }),
  });
}

/** The text of the rule the caller did not meet (of an allOf, the first one it did not). */
function accessMessage(unmet: NonNullable<ReturnType<typeof unmetAccess>>): string {
  if (typeof unmet === 'object') {
    return 'feature' in unmet ? messages.featureLocked(unmet.feature) : messages.accessLocked(unmet.anyOf);
  }
  return unmet === 'admin' ? messages.noAdminAccess : messages.unauthorizedLogInFirst;
}
