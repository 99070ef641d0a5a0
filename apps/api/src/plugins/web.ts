// Serves the built web app: static files (their brotli or gzip copy made at build time when the browser takes
// it), and index.html for client-side routes (never for /v2 or /docs), with the deployment's product name,
// description and colour written into its head.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  healthRoute,
  metricsRoute,
  readyRoute,
  START_DATA_ELEMENT_ID,
  type StartData,
} from '@specpulse/contract';
import { brandingBody, type DeploymentBranding } from '../branding/branding.ts';
import { acceptedEncoding, GZIP_MIN_BYTES } from './compression.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] as string,
  );

/**
 * JSON safe inside a script element: no `<` (so no `</script>` or `<!--`), `>`, `&` or line separators, each
 * written as its \u escape, which JSON.parse reads back as the same character.
 */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The start data block (contract branding.ts): a JSON data block, which no CSP runs. */
const startDataScript = (data: StartData) =>
  `<script type="application/json" id="${START_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;

/**
 * index.html with the product's name as the title (until the app names the page), its theme colour, and the
 * start data at the end of its head, so the first screen is drawn without waiting for /v2/branding.
 */
function brandedIndexHtml(html: string, branding: DeploymentBranding): string {
  const name = escapeHtml(branding.productName);
  const start = startDataScript({ branding: brandingBody(branding) });
  return html
    .replace('</head>', () => `    ${start}\n  </head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replace(/(<meta name="theme-color" content=")[^"]*/, `$1${branding.primaryColor}`)
    .replace(/(<meta\s+name="description"\s+content=")([^"]*)/, `$1${name}: $2`);
}

/** Files under assets/ carry a content hash in their names: a changed file is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControlFor(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep);
  return relative[0] === 'assets' ? IMMUTABLE : 'no-cache';
}

/**
 * The branded index.html as sent for an Accept-Encoding: compressed once at start like the built files (from
 * 1 kB; a long product name can take it there), and always saying that the answer varies by the header.
 */
function indexHtmlSender(html: string) {
  const plain = Buffer.from(html);
  const big = plain.length >= GZIP_MIN_BYTES;
  const br = big
    ? brotliCompressSync(plain, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      })
    : null;
  const gzip = big ? gzipSync(plain, { level: 9 }) : null;
  return (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = acceptedEncoding(request, ['br', 'gzip']);
    void reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (br && encoding === 'br') return reply.header('content-encoding', 'br').send(br);
    if (gzip && encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzip);
    return reply.send(plain);
  };
}

const operatorPaths = new Set([healthRoute.path, readyRoute.path, metricsRoute.path]);

/** Registers the static files and returns the fallback for client-side routes (null when not built). */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  branding: DeploymentBranding,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | null> {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built; serving the API only');
    return null;
  }
  const sendIndexHtml = indexHtmlSender(brandedIndexHtml(readFileSync(indexFile, 'utf8'), branding));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The .br/.gz siblings of the web build (apps/web/vite.config.ts); the answer says Vary: accept-encoding.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => void reply.header('cache-control', cacheControlFor(root, file)),
  });
  return (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A monitor probing an operator path must get its answer or a 404, never a page that says 200.
    const isApi =
      url === '/v2' ||
      url.startsWith('/v2/') ||
      url.startsWith('/docs') ||
      operatorPaths.has(url.replace(/\/+$/, ''));
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi || path.extname(url)) return false;
    void sendIndexHtml(request, reply);
    return true;
  };
}
