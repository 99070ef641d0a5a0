// Lead lists for a CRM (issue 44): the principals of the projects behind the figures (the Source Data panel),
// of the projects we lost (Win / Loss) or of a watch's hits (the projects that made it fire), as a CSV in the import layout of HubSpot or Salesforce. The
// columns and their mapping: docs/crm-export.md.
import { z } from 'zod';
import { accessRules } from '../permissions.ts';
import { defineRoute } from '../route.ts';
import { sourcePayloadSchema } from './source.ts';
import { lostExportQuerySchema, winLossPayloadSchema } from './winloss.ts';
import { watchIdParamsSchema } from '../watches.ts';

/** hubspot: one file of contacts and their companies; salesforce: leads. */
export const crmFormats = ['hubspot', 'salesforce'] as const;
export type CrmFormat = (typeof crmFormats)[number];
export const crmFormatLabels: Record<CrmFormat, string> = {
  hubspot: 'HubSpot (companies and contacts)',
  salesforce: 'Salesforce (leads)',
};

/** Each format's header row, in order: the CRM's published field names (docs/crm-export.md cites them). */
export const crmColumnNames = {
  hubspot: [
    'First Name',
    'Last Name',
    'Email',
    'Phone Number',
    'Job Title',
    'Company Name',
    'City',
    'State/Region',
  ],
  salesforce: [
    'FirstName',
    'LastName',
    'Email',
    'Phone',
    'Title',
    'Company',
    'City',
    'State',
    'LeadSource',
    'Description',
  ],
} as const satisfies Record<CrmFormat, readonly string[]>;

const crmQuerystringSchema = z.object({ format: z.enum(crmFormats) });

export const sourceCrmRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/source/projects/full/crm',
  access: accessRules.sourceExport,
  rateLimit: 'export',
  summary:
    'The principals of every project behind the figures as a CRM import file (format=hubspot or salesforce, streamed)',
  querystring: crmQuerystringSchema,
  body: sourcePayloadSchema,
});

export const winLossLostCrmRoute = defineRoute({
  method: 'POST',
  path: '/v2/analytics/winloss/lost/crm',
  access: accessRules.winLossExport,
  rateLimit: 'export',
  summary:
    'The principals of the projects we lost as a CRM import file (format=hubspot or salesforce, streamed)',
  querystring: lostExportQuerySchema.extend(crmQuerystringSchema.shape),
  body: winLossPayloadSchema,
});

export const watchHitsCrmRoute = defineRoute({
  method: 'POST',
  path: '/v2/watches/:watchId/hits/crm',
  // The Source Data files' rule: the lead list names projects, so the export flag, and not where they are hidden.
  access: accessRules.sourceExport,
  rateLimit: 'export',
  summary:
    "The principals of the projects that made the caller's watch fire, the last time it fired, as a CRM import file (format=hubspot or salesforce, streamed; 404 for another user's watch)",
  params: watchIdParamsSchema,
  querystring: crmQuerystringSchema,
  body: z.object({ utc_offset: sourcePayloadSchema.shape.utc_offset }),
});
