// Territories (issue 44): a firm's named groups of areas, the US states (two-letter codes) and the country
// codes of the point maps, each optionally owned by a user of the firm. Every user of a firm with the
// territories feature reads them (filters, maps); its firm admins create, rename and delete them.
import { z } from 'zod';
import { MAX_ID } from './filters/filter-set.schema.ts';
import { defineRoute } from './route.ts';
import { firmUserRowSchema } from './admin-users.ts';
import { accessRules } from './permissions.ts';

const id = z.number().int().positive().max(MAX_ID);
/** An area code as the map names it: 'TX', 'CA' (a US state) or 'MX' (a country of the point maps). */
const areaCode = z
  .string()
  .trim()
  .max(8)
  .transform((code) => code.toUpperCase());

export const territorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Area codes, sorted. */
  states: z.array(z.string()),
  owner_id: z.number().int().nullable(),
  /** The owner's first and last name; null without an owner. */
  owner_name: z.string().nullable(),
});
export type Territory = z.infer<typeof territorySchema>;

/** The states are checked by the API (400 naming an empty list or the unknown codes), not here, so the
 * answer names the problem in the catalogue's words. */
export const territoryBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  states: z.array(areaCode).max(200),
  owner_id: id.nullable().default(null),
});
export type TerritoryBody = z.input<typeof territoryBodySchema>;

export const territoryIdParamsSchema = z.object({
  territoryId: z.coerce.number().int().positive().max(MAX_ID),
});

/** An area a territory may hold: a US state ('TX', 'Texas') or a country of the point maps ('MX', 'MX'). */
export const territoryAreaSchema = z.object({ code: z.string(), name: z.string() });
export type TerritoryArea = z.infer<typeof territoryAreaSchema>;

export const territoryListResponseSchema = z.object({
  territories: z.array(territorySchema),
  /** The areas to choose from: the US states by name, then the other countries of the point maps. */
  areas: z.array(territoryAreaSchema),
  /** The firm's active users a territory may be given to: for firm admins only, else empty. */
  owners: z.array(z.object({ user_id: z.number().int(), name: z.string() })),
});

export const territoryListRoute = defineRoute({
  method: 'GET',
  path: '/v2/territories',
  access: accessRules.territories,
  summary: "The caller's firm's territories by name, with their states and owners",
  response: territoryListResponseSchema,
});

export const createTerritoryRoute = defineRoute({
  method: 'POST',
  path: '/v2/territories',
  access: accessRules.territoryAdmin,
  summary: "Create a territory of the caller's firm (firm admins)",
  body: territoryBodySchema,
  response: territorySchema,
});

export const updateTerritoryRoute = defineRoute({
  method: 'PUT',
  path: '/v2/territories/:territoryId',
  access: accessRules.territoryAdmin,
  summary: "Rename a territory of the caller's firm, or change its states or owner (firm admins)",
  params: territoryIdParamsSchema,
  body: territoryBodySchema,
  response: territorySchema,
});

export const deleteTerritoryRoute = defineRoute({
  method: 'DELETE',
  path: '/v2/territories/:territoryId',
  access: accessRules.territoryAdmin,
  summary: "Delete a territory of the caller's firm (firm admins); saved views naming it say it is gone",
  params: territoryIdParamsSchema,
});

/** An administrator makes a user a firm admin of the user's own firm, or takes it back (audited). */
export const setFirmAdminRoute = defineRoute({
  method: 'PUT',
  path: '/v2/admin/users/:userId/firm-admin',
  access: 'admin',
  summary: 'Make a user a firm admin of their own firm (manages its territories), or not',
  params: z.object({ userId: z.coerce.number().int().positive().max(MAX_ID) }),
  body: z.object({ is_firm_admin: z.boolean() }),
  response: firmUserRowSchema,
});
