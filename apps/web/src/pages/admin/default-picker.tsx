// Picks the default categories (or sub-categories) among the enabled ones.
import { Autocomplete, TextField } from '@mui/material';
import type { TransferOption } from './transfer-list.tsx';

export function DefaultPicker({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: TransferOption[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const byId = new Map(options.map((o) => [o.id, o]));
  const selected = value.flatMap((id) => {
    const option = byId.get(id);
    return option ? [option] : [];
  });
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, next) => onChange(next.map((o) => o.id))}
      noOptionsText="Enable some first"
      slotProps={{ chip: { size: 'small' } }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
