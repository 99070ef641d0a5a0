// Pure parts of the US state map: the option (0-to-green scale, 4-decimal tooltips) and the export sheets.
import type { EChartsCoreOption } from 'echarts/core';
import { TOOLTIP_DECIMALS, formatNumber, toNumber } from '../format.ts';
import type { XlsxSheet } from '../export/xlsx.ts';
import type { StateValue } from './state-keys.ts';
import { US_MAP } from './us-states.ts';

export interface StateMapSeries {
  /** 'Spec', 'Search', … (the toggle's labels and the export's sheet names). */
  name: string;
  rows: readonly StateValue[];
}

/** Spec doc 2 §9: the scale starts at 0 and ends at a green. */
export const MAP_COLORS = ['#ffffff', '#2e7d32'] as const;

/** ECharts data items by state name; rows whose key is not a state of the map are left out. */
export function stateMapData(rows: readonly StateValue[], nameOfKey: ReadonlyMap<string, string>) {
  return rows.flatMap((row) => {
    const name = nameOfKey.get(row.key);
    const value = toNumber(row.value);
    return name ? [{ name, value: value ?? Number.NaN }] : [];
  });
}

export function stateMapOption(
  series: StateMapSeries,
  nameOfKey: ReadonlyMap<string, string>,
  valueSuffix = '',
): EChartsCoreOption {
  const data = stateMapData(series.rows, nameOfKey);
  const max = Math.max(0, ...data.map((d) => (Number.isFinite(d.value) ? d.value : 0)));
  const format = (v: unknown) => formatNumber(v, TOOLTIP_DECIMALS, valueSuffix);
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; value: unknown }) =>
        `${p.name}: ${toNumber(p.value) === null ? 'No Data' : format(p.value)}`,
    },
    visualMap: {
      type: 'continuous',
      min: 0,
      max: max > 0 ? max : 1,
      inRange: { color: [...MAP_COLORS] },
      left: 8,
      bottom: 8,
      calculable: false,
      text: [format(max), format(0)],
      itemHeight: 100,
    },
    series: [
      {
        type: 'map',
        name: series.name,
        map: US_MAP,
        aspectScale: 1,
        roam: false,
        selectedMode: false,
        itemStyle: { areaColor: '#f5f5f5', borderColor: '#9e9e9e', borderWidth: 0.5 },
        emphasis: { label: { show: false }, itemStyle: { areaColor: '#ffb300' } },
        data,
      },
    ],
  };
}

/** One sheet per series: State, value (4 decimals). */
export function stateMapSheets(
  series: readonly StateMapSeries[],
  nameOfKey: ReadonlyMap<string, string>,
  valueSuffix?: string,
): XlsxSheet[] {
  return series.map((s) => ({
    name: s.name,
    columns: [
      { key: 'state', header: 'State' },
      { key: 'value', header: s.name, decimals: TOOLTIP_DECIMALS, suffix: valueSuffix },
    ],
    rows: s.rows.map((r) => ({ state: nameOfKey.get(r.key) ?? r.key, value: r.value })),
  }));
}

/** The initially shown series: `preferred` if present, else 'Spec' (spec doc 2 §2), else the first. */
export function initialSeries(series: readonly StateMapSeries[], preferred?: string): string | undefined {
  const names = series.map((s) => s.name);
  return [preferred, 'Spec'].find((n) => n !== undefined && names.includes(n)) ?? names[0];
}
