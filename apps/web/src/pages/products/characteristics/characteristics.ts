// Pure parts of the product characteristics widget (spec doc 2 §5, §9): slice folding, default group, export rows.
import type { EChartsCoreOption } from 'echarts/core';
import type { z } from 'zod';
import type { characteristicGroupSchema } from '@specpulse/contract';
import { formatNumber, toNumber } from '../../../components/format.ts';
import type { XlsxSheet } from '../../../components/export/xlsx.ts';

export type CharacteristicGroup = z.output<typeof characteristicGroupSchema>;

/** One entry of a group as the wire carries it; values are parsed, so numeric text is accepted too. */
export interface CharacteristicValue {
  name: string;
  value: number | string | null;
}

export interface CharacteristicSlice {
  name: string;
  value: number;
}

export const CHARACTERISTICS_TITLE = 'Product characteristics';
export const CHOOSE_LABEL = 'Choose Characteristic';
export const EMPTY_TEXT = 'No parameters available for this filtration';
export const INFO_TEXT =
  'Characteristics are detailed properties of the specified products, such as color, size, shape and thickness. ' +
  'The top ten are shown; the download icon gives the full list.';
/** Base of the export's file name: exportFileName('characteristics') = characteristics.xlsx (spec doc 2 §9). */
export const EXPORT_NAME = 'characteristics';

/** At most 10 slices including 'Other' (spec doc 2 §9). */
export const MAX_SLICES = 10;
export const OTHER_NAME = 'Other';
/** The 10-colour palette of the pie. */
export const CHARACTERISTIC_COLORS = [
  '#00796b',
  '#f9a825',
  '#5c6bc0',
  '#e57373',
  '#8d6e63',
  '#26a69a',
  '#ab47bc',
  '#42a5f5',
  '#9ccc65',
  '#78909c',
] as const;

const round4 = (n: number): number => Math.round(n * 1e4) / 1e4;

/** Entries with a numeric value, largest first (ties keep their order). */
export function parsedValues(data: readonly CharacteristicValue[]): CharacteristicSlice[] {
  return data
    .flatMap((d) => {
      const value = toNumber(d.value);
      return value === null ? [] : [{ name: d.name, value }];
    })
    .sort((a, b) => b.value - a.value);
}

/**
 * The pie's slices: with more than 10 entries the top 9 stay and the rest are summed into 'Other'
 * (rounded to 4 decimals, and only added when that sum is above 0).
 */
export function characteristicSlices(data: readonly CharacteristicValue[]): CharacteristicSlice[] {
  const sorted = parsedValues(data);
  if (sorted.length <= MAX_SLICES) return sorted;
  const kept = sorted.slice(0, MAX_SLICES - 1);
  const rest = round4(sorted.slice(MAX_SLICES - 1).reduce((sum, s) => sum + s.value, 0));
  return rest > 0 ? [...kept, { name: OTHER_NAME, value: rest }] : kept;
}

/** The groups in dropdown order: alphabetically by name, then by spec type id. */
export function groupsByName(groups: readonly CharacteristicGroup[]): CharacteristicGroup[] {
  return [...groups].sort(
    (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.specTypeId - b.specTypeId,
  );
}

/** The selected group: the chosen one while it is still present, else the first alphabetically. */
export function selectedGroup(
  groups: readonly CharacteristicGroup[],
  chosenSpecTypeId: number | null,
): CharacteristicGroup | null {
  const ordered = groupsByName(groups);
  return ordered.find((g) => g.specTypeId === chosenSpecTypeId) ?? ordered[0] ?? null;
}

/** The full (unfolded) list of a group as spreadsheet rows spec_type, spec_type_id, key, value (% suffix). */
export function characteristicsSheet(group: CharacteristicGroup): XlsxSheet {
  return {
    name: group.name,
    columns: [
      { key: 'spec_type', header: 'spec_type', width: 24 },
      { key: 'spec_type_id', header: 'spec_type_id', width: 14 },
      { key: 'key', header: 'key', width: 32 },
      { key: 'value', header: 'value', decimals: 4, suffix: '%', width: 14 },
    ],
    rows: parsedValues(group.data).map((v) => ({
      spec_type: group.name,
      spec_type_id: group.specTypeId,
      key: v.name,
      value: v.value,
    })),
  };
}

/** 'Gray: 12.3%' (1 decimal on the pie; the tooltip shows 4). */
export const sliceLabel = (name: string, value: number, decimals = 1): string =>
  `${name}: ${formatNumber(value, decimals)}%`;

export function characteristicsPieOption(slices: readonly CharacteristicSlice[]): EChartsCoreOption {
  return {
    color: [...CHARACTERISTIC_COLORS],
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; value: number }) => sliceLabel(p.name, p.value, 4),
    },
    legend: { type: 'scroll', orient: 'vertical', right: 8, top: 'middle', data: slices.map((s) => s.name) },
    series: [
      {
        type: 'pie',
        radius: ['0%', '68%'],
        center: ['36%', '50%'],
        data: slices.map((s) => ({ ...s })),
        label: { formatter: (p: { name: string; value: number }) => sliceLabel(p.name, p.value) },
      },
    ],
  };
}
