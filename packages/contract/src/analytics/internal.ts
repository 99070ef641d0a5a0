// Internal report contracts (internal permission): patterns, spec attributes, adjacency, category breakdown and
// the internal top brands with event counts (spec doc 2 §2-§3, §5; metrics.md "Internal reports").
import { z } from 'zod';
import { accessRules } from '../permissions.ts';
import { defineRoute } from '../route.ts';
import { filterPayloadSchema, MAX_ID } from '../filters.ts';
import { topBrandRowSchema } from './brand.ts';

const count = z.number().int().nonnegative();

/** One spec attribute value (spec type + name) in one period group. */
export const patternRowSchema = z.object({
  /** The spec attribute (spec value) id: what spec_attribute_id selects. */
  spec_id: z.number().int(),
  spec_type_name: z.string(),
  spec_type_id: z.number().int(),
  spec_name: z.string(),
  /** Spec lines whose product carries the value. */
  score: count,
  /** Spec lines whose product carries any value of the type. */
  grp_score: count,
  period_group: z.string(),
  /** 100 × score / grp_score. */
  percent: z.number(),
  /** Points against the previous period group; null when the type had no lines then. */
  growth: z.number().nullable(),
});
export type PatternRow = z.infer<typeof patternRowSchema>;

export const adjacencyBreakdownRowSchema = z.object({
  manufacturer_id: z.number().int(),
  name: z.string(),
  /** Projects specifying the anchor brand and this brand in the adjacent category. */
  cnt: count,
  /** 100 × cnt / projects specifying the anchor brand. */
  pct: z.number(),
});
export type AdjacencyBreakdownRow = z.infer<typeof adjacencyBreakdownRowSchema>;
export const adjacencyStatsSchema = z.object({
  /** Projects specifying the anchor brand. */
  total: count,
  /** Those that also specify another brand in the adjacent category. */
  cnt: count,
  withpct: z.number(),
  withoutpct: z.number(),
  /** The adjacent category's name. */
  cat: z.string(),
  /** The top row's brand name; null without rows. */
  second: z.string().nullable(),
});
export type AdjacencyStats = z.infer<typeof adjacencyStatsSchema>;
export const adjacencyBreakdownSchema = z.object({
  data: z.array(adjacencyBreakdownRowSchema),
  stats: adjacencyStatsSchema,
});

/** The category-brand slots as row fields: a column per chosen brand, in the order chosen. */
export const categoryBrandFields = ['brand1', 'brand2', 'brand3', 'brand4'] as const;
export type CategoryBrandField = (typeof categoryBrandFields)[number];
export const categoryBreakdownColumnSchema = z.object({
  field: z.enum(categoryBrandFields),
  manufacturer_id: z.number().int(),
  name: z.string(),
});
export type CategoryBreakdownColumn = z.infer<typeof categoryBreakdownColumnSchema>;
/** One category: each chosen brand's spec percent in it (absent fields = no brand in that slot). */
export const categoryBreakdownRowSchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  brand1: z.number().optional(),
  brand2: z.number().optional(),
  brand3: z.number().optional(),
  brand4: z.number().optional(),
});
export type CategoryBreakdownRow = z.infer<typeof categoryBreakdownRowSchema>;
export const categoryBreakdownSchema = z.object({
  columns: z.array(categoryBreakdownColumnSchema),
  data: z.array(categoryBreakdownRowSchema),
});

/** A topbrands row plus the brand's events in the window (groupcounts' definitions). */
export const internalTopBrandRowSchema = topBrandRowSchema.extend({
  views: count,
  images: count,
  vendors: count,
  events: count,
});
export type InternalTopBrandRow = z.infer<typeof internalTopBrandRowSchema>;

const internal = accessRules.internal;

export const patternDetailRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/pattern/patterndetail',
  access: internal,
  summary: "Each spec attribute value's share of its spec type's lines per period group, with growth",
  body: filterPayloadSchema,
  response: z.array(patternRowSchema),
});

export const specAttributeDetailRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/pattern/specattributedetail',
  access: internal,
  summary: 'The pattern rows of one spec attribute value (spec_attribute_id, required)',
  body: filterPayloadSchema,
  response: z.array(patternRowSchema),
});

/** The anchor brand in the path: a whole number; 0 = take adjacent_brand from the filters. */
export const adjacencyParamsSchema = z.object({
  brandId: z
    .string()
    .regex(/^\d{1,10}$/, 'brandId must be a whole number')
    .transform(Number)
    .refine((n) => n <= MAX_ID, 'brandId is too large'),
});

export const adjacencyBreakdownRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/adjacency/:brandId/breakdown/',
  access: internal,
  summary:
    'Brands of the adjacent category on the projects specifying the anchor brand (adjacent_brand and adjacent_category required)',
  params: adjacencyParamsSchema,
  body: filterPayloadSchema,
  response: adjacencyBreakdownSchema,
});

export const categoryBreakdownRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/category/breakdown',
  access: internal,
  summary: "Per category, each chosen category brand's spec percent (1-4 category_brands, required)",
  body: filterPayloadSchema,
  response: categoryBreakdownSchema,
});

export const internalTopBrandsRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/internal/topbrands',
  access: internal,
  summary: 'The topbrands rows with each brand’s product views, asset views, vendor views and all events',
  body: filterPayloadSchema,
  response: z.array(internalTopBrandRowSchema),
});

export const specAttributeItemSchema = z.object({
  id: z.number().int(),
  /** The value's name, e.g. 'Sage'. */
  name: z.string(),
  spec_type_name: z.string(),
});
export type SpecAttributeItem = z.infer<typeof specAttributeItemSchema>;

/** The Spec Attribute Id field's suggestions: values whose name (or spec type name) matches, or whose id is the term. */
export const specAttributeAutocompleteRoute = defineRoute({
  method: 'GET',
  path: '/v2/autocomplete/specattribute/',
  access: internal,
  summary: 'Spec attribute values whose name or spec type matches the term (or whose id it is)',
  querystring: z.object({ term: z.string().max(100).default('') }),
  response: z.array(specAttributeItemSchema),
});
