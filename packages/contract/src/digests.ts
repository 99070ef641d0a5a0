// Scheduled digests (issue 43): a saved view (or the dashboard) mailed weekly or monthly to its subscribers.
import { z } from 'zod';
import { accessRules } from './permissions.ts';
import { defineRoute } from './route.ts';

export const digestFrequencies = ['weekly', 'monthly'] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];

/** ISO weekday: 1 Monday … 7 Sunday. */
export const digestSettingsSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  hour: z.number().int().min(0).max(23),
  /** An IANA time zone name, e.g. Europe/London. */
  time_zone: z
    .string()
    .min(1)
    .max(64)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'time_zone must be an IANA time zone name'),
  email_enabled: z.boolean(),
});
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

export const defaultDigestSettings: DigestSettings = {
  weekday: 1,
  hour: 8,
  time_zone: 'UTC',
  email_enabled: true,
};

export const digestSubscriptionSchema = z.object({
  id: z.number().int(),
  /** null: the dashboard. */
  view_id: z.number().int().nullable(),
  /** The view's name, or 'Dashboard'. */
  name: z.string(),
  frequency: z.enum(digestFrequencies),
  /** The view's table as an xlsx attachment. */
  with_table: z.boolean(),
});
export type DigestSubscription = z.infer<typeof digestSubscriptionSchema>;

export const digestListSchema = z.object({
  subscriptions: z.array(digestSubscriptionSchema),
  settings: digestSettingsSchema,
});
export type DigestList = z.infer<typeof digestListSchema>;

export const subscribeDigestBodySchema = z.object({
  view_id: z.number().int().positive().nullable(),
  frequency: z.enum(digestFrequencies),
  with_table: z.boolean().default(false),
});
export type SubscribeDigestBody = z.input<typeof subscribeDigestBodySchema>;

export const digestIdParamsSchema = z.object({
  subscriptionId: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'subscriptionId must be a positive whole number')
    .transform(Number),
});

const access = accessRules.user;

export const digestListRoute = defineRoute({
  method: 'GET',
  path: '/v2/digests',
  access,
  summary: "The caller's digest subscriptions and digest settings (day, hour, time zone, email on/off)",
  response: digestListSchema,
});

export const subscribeDigestRoute = defineRoute({
  method: 'POST',
  path: '/v2/digests',
  access,
  summary:
    "Subscribe to a digest of a view the caller may see (their own or one shared in their firm; another firm's is a 404) or of the dashboard (view_id null); subscribing again changes the frequency",
  body: subscribeDigestBodySchema,
  response: digestSubscriptionSchema,
  errors: [404],
});

export const unsubscribeDigestRoute = defineRoute({
  method: 'DELETE',
  path: '/v2/digests/:subscriptionId',
  access,
  summary: "Stop a digest subscription (the caller's own; another's is a 404)",
  params: digestIdParamsSchema,
});

export const sendDigestNowRoute = defineRoute({
  method: 'POST',
  path: '/v2/digests/:subscriptionId/send',
  access,
  summary:
    "Send the caller's digest now, besides its schedule (at most once a minute; another's subscription is a 404): it is queued, checked and sent like a scheduled one",
  params: digestIdParamsSchema,
});

export const digestSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/v2/digests/settings',
  access,
  summary: "Set the caller's digest day, hour, time zone and whether digests are emailed",
  body: digestSettingsSchema,
  response: digestSettingsSchema,
});

/** The one-click unsubscribe link of a digest email: no sign-in, the signed token is the authority. */
export const digestUnsubscribeQuerySchema = z.object({ token: z.string().max(2000) });
export const digestUnsubscribeRoute = defineRoute({
  method: 'GET',
  path: '/v2/digests/unsubscribe',
  access: accessRules.public,
  summary:
    'One-click unsubscribe from a digest email (signed link, no sign-in): a plain page saying it is done, or that the link is tampered or expired',
  querystring: digestUnsubscribeQuerySchema,
});

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  /** kept: in the outbox only (no SMTP_URL); queued/retrying: on its way; sent; failed: retries given up. */
  status: z.enum(['kept', 'queued', 'retrying', 'sent', 'failed']),
  error: z.string().nullable(),
  attempts: z.number().int(),
  attachments: z.array(z.string()),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const outboxRoute = defineRoute({
  method: 'GET',
  path: '/v2/admin/outbox',
  access: accessRules.admin,
  summary:
    'The mail the portal sent or kept (newest first), as the recipient sees it, with its delivery status',
  querystring: outboxQuerySchema,
  response: z.array(outboxMessageSchema),
});
