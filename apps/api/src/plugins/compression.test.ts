// Accept-Encoding parsing and the once-per-buffer gzip of cached figures.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsEncoding, acceptsGzip, gzipOnce } from './gzip.ts';

describe('acceptsGzip', () => {
  it('accepts gzip by name, as x-gzip or through *, unless its q-value is 0', () => {
    for (const header of [
      'gzip',
      'gzip, deflate, br, zstd',
      'br;q=1.0, GZIP;q=0.5',
      'x-gzip',
      '*',
      ['br', 'gzip'],
    ])
      expect(acceptsGzip(header), String(header)).toBe(true);
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
      expect(acceptsGzip(header), String(header)).toBe(false);
  });

  it('accepts br by name or through *, and not as a part of another name', () => {
    for (const header of ['br', 'gzip, deflate, br, zstd', 'BR;q=0.5', '*'])
      expect(acceptsEncoding(header, 'br'), header).toBe(true);
    for (const header of [undefined, 'gzip', 'br;q=0', 'brotli', 'x-gzip'])
      expect(acceptsEncoding(header, 'br'), String(header)).toBe(false);
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
