import { describe, expect, it } from 'vitest';
import { chooserPath, parseBrandIds, parseFirmId, splitIdList } from './id-list.ts';

describe('id lists of the brand summary and firm pages', () => {
  it('appends the typed text to the path as typed (commas kept, no validation)', () => {
    expect(chooserPath('/brandsummary/', '12,34')).toBe('/brandsummary/12,34');
    expect(chooserPath('/firm', ' 7 ')).toBe('/firm/7');
    expect(chooserPath('/brandeventsummary/', 'a b')).toBe('/brandeventsummary/a%20b');
  });

  it('parses brand ids: whole numbers, duplicates dropped, at most 50', () => {
    expect(parseBrandIds(undefined)).toEqual({ kind: 'none' });
    expect(parseBrandIds('12, 34,12')).toEqual({ kind: 'valid', ids: [12, 34] });
    expect(parseBrandIds('12,x,0')).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('x, 0'),
    });
    expect(parseBrandIds(Array.from({ length: 51 }, (_, i) => i + 1).join(','))).toMatchObject({
      kind: 'invalid',
    });
    expect(splitIdList(' 1,, 2 ,')).toEqual(['1', '2']);
  });

  it('parses a firm id', () => {
    expect(parseFirmId('')).toEqual({ kind: 'none' });
    expect(parseFirmId('5')).toEqual({ kind: 'valid', firmId: 5 });
    expect(parseFirmId('5a')).toMatchObject({ kind: 'invalid' });
  });
});
