// Product analytics contracts: market-wide product figures, characteristics and the product drilldown.
import { z } from 'zod';
import { accessRules } from '../permissions.ts';
import { defineRoute } from '../route.ts';
import { filterPayloadSchema } from '../filters.ts';
import {
  mediansSchema,
  quantityShareFields,
  sampleSizeSchema,
  sortedPageQuerystringSchema,
  specCountSchema,
} from './brand.ts';

/** A product id in a path: a positive whole number. */
export const productIdParamsSchema = z.object({
  productId: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'product id must be a positive whole number')
    .transform(Number),
});

export const topProductRowSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  product_image_url: z.string(),
  manufacturer_id: z.number().int(),
  manufacturer_name: z.string(),
  spec_percent: z.number(),
  sum_spec: z.number().int().nonnegative(),
  ...quantityShareFields,
  /** null when the product had no spec lines in the previous window, or the data does not cover that window. */
  spec_growth_real: z.number().nullable(),
  /** null when the data does not cover the previous window (growth is then no figure: shown as '—'). */
  spec_growth_absolute: z.number().nullable(),
});
export type TopProductRow = z.infer<typeof topProductRowSchema>;
/** The Top Products columns the server sorts a page by (every column but the image). */
export const topProductSortFields = [
  'product_id',
  'product_name',
  'manufacturer_id',
  'manufacturer_name',
  'spec_percent',
  'sum_spec',
  'spec_quantity_share',
  'spec_growth_real',
  'spec_growth_absolute',
] as const satisfies readonly (keyof TopProductRow)[];
export type TopProductSortField = (typeof topProductSortFields)[number];

export const characteristicGroupSchema = z.object({
  /** The spec type's name, e.g. Color. */
  name: z.string(),
  categoryId: z.number().int(),
  specTypeId: z.number().int(),
  /** Values of the type with their share (percent) of the category's spec lines; sums to 100 per group. */
  data: z.array(z.object({ name: z.string(), value: z.number() })),
});
export const specificationsSchema = z.object({ specTypes: z.array(characteristicGroupSchema) });

export const productNameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  manufacturer_name: z.string(),
  image: z.string(),
  /** The product's (top-level) category. */
  category_id: z.number().int(),
  category_name: z.string(),
  /** The filters' categories (defaults applied) leave the category out: every figure of the product is 0. */
  outside_categories: z.boolean(),
  /** The firm may filter on the category, so the filters can take it in. */
  category_selectable: z.boolean(),
});
export type ProductName = z.infer<typeof productNameSchema>;

export const productPeriodRowSchema = z.object({
  period_group: z.string(),
  /** null only in `growth`, for the first period group (nothing to compare with). */
  spec_pct: z.number().nullable(),
  search_pct: z.number().nullable(),
});
export type ProductPeriodRow = z.infer<typeof productPeriodRowSchema>;
export const productDetailSchema = z.object({
  performance: z.array(productPeriodRowSchema),
  average: z.array(productPeriodRowSchema),
  growth: z.array(productPeriodRowSchema),
  /**
   * The performance per calendar month of the window (period_group `2026-03`), whatever its period groups:
   * the Performance Table's rows (spec doc 2 §3, 'Product monthly table').
   */
  monthly: z.array(productPeriodRowSchema),
});

const products = accessRules.products;
const market = <R extends z.ZodType>(path: string, summary: string, response: R) =>
  defineRoute({
    method: 'POST',
    path: `/v2/analytics/product/${path}`,
    access: products,
    summary,
    body: filterPayloadSchema,
    response,
  });
const drill = <R extends z.ZodType>(path: string, summary: string, response: R) =>
  defineRoute({
    method: 'POST',
    path: `/v2/analytics/product/:productId/${path}`,
    access: products,
    summary,
    params: productIdParamsSchema,
    body: filterPayloadSchema,
    response,
  });

export const productTopProductsRoute = defineRoute({
  ...market(
    'topproducts',
    'Products ranked by spec percent, with quantity share (within the one unit of measure quantity_unit; both null where the categories mix units) and growth against the previous window; one page (offset, limit) of the ranking, or of it sorted by another column (sort, order), as many rows as speccount counts',
    z.array(topProductRowSchema),
  ),
  querystring: sortedPageQuerystringSchema(topProductSortFields),
});
export const productSampleSizeRoute = market(
  'samplesize',
  'Distinct projects per period group',
  sampleSizeSchema,
);
export const productSpecCountRoute = market(
  'speccount',
  'Products with at least one spec line',
  specCountSchema,
);
export const productMediansRoute = market(
  'medians',
  'Median spec and search percent over products',
  mediansSchema,
);
/** Needs the spectypes permission besides products; 400 unless the filters have exactly one category. */
export const productSpecificationsRoute = defineRoute({
  ...market(
    'specifications',
    "Share of the category's spec lines by characteristic value, per spec type the firm may see (needs spectypes and exactly one category)",
    specificationsSchema,
  ),
  access: accessRules.productCharacteristics,
});
export const productNameRoute = drill('name', "The product's name, brand and image", productNameSchema);
export const productDetailRoute = drill(
  'productdetail',
  "The product's spec and search percent per period group, their running average and growth, and per month",
  productDetailSchema,
);
