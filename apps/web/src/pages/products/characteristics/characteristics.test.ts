import { describe, expect, it } from 'vitest';
import {
  CHARACTERISTIC_COLORS,
  OTHER_NAME,
  characteristicSlices,
  characteristicsPieOption,
  characteristicsSheet,
  selectedGroup,
  type CharacteristicGroup,
  type CharacteristicValue,
} from './characteristics.ts';

/** n entries named v1..vn with values n, n-1, ..., 1 (given in ascending order, so sorting is exercised). */
const entries = (n: number): CharacteristicValue[] =>
  Array.from({ length: n }, (_, i) => ({ name: `v${i + 1}`, value: n - i })).reverse();

const group = (name: string, specTypeId: number, data: CharacteristicValue[] = []): CharacteristicGroup => ({
  name,
  categoryId: 7,
  specTypeId,
  data: data.map((d) => ({ name: d.name, value: Number(d.value) })),
});

describe("characteristic slices: more than 10 entries fold into 'Other'", () => {
  it('keeps 9 entries as they are, largest first', () => {
    const slices = characteristicSlices(entries(9));
    expect(slices.map((s) => s.name)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'v9']);
    expect(slices.map((s) => s.value)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('keeps exactly 10 entries without an Other slice', () => {
    const slices = characteristicSlices(entries(10));
    expect(slices).toHaveLength(10);
    expect(slices.some((s) => s.name === OTHER_NAME)).toBe(false);
    expect(slices.at(-1)).toEqual({ name: 'v10', value: 1 });
  });

  it('folds 11 entries into the top 9 plus Other = the last two summed', () => {
    const slices = characteristicSlices(entries(11));
    expect(slices).toHaveLength(10);
    expect(slices.slice(0, 9).map((s) => s.value)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(slices[9]).toEqual({ name: OTHER_NAME, value: 2 + 1 });
  });

  it('folds 30 entries into 10 slices, Other carrying the 21 smallest, and keeps the total', () => {
    const slices = characteristicSlices(entries(30));
    expect(slices).toHaveLength(10);
    expect(slices[0]).toEqual({ name: 'v1', value: 30 });
    expect(slices[8]).toEqual({ name: 'v9', value: 22 });
    expect(slices[9]).toEqual({ name: OTHER_NAME, value: (21 * 22) / 2 });
    expect(slices.reduce((sum, s) => sum + s.value, 0)).toBe((30 * 31) / 2);
  });

  it('rounds the Other sum to 4 decimals', () => {
    const data = [
      ...Array.from({ length: 9 }, (_, i) => ({ name: `top${i}`, value: 10 })),
      { name: 'a', value: 0.00001 },
      { name: 'b', value: 0.123456 },
    ];
    expect(characteristicSlices(data).at(-1)).toEqual({ name: OTHER_NAME, value: 0.1235 });
  });

  it('adds no Other slice when the rest sums to zero (or rounds to zero)', () => {
    const zeros = [...entries(9), { name: 'z1', value: 0 }, { name: 'z2', value: 0 }];
    const slices = characteristicSlices(zeros);
    expect(slices).toHaveLength(9);
    expect(slices.some((s) => s.name === OTHER_NAME)).toBe(false);

    const tiny = [...entries(9), { name: 't1', value: 0.00001 }, { name: 't2', value: 0.00002 }];
    expect(characteristicSlices(tiny).some((s) => s.name === OTHER_NAME)).toBe(false);
  });

  it('parses numeric text, drops values that are not numbers, and sorts descending', () => {
    const slices = characteristicSlices([
      { name: 'Gray', value: '12.5' },
      { name: 'Broken', value: 'n/a' },
      { name: 'White', value: '40' },
      { name: 'Missing', value: null },
      { name: 'Black', value: 3 },
    ]);
    expect(slices).toEqual([
      { name: 'White', value: 40 },
      { name: 'Gray', value: 12.5 },
      { name: 'Black', value: 3 },
    ]);
  });

  it('has no slices for an empty group', () => {
    expect(characteristicSlices([])).toEqual([]);
  });
});

describe('characteristic group selection', () => {
  const groups = [group('Pattern', 2), group('color', 1), group('Size', 3)];

  it('defaults to the first group alphabetically by name (case-insensitive)', () => {
    expect(selectedGroup(groups, null)?.name).toBe('color');
  });

  it('keeps a chosen group while present, and falls back to the default when it is gone', () => {
    expect(selectedGroup(groups, 3)?.name).toBe('Size');
    expect(selectedGroup(groups, 99)?.name).toBe('color');
    expect(selectedGroup([], null)).toBeNull();
  });
});

describe('characteristics export and pie', () => {
  it('exports the full, unfolded list as spec_type, spec_type_id, key, value with a % suffix', () => {
    const color = group('Color', 4, entries(12));
    const sheet = characteristicsSheet(color);
    expect(sheet.columns.map((c) => c.header)).toEqual(['spec_type', 'spec_type_id', 'key', 'value']);
    expect(sheet.columns[3]).toMatchObject({ suffix: '%', decimals: 4 });
    expect(sheet.rows).toHaveLength(12);
    expect(sheet.rows[0]).toEqual({ spec_type: 'Color', spec_type_id: 4, key: 'v1', value: 12 });
    expect(sheet.rows.at(-1)).toEqual({ spec_type: 'Color', spec_type_id: 4, key: 'v12', value: 1 });
  });

  it('draws at most 10 slices with the 10-colour palette and a legend', () => {
    const option = characteristicsPieOption(characteristicSlices(entries(30))) as {
      color: string[];
      legend: { data: string[] };
      series: { data: unknown[] }[];
    };
    expect(option.color).toEqual([...CHARACTERISTIC_COLORS]);
    expect(new Set(option.color).size).toBe(10);
    expect(option.series[0]?.data).toHaveLength(10);
    expect(option.legend.data.at(-1)).toBe(OTHER_NAME);
  });
});
