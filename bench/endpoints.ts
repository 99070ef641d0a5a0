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
  brandAutocompleteRoute,
  categoryAutocompleteRoute,
  filterPayloadSchema,
  productAutocompleteRoute,
  logosRoute,
  mapOfficesRoute,
  mapProjectsRoute,
  mapSearchesRoute,
  mapSpecsRoute,
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
          body: filterPayloadSchema.parse(preset.build(ctx)),
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
  ].map((route) => analytics(route, { params: (ctx) => ({ brandId: ctx.brands[0] ?? 1 }) })),
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
  // Point maps (issue 25).
  ...[mapProjectsRoute, mapOfficesRoute, mapSpecsRoute, mapSearchesRoute].map((route) => analytics(route)),
];
