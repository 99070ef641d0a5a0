import { describe, expect, it } from 'vitest';
import { limitQuerystringSchema, MAX_LIST_ROWS } from './brand.ts';

describe('ranked list limit', () => {
  it('caps a list asked for without a limit at the maximum page size, and refuses a larger one', () => {
    expect(limitQuerystringSchema.parse({})).toEqual({ limit: MAX_LIST_ROWS });
    expect(limitQuerystringSchema.parse({ limit: '50' })).toEqual({ limit: 50 });
    expect(limitQuerystringSchema.safeParse({ limit: String(MAX_LIST_ROWS + 1) }).success).toBe(false);
  });
});
