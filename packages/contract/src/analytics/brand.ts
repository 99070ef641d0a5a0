// Brand analytics contracts: the market-wide brand figures, the drilldown's row schemas, its brand name and the
// category ranks (spec doc 2 §2-§3, metrics.md); the drilldown's figures are in brand-drill.ts.
import { z } from 'zod';
import { accessRules } from '../permissions.ts';
import { defineRoute } from '../route.ts';
import { filterPayloadSchema } from '../filters.ts';

/** The most rows a ranked list answers: one caller asking for every product (many MB of JSON) must not hold
 * a connection and the event loop for seconds. */
export const MAX_LIST_ROWS = 10_000;

/** `?limit=N`: keep the first N rows of a ranked list; absent = the first MAX_LIST_ROWS. */
export const limitQuerystringSchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIST_ROWS).default(MAX_LIST_ROWS),
});

/** `?offset=M&limit=N`: the page of a ranked list after its first M rows, so every row can be reached. */
export const pageQuerystringSchema = limitQuerystringSchema.extend({
  offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
});

/** Rows per page a server-paged table serves (the shared table's sizes; no 'All' over a huge list). */
export const serverPageSizes = [10, 25, 50, 100] as const;

/**
 * `?offset&limit&sort&order` of a table paged and sorted on the server over `fields` (each page's rows come in
 * that order, the row's id breaking ties).
 */
export const serverPageQuerySchema = <F extends readonly [string, ...string[]]>(
  fields: F,
  sort: F[number],
  order: 'asc' | 'desc',
) =>
  z.object({
    offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
    limit: z.coerce
      .number()
      .int()
      .refine((v) => (serverPageSizes as readonly number[]).includes(v), {
        message: `limit must be one of ${serverPageSizes.join(', ')}`,
      })
      .default(10),
    sort: z.enum(fields).default(sort),
    order: z.enum(['asc', 'desc']).default(order),
  });

/** Directions a server-sorted list is ordered in. */
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/**
 * `?offset&limit&sort&order`: a page of a list the server sorts by one of `fields` (ties by the row's id in the
 * same direction; missing values first ascending, last descending, as the table sorts); without `sort` the
 * list's own order.
 */
export const sortedPageQuerystringSchema = <F extends string>(fields: readonly [F, ...F[]]) =>
  pageQuerystringSchema.extend({
    sort: z.enum(fields).optional(),
    order: z.enum(sortOrders).default('asc'),
  });

/** One page of a server-paged list and how many rows all its pages hold. */
export const listPageSchema = <R extends z.ZodType>(row: R) =>
  z.object({ total: z.number().int().nonnegative(), rows: z.array(row) });

/** A brand id in a path: a positive whole number, or `show` = the caller firm's own brands as one group. */
export const brandIdSchema = z
  .string()
  .regex(/^(show|[1-9][0-9]{0,8})$/, 'brandId must be a positive whole number or "show"')
  .transform((v): number | 'show' => (v === 'show' ? 'show' : Number(v)));
export type BrandId = z.output<typeof brandIdSchema>;
export const brandIdParamsSchema = z.object({ brandId: brandIdSchema });

const percent = z.number();
const count = z.number().int().nonnegative();

/**
 * A ranking row's quantity share and the unit its quantities are counted in, the same on every row: quantities
 * add up only within one unit, so when the lines in the filters mix units (square feet and items) both are
 * null, and the tables show MIXED_UNITS_TEXT instead of a share.
 */
export const quantityShareFields = {
  spec_quantity_share: percent.nullable(),
  quantity_unit: z.string().nullable(),
};

export const topBrandRowSchema = z.object({
  manufacturer_id: z.number().int(),
  name: z.string(),
  image_url: z.string(),
  spec_percent: percent,
  sum_spec: count,
  ...quantityShareFields,
  /** null when the brand had no spec lines in the previous window, or the data does not cover that window. */
  spec_growth_real: z.number().nullable(),
  /** null when the data does not cover the previous window (growth is then no figure: shown as '—'). */
  spec_growth_absolute: z.number().nullable(),
});
export type TopBrandRow = z.infer<typeof topBrandRowSchema>;
/** The Brands List columns the server sorts a page by (every column but the logo). */
export const topBrandSortFields = [
  'manufacturer_id',
  'name',
  'spec_percent',
  'sum_spec',
  'spec_quantity_share',
  'spec_growth_real',
  'spec_growth_absolute',
] as const satisfies readonly (keyof TopBrandRow)[];
export type TopBrandSortField = (typeof topBrandSortFields)[number];

export const stateShareSchema = z.object({
  name: z.string(),
  /** 2-letter postal code, for the map's `us-xx` keys. */
  code: z.string(),
  spec: percent,
  search: percent,
  /** The spec share's sample: spec lines of projects in the state (MIN_SAMPLE_LINES says when too few). */
  lines: count,
  /** The search share's sample: searches from the state. */
  searches: count,
});
export type StateShare = z.infer<typeof stateShareSchema>;

export const sampleSizeSchema = z.array(z.object({ period_group: z.string(), count }));
export const specCountSchema = z.object({ count });
/** null when no brand (product) has a spec line (search) in the filters. */
export const mediansSchema = z.object({ spec: z.number().nullable(), search: z.number().nullable() });

export const brandNameSchema = z.object({
  id: z.union([z.number().int(), z.literal('show')]),
  name: z.string(),
  image_url: z.string(),
});
export const groupCountsSchema = z.object({
  events: count,
  images: count,
  vendors: count,
  views: count,
  specified: count,
});
export const brandPerformanceSchema = z.object({
  period: z.array(z.string()),
  spec: z.array(percent),
  search: z.array(percent),
});
export const brandTopProductRowSchema = z.object({
  product_id: z.number().int(),
  product_image_url: z.string(),
  name: z.string(),
  spec: percent,
  search: percent,
});
export const brandProjectRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 2-letter postal code of the project's state. */
  state: z.string(),
  /** B's spec lines on the project: the table's default order, and the percentage's weight. */
  lines: count,
  percentage: percent,
});
export const adjacencyRowSchema = z.object({
  manufacturer_id: z.number().int(),
  name: z.string(),
  percentage: percent,
});
export const vendorRowSchema = z.object({
  name: z.string(),
  email: z.string(),
  city: z.string(),
  /** 2-letter postal code. */
  state: z.string(),
  percentage: percent,
});
export const categoryRankRowSchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  currentSearch: percent,
  prevSearch: percent,
  currentSearchRank: z.number().int().positive(),
  prevSearchRank: z.number().int().positive(),
  currentSpec: percent,
  prevSpec: percent,
  currentSpecRank: z.number().int().positive(),
  prevSpecRank: z.number().int().positive(),
  totalBrands: count,
});
export type CategoryRankRow = z.infer<typeof categoryRankRowSchema>;

const brands = accessRules.brands;
const market = <R extends z.ZodType>(path: string, summary: string, response: R) =>
  defineRoute({
    method: 'POST',
    path: `/v2/analytics/brand/${path}`,
    access: brands,
    summary,
    body: filterPayloadSchema,
    response,
  });
export const brandTopBrandsRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/brand/topbrands',
  access: brands,
  summary:
    'Brands ranked by spec percent, with quantity share (within the one unit of measure quantity_unit; both null where the categories mix units) and growth against the previous window; one page (offset, limit) of the ranking, or of it sorted by another column (sort, order), as many rows as speccount counts',
  querystring: sortedPageQuerystringSchema(topBrandSortFields),
  body: filterPayloadSchema,
  response: z.array(topBrandRowSchema),
});
export const brandMapDataRoute = market(
  'mapdata',
  "Each state's share of all spec lines and of all searches, keyed by state name",
  z.record(z.string(), stateShareSchema),
);
export const brandSampleSizeRoute = market(
  'samplesize',
  'Distinct projects per period group',
  sampleSizeSchema,
);
export const brandSpecCountRoute = market('speccount', 'Brands with at least one spec line', specCountSchema);
export const brandMediansRoute = market(
  'medians',
  'Median spec and search percent over brands',
  mediansSchema,
);

export const brandNameRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/brand/:brandId/name',
  access: brands,
  summary: 'The brand (or own-brand group) name and logo',
  params: brandIdParamsSchema,
  body: filterPayloadSchema,
  response: brandNameSchema,
});
export const brandCategoryRankRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/brand/:brandId/categoryrank',
  access: accessRules.internal,
  summary: "Per category, the brand's spec and search percent and rank now and in the previous window",
  params: brandIdParamsSchema,
  body: filterPayloadSchema,
  response: z.array(categoryRankRowSchema),
});
