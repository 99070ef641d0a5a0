// GET /v2/branding, /v2/branding/logo and /v2/branding/favicon: public, read by the sign-in page before a token.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brandingFaviconRoute, brandingLogoRoute, brandingRoute } from '@specpulse/contract';
import { brandingBody, type BrandImage, type DeploymentBranding } from '../../branding/branding.ts';
import { registerRoute } from '../../plugins/guard.ts';

/** Short, with revalidation by ETag: a redeployed logo shows within minutes, at the same URL. */
const CACHE_CONTROL = 'public, max-age=300';

async function sendImage(request: FastifyRequest, reply: FastifyReply, image: BrandImage) {
  reply.header('cache-control', CACHE_CONTROL).header('etag', image.etag);
  if (request.headers['if-none-match'] === image.etag) {
    await reply.code(304).send();
    return;
  }
  await reply.type(image.type).send(image.bytes);
}

export function brandingRoutes(app: FastifyInstance, branding: DeploymentBranding) {
  const body = brandingBody(branding);
  registerRoute(app, brandingRoute, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
  registerRoute(app, brandingLogoRoute, ({ request, reply }) => sendImage(request, reply, branding.logo));
  registerRoute(app, brandingFaviconRoute, ({ request, reply }) =>
    sendImage(request, reply, branding.favicon),
  );
}
