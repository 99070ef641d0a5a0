// One contract per endpoint: method, path, access rule, request and response schemas.
import type { z } from 'zod';
import type { Access } from './permissions.ts';

export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: Access;
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Response body for 200 (omit for 204 or file downloads). */
  response?: z.ZodType;
  /**
   * Error statuses beyond those every route of its kind answers (400 for bad input, 401 and 403 unless
   * public, 404 with path parameters, 503 while the database is down): 409, 429, or 404 without parameters.
   */
  errors?: readonly (404 | 409 | 429)[];
  /**
   * The per-caller rate budget the route counts against (429 with Retry-After beyond it): a signed-in
   * caller's own, or on a public route the client address's. Routes under /v2/analytics/ that need a
   * signed-in user count against 'analytics' unless they name another.
   */
  rateLimit?: RateLimitClass;
}

/** The classes of routes with a per-caller rate budget (the API's RATE_LIMIT_* settings). */
export const rateLimitClasses = ['analytics', 'export', 'autocomplete', 'image', 'report'] as const;
export type RateLimitClass = (typeof rateLimitClasses)[number];

export const defineRoute = <T extends RouteContract>(route: T): T => route;
