// Source-data contracts shared by brand and product users: the market segment distribution.
import { z } from 'zod';
import { accessRules } from '../permissions.ts';
import { messages } from '../errors.ts';
import { defineRoute } from '../route.ts';
import { filterPayloadSchema, idSchema } from '../filters.ts';
import { MAX_GROUP_BRANDS } from './brand-group.ts';
import { limitQuerystringSchema, listPageSchema, sortedPageQuerystringSchema } from './brand.ts';

/** Data rows one worksheet holds (Excel's 1,048,576 rows, less the header): Export All refuses more. */
export const SPREADSHEET_MAX_ROWS = 1_048_575;

export const marketSegmentRowSchema = z.object({
  name: z.string(),
  /** Share of the projects in the filters, percent. */
  value: z.number(),
});

export const sourceMarketSegmentsRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/source/marketsegments',
  access: accessRules.brandsOrProducts,
  summary: 'Share of projects per market segment, largest first',
  querystring: limitQuerystringSchema,
  body: filterPayloadSchema,
  response: z.array(marketSegmentRowSchema),
});

// Source Data panel (spec doc 1 §2.5, §3, §7): the projects behind the figures, their principals and
// products, and the downloads (PDF, CSV, spreadsheet rows), which need the firm's export flag.

/** A project id in a path: a positive whole number. */
export const projectIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'project id must be a positive whole number')
    .transform(Number),
});

export const sourceProjectRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Two-letter state code. */
  state: z.string(),
  /** The project's share of the spec lines in the filters, percent. */
  percentage: z.number(),
});
export type SourceProjectRow = z.infer<typeof sourceProjectRowSchema>;
/** The projects' columns the server sorts a page by. */
export const sourceProjectSortFields = [
  'id',
  'name',
  'state',
  'percentage',
] as const satisfies readonly (keyof SourceProjectRow)[];
export type SourceProjectSortField = (typeof sourceProjectSortFields)[number];

export const principalTypes = ['owner', 'architect', 'contractor'] as const;
export type PrincipalType = (typeof principalTypes)[number];

export const principalRowSchema = z.object({
  principal_id: z.number().int(),
  project_id: z.number().int(),
  type_name: z.enum(principalTypes),
  company_name: z.string(),
  city_str: z.string(),
  state_abbr: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
});
export type PrincipalRow = z.infer<typeof principalRowSchema>;

/** The principals' columns the server sorts a page by. */
export const principalSortFields = [
  'principal_id',
  'project_id',
  'company_name',
  'first_name',
  'last_name',
  'city_str',
  'state_abbr',
  'phone',
] as const satisfies readonly (keyof PrincipalRow)[];
export type PrincipalSortField = (typeof principalSortFields)[number];

/**
 * `?type&offset&limit&sort&order`: one page of the principals of one type (at large scale a broad filter holds
 * a million; the contacts CSV streams every one), by company and person unless sorted otherwise.
 */
export const principalPageQuerystringSchema = sortedPageQuerystringSchema(principalSortFields).extend({
  type: z.enum(principalTypes),
});

export const projectProductRowSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  manufacturer_name: z.string(),
  product_image_url: z.string(),
  /** The statuses of the product's lines on the project, e.g. 'Basis of Design, Installed'. */
  statusText: z.string(),
});
export type ProjectProductRow = z.infer<typeof projectProductRowSchema>;

export const projectDetailSchema = z.object({
  principals: z.array(principalRowSchema),
  products: z.array(projectProductRowSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** One spec line of a project in the filters: a row of the Export All spreadsheet. */
export const sourceSpecRowSchema = z.object({
  project_id: z.number().int(),
  project_name: z.string(),
  state: z.string(),
  segment: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  manufacturer_name: z.string(),
  status: z.string(),
  quantity: z.number(),
  spec_date: z.string(),
});
export type SourceSpecRow = z.infer<typeof sourceSpecRowSchema>;

/**
 * The filter payload plus the brands whose projects the panel lists (a brand's drilldown, a brand group): only
 * the projects where one of them is specified, each with its share of those brands' lines. None: every project
 * with lines in the filters.
 */
export const sourcePayloadSchema = filterPayloadSchema.extend({
  brand_ids: z
    .array(idSchema)
    .max(MAX_GROUP_BRANDS, { error: `brand_ids lists at most ${MAX_GROUP_BRANDS} brand ids` })
    .default([])
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  /**
   * The user's clock as minutes ahead of UTC (-getTimezoneOffset()): the server stamps file names in the user's
   * local time, as the browser stamps the files it makes, so one download's names agree.
   */
  utc_offset: z
    .number()
    .int()
    .min(-14 * 60, { error: 'utc_offset must be minutes between -840 and 840' })
    .max(14 * 60, { error: 'utc_offset must be minutes between -840 and 840' })
    .default(0),
});
export type SourcePayload = z.infer<typeof sourcePayloadSchema>;

export const exportTypeSchema = z.enum(['specs', 'contacts'], { message: messages.exportTypeChoices });
export type ExportType = z.infer<typeof exportTypeSchema>;
const exportQuerystringSchema = z.object({ type: exportTypeSchema });

export const sourceProjectsRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/source/projects',
  access: accessRules.sourceProjects,
  summary:
    'One page of the projects behind the figures, with their share of the spec lines, largest first unless sorted otherwise (sort, order), with the total',
  querystring: sortedPageQuerystringSchema(sourceProjectSortFields),
  body: sourcePayloadSchema,
  response: listPageSchema(sourceProjectRowSchema),
});

export const sourcePrincipalsRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/source/principals',
  access: accessRules.sourceProjects,
  summary:
    'One page of the principals of one type (type) of the projects behind the figures, by company and person unless sorted otherwise (sort, order), with the total',
  querystring: principalPageQuerystringSchema,
  body: sourcePayloadSchema,
  response: listPageSchema(principalRowSchema),
});

export const sourceProjectsFullRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/source/projects/full',
  access: accessRules.sourceExport,
  rateLimit: 'export',
  summary: "Every spec line of the projects behind the figures, as JSON (the Export All spreadsheet's rows)",
  body: sourcePayloadSchema,
  response: z.array(sourceSpecRowSchema),
});

export const sourceProjectRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/source/projects/:id',
  access: accessRules.sourceProjects,
  summary: "A project's products in the filters and its principals (404 outside the filters)",
  params: projectIdParamsSchema,
  body: sourcePayloadSchema,
  response: projectDetailSchema,
});

export const sourceProjectPdfRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/source/projects/:id/pdf',
  access: accessRules.sourceExport,
  rateLimit: 'export',
  summary: "A project's PDF: title block, principals and products (streamed)",
  params: projectIdParamsSchema,
  body: sourcePayloadSchema,
});

export const sourceProjectCsvRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/source/projects/:id/csv',
  access: accessRules.sourceExport,
  rateLimit: 'export',
  summary: "A project's spec lines (type=specs) or principals (type=contacts) as CSV (streamed)",
  params: projectIdParamsSchema,
  querystring: exportQuerystringSchema,
  body: sourcePayloadSchema,
});

export const sourceFullPdfRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/source/projects/full/pdf',
  access: accessRules.sourceExport,
  rateLimit: 'export',
  summary: 'Every project behind the figures in one PDF, with a table of contents (streamed)',
  body: sourcePayloadSchema,
});

/** Export All (spec doc 1 §2.5): the spreadsheet of every spec line, written and streamed by the server. */
export const sourceFullXlsxRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/source/projects/full/xlsx',
  access: accessRules.sourceExport,
  rateLimit: 'export',
  summary:
    "Every spec line of the projects behind the figures as one spreadsheet, with its 'About' sheet (streamed; refused beyond a worksheet's rows)",
  body: sourcePayloadSchema,
});

export const sourceFullCsvRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/source/projects/full/csv',
  access: accessRules.sourceExport,
  rateLimit: 'export',
  summary:
    'Spec lines (type=specs) or principals (type=contacts) of every project behind the figures (streamed)',
  querystring: exportQuerystringSchema,
  body: sourcePayloadSchema,
});
