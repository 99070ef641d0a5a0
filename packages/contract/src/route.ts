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
}

export const defineRoute = <T extends RouteContract>(route: T): T => route;
