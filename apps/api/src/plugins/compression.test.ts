// The once-per-buffer gzip of cached figures.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipOnce } from './compression.ts';

describe('gzipOnce', () => {
  it('compresses a buffer once and hands every caller the same bytes', async () => {
    const bytes = Buffer.from(JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ brand: i }))));
    const first = await gzipOnce(bytes);
    expect(gunzipSync(first).equals(bytes)).toBe(true);
    expect(await gzipOnce(bytes)).toBe(first);
    expect(await gzipOnce(Buffer.from(bytes))).not.toBe(first);
  });
});
