// A sparkline: a series' shape in a line's height, no axes (the dashboard's own-brand trend, issue 48). An SVG
// drawn by hand rather than an ECharts instance: it is one polyline, and a first row must not wait for a chart.
import { Box } from '@mui/material';
import { formatNumber } from '../format.ts';

export interface SparklineProps {
  /** The values in order (e.g. spec percent per period); null = no figure, left out of the line. */
  values: readonly (number | null)[];
  /** A label per value (the periods), for the accessible name's first and last points. */
  labels: readonly string[];
  /** What the values are, e.g. 'Spec percent by period'. */
  name: string;
  suffix?: string;
  height?: number;
}

/** The viewBox is this wide; the line stretches to its box's width. */
const WIDTH = 100;
const PAD = 2;

/** The polyline's points in a WIDTH × height box, the lowest value at the bottom, the highest at the top. */
export function sparklinePoints(values: readonly (number | null)[], height: number): string {
  const known = values.flatMap((v, i) => (v === null || !Number.isFinite(v) ? [] : [{ v, i }]));
  if (known.length === 0) return '';
  const low = Math.min(...known.map((k) => k.v));
  const high = Math.max(...known.map((k) => k.v));
  const span = high - low;
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  return known
    .map(({ v, i }) => {
      const x = PAD + i * step;
      // A flat series is drawn across the middle.
      const y = span > 0 ? PAD + ((high - v) / span) * (height - 2 * PAD) : height / 2;
      return `${x.toFixed(2)},${y.toFixed(2)}`;
    })
    .join(' ');
}

/** 'Spec percent by period, from 2.10% (2025 Q1) to 2.45% (2026 Q3)'. */
export function sparklineLabel(props: Pick<SparklineProps, 'values' | 'labels' | 'name' | 'suffix'>): string {
  const known = props.values.flatMap((v, i) => (v === null ? [] : [{ v, label: props.labels[i] ?? '' }]));
  const first = known[0];
  const last = known[known.length - 1];
  if (!first || !last) return `${props.name}: no figures`;
  const text = (p: { v: number; label: string }) => `${formatNumber(p.v, 2, props.suffix)} (${p.label})`;
  return `${props.name}, from ${text(first)} to ${text(last)}`;
}

export function Sparkline(props: SparklineProps) {
  const height = props.height ?? 40;
  const points = sparklinePoints(props.values, height);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={sparklineLabel(props)}
      viewBox={`0 0 ${WIDTH} ${height}`}
      preserveAspectRatio="none"
      data-testid="sparkline"
      data-points={points}
      sx={{ display: 'block', width: '100%', height, color: 'primary.main', overflow: 'visible' }}
    >
      {points && (
        <polyline
          points={points}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          strokeLinejoin="round"
        />
      )}
    </Box>
  );
}
