// The column writer: values land in their column, nulls are flagged, text columns keep their strings.
import { describe, expect, it } from 'vitest';
import { ColumnRowWriter } from './column-rows.ts';

describe('ColumnRowWriter', () => {
  it('writes each field into its column, NULL as a flag', () => {
    const out = new ColumnRowWriter();
    out.row(4).int2(7).null().text('ab').timestamp(1, 30);
    out.row(4).int4(9).bool(true).null().date(3);
    const chunk = out.take();
    expect(chunk.rows).toBe(2);
    expect([...(chunk.numbers[0] as Float64Array)]).toEqual([7, 9]);
    expect([...(chunk.nulls[1] as Uint8Array)]).toEqual([1, 0]);
    expect((chunk.numbers[1] as Float64Array)[1]).toBe(1);
    expect(chunk.texts[2]).toEqual(['ab', null]);
    expect(chunk.texts[0]).toBeNull();
    expect([...(chunk.numbers[3] as Float64Array)]).toEqual([(86_400 + 30) * 1e6, 3]);
    expect(out.take().rows).toBe(0);
  });

  it('keeps every row when a caller writes past the chunk size before taking it', () => {
    const out = new ColumnRowWriter(16);
    for (let i = 0; i < 10_000; i++)
      out
        .row(2)
        .int8(i)
        .int4(i * 2);
    const chunk = out.take();
    expect(chunk.rows).toBe(10_000);
    expect((chunk.numbers[0] as Float64Array)[9_999]).toBe(9_999);
    expect((chunk.numbers[1] as Float64Array)[9_999]).toBe(19_998);
  });
});
