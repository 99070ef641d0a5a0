// The filter dialog (spec doc 1 §2.4): edits a draft of the URL filters; Apply Filters writes the URL and reloads.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack } from '@mui/material';
import { filterSetToPayload, pruneFilterSet, type FilterSet } from '@specpulse/contract';
import { runPageLoader } from '../api/page-loader.ts';
import { useConfiguration } from '../session/session-context.tsx';
import { AdvancedFilters } from './advanced-filters.tsx';
import {
  CategoriesBlock,
  DateRangeBlock,
  ProjectIdsBlock,
  RegionsBlock,
  SegmentsBlock,
  StatusesBlock,
  SubCategoriesBlock,
  SwitchesBlock,
  TerritoriesBlock,
} from './filter-main-blocks.tsx';
import { PageTypeBlock } from './filter-page-blocks.tsx';
import type { FilterType } from './filter-type.ts';
import { useFilterSet } from './use-filter-set.ts';

export interface FilterDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page's extra block, if any. */
  filterType?: FilterType;
}

export function FilterDialog({ open, onClose, filterType }: FilterDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="filter-dialog-title">
      {open && <FilterDialogBody onClose={onClose} filterType={filterType} />}
    </Dialog>
  );
}

function FilterDialogBody({ onClose, filterType }: Omit<FilterDialogProps, 'open'>) {
  const { configuration } = useConfiguration();
  const { filters, setFilters, allowed } = useFilterSet();
  // The only copy of the filters outside the URL: the draft being edited, dropped on Cancel.
  const [draft, setDraft] = useState<FilterSet>(filters);
  const update = (change: (d: FilterSet) => FilterSet) => setDraft((d) => change(d));
  const features = configuration.hasfeature;
  const props = { draft, update, configuration };

  const apply = () => {
    const unchanged =
      JSON.stringify(filterSetToPayload(pruneFilterSet(draft, allowed))) ===
      JSON.stringify(filterSetToPayload(filters));
    setFilters(draft);
    // New filters reload the page through their new query keys; the same filters reload explicitly.
    if (unchanged) runPageLoader();
    onClose();
  };

  return (
    <>
      <DialogTitle id="filter-dialog-title">Filters</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} divider={<Divider flexItem />}>
          <SwitchesBlock {...props} />
          <DateRangeBlock {...props} />
          <CategoriesBlock {...props} />
          {features.nestedcategories && <SubCategoriesBlock {...props} />}
          {!features.hidesegments && <SegmentsBlock {...props} />}
          {!features.hideprojects && <ProjectIdsBlock {...props} />}
          <RegionsBlock {...props} />
          {features.territories && <TerritoriesBlock {...props} />}
          <StatusesBlock {...props} />
          {filterType && <PageTypeBlock {...props} filterType={filterType} />}
          <AdvancedFilters {...props} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={apply}>
          Apply Filters
        </Button>
      </DialogActions>
    </>
  );
}
