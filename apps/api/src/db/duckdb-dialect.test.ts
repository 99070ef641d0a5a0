// Bound values inlined as DuckDB literals: every placeholder replaced, quoted text and comments left alone.
import { describe, expect, it } from 'vitest';
import { inlineParameters, sqlLiteral } from './duckdb-dialect.ts';

describe('inlineParameters', () => {
  it('replaces each $n by its value as a literal', () => {
    expect(
      inlineParameters('select $1, $2, $3, $4, $10', [1, "it's", null, [1, 2], 0, 0, 0, 0, 0, true]),
    ).toBe("select 1, 'it''s', NULL, [1, 2], TRUE");
  });

  it('leaves placeholders inside quoted text and comments as they are', () => {
    const text = `select '$1' as a, "$1" as b -- B's $1\n, $1 /* it's $2 */ as c`;
    expect(inlineParameters(text, [7, 8])).toBe(
      `select '$1' as a, "$1" as b -- B's $1\n, 7 /* it's $2 */ as c`,
    );
  });

  it('writes numbers, dates and strings so DuckDB reads them as the same values', () => {
    expect(sqlLiteral(0.5)).toBe('CAST(0.5 AS DOUBLE)');
    expect(sqlLiteral(new Date('2026-01-02T03:04:05Z'))).toBe(
      "CAST('2026-01-02T03:04:05.000Z' AS TIMESTAMPTZ)",
    );
    expect(sqlLiteral("a'b")).toBe("'a''b'");
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });

  it('refuses a placeholder without a value', () => {
    expect(() => inlineParameters('select $2', [1])).toThrow();
  });
});
