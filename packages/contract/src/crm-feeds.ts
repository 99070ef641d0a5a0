// Scheduled CRM feeds (issue 44): a saved view's lead list (its Source Data panel's 'Export for CRM' file)
// posted daily to an https webhook, signed with the feed's secret; every attempt logged. Firm admins manage
// their firm's feeds. Signature, retries and refusals: docs/crm-export.md.
import { z } from 'zod';
import { crmFormats } from './analytics/crm.ts';
import { MAX_ID } from './filters/filter-set.schema.ts';
import { accessRules } from './permissions.ts';
import { defineReport } from './report.ts';
import { defineRoute } from './route.ts';

/** The signature's headers (the names the webhook reads), without the product's name: deployments are white-labelled. */
export const crmFeedHeaders = {
  timestamp: 'X-Feed-Timestamp',
  /** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">` with the feed's secret. */
  signature: 'X-Feed-Signature',
  /** The last day of the market data the list was made from (YYYY-MM-DD). */
  dataThrough: 'X-Feed-Data-Through',
  feedId: 'X-Feed-Id',
  /** The run (feed and day, or a send-now's minute): the same on every try of it, so a receiver drops a repeat. */
  delivery: 'X-Feed-Delivery',
} as const;

/** What an attempt came to: delivered (2xx), retrying (network error or 5xx), failed (3xx or 4xx, refused, or retries spent). */
export const crmFeedOutcomes = ['delivered', 'retrying', 'failed'] as const;

export const crmFeedAttemptSchema = z.object({
  id: z.number().int(),
  /** When the attempt began (ISO). */
  at: z.string(),
  /** The webhook's HTTP status; null when none came (network error, or refused before sending). */
  status: z.number().int().nullable(),
  duration_ms: z.number().int(),
  outcome: z.enum(crmFeedOutcomes),
  /** Why it did not deliver; null when it did. */
  error: z.string().nullable(),
});
export type CrmFeedAttempt = z.infer<typeof crmFeedAttemptSchema>;

export const crmFeedSchema = z.object({
  id: z.number().int(),
  view_id: z.number().int(),
  view_name: z.string(),
  format: z.enum(crmFormats),
  url: z.string(),
  /** The firm admin who made it: the list is computed with their access at send time. */
  created_by: z.string(),
  created_at: z.string(),
  /** The latest attempts, newest first. */
  attempts: z.array(crmFeedAttemptSchema),
});
export type CrmFeed = z.infer<typeof crmFeedSchema>;

/** How many of each feed's latest attempts the list shows. */
export const CRM_FEED_ATTEMPTS_SHOWN = 20;

export const crmFeedListSchema = z.object({ feeds: z.array(crmFeedSchema) });

export const createCrmFeedBodySchema = z.object({
  view_id: z.number().int().positive().max(MAX_ID),
  format: z.enum(crmFormats),
  /** Checked by the API (https, a public address), so the answer names the problem in the catalogue's words. */
  url: z.string().trim().min(1).max(2000),
});
export type CreateCrmFeedBody = z.input<typeof createCrmFeedBodySchema>;

/** The new feed and its signing secret, shown this once. */
export const createdCrmFeedSchema = crmFeedSchema.extend({ secret: z.string() });

const feedIdParams = z.object({ feedId: z.coerce.number().int().positive().max(MAX_ID) });
const access = accessRules.crmFeeds;

export const crmFeedListRoute = defineRoute({
  method: 'GET',
  path: '/v2/crm-feeds',
  access,
  summary: "The caller's firm's CRM feeds with their latest delivery attempts (firm admins)",
  response: crmFeedListSchema,
});

export const createCrmFeedRoute = defineRoute({
  method: 'POST',
  path: '/v2/crm-feeds',
  access,
  summary: "Deliver a saved view's lead list daily to an https webhook; answers the signing secret once",
  body: createCrmFeedBodySchema,
  response: createdCrmFeedSchema,
});

export const deleteCrmFeedRoute = defineRoute({
  method: 'DELETE',
  path: '/v2/crm-feeds/:feedId',
  access,
  summary: "Delete a CRM feed of the caller's firm and its attempt log",
  params: feedIdParams,
});

export const sendCrmFeedNowRoute = defineRoute({
  method: 'POST',
  path: '/v2/crm-feeds/:feedId/send',
  access,
  summary: 'Queue a delivery of the feed now (the attempts appear in its log)',
  params: feedIdParams,
});

/** A feed as the feeds' table shows it: its layout's name and what its latest attempt came to. */
export interface CrmFeedRow extends CrmFeed {
  layout: string;
  /** 'delivered', 'retrying' or 'failed' with the HTTP status; 'not sent yet' before any attempt. */
  last_attempt: string;
}

export const crmFeedReport = defineReport<CrmFeedRow>({
  id: 'crm-feeds',
  title: 'CRM Feeds',
  columns: [
    { field: 'view_name', label: 'View', sort: 'asc' },
    { field: 'layout', label: 'Layout' },
    { field: 'url', label: 'Webhook' },
    { field: 'created_by', label: 'Made By' },
    { field: 'last_attempt', label: 'Last Attempt' },
  ],
});

export const crmFeedAttemptReport = defineReport<CrmFeedAttempt>({
  id: 'crm-feed-attempts',
  title: 'Delivery Attempts',
  columns: [
    { field: 'at', label: 'When', kind: 'date', dateFormat: 'yyyy-MM-dd HH:mm:ss', sort: 'desc' },
    { field: 'outcome', label: 'Outcome' },
    { field: 'status', label: 'HTTP Status', kind: 'number' },
    { field: 'duration_ms', label: 'Duration (ms)', kind: 'number' },
    { field: 'error', label: 'Why' },
  ],
});
