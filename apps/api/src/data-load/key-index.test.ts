import { describe, expect, it } from 'vitest';
import { KeyIndex } from './key-index.ts';

describe('KeyIndex', () => {
  it('numbers new keys in order and finds them again, across growth and keys beyond 32 bits', () => {
    const index = new KeyIndex();
    const keys: number[] = [];
    for (let i = 0; i < 20_000; i++) keys.push(i % 2 ? i * 4294967296 + 7 : i * 4096);
    keys.push(2 ** 52 + 1);
    keys.forEach((key) => expect(index.add(key)).toBe(keys.indexOf(key)));
    expect(index.size).toBe(keys.length);
    keys.forEach((key, row) => expect(index.get(key)).toBe(row));
    expect(index.get(4096 * 3 + 1)).toBe(-1);
    expect(index.get(2 ** 52)).toBe(-1);
  });
});
