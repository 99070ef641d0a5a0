// The brand drilldown's figures (spec doc 2 §2-§3, §7), each declared once for both of its subjects: one brand
// (or the firm's own brands, `show`) at /v2/analytics/brand/:brandId/<path> for the brands permission, and a
// brand group `multi` treated as one brand (brand ids in the body) at /v2/analytics/brand/multi/<path> for
// internal staff. The API's routes, the web's drilldown page, the bench and the tests iterate drillFigures.
import { z } from 'zod';
import { accessRules } from '../permissions.ts';
import { defineRoute } from '../route.ts';
import { filterPayloadSchema } from '../filters.ts';
import {
  adjacencyRowSchema,
  brandIdParamsSchema,
  brandPerformanceSchema,
  brandProjectRowSchema,
  brandTopProductRowSchema,
  groupCountsSchema,
  limitQuerystringSchema,
  listPageSchema,
  sortedPageQuerystringSchema,
  stateShareSchema,
  vendorRowSchema,
} from './brand.ts';
import { brandGroupPayloadSchema } from './brand-group.ts';
import { shareExplainedSchema } from './share-change.ts';

/** The summaries of a figure's two routes: one brand's, and a group's. */
interface Summaries {
  brand: string;
  group: string;
}

/** A drilldown figure: its route for one brand and its route for a brand group. */
function drillFigure<R extends z.ZodType>(path: string, summary: Summaries, response: R) {
  return {
    brand: defineRoute({
      method: 'POST',
      path: `/v2/analytics/brand/:brandId/${path}`,
      access: accessRules.brands,
      summary: summary.brand,
      params: brandIdParamsSchema,
      body: filterPayloadSchema,
      response,
    }),
    group: defineRoute({
      method: 'POST',
      path: `/v2/analytics/brand/multi/${path}`,
      access: accessRules.internal,
      summary: summary.group,
      body: brandGroupPayloadSchema,
      response,
    }),
  };
}

/** A drilldown list: ranked rows, `?limit=N` keeps the first N. */
function drillList<R extends z.ZodType>(path: string, summary: Summaries, row: R) {
  const { brand, group } = drillFigure(path, summary, z.array(row));
  return {
    brand: { ...brand, querystring: limitQuerystringSchema },
    group: { ...group, querystring: limitQuerystringSchema },
  };
}

export type BrandProjectRow = z.infer<typeof brandProjectRowSchema>;
/** The drilldown's projects columns the server sorts a page by (every column). */
export const brandProjectSortFields = [
  'name',
  'state',
  'lines',
  'percentage',
] as const satisfies readonly (keyof z.infer<typeof brandProjectRowSchema>)[];
export type BrandProjectSortField = (typeof brandProjectSortFields)[number];

export type BrandTopProductRow = z.infer<typeof brandTopProductRowSchema>;
/** The drilldown's products columns the server sorts a page by (every column but the image). */
export const brandTopProductSortFields = [
  'name',
  'spec',
  'search',
] as const satisfies readonly (keyof BrandTopProductRow)[];
export type BrandTopProductSortField = (typeof brandTopProductSortFields)[number];

export type AdjacencyRow = z.infer<typeof adjacencyRowSchema>;
/** The adjacency tables' columns the server sorts a page by (every column they show). */
export const adjacencySortFields = ['name', 'percentage'] as const satisfies readonly (keyof AdjacencyRow)[];
export type AdjacencySortField = (typeof adjacencySortFields)[number];

/**
 * A drilldown list too long to send whole: one page (`?offset&limit`) of its rows in its own order, or sorted by
 * one of `fields` (`?sort&order`), with how many rows all its pages hold.
 */
function drillPage<R extends z.ZodType, F extends string>(
  path: string,
  summary: Summaries,
  row: R,
  fields: readonly [F, ...F[]],
) {
  const { brand, group } = drillFigure(path, summary, listPageSchema(row));
  const querystring = sortedPageQuerystringSchema(fields);
  return { brand: { ...brand, querystring }, group: { ...group, querystring } };
}

/** How a paged drilldown list's summary ends (drillPage). */
const pageOfThem =
  'one page (offset, limit) of them, or of them sorted by another column (sort, order), and how many there are';

const explainedSummary =
  "Why the brand's spec percent changed since the previous window: own lines vs market volume, within vs mix, contributors and projects";

export const drillFigures = {
  counts: drillFigure(
    'groupcounts',
    {
      brand: 'Products specified and event counts (views, asset views, vendor views, all events)',
      group: "The group's products specified and event counts (views, asset views, vendor views, all events)",
    },
    groupCountsSchema,
  ),
  performance: drillFigure(
    'brandperformance',
    {
      brand: "The brand's spec and search percent per period group",
      group: "The group's spec and search percent per period group",
    },
    brandPerformanceSchema,
  ),
  topProducts: drillPage(
    'topproducts',
    {
      brand: `The brand's products with their spec and search percent, by spec percent (largest first); ${pageOfThem}`,
      group: `The group's products with their spec and search percent, by spec percent (largest first); ${pageOfThem}`,
    },
    brandTopProductRowSchema,
    brandTopProductSortFields,
  ),
  topStates: drillList(
    'topstates',
    {
      brand: "Per state, the brand's share of the state's spec lines and searches",
      group: "Per state, the group's share of the state's spec lines and searches",
    },
    stateShareSchema,
  ),
  projects: drillPage(
    'topprojects',
    {
      brand: `Projects specifying the brand with the brand's share of each project's lines, by the brand's lines (most first); ${pageOfThem} (refused with hideprojects)`,
      group: `Projects specifying the group with the group's share of each project's lines, by the group's lines (most first); ${pageOfThem} (refused with hideprojects)`,
    },
    brandProjectRowSchema,
    brandProjectSortFields,
  ),
  competitive: drillPage(
    'competitive',
    {
      brand: `Other brands specified in the same category on the projects specifying the brand, by their share of those projects (largest first); ${pageOfThem}`,
      group: `Brands outside the group specified in the same category on the group's projects, by their share of those projects (largest first); ${pageOfThem}`,
    },
    adjacencyRowSchema,
    adjacencySortFields,
  ),
  complimentary: drillPage(
    'complimentary',
    {
      brand: `Brands specified in other categories on the projects specifying the brand, by their share of those projects (largest first); ${pageOfThem}`,
      group: `Brands outside the group specified in other categories on the group's projects, by their share of those projects (largest first); ${pageOfThem}`,
    },
    adjacencyRowSchema,
    adjacencySortFields,
  ),
  topVendors: drillList(
    'topvendors',
    {
      brand: "The brand's vendors with their share of the brand's vendor views",
      group: "The group's vendors with their share of the group's vendor views",
    },
    vendorRowSchema,
  ),
  shareExplained: drillFigure(
    'shareexplained',
    { brand: explainedSummary, group: `${explainedSummary} (a brand group as one brand)` },
    shareExplainedSchema,
  ),
};

export type DrillFigureName = keyof typeof drillFigures;
export const drillFigureNames = Object.keys(drillFigures) as DrillFigureName[];
