// Watches, their notifications and the user's settings (issue 43): a user watches a brand, a product, a
// competitor set or a saved view with one rule; each new data version evaluates every watch, and what fired
// becomes a notification (the bell) with a link to the page and filters that show it.
import { z } from 'zod';
import { MAX_COMPETITORS } from './analytics/winloss.ts';
import { messages } from './errors.ts';
import { idSchema } from './filters.ts';
import { accessRules, type Access } from './permissions.ts';
import { defineRoute } from './route.ts';

/** At most this many watches per user. */
export const MAX_WATCHES_PER_USER = 50;
/** The share-moved rule's points: default, least and most. */
export const DEFAULT_WATCH_POINTS = 1;
export const MIN_WATCH_POINTS = 0.1;
export const MAX_WATCH_POINTS = 50;
/** The newest notifications the bell lists. */
export const NOTIFICATIONS_LISTED = 50;

/**
 * What is watched: a brand, a product, a competitor set (brand ids), or a saved view (the firm's own brands in
 * the view's filters). Any of them may name a saved view whose filters (states, segments, categories, window)
 * the rule then keeps to.
 */
export const watchSubjects = ['brand', 'product', 'competitors', 'view'] as const;
export type WatchSubject = (typeof watchSubjects)[number];

export const watchRules = ['newly_specified', 'share_moved', 'lost_to_competitor'] as const;
export type WatchRule = (typeof watchRules)[number];

/** The rules each subject takes. */
export const rulesOfSubject: Record<WatchSubject, readonly WatchRule[]> = {
  brand: ['newly_specified', 'share_moved'],
  product: ['newly_specified'],
  competitors: ['lost_to_competitor'],
  view: ['newly_specified', 'share_moved'],
};

/**
 * What the owner must be allowed to see a subject's figures: brands for a brand or a view (the firm's brands),
 * products for a product, Win / Loss's lost projects for a competitor set. Checked when the watch is made and
 * again at every evaluation, with the owner's permissions then.
 */
export const watchSubjectAccess: Record<WatchSubject, Access> = {
  brand: accessRules.brands,
  product: accessRules.products,
  competitors: accessRules.winLossProjects,
  view: accessRules.brands,
};

export const watchRuleLabels: Record<WatchRule, string> = {
  newly_specified: 'Newly specified',
  share_moved: 'Share moved',
  lost_to_competitor: 'Lost to a competitor',
};

const pointsSchema = z
  .number()
  .min(MIN_WATCH_POINTS, { error: messages.watchPointsRange(MIN_WATCH_POINTS, MAX_WATCH_POINTS) })
  .max(MAX_WATCH_POINTS, { error: messages.watchPointsRange(MIN_WATCH_POINTS, MAX_WATCH_POINTS) });

const watchFields = z.object({
  subject: z.enum(watchSubjects),
  /** The brand or product id (one), or the competitors (1 to MAX_COMPETITORS); none for a view. */
  ids: z.array(idSchema).max(MAX_COMPETITORS).default([]),
  /** The saved view whose filters the rule keeps to (required for the view subject). */
  view_id: idSchema.nullable().default(null),
  rule: z.enum(watchRules),
  /** share_moved: the least change, in points, that fires. */
  points: pointsSchema.default(DEFAULT_WATCH_POINTS),
});

/** The subject's ids, rule and view fit together; else a 400 saying how. */
export const createWatchBodySchema = watchFields.superRefine((w, ctx) => {
  const problem = watchShapeProblem(w);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
export type CreateWatchBody = z.input<typeof createWatchBodySchema>;

/** A watch's rule, points or view, changed: its subject stays. */
export const updateWatchBodySchema = z
  .object({
    rule: z.enum(watchRules).optional(),
    points: pointsSchema.optional(),
    view_id: idSchema.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'nothing to change');
export type UpdateWatchBody = z.input<typeof updateWatchBodySchema>;

/** Why a watch's fields do not fit together, or null. */
export function watchShapeProblem(w: {
  subject: WatchSubject;
  ids: readonly number[];
  view_id: number | null;
  rule: WatchRule;
}): string | null {
  if (!rulesOfSubject[w.subject].includes(w.rule))
    return messages.watchRuleNotFor(w.rule, w.subject, rulesOfSubject[w.subject]);
  if ((w.subject === 'brand' || w.subject === 'product') && w.ids.length !== 1)
    return messages.watchOneId(w.subject);
  if (w.subject === 'competitors' && (w.ids.length === 0 || new Set(w.ids).size !== w.ids.length))
    return messages.watchCompetitors(MAX_COMPETITORS);
  if (w.subject === 'view' && (w.view_id === null || w.ids.length)) return messages.watchViewSubject;
  return null;
}

export const watchIdParamsSchema = z.object({
  watchId: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'watchId must be a positive whole number')
    .transform(Number),
});
export const notificationIdParamsSchema = z.object({
  notificationId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'notificationId must be a positive whole number')
    .transform(Number),
});

export const watchSchema = z.object({
  id: z.number().int(),
  subject: z.enum(watchSubjects),
  ids: z.array(z.number().int()),
  view_id: z.number().int().nullable(),
  rule: z.enum(watchRules),
  points: z.number(),
  /** What is watched, in words: the brand's, product's or competitors' names, or the view's. */
  label: z.string(),
  /** The saved view's name, or null. */
  view_name: z.string().nullable(),
  created_at: z.string(),
  /** When it last fired, or null. */
  fired_at: z.string().nullable(),
  /** How many projects made it fire that time (its hits, whose lead list 'Export for CRM' writes); 0: none. */
  hits: z.number().int().nonnegative(),
});
export type Watch = z.infer<typeof watchSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  /** What fired, in words. */
  message: z.string(),
  /** The page and the URL filter query that show it (the filters' URL encoding, without the leading ?). */
  path: z.string(),
  query: z.string(),
  data_version: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  unread: z.number().int().nonnegative(),
  /** The newest NOTIFICATIONS_LISTED, newest first. */
  notifications: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

const watchAccess = accessRules.brandsOrProducts;

export const watchListRoute = defineRoute({
  method: 'GET',
  path: '/v2/watches',
  access: watchAccess,
  summary: "The caller's watches, newest first",
  response: z.array(watchSchema),
});

export const createWatchRoute = defineRoute({
  method: 'POST',
  path: '/v2/watches',
  access: watchAccess,
  summary: `Watch a brand, product, competitor set or saved view (403: not yours to see; 400: at most ${MAX_WATCHES_PER_USER})`,
  body: createWatchBodySchema,
  response: watchSchema,
  errors: [404],
});

export const updateWatchRoute = defineRoute({
  method: 'PUT',
  path: '/v2/watches/:watchId',
  access: watchAccess,
  summary: "Change a watch's rule, points or view (404 for another user's)",
  params: watchIdParamsSchema,
  body: updateWatchBodySchema,
  response: watchSchema,
});

export const deleteWatchRoute = defineRoute({
  method: 'DELETE',
  path: '/v2/watches/:watchId',
  access: watchAccess,
  summary: "Delete a watch (404 for another user's)",
  params: watchIdParamsSchema,
});

export const notificationListRoute = defineRoute({
  method: 'GET',
  path: '/v2/notifications',
  access: accessRules.user,
  summary: "The caller's notifications, newest first, with the number unread",
  response: notificationListSchema,
});

export const readNotificationRoute = defineRoute({
  method: 'POST',
  path: '/v2/notifications/:notificationId/read',
  access: accessRules.user,
  summary: 'Mark one notification read (404 for another user’s)',
  params: notificationIdParamsSchema,
});

export const readAllNotificationsRoute = defineRoute({
  method: 'POST',
  path: '/v2/notifications/read',
  access: accessRules.user,
  summary: "Mark all the caller's notifications read",
});
