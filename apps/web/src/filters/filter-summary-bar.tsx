// The filter summary bar: the current URL filters as chips; clicking opens the filter dialog (pages place it).
import { useState } from 'react';
import { ButtonBase, Chip, Paper, Stack } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useConfiguration } from '../session/session-context.tsx';
import { FilterDialog } from './filter-dialog.tsx';
import { filterSummary } from './filter-summary.ts';
import type { FilterType } from './filter-type.ts';
import { useFilterSet } from './use-filter-set.ts';

export interface FilterSummaryBarProps {
  /** The page's extra dialog block (spec attribute, category brands, adjacency). */
  filterType?: FilterType;
}

export function FilterSummaryBar({ filterType }: FilterSummaryBarProps) {
  const { configuration } = useConfiguration();
  const { filters } = useFilterSet();
  const [open, setOpen] = useState(false);
  const items = filterSummary(filters, configuration);
  return (
    <>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <ButtonBase
          onClick={() => setOpen(true)}
          aria-label="Edit filters"
          aria-haspopup="dialog"
          data-testid="filter-summary-bar"
          sx={{ width: '100%', justifyContent: 'flex-start', p: 1, borderRadius: 'inherit' }}
        >
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <FilterListIcon color="primary" />
            {items.map((item) => (
              <Chip key={item} label={item} size="small" variant="outlined" />
            ))}
          </Stack>
        </ButtonBase>
      </Paper>
      <FilterDialog open={open} onClose={() => setOpen(false)} filterType={filterType} />
    </>
  );
}
