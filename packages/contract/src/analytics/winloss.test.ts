import { describe, expect, it } from 'vitest';
import { specRateBand, winLossPayloadSchema, MAX_COMPETITORS } from './winloss.ts';

describe('spec rate bands', () => {
  it('puts each threshold in the band above it', () => {
    expect(specRateBand(100)).toBe('High');
    expect(specRateBand(50)).toBe('High');
    expect(specRateBand(49.999)).toBe('Intermittent');
    expect(specRateBand(10)).toBe('Intermittent');
    expect(specRateBand(9.999)).toBe('Low');
    expect(specRateBand(0)).toBe('Low');
  });
});

describe('win / loss payload', () => {
  it('defaults to no named brands and refuses more than MAX_COMPETITORS competitors', () => {
    expect(winLossPayloadSchema.parse({})).toMatchObject({ brand_ids: [], competitor_ids: [] });
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(winLossPayloadSchema.safeParse({ competitor_ids: ids(MAX_COMPETITORS) }).success).toBe(true);
    expect(winLossPayloadSchema.safeParse({ competitor_ids: ids(MAX_COMPETITORS + 1) }).success).toBe(false);
  });
});
