// The audit log as administrators read it (/admin/audit): every audited action, filtered by who, firm, action and
// period, newest first, a page at a time, and the same selection as a CSV file.
import { z } from 'zod';
import { defineReport } from './report.ts';
import { defineRoute } from './route.ts';

/** The actions the portal audits (what writes them: docs/security.md, Audit log). */
export const auditActions = [
  'signin',
  'signin.failed',
  'impersonate',
  'deimpersonate',
  'firm.create',
  'firm.configuration.update',
  'user.deactivate',
  'user.reactivate',
  'user.firm-admin',
  'territory.create',
  'territory.update',
  'territory.delete',
  'crm-feed.create',
  'crm-feed.delete',
  'export',
  'view.share',
  'view.unshare',
  'key.create',
  'key.revoke',
  'key.use',
  'sso.domain.add',
  'sso.domain.remove',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditPageSizes = [10, 25, 50, 100] as const;

const day = z.iso.date();

export const auditQuerySchema = z
  .object({
    /** Part of the acting user's email (or of the email a failed sign-in tried). */
    who: z.string().trim().max(200).optional(),
    firm_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    action: z.enum(auditActions).optional(),
    /** First and last day (UTC), both included. */
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageQuerySchema = auditQuerySchema.and(
  z.object({
    offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
    limit: z.coerce
      .number()
      .int()
      .refine((v) => (auditPageSizes as readonly number[]).includes(v), {
        message: `limit must be one of ${auditPageSizes.join(', ')}`,
      })
      .default(25),
  }),
);
export type AuditPageQuery = z.infer<typeof auditPageQuerySchema>;

export const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Null for a failed sign-in with an email no account has. */
  actor_email: z.string().nullable(),
  impersonator_email: z.string().nullable(),
  firm_id: z.number().int().nullable(),
  firm_name: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  /** What changed or was asked for (the before and after of a change, an export's filters), as JSON text. */
  detail: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditPageSchema = z.object({
  total: z.number().int().nonnegative(),
  rows: z.array(auditRowSchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditLogRoute = defineRoute({
  method: 'GET',
  path: '/v2/admin/audit',
  access: 'admin',
  summary: 'Audited actions, newest first, a page at a time, filtered by who, firm, action and period',
  querystring: auditPageQuerySchema,
  response: auditPageSchema,
});

export const auditCsvRoute = defineRoute({
  method: 'GET',
  path: '/v2/admin/audit/csv',
  access: 'admin',
  summary: 'The audited actions the filters select, newest first, as a CSV file',
  querystring: auditQuerySchema,
  rateLimit: 'export',
  errors: [429],
});

export const auditReport = defineReport<AuditRow>({
  id: 'admin-audit',
  title: 'Audit Log',
  pageSize: 25,
  columns: [
    { field: 'at', label: 'When', kind: 'date', dateFormat: 'yyyy-MM-dd HH:mm:ss' },
    { field: 'actor_email', label: 'Who' },
    { field: 'impersonator_email', label: 'Impersonated By' },
    { field: 'firm_name', label: 'Firm' },
    { field: 'action', label: 'Action' },
    { field: 'target', label: 'Target' },
    { field: 'detail', label: 'Detail' },
  ],
});
