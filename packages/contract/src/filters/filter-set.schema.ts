// The filter set (URL/UI state, spec doc 1 §3) and the filter payload the API receives (spec doc 1 §7).
import { z } from 'zod';
import { messages } from '../errors.ts';

/** Largest value a PostgreSQL `integer` holds: ids above it could never match and would fail to bind. */
export const MAX_ID = 2_147_483_647;
/** Upper bound on list filters, far above any real choice list, so one request cannot bind a million values. */
export const MAX_FILTER_LIST = 5000;

/** 'Last day of' choices (configuration `periods`). Kept here, not imported from configuration.ts, so
 * that configuration.ts can build its defaults on this schema without an import cycle. */
export const periodEnds = ['month', 'qtr', 'year'] as const;
/** Months interval choices (spec doc 1 §2.4, §9; configuration `intervals`). */
export const periodIntervals = [3, 6, 12, 24, 36] as const;
/** The one check of an interval: the filter set, its URL reading and the payload all use it. */
export const periodIntervalSchema = z
  .number()
  .int()
  .refine((v) => (periodIntervals as readonly number[]).includes(v), {
    message: messages.periodIntervalChoices(periodIntervals),
  });
export type PeriodEnd = (typeof periodEnds)[number];
/** What growth compares the window with: the window just before it, or the same months a year earlier. */
export const comparisons = ['previous', 'yearAgo'] as const;
export type Comparison = (typeof comparisons)[number];
/** US Census regions, the lowercase ids the payload carries. */
export const regionIds = ['northeast', 'midwest', 'south', 'west'] as const;

export const idSchema = z.number().int().positive().max(MAX_ID);
/**
 * An id the spec's client may leave unset: it sends 0 for "none" (spec doc 1 §5, "An anchor brand with no id
 * is sent as 0"), so 0 and null both read as null; a negative id is still refused.
 */
const optionalIdSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_ID)
  .nullable()
  .default(null)
  .transform((v) => (v === 0 ? null : v));
/** Spec doc 1 §9: at most four manufacturer brand slots in the category filter. */
export const MAX_CATEGORY_BRANDS = 4;
const idList = z.array(idSchema).max(MAX_FILTER_LIST).default([]);

/** A brand picked in a filter block: `id` is null while only a name has been typed. */
export const brandChoiceSchema = z.object({ id: idSchema.nullable(), name: z.string().max(500) });
export type BrandChoice = z.infer<typeof brandChoiceSchema>;

/** A project-product status chosen in the filters (URL form 'value-name'). */
export const statusChoiceSchema = z.object({ value: idSchema, name: z.string().max(500) });
export type StatusChoice = z.infer<typeof statusChoiceSchema>;

/**
 * One entry of the advanced brand query: "the project specifies brandId (in categories, if any; with
 * statuses, if any)", joined to what precedes by `join`; `end` closes a parenthesised group.
 */
export const complexEntrySchema = z.object({
  brandId: idSchema,
  name: z.string().max(500).default(''),
  categories: idList,
  statuses: idList,
  join: z.enum(['and', 'or']).default('or'),
  end: z.enum(['', 'end']).default(''),
});
export type ComplexEntry = z.infer<typeof complexEntrySchema>;
const complexList = z.array(complexEntrySchema).max(100).default([]);

export const filterSetSchema = z.object({
  period_interval: periodIntervalSchema.default(12),
  period_end: z.enum(periodEnds).default('qtr'),
  compare: z.enum(comparisons).default('previous'),
  regions: z.array(z.string().max(64)).max(MAX_FILTER_LIST).default([]),
  /** Territory ids of the caller's firm (issue 44): the states they cover. */
  territories: idList,
  segments: idList,
  categories: idList,
  subCategories: idList,
  projprodstatus: z.array(statusChoiceSchema).max(MAX_FILTER_LIST).default([]),
  openspec: z.boolean().default(false),
  qtyShares: z.boolean().default(false),
  category_brand1: brandChoiceSchema.nullable().default(null),
  category_brand2: brandChoiceSchema.nullable().default(null),
  category_brand3: brandChoiceSchema.nullable().default(null),
  category_brand4: brandChoiceSchema.nullable().default(null),
  adjacent_brand: brandChoiceSchema.nullable().default(null),
  adjacent_category: idSchema.nullable().default(null),
  spec_attribute_id: idSchema.nullable().default(null),
  /** As typed in 'Filter By Project IDs': comma-separated. */
  project_ids: z.string().max(100_000).default(''),
  complex: complexList,
});
export type FilterSet = z.infer<typeof filterSetSchema>;

/** The filter set before the configuration's defaults are applied. */
export const defaultFilterSet: FilterSet = filterSetSchema.parse({});

/** The four category-brand slots (spec doc 1 §9: at most four). */
export const categoryBrandKeys = [
  'category_brand1',
  'category_brand2',
  'category_brand3',
  'category_brand4',
] as const;

/**
 * What every analytics call sends. Wrong types are refused (400); missing fields take their defaults.
 * Unknown fields are stripped, so pages may send extra fields of their own schema.
 */
export const filterPayloadSchema = z.object({
  period_interval: periodIntervalSchema.default(12),
  period_end: z.enum(periodEnds).default('qtr'),
  compare: z.enum(comparisons).default('previous'),
  regions: z.array(z.string().max(64)).max(MAX_FILTER_LIST).default([]),
  /** Territory ids of the caller's firm (issue 44); another firm's: 403. */
  territories: idList,
  segments: idList,
  categories: idList,
  subCategories: idList,
  openspec: z.boolean().default(false),
  qtyShares: z.boolean().default(false),
  complex: complexList,
  /** Status ids. */
  projprodstatus: idList,
  /** Brand ids of the category-breakdown slots (an empty slot sent as 0 is dropped). */
  category_brands: z
    .array(z.number().int().min(0).max(MAX_ID))
    .max(MAX_FILTER_LIST)
    .default([])
    .transform((ids) => [...new Set(ids.filter((id) => id > 0))])
    .refine((ids) => ids.length <= MAX_CATEGORY_BRANDS, {
      message: messages.tooManyCategoryBrands(MAX_CATEGORY_BRANDS),
    }),
  /** 0 or null = none. */
  adjacent_category: optionalIdSchema,
  /** Anchor brand id; 0 when none. */
  adjacent_brand: z.number().int().min(0).max(MAX_ID).default(0),
  /** The spec attribute (spec value) id; 0 or null = none. */
  spec_attribute_id: optionalIdSchema,
  project_ids: idList,
});
export type FilterPayload = z.infer<typeof filterPayloadSchema>;
/** The payload as a client may write it (every field optional). */
export type FilterPayloadInput = z.input<typeof filterPayloadSchema>;
