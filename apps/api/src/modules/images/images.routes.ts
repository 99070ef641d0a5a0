// GET /v2/images/...: public, generated SVG logos, thumbnails and avatars, so the portal needs no image host.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  brandImageRoute,
  firmImageRoute,
  openSpecImageRoute,
  productImageRoute,
  userImageRoute,
  messages,
} from '@specpulse/contract';
import type { Database } from '../../db/connection.ts';
import type { MarketStore } from '../../db/market-store.ts';
import { readDataVersion } from '../../filters/dimensions.ts';
import { notFound } from '../../errors.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { brandForImage, firmForImage, productForImage, userForImage } from './images.queries.ts';
import { avatarSvg, brandSvg, openSpecSvg, productSvg } from './svg.ts';

/** A week: names change only with a data reload, and the ETag revalidates cheaply after that. */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

async function sendSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  cacheControl = CACHE_CONTROL,
) {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (request.headers['if-none-match'] === etag) {
    await reply.code(304).send();
    return;
  }
  await reply.type('image/svg+xml').send(body);
}

const idOf = (file: string) => Number(file.slice(0, -'.svg'.length));

export function imageRoutes(app: FastifyInstance, database: Database, market: MarketStore) {
  // Brand and product images are public (no caller): they read the current market snapshot.
  const currentMarket = async () => market.at((await readDataVersion(database)).version);
  registerRoute(app, brandImageRoute, async ({ params, request, reply }) => {
    const brand = await brandForImage(await currentMarket(), idOf(params.file));
    if (!brand) throw notFound(messages.noSuchImage('brand'));
    await sendSvg(request, reply, brandSvg(brand.id, brand.name));
  });
  registerRoute(app, productImageRoute, async ({ params, request, reply }) => {
    const product = await productForImage(await currentMarket(), idOf(params.file));
    if (!product) throw notFound(messages.noSuchImage('product'));
    const body = product.is_open_spec
      ? openSpecSvg
      : productSvg(product.id, product.name, product.category_id, product.colour ?? null);
    await sendSvg(request, reply, body);
  });
  registerRoute(app, firmImageRoute, async ({ params, request, reply }) => {
    const firm = await firmForImage(database.db, idOf(params.file));
    if (!firm) throw notFound(messages.noSuchImage('firm'));
    await sendSvg(request, reply, avatarSvg('firm', firm.id, firm.name));
  });
  registerRoute(app, userImageRoute, async ({ params, request, reply }) => {
    const user = await userForImage(database.db, idOf(params.file));
    if (!user) throw notFound(messages.noSuchImage('user'));
    await sendSvg(request, reply, avatarSvg('user', user.id, `${user.first_name} ${user.last_name}`));
  });
  registerRoute(app, openSpecImageRoute, async ({ request, reply }) => {
    await sendSvg(request, reply, openSpecSvg, 'public, max-age=31536000, immutable');
  });
}
