// The benchmark's endpoint registry: every analytics route of the contract with the filter payload presets of
// payloads.ts (a route needing more says so in `variants`); GET routes list their own query variants.
import {
  adjacencyBreakdownRoute,
  brandAutocompleteRoute,
  brandMoversRoute,
  brandTopBrandsRoute,
  categoryAutocompleteRoute,
  categoryBreakdownRoute,
  contractRoutes,
  drillFigures,
  filterPayloadSchema,
  firmAutocompleteRoute,
  logosRoute,
  multiEventSummaryRoute,
  productAutocompleteRoute,
  productMoversRoute,
  productSpecificationsRoute,
  productTopProductsRoute,
  sourceFullCsvRoute,
  sourceCrmRoute,
  sourceFullPdfRoute,
  sourceFullXlsxRoute,
  sourceMarketSegmentsRoute,
  sourcePrincipalsRoute,
  sourceProjectCsvRoute,
  sourceProjectPdfRoute,
  sourceProjectRoute,
  sourceProjectsFullRoute,
  sourceProjectsRoute,
  specAttributeAutocompleteRoute,
  specAttributeDetailRoute,
  winLossFirmsRoute,
  winLossLostCsvRoute,
  winLossLostCrmRoute,
  winLossLostRoute,
  winLossLostXlsxRoute,
  winLossOutcomesRoute,
  winLossStandingRoute,
  type FilterPayloadInput,
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
  /** The route answers a file (no response schema): never cached, so it has no cached figures. */
  file: boolean;
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
    file: route.response === undefined,
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
    file: route.response === undefined,
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

type AnalyticsOptions = NonNullable<Parameters<typeof analytics>[1]>;

/** The value of a path parameter: the leading brand, the first product or project, the first firm. */
function pathValue(route: RouteContract, name: string, ctx: BenchContext): string | number {
  if (name === 'brandId') return ctx.brands[0] ?? 1;
  if (name === 'firmId') return 1;
  if (name === 'productId') return ctx.products[0] ?? 1;
  if (name === 'id' && route.path.startsWith('/v2/analytics/source/')) return ctx.projects[0] ?? 1;
  throw new Error(`bench: no value for :${name} in ${route.path}`);
}

/** Every analytics route's default request: its path parameters filled, a group's brand ids in the body. */
function defaults(route: RouteContract): AnalyticsOptions {
  const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
  return {
    ...(names.length
      ? { params: (ctx) => Object.fromEntries(names.map((n) => [n, pathValue(route, n, ctx)])) }
      : {}),
    ...(route.path.startsWith('/v2/analytics/brand/multi/') ? { body: brandGroup } : {}),
  };
}

/** The full exports stream for seconds to minutes: bench/exports.ts measures them. */
const measuredElsewhere = new Set<RouteContract>([
  sourceProjectsFullRoute,
  sourceFullXlsxRoute,
  sourceFullPdfRoute,
  sourceFullCsvRoute,
  sourceCrmRoute,
]);

const limit = (n: number): AnalyticsOptions => ({ query: { limit: String(n) } });
const heaviest: AnalyticsOptions = {
  params: (ctx) => ({ brandId: ctx.heaviestBrand }),
  label: '(heaviest brand)',
};
// My Brands: the signed-in firm's own brands as one (brand id 'show'; the admin firm has three).
const show: AnalyticsOptions = { params: () => ({ brandId: 'show' }), label: '(brandId show)' };

/** Win / Loss: our brand (a mid-size one, then the most specified) against five other brands (issue 42). */
const winLossAgainstFive = (label: string, ours: (ctx: BenchContext) => number): AnalyticsOptions => ({
  label,
  body: (ctx) => {
    const id = ours(ctx);
    return { brand_ids: [id], competitor_ids: ctx.brands.filter((b) => b !== id).slice(0, 5) };
  },
});
const winLoss = [
  winLossAgainstFive('(mid-size brand, 5 competitors)', (ctx) => ctx.brands[9] ?? 1),
  winLossAgainstFive('(heaviest brand, 5 competitors)', (ctx) => ctx.heaviestBrand),
];

/** Routes measured with more than their default request (each entry replaces the default). */
const variants = new Map<RouteContract, AnalyticsOptions[]>([
  [brandTopBrandsRoute, [limit(5), {}]],
  [sourceMarketSegmentsRoute, [limit(5)]],
  // The /products table asks for the first 1000 (apps/web product-figures.ts).
  [productTopProductsRoute, [limit(10), limit(1000)]],
  // The Source Data panel's tables: a page of 10, perhaps sorted by a column; principals one type a page.
  [sourceProjectsRoute, [limit(10), { query: { limit: '10', sort: 'name' } }]],
  [
    sourcePrincipalsRoute,
    [
      { query: { type: 'architect', limit: '10' } },
      { query: { type: 'owner', limit: '10', sort: 'last_name' } },
    ],
  ],
  // The Market Movers cards ask for 5 gainers and 5 losers.
  [brandMoversRoute, [limit(5)]],
  [productMoversRoute, [limit(5)]],
  // Characteristics need exactly one category: only the one-category preset applies.
  [productSpecificationsRoute, [{ payloads: ['narrow'] }]],
  // A project's detail and its files: the top project of the default filters.
  [sourceProjectRoute, [{ payloads: ['default'] }]],
  [sourceProjectPdfRoute, [{ payloads: ['default'] }]],
  [sourceProjectCsvRoute, [{ query: { type: 'specs' }, payloads: ['default'] }]],
  // Spec attribute 1 is the first vocabulary value (Color: White).
  [specAttributeDetailRoute, [{ extra: () => ({ spec_attribute_id: 1 }) }]],
  [
    adjacencyBreakdownRoute,
    [{ extra: (ctx) => ({ adjacent_brand: ctx.brands[0] ?? 1, adjacent_category: ctx.categories[1] ?? 1 }) }],
  ],
  [categoryBreakdownRoute, [{ extra: (ctx) => ({ category_brands: ctx.brands.slice(0, 4) }) }]],
  // The event summary: the first page, a deep page, and a page sorted by a name (the table's clicks).
  [
    multiEventSummaryRoute,
    [
      { query: { offset: '0', limit: '10' } },
      { query: { offset: '5000', limit: '50' } },
      { query: { limit: '10', sort: 'product_name' } },
    ],
  ],
  ...[winLossStandingRoute, winLossOutcomesRoute, winLossFirmsRoute, winLossLostRoute].map(
    (route) => [route, winLoss] as const,
  ),
  ...[winLossLostCsvRoute, winLossLostXlsxRoute].map(
    (route) => [route, winLoss.map((o) => ({ ...o, payloads: ['default'] }))] as const,
  ),
  [winLossLostCrmRoute, winLoss.map((o) => ({ ...o, query: { format: 'hubspot' }, payloads: ['default'] }))],
]);

/** Drilldown figures My Brands asks for with the firm's own brands. */
const shownFigures = new Set<RouteContract>([
  drillFigures.performance.brand,
  drillFigures.topProducts.brand,
  drillFigures.shareExplained.brand,
]);

/**
 * A route's requests: its variants, else a single-brand drilldown route for the leading brand and the most
 * specified one (its drilldown reads the most lines; issue 21 asks for both), else the default request; a
 * paged drilldown list's at its first page.
 */
function variantsOf(route: RouteContract): AnalyticsOptions[] {
  const listed = variants.get(route);
  if (listed) return listed;
  const options = !route.path.startsWith('/v2/analytics/brand/:brandId/')
    ? [{}]
    : shownFigures.has(route)
      ? [{}, heaviest, show]
      : [{}, heaviest];
  // A list the server pages is measured at the page the drilldown's table asks for first, not at every row.
  return isPagedDrillList(route) ? options.map((o) => ({ ...o, ...firstTablePage })) : options;
}

/** The first page of a DataTable (its default page size): what the web asks a paged list for. */
const firstTablePage: AnalyticsOptions = { query: { offset: '0', limit: '10' } };
/** A drilldown list the server pages (a brand's or a group's): its query string has `offset`. */
const isPagedDrillList = (route: RouteContract) => {
  const shape = (route.querystring as { shape?: Record<string, unknown> } | undefined)?.shape;
  return route.path.startsWith('/v2/analytics/brand/') && shape !== undefined && 'offset' in shape;
};

/** The autocomplete pickers and the firm's logos: GET routes with their query variants. */
const getRoutes: BenchEndpoint[] = [
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
  getRoute(firmAutocompleteRoute, { 'word prefix': { term: 'spec' } }),
  getRoute(specAttributeAutocompleteRoute, { 'value name': { term: 'gr' }, 'an id': { term: '12' } }),
];

/**
 * Every analytics route of the contract (contractRoutes: a new figure is measured without a line here), each
 * with its variants, and the GET routes.
 */
export const benchEndpoints: BenchEndpoint[] = [
  ...getRoutes,
  ...contractRoutes
    .filter((route) => route.method === 'POST' && route.path.startsWith('/v2/analytics/'))
    .filter((route) => !measuredElsewhere.has(route))
    .flatMap((route) =>
      variantsOf(route).map((options) => analytics(route, { ...defaults(route), ...options })),
    ),
];
