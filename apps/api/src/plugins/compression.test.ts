// Accept-Encoding negotiation (the library's, as the routes use it) and the once-per-buffer gzip of cached
// figures. The negotiation cases are those the hand-written parser this replaced was tested with.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { acceptedEncoding, gzipOnce } from './compression.ts';

const asking = (header: string | undefined) =>
  ({ headers: header === undefined ? {} : { 'accept-encoding': header } }) as FastifyRequest;

describe('acceptedEncoding', () => {
  it('chooses gzip by name or through *, unless its q-value is 0', () => {
    for (const header of ['gzip', 'gzip, deflate, br, zstd', 'GZIP;q=0.5', '*'])
      expect(acceptedEncoding(asking(header), ['gzip']), header).toBe('gzip');
    for (const header of [
      undefined,
      '',
      'identity',
      'br, deflate',
      'gzip;q=0',
      'gzip; q=0.000',
      '*;q=0',
      'gzipx',
    ])
      expect(acceptedEncoding(asking(header), ['gzip']), String(header)).toBeNull();
  });

  it("prefers the caller's higher q-value among what is supported, br not as a part of another name", () => {
    expect(acceptedEncoding(asking('br;q=1.0, gzip;q=0.5'), ['br', 'gzip'])).toBe('br');
    expect(acceptedEncoding(asking('br;q=0.2, gzip;q=0.5'), ['br', 'gzip'])).toBe('gzip');
    for (const header of ['brotli', 'br;q=0', 'gzip'])
      expect(acceptedEncoding(asking(header), ['br']), header).toBeNull();
  });
});

describe('gzipOnce', () => {
  it('compresses a buffer once and hands every caller the same bytes', async () => {
    const bytes = Buffer.from(JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ brand: i }))));
    const first = await gzipOnce(bytes);
    expect(gunzipSync(first).equals(bytes)).toBe(true);
    expect(await gzipOnce(bytes)).toBe(first);
    expect(await gzipOnce(Buffer.from(bytes))).not.toBe(first);
  });
});
