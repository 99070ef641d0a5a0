// Refuses request text PostgreSQL cannot store, before validation: a NUL character (22021) or an unpaired
// UTF-16 surrogate (22P02) anywhere in the path parameters, the query or the JSON body would otherwise
// reach the database as a 500, or make a session event vanish.
import type { FastifyInstance } from 'fastify';
import { messages } from '@specpulse/contract';
import { badRequest } from '../errors.ts';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- the NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path (e.g. `body.name`) of the first string or key that holds unstorable text, or null. */
export function unstorableTextAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableTextAt(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return path;
      const found = unstorableTextAt(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const where =
      unstorableTextAt(request.params, 'params') ??
      unstorableTextAt(request.query, 'query') ??
      unstorableTextAt(request.body, 'body');
    if (where) throw badRequest(messages.invalidText(where));
  });
}
