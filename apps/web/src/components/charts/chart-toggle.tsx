// The small exclusive toggle of a chart's card (a map's series, view or sizing): one choice always selected.
import { useId } from 'react';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';

export interface ChartToggleProps<T extends string> {
  /** What the choice is about: the group's accessible name, and its visible caption when `caption` is set. */
  label: string;
  caption?: boolean;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

export function ChartToggle<T extends string>({
  label,
  caption,
  value,
  options,
  onChange,
}: ChartToggleProps<T>) {
  const id = useId();
  const group = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      // A click on the selected button answers null: the choice stays.
      onChange={(_, next: T | null) => next && onChange(next)}
      {...(caption ? { 'aria-labelledby': id } : { 'aria-label': label })}
    >
      {options.map((o) => (
        <ToggleButton key={o.value} value={o.value} sx={{ py: 0.25, px: 1.5 }}>
          {o.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
  if (!caption) return group;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Typography variant="caption" color="text.secondary" id={id}>
        {`${label}:`}
      </Typography>
      {group}
    </Box>
  );
}
