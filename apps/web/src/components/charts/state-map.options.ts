// Pure parts of the US state map: the option (0-to-green scale, 4-decimal tooltips with the sample, thin
// samples greyed) and the export sheets.
import type { EChartsCoreOption } from 'echarts/core';
import { TOOLTIP_DECIMALS, formatCount, formatLegend, formatNumber, toNumber } from '../format.ts';
import type { XlsxSheet } from '../export/xlsx.ts';
import type { ChartData } from './chart-data-table.tsx';
import type { StateValue } from './state-keys.ts';
import { US_MAP } from './us-states.ts';

/** What a series' rows count behind each share (their `sample`), and the fewest worth a colour. */
export interface StateMapSample {
  /** 'spec lines', 'searches'. */
  unit: string;
  /** A state with a smaller sample is greyed out and its tooltip says so (MIN_SAMPLE_LINES). */
  minimum?: number;
}

export interface StateMapSeries {
  /** 'Spec', 'Search', … (the toggle's labels and the export's sheet names). */
  name: string;
  rows: readonly StateValue[];
  sample?: StateMapSample;
}

/** Spec doc 2 §9: the scale starts at 0 and ends at a green. */
export const MAP_COLORS = ['#ffffff', '#2e7d32'] as const;
/** A state whose sample is too small: a grey apart from the scale, the no-data fill and the borders. */
export const THIN_SAMPLE_COLOR = '#bdbdbd';

interface StateMapItem {
  name: string;
  /** The share the colour scale reads; NaN keeps a thin state off the scale. */
  value: number;
  /** The share itself, for the tooltip of a thin state. */
  share?: number | null;
  sample?: number;
  itemStyle?: { areaColor: string };
}

/** ECharts data items by state name; rows whose key is not a state of the map are left out. */
export function stateMapData(
  rows: readonly StateValue[],
  nameOfKey: ReadonlyMap<string, string>,
  sample?: StateMapSample,
): StateMapItem[] {
  return rows.flatMap((row): StateMapItem[] => {
    const name = nameOfKey.get(row.key);
    if (!name) return [];
    const value = toNumber(row.value);
    if (row.sample === undefined) return [{ name, value: value ?? Number.NaN }];
    // A share of a handful of lines swings wildly: kept off the colour scale (and its maximum), greyed.
    const thin = sample?.minimum !== undefined && row.sample < sample.minimum;
    return thin
      ? [
          {
            name,
            value: Number.NaN,
            share: value,
            sample: row.sample,
            itemStyle: { areaColor: THIN_SAMPLE_COLOR },
          },
        ]
      : [{ name, value: value ?? Number.NaN, sample: row.sample }];
  });
}

/** The tooltip's sample note: ' (sample: 120 spec lines)', or why a thin state is grey. */
export function sampleNote(count: number | undefined, sample: StateMapSample | undefined): string {
  if (count === undefined || !sample) return '';
  if (sample.minimum !== undefined && count < sample.minimum) {
    return ` (sample too small: ${count} ${sample.unit}, under ${sample.minimum})`;
  }
  return ` (sample: ${count} ${sample.unit})`;
}

export function stateMapOption(
  series: StateMapSeries,
  nameOfKey: ReadonlyMap<string, string>,
  valueSuffix = '',
): EChartsCoreOption {
  const data = stateMapData(series.rows, nameOfKey, series.sample);
  const max = Math.max(0, ...data.map((d) => (Number.isFinite(d.value) ? d.value : 0)));
  const format = (v: unknown) => formatNumber(v, TOOLTIP_DECIMALS, valueSuffix);
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; value: unknown; data?: Partial<StateMapItem> | null }) => {
        const share = p.data?.share !== undefined ? p.data.share : p.value;
        const text = toNumber(share) === null ? 'No Data' : format(share);
        return `${p.name}: ${text}${sampleNote(p.data?.sample, series.sample)}`;
      },
    },
    visualMap: {
      type: 'continuous',
      min: 0,
      max: max > 0 ? max : 1,
      inRange: { color: [...MAP_COLORS] },
      left: 8,
      bottom: 8,
      calculable: false,
      // The legend's ends rounded ('0%' to '12.9%'); the tooltip keeps the spec's 4 decimals.
      text: [formatLegend(max, valueSuffix), formatLegend(0, valueSuffix)],
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
        // Land and borders in the colour scheme's tones (chart-theme.ts).
        itemStyle: { borderWidth: 0.5 },
        emphasis: { label: { show: false }, itemStyle: { areaColor: '#ffb300' } },
        data,
      },
    ],
  };
}

/** One sheet per series: State, value (4 decimals), and the sample behind it when the series has one. */
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
      ...(s.sample ? [{ key: 'sample', header: `Sample (${s.sample.unit})`, decimals: 0 }] : []),
    ],
    rows: s.rows.map((r) => ({
      state: nameOfKey.get(r.key) ?? r.key,
      value: r.value,
      ...(s.sample ? { sample: r.sample ?? null } : {}),
    })),
  }));
}

/**
 * The shown series as the map's data table (its text alternative, issue 48): each state of the map with its
 * figure (4 decimals, as the tooltip) and sample, the largest figure first, states without one last.
 */
export function stateMapTable(
  series: StateMapSeries,
  nameOfKey: ReadonlyMap<string, string>,
  caption: string,
  valueSuffix?: string,
): ChartData {
  const rows = series.rows
    .flatMap((r) => {
      const name = nameOfKey.get(r.key);
      return name ? [{ name, value: toNumber(r.value), sample: r.sample }] : [];
    })
    .sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity) || a.name.localeCompare(b.name));
  return {
    caption,
    headers: ['State', series.name, ...(series.sample ? [`Sample (${series.sample.unit})`] : [])],
    rows: rows.map((r) => [
      r.name,
      r.value === null ? 'No Data' : formatNumber(r.value, TOOLTIP_DECIMALS, valueSuffix),
      ...(series.sample ? [r.sample === undefined ? '' : formatCount(r.sample)] : []),
    ]),
  };
}

/** The initially shown series: `preferred` if present, else 'Spec' (spec doc 2 §2), else the first. */
export function initialSeries(series: readonly StateMapSeries[], preferred?: string): string | undefined {
  const names = series.map((s) => s.name);
  return [preferred, 'Spec'].find((n) => n !== undefined && names.includes(n)) ?? names[0];
}
