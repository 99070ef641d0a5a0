// Built-in images (no network): brand logos, product thumbnails, firm and user avatars as small generated SVGs.
import { z } from 'zod';
import { defineRoute } from './route.ts';

/** The `{id}.svg` path segment. */
export const imageFileParamsSchema = z.object({
  file: z.string().regex(/^[1-9]\d{0,9}\.svg$/, 'Expected an image file name like 12.svg'),
});

const imageRoute = <P extends string>(path: P, summary: string) =>
  defineRoute({
    method: 'GET',
    path,
    access: 'public',
    summary,
    params: imageFileParamsSchema,
    rateLimit: 'image',
  });

export const brandImageRoute = imageRoute(
  '/v2/images/brand/:file',
  'Brand logo (SVG: initials on a colour of the brand)',
);
export const productImageRoute = imageRoute('/v2/images/product/:file', 'Product thumbnail (SVG swatch)');
export const firmImageRoute = imageRoute('/v2/images/firm/:file', 'Client firm avatar (SVG initials)');
export const userImageRoute = imageRoute('/v2/images/user/:file', 'User avatar (SVG initials)');
export const openSpecImageRoute = defineRoute({
  method: 'GET',
  path: '/v2/images/open-spec.svg',
  access: 'public',
  summary: "The fixed picture of every category's generic 'Open Spec' product",
  rateLimit: 'image',
});

/** The URLs stored in logo_url, image_url and avatar_url. */
export const imageUrls = {
  brand: (id: number) => `/v2/images/brand/${id}.svg`,
  product: (id: number) => `/v2/images/product/${id}.svg`,
  firm: (id: number) => `/v2/images/firm/${id}.svg`,
  user: (id: number) => `/v2/images/user/${id}.svg`,
  openSpec: '/v2/images/open-spec.svg',
} as const;
