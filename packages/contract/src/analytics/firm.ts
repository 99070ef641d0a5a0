// Firm usage reports (internal): which client firms use the portal and how much (spec doc 2 §2-§3, metrics.md).
import { z } from 'zod';
import { firmIdParamsSchema } from '../admin.ts';
import { accessRules } from '../permissions.ts';
import { defineRoute } from '../route.ts';
import { filterPayloadSchema } from '../filters.ts';

export const firmEmailRowSchema = z.object({
  period_group: z.string(),
  firm_id: z.number().int(),
  email: z.string(),
  /** The firm's active users in the period group (every one of its rows there carries the same count). */
  total_firm_emails: z.number().int().nonnegative(),
});
export type FirmEmailRow = z.infer<typeof firmEmailRowSchema>;

export const firmUserCountRowSchema = z.object({
  period_group: z.string(),
  count: z.number().int().nonnegative(),
});
export type FirmUserCountRow = z.infer<typeof firmUserCountRowSchema>;

export const firmPeriodEmailRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/firm/periodemail',
  access: accessRules.internal,
  summary:
    "Per period group and firm, the emails of the firm's active users (a session in the period) and their count; ?firm_id= keeps one firm",
  querystring: z.object({ firm_id: firmIdParamsSchema.shape.firmId.optional() }),
  body: filterPayloadSchema,
  response: z.array(firmEmailRowSchema),
});

export const firmUsersRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/firm/:firmId/users',
  access: accessRules.internal,
  summary: "The firm's distinct active users (a session event in the period) per period group of the window",
  params: firmIdParamsSchema,
  body: filterPayloadSchema,
  response: z.array(firmUserCountRowSchema),
});

export const firmItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type FirmItem = z.infer<typeof firmItemSchema>;

export const firmAutocompleteRoute = defineRoute({
  method: 'GET',
  path: '/v2/autocomplete/firm/',
  access: accessRules.internal,
  summary: 'Client firms whose name (or id) matches the term, for the firm chooser',
  querystring: z.object({ term: z.string().max(100).default('') }),
  response: z.array(firmItemSchema),
});
