// Brand group `multi` contracts (internal): the group's payload, its brands' logos, its event counts by type and
// its event rows paged on the server (spec doc 2 §2-§3, §7); the drilldown's figures are in brand-drill.ts.
import { z } from 'zod';
import { accessRules } from '../permissions.ts';
import { defineRoute } from '../route.ts';
import { filterPayloadSchema, idSchema } from '../filters.ts';
import { logosResponseSchema } from '../configuration.ts';
import { MAX_LIST_ROWS } from './brand.ts';

/** Most brands one group may hold (a client's brands, typed or picked by name). */
export const MAX_GROUP_BRANDS = 50;
const brandIdsMessage = `brand_ids must list 1 to ${MAX_GROUP_BRANDS} brand ids`;

/** The filter payload plus the group's brand ids (duplicates are ignored). */
export const brandGroupPayloadSchema = filterPayloadSchema.extend({
  brand_ids: z
    .array(idSchema, { error: brandIdsMessage })
    .min(1, { error: brandIdsMessage })
    .max(MAX_GROUP_BRANDS, { error: brandIdsMessage }),
});
export type BrandGroupPayloadInput = z.input<typeof brandGroupPayloadSchema>;

const internal = accessRules.internal;
const multi = <R extends z.ZodType>(path: string, summary: string, response: R) =>
  defineRoute({
    method: 'POST',
    path: `/v2/analytics/brand/multi/${path}`,
    access: internal,
    summary,
    body: brandGroupPayloadSchema,
    response,
  });
export const multiLogosRoute = multi(
  'logos',
  "The group's brands (names and logos) by name, for its 'My Brand(s)' strip",
  logosResponseSchema,
);
export const eventTypeCountRowSchema = z.object({
  event_type_id: z.number().int(),
  name: z.string(),
  cnt: z.number().int().nonnegative(),
});
export type EventTypeCountRow = z.infer<typeof eventTypeCountRowSchema>;

export const multiEventTypeSummaryRoute = multi(
  'eventtypesummary',
  "The group's events in the window per event type, most first",
  z.array(eventTypeCountRowSchema),
);

const optionalNumber = z.number().nullable();
const optionalText = z.string().nullable();
/** One platform event on a brand of the group (spec doc 2 §3 Events); null where the event has no such part. */
export const eventRowSchema = z.object({
  event_id: z.number().int(),
  event_type_id: z.number().int(),
  name: z.string(),
  /** ISO 8601 timestamp (UTC). */
  event_date: z.string(),
  manufacturer_id: z.number().int(),
  manufacturer_name: z.string(),
  category_id: optionalNumber,
  category_name: optionalText,
  product_id: optionalNumber,
  product_name: optionalText,
  project_id: optionalNumber,
  project_name: optionalText,
  calc_type: optionalText,
  score: optionalNumber,
  firm_id: z.number().int(),
  firm_name: z.string(),
  user_id: z.number().int(),
  city_id: z.number().int(),
  city_name: z.string(),
  /** The user's US state. */
  region_id: z.number().int(),
  region_name: z.string(),
  /** The state's US Census region. */
  region_group: z.string(),
});
export type EventRow = z.infer<typeof eventRowSchema>;

/** Columns the event summary sorts by on the server (each with the event id as tie-breaker). */
export const eventSortFields = [
  'event_id',
  'event_type_id',
  'name',
  'event_date',
  'manufacturer_id',
  'manufacturer_name',
  'category_name',
  'product_name',
  'project_name',
  'calc_type',
  'score',
  'firm_id',
  'firm_name',
  'user_id',
  'city_name',
  'region_name',
  'region_group',
] as const satisfies readonly (keyof EventRow)[];
export type EventSortField = (typeof eventSortFields)[number];
/** Rows per page the event summary serves (the shared table's sizes; no 'All' over millions of rows). */
export const eventPageSizes = [10, 25, 50, 100] as const;
/** Rows per page of the table's export, which reads every page in turn (not offered on screen). */
export const EVENT_EXPORT_PAGE_SIZE = MAX_LIST_ROWS;
const eventLimits: readonly number[] = [...eventPageSizes, EVENT_EXPORT_PAGE_SIZE];

export const eventPageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
  limit: z.coerce
    .number()
    .int()
    .refine((v) => eventLimits.includes(v), { message: `limit must be one of ${eventLimits.join(', ')}` })
    .default(10),
  sort: z.enum(eventSortFields).default('event_date'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type EventPageQuery = z.infer<typeof eventPageQuerySchema>;

export const eventPageSchema = z.object({
  /** Events of the group in the window (all pages). */
  total: z.number().int().nonnegative(),
  rows: z.array(eventRowSchema),
});

export const multiEventSummaryRoute = defineRoute({
  ...multi(
    'eventsummary',
    "One page of the group's events in the window, ascending by event_date unless sorted otherwise, with the total",
    eventPageSchema,
  ),
  querystring: eventPageQuerySchema,
});
