// How every brand, product and source figure is cached and sent: keyed by route, compiled filters (scope.cacheKey
// holds the normalised payload, the firm scope and the data version) and extra (limit, brand group, …).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FilterScope } from '../filters/scope.ts';
import { acceptedEncoding, GZIP_MIN_BYTES, gzipOnce } from './compression.ts';

/**
 * Answers the request with the route's figure from the analytics cache. On a miss the figure is computed,
 * validated and serialised by the route's response schema exactly as the route's serializer would (zod
 * parse, then JSON.stringify of the parsed value) and cached as that text's bytes; a hit sends them as they are,
 * without parsing, validating or serialising again (large lists are megabytes), gzipped when the caller
 * accepts it.
 */
export async function sendCachedFigure<S extends z.ZodType>(
  ctx: { request: FastifyRequest; reply: FastifyReply },
  route: { path: string; response?: S },
  scope: FilterScope,
  extra: string,
  compute: () => Promise<z.input<S>>,
): Promise<void> {
  const { response } = route;
  if (!response) throw new Error(`${route.path} has no response schema to cache`);
  const json = await ctx.request.server.analyticsCache.wrapScopeJson(route.path, scope, extra, async () =>
    JSON.stringify(response.parse(await compute())),
  );
  // Bytes are sent as they are (Fastify skips the route's serializer for a Buffer).
  const reply = ctx.reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  // Gzipped once per cached answer, not by reply.compress on each hit: a large list's gzip costs several hits.
  if (json.length >= GZIP_MIN_BYTES && acceptedEncoding(ctx.request, ['gzip']) === 'gzip') {
    await reply.header('content-encoding', 'gzip').send(await gzipOnce(json));
  } else {
    await reply.send(json);
  }
}
