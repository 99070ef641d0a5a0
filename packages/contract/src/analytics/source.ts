// Source-data contracts shared by brand and product users: the market segment distribution.
import { z } from 'zod';
import { accessRules } from '../permissions.ts';
import { defineRoute } from '../route.ts';
import { filterPayloadSchema } from '../filters.ts';
import { limitQuerystringSchema } from './brand.ts';

export const marketSegmentRowSchema = z.object({
  name: z.string(),
  /** Share of the projects in the filters, percent. */
  value: z.number(),
});

export const sourceMarketSegmentsRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/source/marketsegments',
  access: accessRules.brandsOrProducts,
  summary: 'Share of projects per market segment, largest first',
  querystring: limitQuerystringSchema,
  body: filterPayloadSchema,
  response: z.array(marketSegmentRowSchema),
});
