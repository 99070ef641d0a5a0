// The filter dialog's common blocks: switches, date range, categories, sub-categories, segments, regions, statuses.
import { useMemo } from 'react';
import {
  Box,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import {
  comparisonLabel,
  comparisons,
  ignoredProjectIds,
  type FilterSet,
  type UserConfiguration,
} from '@specpulse/contract';
import { CheckboxGroup } from './checkbox-group.tsx';
import type { DraftUpdate } from './filter-type.ts';
import { segmentIcon } from './segment-icons.tsx';

export interface BlockProps {
  draft: FilterSet;
  update: DraftUpdate;
  configuration: UserConfiguration;
}

export function SwitchesBlock({ draft, update }: BlockProps) {
  return (
    // Rows of controls wrap: on a 320 px screen the dialog is 256 px wide and must not scroll sideways.
    <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', rowGap: 0 }}>
      <FormControlLabel
        control={
          <Switch
            checked={draft.openspec}
            onChange={(e) => update((d) => ({ ...d, openspec: e.target.checked }))}
          />
        }
        label="OpenSpec"
      />
      <FormControlLabel
        control={
          <Switch
            checked={draft.qtyShares}
            onChange={(e) => update((d) => ({ ...d, qtyShares: e.target.checked }))}
          />
        }
        label="Quantity Shares"
      />
    </Stack>
  );
}

export function DateRangeBlock({ draft, update, configuration }: BlockProps) {
  const { periods, intervals } = configuration.filters;
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id="filter-period-end">Last day of</InputLabel>
        <Select
          labelId="filter-period-end"
          label="Last day of"
          value={draft.period_end}
          onChange={(e) => update((d) => ({ ...d, period_end: e.target.value as FilterSet['period_end'] }))}
        >
          {periods.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.abbr}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 140 }}>
        <InputLabel id="filter-interval">Months</InputLabel>
        <Select
          labelId="filter-interval"
          label="Months"
          value={draft.period_interval}
          onChange={(e) => update((d) => ({ ...d, period_interval: Number(e.target.value) }))}
        >
          {intervals.map((months) => (
            <MenuItem key={months} value={months}>
              {months}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {/* The whole row on a phone: its longest choice is wider than a 320 px screen's dialog leaves. */}
      <FormControl size="small" sx={{ width: { xs: '100%', sm: 240 } }}>
        <InputLabel id="filter-compare">Compare with</InputLabel>
        <Select
          labelId="filter-compare"
          label="Compare with"
          value={draft.compare}
          onChange={(e) => update((d) => ({ ...d, compare: e.target.value as FilterSet['compare'] }))}
        >
          {comparisons.map((compare) => (
            <MenuItem key={compare} value={compare}>
              {comparisonLabel(compare, draft.period_interval)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}

export function CategoriesBlock({ draft, update, configuration }: BlockProps) {
  const options = configuration.filters.categories.map((c) => ({ id: c.id, label: c.name }));
  return (
    <CheckboxGroup
      legend="Categories"
      options={options}
      selected={draft.categories}
      onChange={(categories) =>
        update((d) => {
          // Sub-categories of an unchecked category go with it.
          const parents = new Map(configuration.filters.subCategories.map((s) => [s.id, s.category_id]));
          const subCategories = d.subCategories.filter((s) => categories.includes(parents.get(s) ?? -1));
          return { ...d, categories, subCategories };
        })
      }
    />
  );
}

/** Only with the nestedcategories feature: the sub-categories of the chosen categories. */
export function SubCategoriesBlock({ draft, update, configuration }: BlockProps) {
  const options = useMemo(() => {
    const names = new Map(configuration.filters.categories.map((c) => [c.id, c.name]));
    return configuration.filters.subCategories
      .filter((s) => draft.categories.includes(s.category_id))
      .map((s) => ({ id: s.id, label: `${names.get(s.category_id) ?? ''} › ${s.name}` }));
  }, [configuration, draft.categories]);
  if (!options.length) return null;
  return (
    <CheckboxGroup
      legend="Sub-Categories (Nested)"
      options={options}
      selected={draft.subCategories}
      onChange={(subCategories) => update((d) => ({ ...d, subCategories }))}
    />
  );
}

export function SegmentsBlock({ draft, update, configuration }: BlockProps) {
  const options = configuration.filters.segments.map((s) => ({
    id: s.id,
    label: s.name,
    icon: segmentIcon(s),
  }));
  return (
    <CheckboxGroup
      legend="Project Segment"
      options={options}
      selected={draft.segments}
      onChange={(segments) => update((d) => ({ ...d, segments }))}
    />
  );
}

export function ProjectIdsBlock({ draft, update }: BlockProps) {
  const ignored = ignoredProjectIds(draft.project_ids);
  return (
    <TextField
      size="small"
      fullWidth
      label="Filter By Project IDs"
      placeholder="Comma-separated project ids, e.g. 1201, 1350"
      value={draft.project_ids}
      onChange={(e) => update((d) => ({ ...d, project_ids: e.target.value }))}
      helperText={ignored.length ? ignoredProjectIdsText(ignored) : undefined}
      slotProps={{ formHelperText: { role: 'status', sx: { color: 'warning.dark' } } }}
    />
  );
}

/** Says which typed items are left out, instead of dropping them without a word. */
const ignoredProjectIdsText = (items: readonly string[]): string =>
  `Ignored, not project ids: ${items.join(', ')}`;

export function RegionsBlock({ draft, update, configuration }: BlockProps) {
  const options = configuration.filters.regions.map((r) => ({ id: r.id, label: r.name }));
  return (
    <CheckboxGroup
      legend="Regions"
      options={options}
      selected={draft.regions}
      onChange={(regions) => update((d) => ({ ...d, regions }))}
    />
  );
}

/** Only with the territories feature: the firm's territories (issue 44), beside Regions. */
export function TerritoriesBlock({ draft, update, configuration }: BlockProps) {
  const options = configuration.filters.territories.map((t) => ({ id: t.id, label: t.name }));
  return (
    <CheckboxGroup
      legend="Territory"
      options={options}
      selected={draft.territories}
      onChange={(territories) => update((d) => ({ ...d, territories }))}
    />
  );
}

export function StatusesBlock({ draft, update, configuration }: BlockProps) {
  const statuses = configuration.filters.productStatus;
  const options = statuses.map((s) => ({ id: s.id, label: s.name }));
  return (
    <Box>
      <CheckboxGroup
        legend="Product Status"
        options={options}
        selected={draft.projprodstatus.map((s) => s.value)}
        onChange={(ids) =>
          update((d) => ({
            ...d,
            projprodstatus: statuses
              .filter((s) => ids.includes(s.id))
              .map((s) => ({ value: s.id, name: s.name })),
          }))
        }
      />
    </Box>
  );
}
