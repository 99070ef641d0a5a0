// The number rules both sides share: the web app's format.ts and the source-data PDFs' texts.
import { describe, expect, it } from 'vitest';
import {
  SMALL_BASE_GROWTH,
  formatCount,
  formatDecimals,
  formatGrowth,
  formatRounded,
} from './number-format.ts';

describe('number format', () => {
  it('groups counts and rounds them whole', () => {
    expect(formatCount(12159)).toBe('12,159');
    expect(formatCount(3810.4)).toBe('3,810');
    expect(formatCount(0)).toBe('0');
  });

  it('fixes decimals with grouping, a rise signed only when asked, no sign on a rounded zero', () => {
    expect(formatDecimals(1234.56781, 4)).toBe('1,234.5678');
    expect(formatDecimals(12.5, 2)).toBe('12.50');
    expect(formatDecimals(0.42, 2, true)).toBe('+0.42');
    expect(formatDecimals(-0.42, 2, true)).toBe('-0.42');
    expect(formatDecimals(0, 2, true)).toBe('0.00');
    expect(formatDecimals(-0.001, 2)).toBe('0.00');
  });

  it('rounds to at most the decimals given, dropping trailing zeros', () => {
    expect(formatRounded(12.94, 1)).toBe('12.9');
    expect(formatRounded(3, 1)).toBe('3');
  });

  it('marks a relative growth of 1,000% or more as on a small base, whole', () => {
    expect(formatGrowth(SMALL_BASE_GROWTH - 0.01, 2)).toBe('+999.99%');
    expect(formatGrowth(SMALL_BASE_GROWTH, 2)).toBe('+1,000% (small base)');
    expect(formatGrowth(16894.1, 4)).toBe('+16,894% (small base)');
    expect(formatGrowth(-45.5, 1)).toBe('-45.5%');
  });
});
