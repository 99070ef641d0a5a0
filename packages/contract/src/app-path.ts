// Paths of this app: what a saved view opens and where sign-in returns to. One rule on both sides of the
// wire, so no stored or passed path can send a browser to another host.
import { z } from 'zod';
import { messages } from './errors.ts';

/** One `/`, then segments separated by single slashes: no backslash, whitespace, control character, ? or #. */
const appPathPattern = /^\/(?:[^/\\?#\s\p{Cc}]+\/)*[^/\\?#\s\p{Cc}]*$/u;
/** `.` and `..` segments, also percent-encoded (browsers resolve `%2e%2e` as `..`). */
const dotSegment = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;
/** An encoded slash or backslash, which some servers and routers decode back into a separator. */
const encodedSeparator = /%(?:2f|5c)/i;

/**
 * A normalised same-origin path: `/` alone or `/` followed by a character that is neither `/` nor `\`
 * (`//host` and `/\host` name another host), with no scheme, query, fragment or dot segment.
 */
export function isAppPath(path: string): boolean {
  return appPathPattern.test(path) && !dotSegment.test(path) && !encodedSeparator.test(path);
}

export const appPathSchema = z.string().max(200).refine(isAppPath, { message: messages.notAppPath });
