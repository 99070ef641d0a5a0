import { describe, expect, it } from 'vitest';
import { SMALL_BASE_GROWTH } from '@specpulse/contract';
import {
  SHARE_DECIMALS,
  formatChange,
  formatCount,
  formatLegend,
  formatNumber,
  formatRelativeGrowth,
  signOf,
  toNumber,
} from './format.ts';
import { statText } from './stat-card.tsx';
import { OPEN_SPEC_IMAGE_URL, thumbnailUrl } from './thumbnail.tsx';

describe('number formatting', () => {
  it('fixes decimals with grouping and appends the suffix', () => {
    expect(formatNumber(12.345678, 4, '%')).toBe('12.3457%');
    expect(formatNumber(12345.678, 4, '%')).toBe('12,345.6780%');
    expect(formatNumber('3.5', 1)).toBe('3.5');
    // A value that rounds to zero has no sign.
    expect(formatNumber(-0.00004, 4, '%')).toBe('0.0000%');
    expect(formatNumber(-2.5, 1, '%')).toBe('-2.5%');
  });

  it("shows counts whole and grouped, never '3810.0000'", () => {
    expect(formatNumber(3810, 0)).toBe('3,810');
    expect(formatNumber(3810)).toBe('3,810');
    expect(formatNumber(7)).toBe('7');
    expect(formatCount(12159)).toBe('12,159');
    expect(formatCount('1234567.6')).toBe('1,234,568');
    expect(formatCount(null)).toBe('');
    // Without declared decimals a fraction keeps at most two.
    expect(formatNumber(41.23456)).toBe('41.23');
  });

  it('passes text through and shows nothing for missing values', () => {
    expect(formatNumber('Georgia', 4)).toBe('Georgia');
    expect(formatNumber(null, 4, '%')).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(toNumber('')).toBeNull();
    expect(toNumber(Number.NaN)).toBeNull();
  });

  it('signs a change: a plus for a rise, the minus for a fall, nothing for none', () => {
    expect(formatChange(0.42, 4, ' pts')).toBe('+0.4200 pts');
    expect(formatChange(-0.42, 2, ' pts')).toBe('-0.42 pts');
    expect(formatChange(1234.5, 1, ' pts')).toBe('+1,234.5 pts');
    expect(formatChange(0, 2, ' pts')).toBe('0.00 pts');
    expect(formatChange(null, 2, ' pts')).toBe('');
  });

  it('marks a relative growth on a small base instead of showing a four-digit percentage', () => {
    expect(SMALL_BASE_GROWTH).toBe(1000);
    expect(formatRelativeGrowth(1689.41, 4)).toBe('+1,689% (small base)');
    expect(formatRelativeGrowth(SMALL_BASE_GROWTH, 4)).toBe('+1,000% (small base)');
    expect(formatRelativeGrowth(999.99, 2)).toBe('+999.99%');
    expect(formatRelativeGrowth(12.3456, 4)).toBe('+12.3456%');
    expect(formatRelativeGrowth(-100, 4)).toBe('-100.0000%');
    expect(formatRelativeGrowth(0, 4)).toBe('0.0000%');
    expect(formatRelativeGrowth(null, 4)).toBe('');
  });

  it("rounds a legend's ends to one decimal at most", () => {
    expect(formatLegend(0, '%')).toBe('0%');
    expect(formatLegend(12.9412, '%')).toBe('12.9%');
    expect(formatLegend(1234.06)).toBe('1,234.1');
  });

  it('gives the sign a coloured column shows', () => {
    expect(signOf(2.5)).toBe(1);
    expect(signOf('-1')).toBe(-1);
    expect(signOf(0)).toBe(0);
    expect(signOf(null)).toBe(0);
  });

  it("shows '-' on a stat card before data, and a card's share with its declared decimals", () => {
    expect(statText(undefined)).toBe('-');
    expect(statText(null)).toBe('-');
    expect(statText(0)).toBe('0');
    expect(statText(41.23456, SHARE_DECIMALS, '%')).toBe('41.23%');
    expect(statText(25_000, 0)).toBe('25,000');
  });
});

describe('thumbnails', () => {
  it("gives a product named 'open spec' in any case the built-in image", () => {
    expect(thumbnailUrl('Open Spec', 'https://x/y.png')).toBe(OPEN_SPEC_IMAGE_URL);
    expect(thumbnailUrl(' OPEN SPEC ', null)).toBe(OPEN_SPEC_IMAGE_URL);
    expect(thumbnailUrl('Open Specification', 'https://x/y.png')).toBe('https://x/y.png');
    expect(thumbnailUrl('Chair', '')).toBeNull();
  });
});
