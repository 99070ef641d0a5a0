// The binary COPY writer: field framing, and a buffer that grows when rows are written past a chunk.
import { describe, expect, it } from 'vitest';
import { BinaryRowWriter } from './copy-binary.ts';

describe('BinaryRowWriter', () => {
  it('frames each field with its length, NULL as -1', () => {
    const out = new BinaryRowWriter();
    out.row(3).int2(7).null().text('ab');
    const { bytes, rows } = out.take();
    expect(rows).toBe(1);
    expect([...bytes]).toEqual([0, 3, 0, 0, 0, 2, 0, 7, 255, 255, 255, 255, 0, 0, 0, 2, 97, 98]);
    expect(out.take()).toEqual({ bytes: new Uint8Array(0), rows: 0 });
  });

  it('keeps every row when a caller writes far past the chunk size before taking it', () => {
    const out = new BinaryRowWriter(16);
    for (let i = 0; i < 10_000; i++) out.row(12).int8(i).int4(i).int4(i).int4(i).int4(i).int4(i);
    const { bytes, rows } = out.take();
    expect(rows).toBe(10_000);
    expect(bytes.length).toBe(10_000 * (2 + 12 + 5 * 8));
    // The last row's first field: length 8, then 9,999 as a big-endian 64-bit integer.
    const last = new DataView(bytes.buffer, bytes.byteOffset + bytes.length - 54);
    expect(last.getInt16(0)).toBe(12);
    expect(last.getInt32(2)).toBe(8);
    expect(last.getUint32(10)).toBe(9_999);
  });
});
