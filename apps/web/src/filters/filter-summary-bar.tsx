// The filter summary bar: the current URL filters as chips; clicking opens the filter dialog (pages place it).
// Beside it, the Views menu (saved views) and the Source Data panel's button (the panel reads the same filters).
import { useState } from 'react';
import { Box, Button, ButtonBase, Chip, Paper, Stack } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useConfiguration } from '../session/session-context.tsx';
import { SourceDataLauncher } from '../source-data/source-data-launcher.tsx';
import type { SourceBrands } from '../source-data/source-data-panel.tsx';
import { ViewsMenu } from '../views/views-menu.tsx';
import { EmptyResultNotice } from './empty-result-notice.tsx';
import { FilterDialog } from './filter-dialog.tsx';
import { filterSummary } from './filter-summary.ts';
import type { FilterType } from './filter-type.ts';
import { useFilterSet } from './use-filter-set.ts';

/** A chip as wide as the bar at most, its text wrapping instead of running out of it. */
const chipSx = {
  maxWidth: '100%',
  height: 'auto',
  minHeight: 24,
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
} as const;

export interface FilterSummaryBarProps {
  /** The page's extra dialog block (spec attribute, category brands, adjacency). */
  filterType?: FilterType;
  /** The brands the page is about: the Source Data panel lists their projects only. */
  sourceBrands?: SourceBrands;
  /** The page's result is empty: say which filter matched nothing and offer to clear it. */
  empty?: boolean;
}

export function FilterSummaryBar({ filterType, sourceBrands, empty = false }: FilterSummaryBarProps) {
  const { configuration } = useConfiguration();
  const { filters, setFilters } = useFilterSet();
  const [open, setOpen] = useState(false);
  const items = filterSummary(filters, configuration);
  return (
    <>
      {/* On a narrow screen (320 px) the Views and Source Data buttons wrap under the bar and a long chip's
          text wraps, so the page needs no sideways scrolling (WCAG 1.4.10). */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 1,
          mb: 2,
        }}
      >
        <Paper variant="outlined" sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <ButtonBase
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            data-testid="filter-summary-bar"
            sx={{ width: '100%', justifyContent: 'flex-start', p: 1, borderRadius: 'inherit' }}
          >
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <FilterListIcon color="primary" />
              {/* The name starts with what the button does and holds the chips' visible text (WCAG 2.5.3). */}
              <Box
                component="span"
                sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              >
                Edit filters:
              </Box>
              {items.map((item) => (
                <Chip key={item} label={item} size="small" variant="outlined" sx={chipSx} />
              ))}
            </Stack>
          </ButtonBase>
        </Paper>
        {filters.territories.length > 0 && (
          // Outside the bar's button (a button holds no other): a user's own territories are their default
          // filter, and this takes it off for the pages they move to next.
          <Button size="small" onClick={() => setFilters((f) => ({ ...f, territories: [] }))}>
            Remove territory filter
          </Button>
        )}
        <ViewsMenu />
        <SourceDataLauncher brands={sourceBrands} />
      </Box>
      {empty && <EmptyResultNotice />}
      <FilterDialog open={open} onClose={() => setOpen(false)} filterType={filterType} />
    </>
  );
}
