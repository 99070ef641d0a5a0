// Session tracking contract: the fire-and-forget usage event (page views and the login event).
import { z } from 'zod';
import { messages } from './errors.ts';
import { defineRoute } from './route.ts';

export const sessionEventKinds = ['login', 'page'] as const;
export type SessionEventKind = (typeof sessionEventKinds)[number];

/** An event's JSON may hold this much: a page path and a filter set take well under 2 kB. */
export const SESSION_EVENT_MAX_BYTES = 8192;

/** Lenient on purpose: tracking must never fail a page, so only `page` is required. */
const sessionEventFieldsSchema = z.object({
  page: z.string().max(2048),
  filters: z.record(z.string(), z.unknown()).optional(),
  /** Login event: e.g. {width, height, pixelRatio}. */
  screen: z.record(z.string(), z.unknown()).optional(),
  /** Login event: e.g. {userAgent, language, platform}. */
  browser: z.record(z.string(), z.unknown()).optional(),
  kind: z.enum(sessionEventKinds).optional(),
});
/** Bounded in size, so one call cannot store megabytes in the session table. */
export const sessionEventBodySchema = sessionEventFieldsSchema.refine(
  (body) => new TextEncoder().encode(JSON.stringify(body)).length <= SESSION_EVENT_MAX_BYTES,
  { message: messages.sessionEventTooLarge(SESSION_EVENT_MAX_BYTES) },
);
export type SessionEventBody = z.infer<typeof sessionEventBodySchema>;

/** Answers 204 with no body; a storage failure is logged, never returned. */
export const sessionEventRoute = defineRoute({
  method: 'POST',
  path: '/v2/session/event',
  access: 'user',
  summary: 'Record a usage event (page view, or the login event with screen and browser information)',
  body: sessionEventBodySchema,
  errors: [429],
});
