// A titled group of checkboxes over id/label options (categories, segments, regions, statuses).
import { useId, type ReactNode } from 'react';
import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Link } from '@mui/material';

export interface CheckboxOption<T extends string | number> {
  id: T;
  label: string;
  icon?: ReactNode;
}

export interface CheckboxGroupProps<T extends string | number> {
  legend: string;
  options: readonly CheckboxOption<T>[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  /** Columns of checkboxes on wide dialogs. */
  columns?: number;
}

export function CheckboxGroup<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
  columns = 2,
}: CheckboxGroupProps<T>) {
  const legendId = useId();
  const chosen = new Set<T>(selected);
  const toggle = (id: T, on: boolean) =>
    onChange(options.map((o) => o.id).filter((o) => (o === id ? on : chosen.has(o))));
  return (
    <FormControl component="fieldset" variant="standard" sx={{ width: '100%' }} aria-labelledby={legendId}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
        <FormLabel id={legendId} component="span" sx={{ fontWeight: 600 }}>
          {legend}
        </FormLabel>
        <Link
          component="button"
          type="button"
          variant="caption"
          onClick={() => onChange(options.map((o) => o.id))}
        >
          All
        </Link>
        <Link component="button" type="button" variant="caption" onClick={() => onChange([])}>
          None
        </Link>
      </Box>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, 1fr)` } }}>
        {options.map((o) => (
          <FormControlLabel
            key={o.id}
            control={
              <Checkbox
                size="small"
                checked={chosen.has(o.id)}
                onChange={(e) => toggle(o.id, e.target.checked)}
              />
            }
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                {o.icon}
                {o.label}
              </Box>
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
