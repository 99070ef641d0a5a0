// Serves the built web app: static files, and index.html for client-side routes (never for /v2 or /docs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Registers the static files and returns the fallback for client-side routes (null when not built). */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | null> {
  const root = path.resolve(webDist);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built; serving the API only');
    return null;
  }
  await app.register(fastifyStatic, { root, wildcard: false, index: false });
  return (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/v2' || url.startsWith('/v2/') || url.startsWith('/docs') || url === '/healthz';
    if (request.method !== 'GET' || isApi || path.extname(url)) return false;
    void reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  };
}
