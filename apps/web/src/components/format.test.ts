import { describe, expect, it } from 'vitest';
import { formatChange, formatNumber, signOf, toNumber } from './format.ts';
import { statText } from './stat-card.tsx';
import { OPEN_SPEC_IMAGE_URL, thumbnailUrl } from './thumbnail.tsx';

describe('number formatting', () => {
  it('fixes decimals and appends the suffix', () => {
    expect(formatNumber(12.345678, 4, '%')).toBe('12.3457%');
    expect(formatNumber('3.5', 1)).toBe('3.5');
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(-0.00004, 4, '%')).toBe('-0.0000%');
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
    expect(formatChange(0, 2, ' pts')).toBe('0.00 pts');
    expect(formatChange(null, 2, ' pts')).toBe('');
  });

  it('gives the sign a coloured column shows', () => {
    expect(signOf(2.5)).toBe(1);
    expect(signOf('-1')).toBe(-1);
    expect(signOf(0)).toBe(0);
    expect(signOf(null)).toBe(0);
  });

  it("shows '-' on a stat card before data", () => {
    expect(statText(undefined)).toBe('-');
    expect(statText(null)).toBe('-');
    expect(statText(0)).toBe('0');
    expect(statText(41.23456, 2, '%')).toBe('41.23%');
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
