// Saved views contract (issue 30): a name, a page path and the URL's filter query, personal or shared in the firm.
import { z } from 'zod';
import { appPathSchema } from './app-path.ts';
import { accessRules } from './permissions.ts';
import { defineRoute } from './route.ts';

/** At most this many views per user (their own; shared views of colleagues do not count). */
export const MAX_VIEWS_PER_USER = 200;
export const MAX_VIEW_NAME = 80;
/** Far above any real filter query (complex queries included), so one row cannot hold megabytes. */
export const MAX_VIEW_QUERY = 16_000;

export const viewNameSchema = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(MAX_VIEW_NAME, `name must be at most ${MAX_VIEW_NAME} characters`);

/** The page the view opens: a path of this app, without query or fragment. */
export const viewPathSchema = appPathSchema;

/** The URL's query as the address bar has it, without the leading '?': stored and returned unchanged. */
export const viewQuerySchema = z
  .string()
  .max(MAX_VIEW_QUERY)
  .regex(/^[^?#][^#]*$|^$/, 'query is the URL query without the leading ? (no fragment)');

export const viewIdParamsSchema = z.object({
  viewId: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'viewId must be a positive whole number')
    .transform(Number),
});

export const savedViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  query: z.string(),
  /** Visible to everyone in the owner's firm. */
  shared: z.boolean(),
  /** The caller owns it (only the owner may change it). */
  mine: z.boolean(),
  owner_name: z.string(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const viewListSchema = z.object({
  /** The caller's own views, then the firm's shared ones, each by name. */
  views: z.array(savedViewSchema),
  /** The view applied when a page opens without a query; null = none. */
  default_view_id: z.number().int().nullable(),
});
export type ViewList = z.infer<typeof viewListSchema>;

export const createViewBodySchema = z.object({
  name: viewNameSchema,
  path: viewPathSchema,
  query: viewQuerySchema,
  shared: z.boolean().default(false),
});
export type CreateViewBody = z.input<typeof createViewBodySchema>;

/** Rename, new filters (path and query), share or unshare: any of them at once. */
export const updateViewBodySchema = z
  .object({
    name: viewNameSchema.optional(),
    path: viewPathSchema.optional(),
    query: viewQuerySchema.optional(),
    shared: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'nothing to change');
export type UpdateViewBody = z.input<typeof updateViewBodySchema>;

export const defaultViewBodySchema = z.object({ view_id: z.number().int().positive().nullable() });

const access = accessRules.savedViews;

export const viewListRoute = defineRoute({
  method: 'GET',
  path: '/v2/views',
  access,
  summary: "The caller's saved views and those shared in the firm, with the caller's default view",
  response: viewListSchema,
});

export const createViewRoute = defineRoute({
  method: 'POST',
  path: '/v2/views',
  access,
  summary: 'Save the current filters as a view (409: name taken, or the per-user limit reached)',
  body: createViewBodySchema,
  response: savedViewSchema,
  errors: [409],
});

export const updateViewRoute = defineRoute({
  method: 'PUT',
  path: '/v2/views/:viewId',
  access,
  summary: "Rename a view, replace its filters or share it (the owner only; 404 for another firm's)",
  params: viewIdParamsSchema,
  body: updateViewBodySchema,
  response: savedViewSchema,
  errors: [409],
});

export const deleteViewRoute = defineRoute({
  method: 'DELETE',
  path: '/v2/views/:viewId',
  access,
  summary: 'Delete a view (the owner only)',
  params: viewIdParamsSchema,
});

export const defaultViewRoute = defineRoute({
  method: 'PUT',
  path: '/v2/views/default',
  access,
  summary: "Set (or clear, with null) the caller's default view: one of their own or a shared one",
  body: defaultViewBodySchema,
  errors: [404],
});
