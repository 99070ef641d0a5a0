// The patterns chart's data: one spec type's top values as percent series over the period groups, oldest first.
import type { PatternRow } from '@specpulse/contract';
import type { ChartSeries } from '../../components/charts/chart-export.ts';

/** Values drawn on the patterns chart (the rest stay in the table). */
export const TOP_VALUES = 6;

export interface SpecTypeOption {
  id: number;
  name: string;
}

/** The spec types present in the rows, alphabetically (the chart's choices). */
export function specTypesOf(rows: readonly PatternRow[]): SpecTypeOption[] {
  const types = new Map<number, string>();
  for (const r of rows) types.set(r.spec_type_id, r.spec_type_name);
  return [...types]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * The period groups (oldest first) and, for the spec type, the `top` values with the most lines over the
 * window, each as its percent per group (0 where the value had no line that group).
 */
export function patternSeries(
  rows: readonly PatternRow[],
  specTypeId: number | null,
  top = TOP_VALUES,
): { categories: string[]; series: ChartSeries[] } {
  const mine = rows.filter((r) => specTypeId === null || r.spec_type_id === specTypeId);
  const categories = [...new Set(mine.map((r) => r.period_group))].sort();
  const totals = new Map<number, { name: string; score: number }>();
  for (const r of mine) {
    const t = totals.get(r.spec_id) ?? { name: r.spec_name, score: 0 };
    t.score += r.score;
    totals.set(r.spec_id, t);
  }
  const chosen = [...totals]
    .sort((a, b) => b[1].score - a[1].score || a[1].name.localeCompare(b[1].name))
    .slice(0, top);
  const series = chosen.map(([specId, { name }]) => {
    const byGroup = new Map(mine.filter((r) => r.spec_id === specId).map((r) => [r.period_group, r.percent]));
    return { name, data: categories.map((g) => byGroup.get(g) ?? 0) };
  });
  return { categories, series };
}
