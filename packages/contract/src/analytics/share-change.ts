// Share change contracts: why a brand's share changed (its answer; the routes are brand-drill.ts's) and the
// market movers (metrics.md).
import { z } from 'zod';
import { accessRules } from '../permissions.ts';
import { defineRoute } from '../route.ts';
import { filterPayloadSchema } from '../filters.ts';

const count = z.number().int().nonnegative();
/** A change of a share, in percentage points. */
const points = z.number();

/** The brand's lines and all lines of the universe in one window, and the share they make. */
const windowShareSchema = z.object({ lines: count, total: count, spec_percent: z.number() });

export const contributorDimensions = ['state', 'segment', 'category'] as const;
export type ContributorDimension = (typeof contributorDimensions)[number];

/** One state, segment or category: its within + mix split of the change (they sum to `change`). */
export const contributorRowSchema = z.object({
  dimension: z.enum(contributorDimensions),
  id: z.number().int(),
  name: z.string(),
  /** A state's census region (the filters have regions, not states: the page links a state to it); else null. */
  region: z.string().nullable(),
  /** The brand's share of the value's lines, previous window and window (percent). */
  previous_percent: z.number(),
  current_percent: z.number(),
  /** The value's lines in the previous window and in the window: the sample behind its shares. */
  previous_lines: count,
  lines: count,
  within: points,
  mix: points,
  change: points,
});
export type ContributorRow = z.infer<typeof contributorRowSchema>;

/** A project behind a gain or a loss: 100 × (its brand lines now / all lines now − then / all lines then). */
export const projectContributionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 2-letter postal code of the project's state. */
  state: z.string(),
  previous_lines: count,
  lines: count,
  change: points,
});
export type ProjectContribution = z.infer<typeof projectContributionSchema>;

export const shareExplainedSchema = z.object({
  /** false when the previous window starts before the data: the figures then explain no real change. */
  previous_covered: z.boolean(),
  previous: windowShareSchema,
  current: windowShareSchema,
  /** spec_growth_absolute: current − previous spec percent. */
  change: points,
  /** own_lines + market_volume = change. */
  own_lines: points,
  market_volume: points,
  /** within + mix = change, by segment (the segment contributors' sums). */
  within: points,
  mix: points,
  /** Every state, segment and category of either window; each dimension's changes sum to `change`. */
  contributors: z.array(contributorRowSchema),
  /**
   * The group's new products, first specified anywhere on or after the previous window's start (launched since
   * the comparison began): how many have lines in scope, their lines in the previous window and the window, and
   * their part of the change, 100 × (lines / all lines − previous_lines / all previous lines).
   */
  new_products: z.object({ products: count, previous_lines: count, lines: count, change: points }),
  /** The largest gains and losses by project; empty for firms with hideprojects. */
  projects: z.object({
    gains: z.array(projectContributionSchema),
    losses: z.array(projectContributionSchema),
  }),
});
export type ShareExplained = z.infer<typeof shareExplainedSchema>;

/** One brand (product) among the movers: topbrands' (topproducts') growth columns plus its sample. */
export const moverRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The product's brand; the brand's own name for brand movers. */
  manufacturer_name: z.string(),
  image_url: z.string(),
  spec_percent: z.number(),
  previous_percent: z.number(),
  spec_growth_absolute: points,
  /** null when there were no lines in the previous window. */
  spec_growth_real: z.number().nullable(),
  /** Lines in the window plus lines in the previous window, at least `min_sample`. */
  sample: count,
});
export type MoverRow = z.infer<typeof moverRowSchema>;

export const moversSchema = z.object({
  /** false when the previous window starts before the data: no growth, so no movers (both lists empty). */
  previous_covered: z.boolean(),
  min_sample: count,
  gainers: z.array(moverRowSchema),
  losers: z.array(moverRowSchema),
});
export type Movers = z.infer<typeof moversSchema>;

/** The most gainers (losers) one answer holds. */
export const MAX_MOVERS = 50;
/** Gainers (and losers) the Market Movers cards show, and the default `?limit`. */
export const MOVERS_SHOWN = 5;
/** `?limit=N` gainers and N losers. */
export const moversQuerystringSchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_MOVERS).default(MOVERS_SHOWN),
});

export const brandMoversRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/brand/movers',
  access: accessRules.brands,
  summary:
    'Brands with the largest spec percent gains and losses against the previous window (minimum sample)',
  querystring: moversQuerystringSchema,
  body: filterPayloadSchema,
  response: moversSchema,
});
export const productMoversRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/product/movers',
  access: accessRules.products,
  summary:
    'Products with the largest spec percent gains and losses against the previous window (minimum sample)',
  querystring: moversQuerystringSchema,
  body: filterPayloadSchema,
  response: moversSchema,
});
