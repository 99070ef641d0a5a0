import { describe, expect, it } from 'vitest';
import { parseIdList, parseSpecifications, parseWholeNumber } from './admin-input.ts';

describe('parseWholeNumber', () => {
  it('accepts only the exact integer form', () => {
    expect(parseWholeNumber('42')).toBe(42);
    expect(parseWholeNumber('0')).toBe(0);
    for (const bad of ['042', '4.2', '42.0', ' 42', '42 ', '4e1', '', 'abc', '42abc', '+42']) {
      expect(parseWholeNumber(bad), bad).toBeNull();
    }
  });
});

describe('parseIdList', () => {
  it('reads comma-separated ids, dropping empty items and duplicates', () => {
    expect(parseIdList('1234, 56789,,1234')).toEqual({ ok: true, value: [1234, 56789] });
    expect(parseIdList('')).toEqual({ ok: true, value: [] });
  });
  it('names the items that are not ids', () => {
    expect(parseIdList('12,abc,0,-3')).toEqual({
      ok: false,
      error: 'Not an id: abc, 0, -3 (format 1234,56789)',
    });
  });
});

describe('parseSpecifications', () => {
  it('reads spec type ids and the words color and pattern', () => {
    expect(parseSpecifications('7, Color,pattern,7')).toEqual({ ok: true, value: [7, 'color', 'pattern'] });
  });
  it('refuses other words', () => {
    expect(parseSpecifications('7,size')).toEqual({
      ok: false,
      error: 'Not a spec type id, color or pattern: size',
    });
  });
});
