// Compression of the answers that ask for it (figures, downloads; never sign-in or administration answers,
// docs/security.md): @fastify/compress's reply.compress gzips one of 1 kB or more for a caller that accepts it
// (a long list of JSON shrinks to a fraction on the wire); a cached figure's bytes are gzipped once and shared
// like the bytes.
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Answers smaller than this are sent as they are: the header and the work would cost more than they save. */
export const GZIP_MIN_BYTES = 1024;

/** Fastest level: a large answer pays for it on the thread pool, not the event loop. */
const zlibOptions = { level: constants.Z_BEST_SPEED };

/** Gives the routes registered after it `reply.compress`; no answer is compressed unless sent through it. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: false,
    encodings: ['gzip'],
    threshold: GZIP_MIN_BYTES,
    zlibOptions,
  });
}

/** The encoding out of `supported` the request's Accept-Encoding prefers, as @fastify/compress chooses it. */
export function acceptedEncoding<E extends string>(request: FastifyRequest, supported: E[]): E | null {
  const header = request.headers['accept-encoding'];
  return header === undefined ? null : negotiate(header.toLowerCase(), supported);
}

const gzipAsync = promisify(gzip);
/**
 * The compressed form of each cached figure's bytes, alive as long as the cache keeps those bytes. Not weighed
 * in the cache's size limit: the compressed copies are a small fraction of the JSON they stand for.
 */
const compressed = new WeakMap<Buffer, Promise<Buffer>>();

/** `bytes` gzipped, computed once per Buffer: the cache hands out the same Buffer for every hit. */
export function gzipOnce(bytes: Buffer): Promise<Buffer> {
  let done = compressed.get(bytes);
  if (!done) {
    done = gzipAsync(bytes, zlibOptions);
    compressed.set(bytes, done);
    done.catch(() => compressed.delete(bytes));
  }
  return done;
}
