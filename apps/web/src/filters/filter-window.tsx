// The months the page's figures cover and compare with, and how fresh they are (the configuration's as_of):
// 'Oct 2025 – Sep 2026 vs Oct 2024 – Sep 2025 · Data through 2026-09-30'. The page header's date range.
import { Typography } from '@mui/material';
import { computeWindows, dataThroughText, windowsText } from '@specpulse/contract';
import { useConfiguration } from '../session/session-context.tsx';
import { useFilterSet } from './use-filter-set.ts';

export function FilterWindow() {
  const { configuration, data } = useConfiguration();
  const { filters } = useFilterSet();
  return (
    <Typography variant="body2" color="text.secondary" component="p" data-testid="page-date-range">
      <span data-testid="filter-window">
        {windowsText(
          computeWindows(
            data.as_of,
            filters.period_end,
            filters.period_interval,
            filters.compare,
            configuration.fiscal_year_start,
          ),
        )}
      </span>
      {' · '}
      <span data-testid="data-through">{dataThroughText(data.as_of)}</span>
    </Typography>
  );
}
