// A digest's figures, asked of the API's own routes as the recipient (a token signed for them now): the same
// figure code, guard and filter compiler a page gets, so the recipient's firm scope, permissions, categories
// and feature flags at send time decide what they receive. A route that refuses them means no digest.
import type { FastifyInstance } from 'fastify';
import {
  annotationListRoute,
  annotationListSchema,
  brandMoversRoute,
  brandTopBrandsRoute,
  configurationResponseSchema,
  configurationRoute,
  defaultFilterSet,
  filterSetFromSearchParams,
  filterSetSchema,
  filterSetToPayload,
  moversSchema,
  productMoversRoute,
  productTopProductsRoute,
  topProductRowSchema,
  notificationListRoute,
  notificationListSchema,
  pruneFilterSet,
  topBrandRowSchema,
  viewListRoute,
  viewListSchema,
  type Annotation,
  type FilterPayload,
  type Movers,
  type Notification,
  type RouteContract,
  type SavedView,
} from '@specpulse/contract';
import type { z } from 'zod';
import { computeWindows, type DateRange } from '../../filters/window.ts';

/** The headline rows of a digest (brands or products), and the movers each way. */
export const DIGEST_TOP_BRANDS = 5;
export const DIGEST_MOVERS = 3;
/** The watches that fired and the recipient has not read yet, newest first. */
export const DIGEST_FIRED_WATCHES = 10;

/** The recipient (or a CRM feed's creator) may no longer see what the digest (or the feed) shows. */
export class DigestRefused extends Error {}

/** A row of the digest's list: a brand or a product with its share and change. */
export interface DigestLeader {
  name: string;
  spec_percent: number;
  spec_growth_absolute: number | null;
  sum_spec: number;
}

export interface DigestFigures {
  payload: FilterPayload;
  /** The view's own list: products for a products page or a recipient without brands, else brands. */
  kind: 'brand' | 'product';
  leaders: DigestLeader[];
  movers: Movers;
  /** The recipient's unread notifications: the watches that fired (issue 43). */
  firedWatches: Notification[];
  /**
   * The market timeline's annotations the recipient sees (everyone's and their firm's) that overlap the
   * window the figures cover, oldest first (issue 45).
   */
  annotations: Annotation[];
}

/** The annotation covers at least one day of `range` (both are inclusive days, 'YYYY-MM-DD'). */
const overlaps = (a: Annotation, range: DateRange) => a.starts_on <= range.end && a.ends_on >= range.start;

export async function askAs<S extends z.ZodType>(
  app: FastifyInstance,
  bearer: string,
  route: RouteContract,
  schema: S,
  opts: { body?: unknown; query?: string } = {},
): Promise<z.infer<S>> {
  const res = await app.inject({
    method: route.method,
    url: `${route.path}${opts.query ? `?${opts.query}` : ''}`,
    headers: { authorization: bearer },
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
  if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode === 404)
    throw new DigestRefused(`${route.path}: ${res.statusCode}`);
  if (res.statusCode !== 200) throw new Error(`${route.path} answered ${res.statusCode}: ${res.body}`);
  return schema.parse(res.json());
}

/**
 * A view's filters (its URL query) as a page would read them for this user (their configuration and defaults),
 * as the payload the figures' routes take; the user's permissions and the data's last day. Also the CRM
 * feeds' (crm-feeds).
 */
export async function viewPayloadAs(app: FastifyInstance, bearer: string, viewQuery: string) {
  const config = await askAs(app, bearer, configurationRoute, configurationResponseSchema);
  const parsed = filterSetSchema.safeParse(config.defaults.filters);
  const base = parsed.success ? parsed.data : defaultFilterSet;
  const set = pruneFilterSet(filterSetFromSearchParams(viewQuery, base), {
    filters: config.configuration.filters,
    hasfeature: config.configuration.hasfeature,
    defaults: base,
  });
  return {
    payload: filterSetToPayload(set),
    permissions: config.configuration.permissions,
    asOf: config.data.as_of,
  };
}

/**
 * The view's filters (its URL query) as a page would read them for this recipient, and the figures;
 * `fiscalYearStart` is the recipient's firm's, which places the window as their pages place it.
 */
export async function digestFigures(
  app: FastifyInstance,
  bearer: string,
  view: { path: string; query: string } | null,
  fiscalYearStart: number,
): Promise<DigestFigures> {
  const { payload, permissions, asOf } = await viewPayloadAs(app, bearer, view?.query ?? '');
  const kind =
    view?.path.startsWith('/products') || (!permissions.brands && permissions.products) ? 'product' : 'brand';
  const top = { body: payload, query: `limit=${DIGEST_TOP_BRANDS}` };
  const moving = { body: payload, query: `limit=${DIGEST_MOVERS}` };
  const [leaders, movers, notifications, timeline] = await Promise.all([
    kind === 'brand'
      ? askAs(app, bearer, brandTopBrandsRoute, topBrandRowSchema.array(), top)
      : askAs(app, bearer, productTopProductsRoute, topProductRowSchema.array(), top).then((rows) =>
          rows.map((p) => ({ ...p, name: `${p.product_name} (${p.manufacturer_name})` })),
        ),
    askAs(app, bearer, kind === 'brand' ? brandMoversRoute : productMoversRoute, moversSchema, moving),
    askAs(app, bearer, notificationListRoute, notificationListSchema),
    askAs(app, bearer, annotationListRoute, annotationListSchema),
  ]);
  const firedWatches = notifications.notifications.filter((n) => !n.read).slice(0, DIGEST_FIRED_WATCHES);
  const { window } = computeWindows(
    asOf,
    payload.period_end,
    payload.period_interval,
    payload.compare,
    fiscalYearStart,
  );
  const annotations = timeline.annotations.filter((a) => overlaps(a, window));
  return { payload, kind, leaders, movers, firedWatches, annotations };
}

/**
 * The saved view as the recipient's own list has it (GET /v2/views: their own and their firm's shared views,
 * with the firm's savefilters flag); DigestRefused when they may no longer see it.
 */
export async function viewAs(app: FastifyInstance, bearer: string, viewId: number): Promise<SavedView> {
  const { views } = await askAs(app, bearer, viewListRoute, viewListSchema);
  const view = views.find((v) => v.id === viewId);
  if (!view) throw new DigestRefused(`view ${viewId} is not visible`);
  return view;
}
