// The market timeline on a time chart: which annotations fall within its period groups ('2026-03' or
// '2026-Q1'), the ECharts marks that draw them (a line for one group, a band for several, the title on
// hover) and the 'Annotations' sheet of the chart's spreadsheet.
import type { Annotation } from '@specpulse/contract';
import type { XlsxSheet } from '../export/xlsx.ts';

/** An annotation placed on the chart: the first and last category it covers. */
export interface TimelineMark {
  annotation: Annotation;
  from: string;
  to: string;
}

const MONTH = /^(\d{4})-(\d{2})$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;

/** The category of a 'YYYY-MM-DD' day in the form the chart's categories take, or null if they are not periods. */
function categoryOf(day: string, sample: string): string | null {
  const year = day.slice(0, 4);
  const month = Number(day.slice(5, 7));
  if (MONTH.test(sample)) return `${year}-${day.slice(5, 7)}`;
  if (QUARTER.test(sample)) return `${year}-Q${Math.ceil(month / 3)}`;
  return null;
}

/** The annotations that overlap the chart's categories, each clipped to them; none on a chart without periods. */
export function timelineMarks(
  annotations: readonly Annotation[],
  categories: readonly string[],
): TimelineMark[] {
  const first = categories[0];
  const last = categories[categories.length - 1];
  if (first === undefined || last === undefined) return [];
  const marks: TimelineMark[] = [];
  for (const annotation of annotations) {
    const start = categoryOf(annotation.starts_on, first);
    const end = categoryOf(annotation.ends_on, first);
    // The labels sort as text ('2026-03' < '2026-10', '2025-Q4' < '2026-Q1'): overlap is a text comparison.
    if (start === null || end === null || end < first || start > last) continue;
    marks.push({ annotation, from: start < first ? first : start, to: end > last ? last : end });
  }
  return marks;
}

const MARK_COLOUR = '#6d4c41';

/** The marks as the first series' markLine (one category) and markArea (several), titled on hover. */
export function timelineMarkOptions(marks: readonly TimelineMark[]): Record<string, unknown> {
  const lines = marks.filter((m) => m.from === m.to);
  const areas = marks.filter((m) => m.from !== m.to);
  const hoverLabel = { label: { show: false }, emphasis: { label: { show: true, formatter: '{b}' } } };
  return {
    markLine: {
      symbol: 'none',
      ...hoverLabel,
      lineStyle: { color: MARK_COLOUR, type: 'dashed', width: 2 },
      data: lines.map((m) => ({ xAxis: m.from, name: m.annotation.title })),
    },
    markArea: {
      ...hoverLabel,
      itemStyle: { color: 'rgba(109, 76, 65, 0.12)' },
      data: areas.map((m) => [{ xAxis: m.from, name: m.annotation.title }, { xAxis: m.to }]),
    },
  };
}

/** The sheet 'Annotations' of a time chart's spreadsheet: the annotations drawn on it. */
export function annotationsSheet(marks: readonly TimelineMark[]): XlsxSheet {
  return {
    name: 'Annotations',
    columns: [
      { key: 'title', header: 'Title', width: 40 },
      { key: 'starts_on', header: 'From' },
      { key: 'ends_on', header: 'To' },
      { key: 'scope', header: 'For' },
      { key: 'link', header: 'Link', width: 40 },
    ],
    rows: marks.map(({ annotation: a }) => ({
      title: a.title,
      starts_on: a.starts_on,
      ends_on: a.ends_on,
      scope: a.scope === 'everyone' ? 'Everyone' : 'Our firm',
      link: a.link ?? '',
    })),
  };
}
