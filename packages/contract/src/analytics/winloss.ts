// Win / Loss (issue 42): our brand(s) against a set of competitors in the filtered categories. Every figure takes
// the filter payload plus `brand_ids` (ours; none = the firm's own brands) and `competitor_ids` (none = the top
// DEFAULT_COMPETITORS brands of the filters). docs/metrics.md defines the figures.
import { z } from 'zod';
import { accessRules } from '../permissions.ts';
import { messages } from '../errors.ts';
import { defineRoute } from '../route.ts';
import { filterPayloadSchema, idSchema } from '../filters.ts';
import { MAX_GROUP_BRANDS } from './brand-group.ts';
import { serverPageQuerySchema } from './brand.ts';
import { sourcePayloadSchema } from './source.ts';

/** Most competitors one request may name. */
export const MAX_COMPETITORS = 10;
/** Competitors taken when none is named: the leading brands of the filters, ours left out. */
export const DEFAULT_COMPETITORS = 5;

/** A state's win rate on fewer decided projects (won + lost) than this is greyed out on the map. */
export const MIN_DECIDED_PROJECTS = 10;

/** Spec-rate bands of a specifying firm, percent: High from 50, Intermittent from 10, else Low. */
export const specRateBands = { high: 50, intermittent: 10 } as const;
export const specRateBandNames = ['High', 'Intermittent', 'Low'] as const;
export type SpecRateBand = (typeof specRateBandNames)[number];
export const specRateBand = (specRate: number): SpecRateBand =>
  specRate >= specRateBands.high ? 'High' : specRate >= specRateBands.intermittent ? 'Intermittent' : 'Low';

/**
 * The filters plus our brands and the competitors. Duplicates and unknown ids are refused (400) by the server,
 * which names them; our brands among the competitors are dropped from the competitors.
 */
export const winLossPayloadSchema = filterPayloadSchema.extend({
  brand_ids: z
    .array(idSchema)
    .max(MAX_GROUP_BRANDS, { error: `brand_ids lists at most ${MAX_GROUP_BRANDS} brand ids` })
    .default([]),
  competitor_ids: z
    .array(idSchema)
    .max(MAX_COMPETITORS, { error: messages.tooManyCompetitors(MAX_COMPETITORS) })
    .default([]),
  utc_offset: sourcePayloadSchema.shape.utc_offset,
});
export type WinLossPayload = z.infer<typeof winLossPayloadSchema>;
export type WinLossPayloadInput = z.input<typeof winLossPayloadSchema>;

const count = z.number().int().nonnegative();

/** Our brands as one row, or one competitor, in the filtered categories. */
export const standingRowSchema = z.object({
  /** Our brands (several for a group) or the competitor's id. */
  brand_ids: z.array(z.number().int()),
  name: z.string(),
  ours: z.boolean(),
  lines: count,
  spec_percent: z.number(),
  /** 1 + brands with a strictly higher spec percent (ties share a rank); null without a line. */
  rank: z.number().int().nullable(),
  /** Distinct projects with a line of the brand(s). */
  projects: count,
  /** Points against the previous window; null when it is not covered by the data. */
  spec_growth_absolute: z.number().nullable(),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const standingSchema = z.object({
  /** Brands with a line in the filters (our brands count as one): the N of "rank k of N". */
  total_brands: count,
  /** The competitors were not named: the leading brands of the filters were taken. */
  default_competitors: z.boolean(),
  rows: z.array(standingRowSchema),
});
export type Standing = z.infer<typeof standingSchema>;

/** Projects won, lost and shared; win_rate = 100 × won / (won + lost), null when both are 0. */
export const outcomeSchema = z.object({
  won: count,
  lost: count,
  shared: count,
  /** Projects where we or a competitor are specified (won + lost + shared). */
  projects: count,
  win_rate: z.number().nullable(),
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const outcomesSchema = z.object({
  overall: outcomeSchema,
  /** A competitor is specified on some project of the filters (else the page says so instead of 0 %). */
  competitor_specified: z.boolean(),
  segments: z.array(outcomeSchema.extend({ segment_id: z.number().int(), name: z.string() })),
  states: z.array(outcomeSchema.extend({ state_id: z.number().int(), code: z.string(), name: z.string() })),
});
export type Outcomes = z.infer<typeof outcomesSchema>;
export type StateOutcome = Outcomes['states'][number];

export const firmSpecRateRowSchema = z.object({
  firm_id: z.number().int(),
  firm_name: z.string(),
  /** The firm's projects in the filters. */
  projects: count,
  /** Those with a line of our brands. */
  projects_with_us: count,
  /** 100 × projects_with_us / projects. */
  spec_rate: z.number(),
  band: z.enum(specRateBandNames),
});
export type FirmSpecRateRow = z.infer<typeof firmSpecRateRowSchema>;
export const firmSortFields = ['firm_name', 'projects', 'projects_with_us', 'spec_rate'] as const;
export type FirmSortField = (typeof firmSortFields)[number];
export const firmPageQuerySchema = serverPageQuerySchema(firmSortFields, 'projects', 'desc');
export type FirmPageQuery = z.infer<typeof firmPageQuerySchema>;

export const lostCompetitorSchema = z.object({
  manufacturer_id: z.number().int(),
  name: z.string(),
  /** The statuses of its lines on the project, e.g. 'Basis of Design, Approved Alternate'. */
  status: z.string(),
});
export const lostProjectRowSchema = z.object({
  project_id: z.number().int(),
  project_name: z.string(),
  /** Two-letter state code. */
  state: z.string(),
  segment: z.string(),
  /** The latest competitor line's date in the window, yyyy-mm-dd. */
  spec_date: z.string(),
  competitors: z.array(lostCompetitorSchema),
  firm_name: z.string(),
  /** The project's principals, 'Company (role)' joined by '; '. */
  principals: z.string(),
});
export type LostProjectRow = z.infer<typeof lostProjectRowSchema>;
export const lostSortFields = ['project_name', 'state', 'segment', 'spec_date', 'firm_name'] as const;
export type LostSortField = (typeof lostSortFields)[number];
export const lostPageQuerySchema = serverPageQuerySchema(lostSortFields, 'spec_date', 'desc');
export type LostPageQuery = z.infer<typeof lostPageQuerySchema>;
/** A lost-projects file holds the whole list in the table's order. */
export const lostExportQuerySchema = lostPageQuerySchema.pick({ sort: true, order: true });
export type LostExportQuery = z.infer<typeof lostExportQuerySchema>;

const page = <R extends z.ZodType>(row: R) => z.object({ total: count, rows: z.array(row) });

const winLoss = <R extends z.ZodType>(path: string, summary: string, response: R) =>
  defineRoute({
    method: 'POST',
    path: `/v2/analytics/winloss/${path}`,
    access: accessRules.winLoss,
    summary,
    body: winLossPayloadSchema,
    response,
  });

export const winLossStandingRoute = winLoss(
  'standing',
  'Spec share, rank, projects and change of our brand(s) and each competitor in the filtered categories',
  standingSchema,
);
export const winLossOutcomesRoute = winLoss(
  'outcomes',
  'Projects won, lost and shared against the competitors and the win rate, overall, by segment and by state',
  outcomesSchema,
);
export const winLossFirmsRoute = {
  ...winLoss(
    'firms',
    'Per specifying firm, our spec rate on its projects in the filters, banded High / Intermittent / Low (paged)',
    page(firmSpecRateRowSchema),
  ),
  querystring: firmPageQuerySchema,
};
export const winLossLostRoute = {
  ...winLoss(
    'lost',
    'The projects we lost to a competitor, with the competitors, the firm and the principals (paged; refused with hideprojects)',
    page(lostProjectRowSchema),
  ),
  access: accessRules.winLossProjects,
  querystring: lostPageQuerySchema,
};

const lostFile = (extension: 'csv' | 'xlsx') =>
  defineRoute({
    method: 'POST',
    path: `/v2/analytics/winloss/lost/${extension}`,
    access: accessRules.winLossExport,
    rateLimit: 'export',
    summary: `The projects we lost, as ${extension === 'csv' ? 'CSV' : 'a spreadsheet'} (streamed)`,
    querystring: lostExportQuerySchema,
    body: winLossPayloadSchema,
  });
export const winLossLostCsvRoute = lostFile('csv');
export const winLossLostXlsxRoute = lostFile('xlsx');

/** A lost project's competitors as 'Name (status)' joined by '; ' (the table's column and the files'). */
export const competitorsText = (row: Pick<LostProjectRow, 'competitors'>): string =>
  row.competitors.map((c) => `${c.name} (${c.status})`).join('; ');

/** A lost project as the table and the files show it: the competitors as one text. */
export type LostProjectTableRow = Omit<LostProjectRow, 'competitors'> & { competitors: string };
export const lostProjectTableRow = (row: LostProjectRow): LostProjectTableRow => ({
  ...row,
  competitors: competitorsText(row),
});
