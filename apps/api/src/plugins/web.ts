// Serves the built web app: static files (their brotli or gzip copy made at build time when the browser takes
// it), and index.html for client-side routes (never for /v2 or /docs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Files under assets/ carry a content hash in their names: a changed file is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControlFor(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep);
  return relative[0] === 'assets' ? IMMUTABLE : 'no-cache';
}

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
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Vite's .br/.gz siblings (apps/web/precompress.ts); the answer says Vary: accept-encoding.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => void reply.header('cache-control', cacheControlFor(root, file)),
  });
  return (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/v2' || url.startsWith('/v2/') || url.startsWith('/docs') || url === '/healthz';
    if (request.method !== 'GET' || isApi || path.extname(url)) return false;
    void reply.sendFile('index.html');
    return true;
  };
}
