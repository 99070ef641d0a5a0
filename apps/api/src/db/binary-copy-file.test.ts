// The binary COPY file framing: the signature PostgreSQL checks before it reads any row.
import { describe, expect, it } from 'vitest';
import { BINARY_COPY_HEADER, BINARY_COPY_TRAILER } from './binary-copy-file.ts';

describe('binary COPY file framing', () => {
  it('has the signature PostgreSQL expects', () => {
    expect(Buffer.from(BINARY_COPY_HEADER.subarray(0, 11)).toString('latin1')).toBe('PGCOPY\n\xff\r\n\0');
    expect(BINARY_COPY_HEADER.length).toBe(19);
  });

  it('ends with a field count of -1', () => {
    expect(new DataView(BINARY_COPY_TRAILER.buffer).getInt16(0)).toBe(-1);
    expect(BINARY_COPY_TRAILER.length).toBe(2);
  });
});
