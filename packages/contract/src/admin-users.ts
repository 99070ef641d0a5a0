// Administration of a firm's users (is_admin only): the list, and deactivating or reactivating a user,
// which also ends every session the user holds.
import { z } from 'zod';
import { firmIdParamsSchema } from './admin.ts';
import { defineRoute } from './route.ts';

export const userIdParamsSchema = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });

export const firmUserRowSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_admin: z.boolean(),
  /** Manages the territories of the user's own firm (issue 44). */
  is_firm_admin: z.boolean(),
  is_active: z.boolean(),
});
export type FirmUserRow = z.infer<typeof firmUserRowSchema>;

export const adminFirmUsersResponseSchema = z.object({ users: z.array(firmUserRowSchema) });

/** A firm's users by last and first name; an unknown firm answers 404. */
export const adminFirmUsersRoute = defineRoute({
  method: 'GET',
  path: '/v2/admin/firm/:firmId/users',
  access: 'admin',
  summary: "A firm's users, with whether each is an administrator and active",
  params: firmIdParamsSchema,
  response: adminFirmUsersResponseSchema,
});

/** Audited; every token the user holds stops working at once. 404 unknown user, 400 on oneself. */
export const deactivateUserRoute = defineRoute({
  method: 'POST',
  path: '/v2/admin/users/:userId/deactivate',
  access: 'admin',
  summary: 'Deactivate a user: their sessions end at once and they cannot sign in',
  params: userIdParamsSchema,
  response: firmUserRowSchema,
});

/** Audited; tokens issued before the reactivation stay dead, so the user signs in again. */
export const reactivateUserRoute = defineRoute({
  method: 'POST',
  path: '/v2/admin/users/:userId/reactivate',
  access: 'admin',
  summary: 'Reactivate a user (they sign in again: earlier tokens stay refused)',
  params: userIdParamsSchema,
  response: firmUserRowSchema,
});
