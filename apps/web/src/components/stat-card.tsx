// A figure card (title and value): '-' until the value arrives (spec doc 2 §2, brand drilldown).
import type { ReactNode } from 'react';
import { Paper, Tooltip, Typography } from '@mui/material';
import { formatNumber } from './format.ts';

export interface StatCardProps {
  title: string;
  /** undefined or null shows '-' (before data, or no figure). */
  value: number | string | null | undefined;
  decimals?: number;
  suffix?: string;
  /** A line under the value, e.g. an explanation. */
  caption?: ReactNode;
  /** What the figure leaves out or means, as the title's tooltip (e.g. filters a search figure ignores). */
  description?: string;
}

export function statText(value: StatCardProps['value'], decimals?: number, suffix?: string): string {
  if (value === undefined || value === null || value === '') return '-';
  return formatNumber(value, decimals, suffix);
}

export function StatCard({ title, value, decimals, suffix, caption, description }: StatCardProps) {
  const heading = (
    <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 1.5 }}>
      {title}
    </Typography>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} role="group" aria-label={title}>
      {description ? (
        <Tooltip title={description} describeChild>
          {heading}
        </Tooltip>
      ) : (
        heading
      )}
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        data-testid="stat-value"
      >
        {statText(value, decimals, suffix)}
      </Typography>
      {caption && (
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Paper>
  );
}
