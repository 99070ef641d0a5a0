// Favourites contract (issue 30): brands and products a user stars, and their figures for the current filters.
import { z } from 'zod';
import { filterPayloadSchema } from './filters.ts';
import { accessRules } from './permissions.ts';
import { defineRoute } from './route.ts';

export const MAX_FAVOURITES_PER_USER = 500;

export const favouriteKinds = ['brand', 'product'] as const;
export type FavouriteKind = (typeof favouriteKinds)[number];

const itemId = z.number().int().positive().max(2_147_483_647);

export const favouriteSchema = z.object({
  kind: z.enum(favouriteKinds),
  /** The manufacturer id of a brand, the product id of a product. */
  id: z.number().int(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouriteListSchema = z.object({ favourites: z.array(favouriteSchema) });

export const addFavouriteBodySchema = z.object({ kind: z.enum(favouriteKinds), id: itemId });

export const favouriteParamsSchema = z.object({
  kind: z.enum(favouriteKinds),
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'id must be a positive whole number')
    .transform(Number),
});

/** A favourite with its figures in the filters; the figures are null when it has no spec line there. */
export const favouriteFigureSchema = favouriteSchema.extend({
  name: z.string(),
  /** A product's brand name; null for a brand. */
  subtitle: z.string().nullable(),
  image_url: z.string(),
  spec_percent: z.number().nullable(),
  spec_growth_real: z.number().nullable(),
  spec_growth_absolute: z.number().nullable(),
});
export type FavouriteFigure = z.infer<typeof favouriteFigureSchema>;

const access = accessRules.favourites;

export const favouriteListRoute = defineRoute({
  method: 'GET',
  path: '/v2/favourites',
  access,
  summary:
    "The caller's starred brands and products, oldest first (each kind needs its permission: brands, products)",
  response: favouriteListSchema,
});

export const addFavouriteRoute = defineRoute({
  method: 'POST',
  path: '/v2/favourites',
  access,
  summary: 'Star a brand or a product (404 unknown, 409 past the per-user limit; starring twice is fine)',
  body: addFavouriteBodySchema,
  response: favouriteSchema,
  errors: [404, 409],
});

export const removeFavouriteRoute = defineRoute({
  method: 'DELETE',
  path: '/v2/favourites/:kind/:id',
  access,
  summary: 'Unstar a brand or a product (204 whether or not it was starred)',
  params: favouriteParamsSchema,
});

export const favouriteFiguresRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/favourites/figures',
  access: accessRules.favouriteFigures,
  summary: "Spec percent and growth of each of the caller's favourites in the filters, in one request",
  body: filterPayloadSchema,
  response: z.array(favouriteFigureSchema),
});
