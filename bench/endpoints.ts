// The benchmark's endpoint registry: add one line per endpoint you build (analytics routes take the
// filter payload presets of payloads.ts; GET routes list their own query variants).
import {
  brandCategoryRankRoute,
  brandCompetitiveRoute,
  brandComplimentaryRoute,
  brandGroupCountsRoute,
  brandMapDataRoute,
  brandMediansRoute,
  brandNameRoute,
  brandPerformanceRoute,
  brandSampleSizeRoute,
  brandSpecCountRoute,
  brandTopBrandsRoute,
  brandTopProductsRoute,
  brandTopProjectsRoute,
  brandTopStatesRoute,
  brandTopVendorsRoute,
  productDetailRoute,
  productMediansRoute,
  productNameRoute,
  productSampleSizeRoute,
  productSpecCountRoute,
  productSpecificationsRoute,
  productTopProductsRoute,
  sourceMarketSegmentsRoute,
  sourcePrincipalsRoute,
  sourceProjectCsvRoute,
  sourceProjectPdfRoute,
  sourceProjectRoute,
  sourceProjectsRoute,
  brandAutocompleteRoute,
  categoryAutocompleteRoute,
  filterPayloadSchema,
  productAutocompleteRoute,
  logosRoute,
  firmAutocompleteRoute,
  firmPeriodEmailRoute,
  firmUsersRoute,
  multiCompetitiveRoute,
  multiComplimentaryRoute,
  multiEventSummaryRoute,
  multiEventTypeSummaryRoute,
  multiGroupCountsRoute,
  multiLogosRoute,
  multiPerformanceRoute,
  multiTopProductsRoute,
  multiTopProjectsRoute,
  multiTopStatesRoute,
  multiTopVendorsRoute,
  adjacencyBreakdownRoute,
  categoryBreakdownRoute,
  internalTopBrandsRoute,
  patternDetailRoute,
  specAttributeAutocompleteRoute,
  specAttributeDetailRoute,
  type FilterPayloadInput,
  mapOfficesRoute,
  mapProjectsRoute,
  mapSearchesRoute,
  mapSpecsRoute,
  brandMoversRoute,
  brandShareExplainedRoute,
  multiShareExplainedRoute,
  productMoversRoute,
  type RouteContract,
} from '@specpulse/contract';
import { payloadPresets, type BenchContext } from './payloads.ts';

export interface BenchRequest {
  /** Which variant (payload preset or query) this is, for the report. */
  variant: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

export interface BenchEndpoint {
  name: string;
  requests(ctx: BenchContext): BenchRequest[];
}

type Params = (ctx: BenchContext) => Record<string, string | number>;

function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`bench: no value for :${key} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

const withQuery = (url: string, query: Record<string, string> | undefined) =>
  query && Object.keys(query).length ? `${url}?${new URLSearchParams(query).toString()}` : url;

/**
 * A POST analytics route, fired once per payload preset (all presets unless `payloads` names some).
 * `params` fills path parameters (e.g. `(ctx) => ({ brandId: ctx.brands[0] })`).
 */
export function analytics(
  route: RouteContract,
  opts: {
    params?: Params;
    query?: Record<string, string>;
    payloads?: readonly string[];
    /** Told apart from other rows of the route in the report, e.g. '(brand show)'. */
    label?: string;
    /** Body fields besides the filter payload, e.g. a brand group's `brand_ids`. */
    body?: (ctx: BenchContext) => Record<string, unknown>;
    /** Fields the route needs on top of each preset (e.g. the internal reports' page-type filters). */
    extra?: (ctx: BenchContext) => FilterPayloadInput;
  } = {},
): BenchEndpoint {
  const query = opts.query ? `?${new URLSearchParams(opts.query).toString()}` : '';
  return {
    name: `${route.method} ${route.path}${query}${opts.label ? ` ${opts.label}` : ''}`,
    requests: (ctx) =>
      payloadPresets
        .filter((p) => !opts.payloads || opts.payloads.includes(p.name))
        .map((preset) => ({
          variant: preset.name,
          method: route.method === 'GET' ? 'GET' : 'POST',
          url: withQuery(fillPath(route.path, opts.params?.(ctx) ?? {}), opts.query),
          body: {
            ...filterPayloadSchema.parse({ ...preset.build(ctx), ...opts.extra?.(ctx) }),
            ...opts.body?.(ctx),
          },
        })),
  };
}

/** A GET route fired with each of its query variants. */
export function getRoute(
  route: RouteContract,
  variants: Record<string, Record<string, string>>,
  params?: Params,
): BenchEndpoint {
  return {
    name: `${route.method} ${route.path}`,
    requests: (ctx) =>
      Object.entries(variants).map(([variant, query]) => ({
        variant,
        method: 'GET',
        url: withQuery(fillPath(route.path, params?.(ctx) ?? {}), query),
      })),
  };
}

/** A brand group of three brands of different sizes. */
const brandGroup = (ctx: BenchContext) => ({
  brand_ids: [ctx.brands[0] ?? 1, ctx.brands[2] ?? 2, ctx.brands[9] ?? 3],
});

export const benchEndpoints: BenchEndpoint[] = [
  getRoute(brandAutocompleteRoute, {
    'one letter': { term: 'a' },
    'word prefix': { term: 'stu' },
    'inside words': { term: 'ar', starts: 'true', full: 'true' },
    'no match': { term: 'zzqx' },
  }),
  getRoute(productAutocompleteRoute, {
    'one letter': { term: 'a', starts: 'true', full: 'true' },
    'word prefix': { term: 'tile', starts: 'true', full: 'true' },
    'inside words': { term: 'ar', starts: 'true', full: 'true' },
    'no match': { term: 'zzqx', starts: 'true', full: 'true' },
  }),
  getRoute(categoryAutocompleteRoute, { 'word prefix': { term: 'fl' } }),
  getRoute(logosRoute, { 'firm logos': {} }),
  // Brand, product and source analytics (issues 6 and 7).
  analytics(brandTopBrandsRoute, { query: { limit: '5' } }),
  analytics(brandTopBrandsRoute),
  analytics(brandMapDataRoute),
  analytics(brandSampleSizeRoute),
  analytics(brandSpecCountRoute),
  analytics(brandMediansRoute),
  analytics(sourceMarketSegmentsRoute, { query: { limit: '5' } }),
  ...[
    brandNameRoute,
    brandGroupCountsRoute,
    brandPerformanceRoute,
    brandTopProductsRoute,
    brandTopStatesRoute,
    brandTopProjectsRoute,
    brandCompetitiveRoute,
    brandComplimentaryRoute,
    brandTopVendorsRoute,
    brandCategoryRankRoute,
  ].flatMap((route) => [
    analytics(route, { params: (ctx) => ({ brandId: ctx.brands[0] ?? 1 }) }),
    // The most specified brand: its drilldown reads the most lines (issue 21 asks for both).
    analytics(route, { params: (ctx) => ({ brandId: ctx.heaviestBrand }), label: '(heaviest brand)' }),
  ]),
  // My Brands: the signed-in firm's own brands as one (brand id 'show'; the admin firm has three).
  analytics(brandPerformanceRoute, { params: () => ({ brandId: 'show' }), label: '(brandId show)' }),
  analytics(brandTopProductsRoute, { params: () => ({ brandId: 'show' }), label: '(brandId show)' }),
  analytics(productTopProductsRoute, { query: { limit: '10' } }),
  // The /products table asks for the first 1000 (apps/web product-figures.ts).
  analytics(productTopProductsRoute, { query: { limit: '1000' } }),
  analytics(productSampleSizeRoute),
  analytics(productSpecCountRoute),
  analytics(productMediansRoute),
  // Characteristics need exactly one category: only the one-category preset applies.
  analytics(productSpecificationsRoute, { payloads: ['narrow'] }),
  analytics(productNameRoute, { params: (ctx) => ({ id: ctx.products[0] ?? 1 }) }),
  analytics(productDetailRoute, { params: (ctx) => ({ id: ctx.products[0] ?? 1 }) }),
  // Brand group multi (issue 24): the leading brand with the 3rd and 10th as one brand.
  ...[
    multiLogosRoute,
    multiGroupCountsRoute,
    multiPerformanceRoute,
    multiTopProductsRoute,
    multiTopStatesRoute,
    multiTopProjectsRoute,
    multiCompetitiveRoute,
    multiComplimentaryRoute,
    multiTopVendorsRoute,
    multiEventTypeSummaryRoute,
  ].map((route) => analytics(route, { body: brandGroup })),
  // The event summary: the first page, a deep page, and a page sorted by a name (the table's clicks).
  analytics(multiEventSummaryRoute, { body: brandGroup, query: { offset: '0', limit: '10' } }),
  analytics(multiEventSummaryRoute, { body: brandGroup, query: { offset: '5000', limit: '50' } }),
  analytics(multiEventSummaryRoute, { body: brandGroup, query: { limit: '10', sort: 'product_name' } }),
  analytics(firmPeriodEmailRoute),
  analytics(firmUsersRoute, { params: () => ({ firmId: 1 }) }),
  getRoute(firmAutocompleteRoute, { 'word prefix': { term: 'spec' } }),
  // Source Data panel (issue 22): its lists, a project's detail and its files (the top project of the
  // default filters). The full exports stream for seconds to minutes: bench/exports.ts measures them.
  analytics(sourceProjectsRoute),
  analytics(sourcePrincipalsRoute),
  ...[sourceProjectRoute, sourceProjectPdfRoute].map((route) =>
    analytics(route, { params: (ctx) => ({ id: ctx.projects[0] ?? 1 }), payloads: ['default'] }),
  ),
  analytics(sourceProjectCsvRoute, {
    params: (ctx) => ({ id: ctx.projects[0] ?? 1 }),
    query: { type: 'specs' },
    payloads: ['default'],
  }),
  // Internal reports (issue 23); spec attribute 1 is the first vocabulary value (Color: White).
  analytics(patternDetailRoute),
  analytics(specAttributeDetailRoute, { extra: () => ({ spec_attribute_id: 1 }) }),
  analytics(adjacencyBreakdownRoute, {
    params: (ctx) => ({ brandId: ctx.brands[0] ?? 1 }),
    extra: (ctx) => ({ adjacent_brand: ctx.brands[0] ?? 1, adjacent_category: ctx.categories[1] ?? 1 }),
  }),
  analytics(categoryBreakdownRoute, { extra: (ctx) => ({ category_brands: ctx.brands.slice(0, 4) }) }),
  analytics(internalTopBrandsRoute),
  getRoute(specAttributeAutocompleteRoute, { 'value name': { term: 'gr' }, 'an id': { term: '12' } }),
  // Point maps (issue 25).
  ...[mapProjectsRoute, mapOfficesRoute, mapSpecsRoute, mapSearchesRoute].map((route) => analytics(route)),
  // Why a share changed and market movers (issue 31): the cards ask for 5 gainers and 5 losers.
  analytics(brandShareExplainedRoute, { params: (ctx) => ({ brandId: ctx.brands[0] ?? 1 }) }),
  analytics(brandShareExplainedRoute, { params: () => ({ brandId: 'show' }), label: '(brandId show)' }),
  analytics(multiShareExplainedRoute, { body: brandGroup }),
  analytics(brandMoversRoute, { query: { limit: '5' } }),
  analytics(productMoversRoute, { query: { limit: '5' } }),
];
