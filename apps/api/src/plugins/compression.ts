// Gzip for the analytics figures: a browser asks for it on every call, and a long list of JSON shrinks to a
// fraction of that on the wire. A cached figure's bytes are compressed once and shared like the bytes.
import { promisify } from 'node:util';
import { gzip, constants } from 'node:zlib';

/** Answers smaller than this are sent as they are: the header and the work would cost more than they save. */
export const GZIP_MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);
/**
 * The compressed form of each cached figure's bytes, alive as long as the cache keeps those bytes. Not weighed
 * in the cache's size limit: the compressed copies are a small fraction of the JSON they stand for.
 */
const compressed = new WeakMap<Buffer, Promise<Buffer>>();

/** Whether an Accept-Encoding header accepts `coding` (by name or `*`, with a q-value above 0). */
export function acceptsEncoding(header: string | string[] | undefined, coding: 'gzip' | 'br'): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const names = coding === 'gzip' ? ['gzip', 'x-gzip', '*'] : [coding, '*'];
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!names.includes(name)) continue;
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

/** Whether an Accept-Encoding header accepts gzip (by name, as x-gzip or `*`, with a q-value above 0). */
export const acceptsGzip = (header: string | string[] | undefined) => acceptsEncoding(header, 'gzip');

/**
 * `bytes` gzipped (fastest level: a miss of a large answer pays for it on the thread pool, not the event
 * loop), computed once per Buffer: the cache hands out the same Buffer for every hit.
 */
export function gzipOnce(bytes: Buffer): Promise<Buffer> {
  let done = compressed.get(bytes);
  if (!done) {
    done = gzipAsync(bytes, { level: constants.Z_BEST_SPEED });
    compressed.set(bytes, done);
    done.catch(() => compressed.delete(bytes));
  }
  return done;
}
