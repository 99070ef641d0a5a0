// The market timeline (issue 45): annotations of a day or a span of days (a trade show, a launch, a price
// change) drawn on every time chart. Everyone's are written by internal users; a firm's by its own users.
import { z } from 'zod';
import { accessRules } from './permissions.ts';
import { defineRoute } from './route.ts';

export const MAX_ANNOTATION_TITLE = 120;
export const annotationScopes = ['everyone', 'firm'] as const;
export type AnnotationScope = (typeof annotationScopes)[number];

const isCalendarDay = (text: string) => {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
};
const daySchema = (field: string) =>
  z
    .string()
    .refine((t) => /^\d{4}-\d{2}-\d{2}$/.test(t) && isCalendarDay(t), `${field} must be a day, YYYY-MM-DD`);

const isHttpLink = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export const annotationBodySchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'title must not be empty')
      .max(MAX_ANNOTATION_TITLE, `title must be at most ${MAX_ANNOTATION_TITLE} characters`),
    starts_on: daySchema('starts_on'),
    /** Null or left out: the one day starts_on. */
    ends_on: daySchema('ends_on').nullable().default(null),
    link: z
      .string()
      .trim()
      .max(2000, 'link must be at most 2000 characters')
      .refine(isHttpLink, 'link must be an http or https address')
      .nullable()
      .default(null),
    /** everyone: internal users only; firm: the caller's firm. */
    scope: z.enum(annotationScopes).default('firm'),
  })
  .refine((b) => b.ends_on === null || b.ends_on >= b.starts_on, {
    message: 'ends_on must not be before starts_on',
    path: ['ends_on'],
  });
export type AnnotationBody = z.input<typeof annotationBodySchema>;

export const annotationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_on: z.string(),
  /** The last day (starts_on for a one-day annotation). */
  ends_on: z.string(),
  link: z.string().nullable(),
  scope: z.enum(annotationScopes),
  /** The caller may edit and delete it (a firm's own; everyone's for internal users). */
  editable: z.boolean(),
});
export type Annotation = z.infer<typeof annotationSchema>;

/** The day or span an annotation covers, as the chart's list, its sheet and the digests write it. */
export const annotationDays = (a: Pick<Annotation, 'starts_on' | 'ends_on'>): string =>
  a.starts_on === a.ends_on ? a.starts_on : `${a.starts_on} – ${a.ends_on}`;

export const annotationListSchema = z.object({ annotations: z.array(annotationSchema) });

export const annotationIdParamsSchema = z.object({
  annotationId: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'annotationId must be a positive whole number')
    .transform(Number),
});

const access = accessRules.timeline;

export const annotationListRoute = defineRoute({
  method: 'GET',
  path: '/v2/annotations',
  access,
  summary: "The market timeline: everyone's annotations and the caller's firm's, oldest first",
  response: annotationListSchema,
});

export const createAnnotationRoute = defineRoute({
  method: 'POST',
  path: '/v2/annotations',
  access,
  summary: "Add an annotation for the caller's firm, or for everyone (internal users only: else 403)",
  body: annotationBodySchema,
  response: annotationSchema,
});

export const updateAnnotationRoute = defineRoute({
  method: 'PUT',
  path: '/v2/annotations/:annotationId',
  access,
  summary: "Change an annotation (404 for another firm's; 403 for everyone's unless internal)",
  params: annotationIdParamsSchema,
  body: annotationBodySchema,
  response: annotationSchema,
});

export const deleteAnnotationRoute = defineRoute({
  method: 'DELETE',
  path: '/v2/annotations/:annotationId',
  access,
  summary: "Delete an annotation (404 for another firm's; 403 for everyone's unless internal)",
  params: annotationIdParamsSchema,
});
