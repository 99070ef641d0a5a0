// Refuses request text PostgreSQL cannot store, before validation: a NUL character (22021) or an unpaired
// UTF-16 surrogate (22P02) anywhere in the path parameters, the query or the JSON body would otherwise
// reach the database as a 500, or make a session event vanish. It runs before authentication, on every
// route, so it walks with its own stack (a recursive walk overflowed the call stack on a small body of
// thousands of nested arrays) and refuses a body nested deeper than any route takes.
import type { FastifyInstance } from 'fastify';
import { messages } from '@specpulse/contract';
import { badRequest } from '../errors.ts';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- the NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Arrays and objects nested in one another beyond this many levels are refused (the deepest filter is 3). */
export const MAX_REQUEST_DEPTH = 400;

type Problem = { unstorableAt: string } | { tooDeep: true };

/** The first problem of `value` in document order: unstorable text (with its path) or nesting too deep. */
function problemOf(value: unknown, path: string): Problem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: item, path: at, depth } = next;
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return { unstorableAt: at };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_REQUEST_DEPTH) return { tooDeep: true };
    // Children are pushed last first, so they come off the stack in order.
    if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--)
        stack.push({ value: item[i], path: `${at}[${i}]`, depth: depth + 1 });
      continue;
    }
    const entries = Object.entries(item);
    if (entries.some(([key]) => UNSTORABLE.test(key))) return { unstorableAt: at };
    for (let i = entries.length - 1; i >= 0; i--)
      stack.push({ value: entries[i]![1], path: `${at}.${entries[i]![0]}`, depth: depth + 1 });
  }
  return null;
}

/** The path (e.g. `body.name`) of the first string or key that holds unstorable text, or null. */
export function unstorableTextAt(value: unknown, path: string): string | null {
  const problem = problemOf(value, path);
  return problem && 'unstorableAt' in problem ? problem.unstorableAt : null;
}

export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const problem =
      problemOf(request.params, 'params') ??
      problemOf(request.query, 'query') ??
      problemOf(request.body, 'body');
    if (!problem) return;
    throw badRequest(
      'tooDeep' in problem
        ? messages.nestedTooDeep(MAX_REQUEST_DEPTH)
        : messages.invalidText(problem.unstorableAt),
    );
  });
}
