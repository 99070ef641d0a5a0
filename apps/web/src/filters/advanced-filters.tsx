// Advanced Filters: the brand query builder (entries with categories, statuses, AND/OR, End/Start, remove).
import { useState, useId } from 'react';
import {
  Box,
  Button,
  Chip,
  FormControl,
  IconButton,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ComplexEntry, IdName } from '@specpulse/contract';
import { BrandAutocomplete, type BrandOption } from './brand-autocomplete.tsx';
import {
  addComplexEntry,
  complexReading,
  duplicateBrandText,
  removeComplexEntry,
  updateComplexEntry,
} from './complex-entries.ts';
import type { BlockProps } from './filter-main-blocks.tsx';

function IdMultiSelect(props: {
  label: string;
  options: readonly IdName[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const names = new Map(props.options.map((o) => [o.id, o.name]));
  // One id per select: every entry has a Categories and a Statuses select, and each label names its own.
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 180, flex: 1 }}>
      <InputLabel id={id}>{props.label}</InputLabel>
      <Select<number[]>
        multiple
        labelId={id}
        label={props.label}
        value={[...props.value]}
        onChange={(e) => props.onChange(typeof e.target.value === 'string' ? [] : e.target.value)}
        renderValue={(ids) => (ids.length ? ids.map((i) => names.get(i) ?? i).join(', ') : 'Any')}
      >
        {props.options.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

function EntryRow(props: BlockProps & { entry: ComplexEntry; index: number }) {
  const { entry, index, update, configuration } = props;
  const patch = (p: Partial<ComplexEntry>) =>
    update((d) => ({ ...d, complex: updateComplexEntry(d.complex, index, p) }));
  return (
    <Paper variant="outlined" sx={{ p: 1 }} data-testid="complex-entry">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        {index > 0 ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={entry.join}
            aria-label="Join"
            onChange={(_, v: 'and' | 'or' | null) => v && patch({ join: v })}
          >
            <ToggleButton value="and">AND</ToggleButton>
            <ToggleButton value="or">OR</ToggleButton>
          </ToggleButtonGroup>
        ) : null}
        <Chip label={entry.name || `#${entry.brandId}`} color="primary" variant="outlined" />
        <IdMultiSelect
          label="Categories"
          options={configuration.filters.categories}
          value={entry.categories}
          onChange={(categories) => patch({ categories })}
        />
        <IdMultiSelect
          label="Statuses"
          options={configuration.filters.productStatus}
          value={entry.statuses}
          onChange={(statuses) => patch({ statuses })}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={entry.end}
          aria-label="Group"
          onChange={(_, v: '' | 'end' | null) => v !== null && patch({ end: v })}
        >
          <ToggleButton value="">Start</ToggleButton>
          <ToggleButton value="end">End</ToggleButton>
        </ToggleButtonGroup>
        <IconButton
          aria-label={`Remove ${entry.name || entry.brandId}`}
          onClick={() => update((d) => ({ ...d, complex: removeComplexEntry(d.complex, index) }))}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Paper>
  );
}

export function AdvancedFilters(props: BlockProps) {
  const { draft, update } = props;
  const [brand, setBrand] = useState<BrandOption | null>(null);
  // A new picker after each Add: it forgets the typed name along with the choice.
  const [picker, setPicker] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const add = () => {
    if (!brand) return;
    if (draft.complex.some((e) => e.brandId === brand.id)) setNotice(duplicateBrandText(brand.name));
    else {
      update((d) => ({ ...d, complex: addComplexEntry(d.complex, brand) }));
      setNotice(null);
    }
    setBrand(null);
    setPicker((n) => n + 1);
  };
  const reading = complexReading(draft.complex);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        Advanced Filters
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        Keep projects that specify the brands below. Each entry joins what precedes it with AND or OR, read
        left to right; End closes a group. A, B (End), C (AND), D means (A or B) and (C or D).
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <BrandAutocomplete
          key={picker}
          label="Brand"
          value={brand}
          onChange={(next) => {
            setBrand(next);
            setNotice(null);
          }}
        />
        <Button variant="outlined" onClick={add} sx={{ flexShrink: 0 }}>
          Add
        </Button>
      </Stack>
      {notice && (
        <Typography variant="body2" color="warning.dark" role="status" sx={{ mb: 1 }}>
          {notice}
        </Typography>
      )}
      <Stack spacing={1}>
        {draft.complex.map((entry, index) => (
          <EntryRow key={`${entry.brandId}-${index}`} {...props} entry={entry} index={index} />
        ))}
      </Stack>
      {reading && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="complex-reading">
          Projects specifying {reading}
        </Typography>
      )}
    </Box>
  );
}
