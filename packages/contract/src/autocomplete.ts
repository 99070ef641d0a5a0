// Autocomplete contracts: brand, product and category pickers (spec doc 1 §7), any signed-in user.
import { z } from 'zod';
import { defineRoute } from './route.ts';

/** Items returned per request. */
export const AUTOCOMPLETE_LIMIT = 20;

/**
 * `term`: the typed text (case-insensitive; empty or blank → no items). A name matches when it starts
 * with the term or one of its words does; with `full` (default true) also when it contains the term
 * anywhere. With `starts` (default true) names starting with the term rank first, then names with a word
 * starting with it, then the rest; within a rank (and without `starts`) the most specified come first.
 */
export const autocompleteQuerySchema = z.object({
  term: z.string().max(100).default(''),
  starts: z.stringbool().default(true),
  full: z.stringbool().default(true),
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

export const brandItemSchema = z.object({ id: z.number().int(), name: z.string(), image: z.string() });
export type BrandItem = z.infer<typeof brandItemSchema>;
export const productItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand_name: z.string(),
  image: z.string(),
});
export type ProductItem = z.infer<typeof productItemSchema>;
export const categoryItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type CategoryItem = z.infer<typeof categoryItemSchema>;

export const brandAutocompleteRoute = defineRoute({
  method: 'GET',
  path: '/v2/autocomplete/brand/',
  access: 'user',
  summary: 'Brands whose name matches the term, best matches and most specified first',
  querystring: autocompleteQuerySchema,
  rateLimit: 'autocomplete',
  response: z.array(brandItemSchema),
});

export const productAutocompleteRoute = defineRoute({
  method: 'GET',
  path: '/v2/autocomplete/product/',
  access: 'user',
  summary: 'Products whose name matches the term, with their brand, best matches and most specified first',
  querystring: autocompleteQuerySchema,
  rateLimit: 'autocomplete',
  response: z.array(productItemSchema),
});

export const categoryAutocompleteRoute = defineRoute({
  method: 'GET',
  path: '/v2/autocomplete/category/',
  access: 'user',
  summary: "Categories enabled for the caller's firm whose name matches the term",
  querystring: autocompleteQuerySchema,
  rateLimit: 'autocomplete',
  response: z.array(categoryItemSchema),
});
