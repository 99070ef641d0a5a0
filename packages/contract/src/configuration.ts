// Configuration contract: what the signed-in user's firm may see (filter options, defaults, flags) and its logos.
import { z } from 'zod';
import { userSchema } from './auth.ts';
import { filterSetSchema, periodEnds, type FilterSet } from './filters/filter-set.schema.ts';
import { permissionsSchema } from './permissions.ts';
import { defineRoute } from './route.ts';

export const idNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof idNameSchema>;

/** A sub-category option carries its parent category's id (for the nested filter). */
export const subCategoryOptionSchema = idNameSchema.extend({ category_id: z.number().int() });
export type SubCategoryOption = z.infer<typeof subCategoryOptionSchema>;

/** Census regions, lowercase ids: northeast, midwest, south, west. */
export const regionOptionSchema = z.object({ id: z.string(), name: z.string() });
export type RegionOption = z.infer<typeof regionOptionSchema>;

export const periodIds = periodEnds;
export type PeriodId = (typeof periodIds)[number];
export const periodOptionSchema = z.object({ id: z.enum(periodIds), abbr: z.string() });
export type PeriodOption = z.infer<typeof periodOptionSchema>;

/** The 'Last day of' period choices (spec doc 1 §2.4, §9); the months choices are `periodIntervals`. */
export const periodOptions: readonly PeriodOption[] = [
  { id: 'month', abbr: 'Month' },
  { id: 'qtr', abbr: 'Quarter' },
  { id: 'year', abbr: 'Year' },
];

export const segmentOptionSchema = z.object({ id: z.number().int(), name: z.string(), icon: z.string() });
export type SegmentOption = z.infer<typeof segmentOptionSchema>;

export const filterOptionsSchema = z.object({
  categories: z.array(idNameSchema),
  subCategories: z.array(subCategoryOptionSchema),
  regions: z.array(regionOptionSchema),
  intervals: z.array(z.number().int()),
  periods: z.array(periodOptionSchema),
  segments: z.array(segmentOptionSchema),
  productStatus: z.array(idNameSchema),
  /** The firm's territories (issue 44), by name; empty without the territories feature. */
  territories: z.array(idNameSchema),
});
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

export const userConfigurationSchema = z.object({
  can_export: z.boolean(),
  can_savefilters: z.boolean(),
  can_favorite: z.boolean(),
  permissions: permissionsSchema,
  /** nestedcategories, hidesegments, hideprojects (and export, savefilters, favorite). */
  hasfeature: z.record(z.string(), z.boolean()),
  filters: filterOptionsSchema,
  /** The month the firm's fiscal year starts (1 = January: calendar quarters and years). */
  fiscal_year_start: z.number().int().min(1).max(12),
});
export type UserConfiguration = z.infer<typeof userConfigurationSchema>;

/**
 * The filter set pages start from: the filter-set defaults (period_interval 12, period_end 'qtr',
 * everything else empty or false) with the firm's default categories and sub-categories.
 */
export const defaultFiltersSchema = filterSetSchema;
export type DefaultFilters = FilterSet;

/** The loaded data's dates: the newest day, and the first: 'YYYY-MM-DD'. */
export const dataCoverageSchema = z.object({
  as_of: z.string(),
  data_from: z.string(),
});
export type DataCoverage = z.infer<typeof dataCoverageSchema>;

export const configurationResponseSchema = z.object({
  defaults: z.object({ filters: defaultFiltersSchema }),
  user: userSchema,
  configuration: userConfigurationSchema,
  data: dataCoverageSchema,
});
export type ConfigurationResponse = z.infer<typeof configurationResponseSchema>;

/**
 * The header every authenticated answer carries: the version of the caller's configuration (the firm's last
 * save and the data version), so a signed-in web app reloads its configuration when an administrator changes
 * the firm, instead of keeping the menu and pages of the configuration it started with.
 */
export const configurationVersionHeader = 'x-configuration-version';

export const configurationRoute = defineRoute({
  method: 'GET',
  path: '/v2/configuration',
  access: 'user',
  summary: "The caller's firm configuration: filter options, defaults, permissions and features",
  response: configurationResponseSchema,
});

export const logoSchema = z.object({
  manufacturer_id: z.number().int(),
  name: z.string(),
  image_url: z.string(),
});
export type Logo = z.infer<typeof logoSchema>;
export const logosResponseSchema = z.array(logoSchema);

export const logosRoute = defineRoute({
  method: 'GET',
  path: '/v2/configuration/logos',
  access: 'user',
  summary: "Logos of the caller's firm brands",
  response: logosResponseSchema,
});
