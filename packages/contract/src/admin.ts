// Administration contract (is_admin only): firm list, firm configuration editor, available categories,
// session activity and impersonation.
import { z } from 'zod';
import { userSchema } from './auth.ts';
import { idNameSchema, subCategoryOptionSchema } from './configuration.ts';
import { defineRoute } from './route.ts';

const id = z.number().int().positive().max(2_147_483_647);

export const firmIdParamsSchema = z.object({ firmId: z.coerce.number().int().positive().max(2_147_483_647) });

export const firmListRowSchema = z.object({
  firm_id: z.number().int(),
  name: z.string(),
  has_brands: z.boolean(),
  has_products: z.boolean(),
  has_internal: z.boolean(),
});
export type FirmListRow = z.infer<typeof firmListRowSchema>;

export const firmListRoute = defineRoute({
  method: 'GET',
  path: '/v2/admin/firmlist',
  access: 'admin',
  summary: 'Every firm with its main permissions',
  response: z.array(firmListRowSchema),
});

/**
 * A firm's configuration as the admin edits it (spec doc 1 §3). hasfeature keys: export, savefilters,
 * favorite, hideprojects, hidesegments, nestedcategories, territories; permissions keys: brands, products, internal,
 * spectypes, mybrands (unknown keys are refused on save).
 */
export const firmConfigurationSchema = z.object({
  hasfeature: z.record(z.string(), z.boolean()),
  permissions: z.record(z.string(), z.boolean()),
  /** Manufacturer ids (the editor's text format: 1234,56789). */
  firmbrands: z.array(id),
  /** Spec type ids, or the words color and pattern. */
  specifications: z.array(z.union([id, z.literal('color'), z.literal('pattern')])),
  /** The enabled categories and sub-categories (ids). */
  filters: z.object({ categories: z.array(id), subCategories: z.array(id) }),
  /** Subsets of the enabled ones. */
  defaultcategories: z.array(id),
  defaultsubcategories: z.array(id),
});
export type AdminFirmConfiguration = z.infer<typeof firmConfigurationSchema>;

/** The month a firm's fiscal year starts: 1 (January, a calendar year) to 12. */
export const fiscalYearStartSchema = z.number().int().min(1).max(12);

export const firmConfigurationDataSchema = z.object({
  data: z.object({
    configuration: firmConfigurationSchema,
    defaults: z.object({
      filters: z.object({ categories: z.array(z.number().int()), subCategories: z.array(z.number().int()) }),
    }),
    /** is_new: no firm row yet ("add new firm"); the first save creates it. revision: the stored
     * version the editor starts from (null for a new firm); a save sends it back so that a change
     * someone made meanwhile is never overwritten silently. */
    firm: z.object({
      firm_id: z.number().int(),
      name: z.string(),
      is_new: z.boolean(),
      revision: z.string().nullable(),
      /** The month (1 = January … 12) the firm's fiscal year starts; 1 for a calendar year. */
      fiscal_year_start: fiscalYearStartSchema,
    }),
  }),
});
export type FirmConfigurationData = z.infer<typeof firmConfigurationDataSchema>;

export const firmConfigurationRoute = defineRoute({
  method: 'GET',
  path: '/v2/admin/user/:firmId',
  access: 'admin',
  summary: "A firm's configuration (an empty one to fill when the firm does not exist yet)",
  params: firmIdParamsSchema,
  response: firmConfigurationDataSchema,
});

/** The full configuration; `name` names a new firm (default 'Firm {id}') or renames an existing one. */
export const saveFirmConfigurationBodySchema = firmConfigurationSchema.extend({
  name: z.string().trim().min(1).max(200).optional(),
  /** The revision the edit started from (null: a new firm). When given and the firm changed since, the
   * save is refused with 409 instead of overwriting the other change. */
  revision: z.string().max(100).nullable().optional(),
  /** Left out: unchanged (a new firm: 1, a calendar year). */
  fiscal_year_start: fiscalYearStartSchema.optional(),
});
export type SaveFirmConfigurationBody = z.infer<typeof saveFirmConfigurationBodySchema>;

/** 400 with a message naming the field for unknown ids or defaults outside the enabled lists; 409 when
 * the firm was changed since `revision`. */
export const saveFirmConfigurationRoute = defineRoute({
  method: 'POST',
  path: '/v2/admin/user/:firmId',
  access: 'admin',
  summary: "Save a firm's configuration (creates the firm if new); applies from its users' next request",
  params: firmIdParamsSchema,
  body: saveFirmConfigurationBodySchema,
  response: firmConfigurationDataSchema,
  errors: [409],
});

export const availableResponseSchema = z.object({
  filters: z.object({ categories: z.array(idNameSchema), subCategories: z.array(subCategoryOptionSchema) }),
});
export type AvailableResponse = z.infer<typeof availableResponseSchema>;

export const availableRoute = defineRoute({
  method: 'GET',
  path: '/v2/admin/available',
  access: 'admin',
  summary: 'Every category and sub-category a firm can be given',
  response: availableResponseSchema,
});

/** One session: events of one user less than 30 minutes apart. Dates are ISO strings, length in seconds. */
export const sessionRowSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  firm_id: z.number().int(),
  firm_name: z.string(),
  user_session_id: z.number().int(),
  session_start: z.string(),
  session_end: z.string(),
  session_length: z.number(),
});
export type SessionRow = z.infer<typeof sessionRowSchema>;

export const sessionsRoute = defineRoute({
  method: 'GET',
  path: '/v2/admin/sessions',
  access: 'admin',
  summary: 'Session activity built from the last 10,000 session events, newest first',
  response: z.array(sessionRowSchema),
});

export const impersonateBodySchema = z.object({ userId: id });
export type ImpersonateBody = z.infer<typeof impersonateBodySchema>;

export const userTokenDataSchema = z.object({ data: z.object({ user: userSchema, token: z.string() }) });
export type UserTokenData = z.infer<typeof userTokenDataSchema>;

/** Unknown user 404; inactive user 400; already impersonating 403. */
export const impersonateRoute = defineRoute({
  method: 'POST',
  path: '/v2/admin/impersonate',
  access: 'admin',
  summary: 'Sign in as another user (token with is_impersonate and the admin recorded)',
  body: impersonateBodySchema,
  response: userTokenDataSchema,
});

/**
 * Called with the impersonation token, whose user is usually not an admin: the access rule is 'user'
 * and the handler requires the token's recorded administrator (400 without one). Send it without a
 * body (or with `{}`): a JSON content type with an empty body is refused by the server.
 */
export const deimpersonateRoute = defineRoute({
  method: 'POST',
  path: '/v2/admin/deimpersonate',
  access: 'user',
  summary: "End impersonation: the administrator's own user and token",
  response: userTokenDataSchema,
});
